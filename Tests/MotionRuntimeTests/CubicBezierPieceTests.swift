import Testing
import MotionRuntime

/// Timing curves taken apart: the parameter at an input progress, a renormalised piece, the curve
/// played backwards. Each is checked against the whole curve's own `value(at:)`.
@Suite struct CubicBezierPieceTests {
    static let curves = [MotionCubicBezier(0.25, 0.4, 0.3, 1.6), MotionCubicBezier(0.25, -0.4, 0.58, 0.88),
                         MotionCubicBezier(0.42, 0, 0.58, 1), MotionCubicBezier(0.7, -0.3, 0.2, 1.3)]

    @Test(arguments: curves)
    func solveGivesTheParameterAtAnInput(_ curve: MotionCubicBezier) {
        for i in 1..<100 {
            let x = Double(i) / 100
            let t = curve.solve(x: x)
            expectClose(curve.cubic.point(at: t).x, x, 1e-14, "x at t = \(t)")
            expectClose(curve.cubic.point(at: t).y, curve.value(at: x), 1e-14, "y at t = \(t)")
        }
        #expect(curve.solve(x: 0) == 0)
        #expect(curve.solve(x: -0.5) == 0)
        #expect(curve.solve(x: 1) == 1)
        #expect(curve.solve(x: 1.5) == 1)
    }

    @Test(arguments: curves)
    func piecesFollowTheWholeCurve(_ curve: MotionCubicBezier) throws {
        for (a, b) in [(0.0, 0.3), (0.3, 0.7), (0.5, 1.0), (0.1, 0.9)] {
            let ya = curve.value(at: a), yb = curve.value(at: b)
            let piece = try #require(curve.piece(from: a, to: b), "\(curve) \(a)…\(b)")
            for i in 0...100 {
                let x = Double(i) / 100
                let expected = (curve.value(at: a + (b - a) * x) - ya) / (yb - ya)
                expectClose(piece.value(at: x), expected, 1e-9, "\(curve) piece \(a)…\(b) at \(x)")
            }
        }
        #expect(curve.piece(from: 0, to: 1) == curve)
    }

    @Test func aPieceByParameterEndsWhereTheCurveIsAtThoseParameters() throws {
        let curve = MotionCubicBezier(0.5, -0.6, 0.5, 1)
        let (ta, tb) = (0.3, 0.8)
        let start = curve.cubic.point(at: ta), end = curve.cubic.point(at: tb)
        let piece = try #require(curve.piece(fromParameter: ta, toParameter: tb))
        for i in 0...20 {
            let s = Double(i) / 20
            // The piece's parameter s is the curve's ta + (tb − ta)·s, both axes scaled to the unit box.
            let p = curve.cubic.point(at: ta + (tb - ta) * s)
            let q = piece.cubic.point(at: s)
            expectClose(q.x, (p.x - start.x) / (end.x - start.x), 1e-12, "x at s = \(s)")
            expectClose(q.y, (p.y - start.y) / (end.y - start.y), 1e-12, "y at s = \(s)")
        }
        #expect(curve.piece(fromParameter: 0, toParameter: 0) == nil)
    }

    @Test func aPieceThatDoesNotMoveHasNoCurve() {
        // y = t³ and x ≈ 3t² near 0: over inputs 0…1e-10 the output moves by about 2e-16.
        let curve = MotionCubicBezier(0, 0, 1, 0)
        #expect(curve.piece(from: 0, to: 1e-10) == nil)
        #expect(curve.piece(from: 0, to: 1e-4) != nil)
        let flat = MotionCubic(MotionPoint(0, 0.5), MotionPoint(0.3, 0.5), MotionPoint(0.6, 0.5), MotionPoint(1, 0.5))
        #expect(MotionCubicBezier(normalizing: flat) == nil)
        let scaled = MotionCubic(MotionPoint(2, 1), MotionPoint(3, 1), MotionPoint(4, 5), MotionPoint(6, 9))
        #expect(MotionCubicBezier(normalizing: scaled) == MotionCubicBezier(0.25, 0, 0.5, 0.5))
    }

    @Test(arguments: curves)
    func reversedPlaysTheCurveBackwards(_ curve: MotionCubicBezier) {
        for i in 0...100 {
            let x = Double(i) / 100
            expectClose(curve.reversed.value(at: x), 1 - curve.value(at: 1 - x), 1e-12, "\(curve) at \(x)")
        }
        let twice = curve.reversed.reversed
        for (a, b) in [(twice.x1, curve.x1), (twice.y1, curve.y1), (twice.x2, curve.x2), (twice.y2, curve.y2)] {
            expectClose(a, b, 1e-15, "reversed twice")
        }
    }
}
