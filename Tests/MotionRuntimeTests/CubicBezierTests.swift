import Testing
@testable import MotionRuntime

@Suite struct CubicBezierTests {
    /// The reference: bisection on x(t) to the last bit, then y(t), written straight from the
    /// Bernstein form (not the solver's Horner form).
    static func reference(_ c: MotionCubicBezier, _ x: Double) -> Double {
        func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bernstein(mid, c.x1, c.x2) < x { low = mid } else { high = mid }
        }
        return bernstein((low + high) / 2, c.y1, c.y2)
    }

    @Test func matchesBisectionOverADenseGridOfCurves() {
        let xs = [0.0, 0.05, 0.25, 0.42, 0.58, 0.75, 0.95, 1.0]
        let ys = [-0.4, -0.08, 0.0, 0.1, 0.6, 1.0, 1.6]
        var curves: [MotionCubicBezier] = [MotionCubicBezier(0.25, 0.4, 0.3, 1.6), MotionCubicBezier(0.25, -0.4, 0.58, 0.88),
                                     MotionCubicBezier(0.15, 0.6, 0.6, 1), MotionCubicBezier(0.25, -0.08, 0.64, 0.1)]
        // Except (x1, x2) = (1, 0): there x − ½ = 4(t − ½)³, so t (and y) is fixed only to the cube
        // root of rounding (~1e-5) by any solver, this reference included; see the next test.
        for x1 in xs { for x2 in xs where !(x1 == 1 && x2 == 0) {
            for y1 in ys { for y2 in ys { curves.append(MotionCubicBezier(x1, y1, x2, y2)) } }
        } }
        var worst = 0.0
        for curve in curves {
            // Interior points: the ends are (0, 0) and (1, 1) by definition (see `endsAreExact`),
            // where a bisection on a flat x(t) would stop short.
            for i in 1..<200 {
                let x = Double(i) / 200
                worst = max(worst, abs(curve.value(at: x) - Self.reference(curve, x)))
            }
        }
        // To rounding: the worst is under 1e-14, the rounding of evaluating y itself.
        #expect(worst <= 1e-13, "worst error \(worst)")
    }

    @Test func keyframesSolvingFromTheirStartTablesAgreeToRounding() {
        let xs = [0.0, 0.05, 0.25, 0.42, 0.58, 0.75, 0.95, 1.0]
        var worst = 0.0
        for x1 in xs { for x2 in xs where !(x1 == 1 && x2 == 0) {
            for (y1, y2) in [(-0.4, 1.6), (0.1, 1.0), (1.6, -0.08)] {
                let curve = MotionCubicBezier(x1, y1, x2, y2)
                // One segment from 0 to 1: the keyframes' value is the curve's output progress.
                let keyframes = MotionKeyframes([0.0, 1.0], timingFunctions: [.cubicBezier(curve)])
                for i in 1..<400 {
                    let x = Double(i) / 400
                    worst = max(worst, abs((keyframes.value(at: x, duration: 1) ?? .nan) - Self.reference(curve, x)))
                }
            }
        } }
        #expect(worst <= 1e-13, "worst error \(worst)")
        // The table of a curve that may turn back in x starts every solve at t = x, as `solve(x:)`.
        let turning = MotionCubicBezier(1.4, 0.2, -0.3, 0.9)
        let keyframes = MotionKeyframes([0.0, 1.0], timingFunctions: [.cubicBezier(turning)])
        for x in [0.1, 0.5, 0.9] { expectClose(keyframes.value(at: x, duration: 1) ?? .nan, turning.value(at: x), 1e-12) }
    }

    @Test func whereXIsFlatTheResidualInXIsAtRoundingLevel() {
        let curve = MotionCubicBezier(1, 1.6, 0, -0.4)
        for i in 1..<200 {
            let x = Double(i) / 200
            let t = curve.solve(x: x)
            #expect(abs(MotionCubicBezier.coordinate(t, 1, 0) - x) <= 1e-15)
        }
        // By symmetry the inflection x = ½ is at t = ½: y = 0.375·(y1 + y2) + 0.125.
        expectClose(curve.value(at: 0.5), 0.375 * 1.2 + 0.125, 1e-4)
    }

    @Test func namedCurvesHaveTheirDefinitionsControlPoints() {
        #expect(MotionTimingFunction.ease == .cubicBezier(MotionCubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(MotionTimingFunction.easeIn == .cubicBezier(MotionCubicBezier(0.42, 0, 1, 1)))
        #expect(MotionTimingFunction.easeOut == .cubicBezier(MotionCubicBezier(0, 0, 0.58, 1)))
        #expect(MotionTimingFunction.easeInOut == .cubicBezier(MotionCubicBezier(0.42, 0, 0.58, 1)))
        #expect(MotionTimingFunction.caDefault == .cubicBezier(MotionCubicBezier(0.25, 0.1, 0.25, 1)))
        #expect(MotionTimingFunction.linear.value(at: 0.37, duration: 1) == 0.37)
    }

    @Test func aCurveWithXControlsAtThirdsIsSolvedExactly() {
        // x1 = 1/3, x2 = 2/3 make x(t) = t, so y(x) is the y polynomial at t = x.
        let curve = MotionCubicBezier(1.0 / 3, 0.9, 2.0 / 3, -0.2)
        for x in [0.1, 0.5, 0.8] {
            let s = 1 - x
            let expected = 3 * s * s * x * 0.9 + 3 * s * x * x * -0.2 + x * x * x
            expectClose(curve.value(at: x), expected, 1e-12)
        }
    }

    @Test func endsAreExact() {
        let curve = MotionCubicBezier(0.25, 0.4, 0.3, 1.6)
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    @Test func outsideTheUnitIntervalItContinuesAlongTheEndTangents() {
        // Before 0: the line through P0 and P1, slope y1 / x1 = 0.4 / 0.25 = 1.6.
        let curve = MotionCubicBezier(0.25, 0.4, 0.3, 1.6)
        expectClose(curve.value(at: -0.5), -0.8, 1e-12)
        // After 1: the line through P2 and P3, slope (1.6 − 1) / (0.3 − 1) = −6/7.
        expectClose(curve.value(at: 1.5), 1 + 0.5 * (0.6 / -0.7), 1e-12)
        // x1 = 0 and y1 = 0: the line through P0 and P2.
        expectClose(MotionCubicBezier(0, 0, 0.5, 0.25).value(at: -1), -0.5, 1e-12)
        // x2 = 1 and y2 = 1: through P1 and P3: slope (0.5 − 1) / (0.5 − 1) = 1.
        expectClose(MotionCubicBezier(0.5, 0.5, 1, 1).value(at: 2), 2, 1e-12)
        // x1 = 0 with y1 ≠ 0: flat.
        #expect(MotionCubicBezier(0, 0.5, 0.5, 1).value(at: -1) == 0)
    }
}
