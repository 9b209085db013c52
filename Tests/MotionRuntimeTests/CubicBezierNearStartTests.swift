import Testing
@testable import MotionRuntime

/// The solve from a start table's guess (one division on its path) lands where the general solve
/// from the same start does: the same root to rounding, for starts on the root and about 1e-6 off.
@Suite struct CubicBezierNearStartTests {
    @Test func agreesWithTheGeneralSolveFromTheSameStart() {
        let controls = [(0.0, 0.58), (0.42, 0.58), (0.42, 1.0), (0.25, 0.25), (0.34, 0.64), (0.05, 0.95), (1.0, 1.0)]
        var worst = 0.0
        for (x1, x2) in controls {
            let curve = MotionCubicBezier(x1, 0.2, x2, 0.9)
            let table = MotionCubicBezier.startTables(for: [.cubicBezier(curve)])
            for i in 1..<4000 {
                let x = Double(i) / 4000
                let root = curve.solve(x: x)
                // On the root (a knot of the table), an ulp off it, and within 1e-6 either side.
                for offset in [0, 1e-16, -3e-7, 8e-7] {
                    let start = min(max(root + offset, 0), 1)
                    let near = table.withUnsafeBufferPointer { curve.solve(x: x, near: start, table: $0.baseAddress!) }
                    worst = max(worst, abs(near - curve.solve(x: x, from: start)))
                }
            }
        }
        // Rounding of t near 1 is 1.1e-16; a step of the general solve's size (up to 1e-15) would fail.
        #expect(worst <= 2.3e-16, "worst difference \(worst)")
    }

    /// The coefficients at the head of a table are those `coordinate` and its derivatives work out,
    /// to the bit, so a value solved from the table is the one `value(at:)` gives, to rounding.
    @Test func tableValuesAreTheCurveValuesToTheBit() {
        for curve in [MotionCubicBezier(0.42, 0, 0.58, 1), MotionCubicBezier(0.34, 1.56, 0.64, 1), MotionCubicBezier(0.1, -0.6, 0.2, 1.8)] {
            let table = MotionCubicBezier.startTables(for: [.linear, .cubicBezier(curve)])
            table.withUnsafeBufferPointer { buffer in
                let own = buffer.baseAddress! + MotionCubicBezier.startTableLength
                for i in 0...1000 {
                    let x = Double(i) / 1000
                    let t = curve.solve(x: x)
                    #expect(((own[2] * t + own[1]) * t + own[0]) * t == MotionCubicBezier.coordinate(t, curve.x1, curve.x2))
                    #expect(((own[8] * t + own[7]) * t + own[6]) * t == MotionCubicBezier.coordinate(t, curve.y1, curve.y2))
                    #expect((own[3] * t + own[4]) * t + own[0] == MotionCubicBezier.derivative(t, curve.x1, curve.x2))
                    #expect(own[5] * t + own[4] == MotionCubicBezier.secondDerivative(t, curve.x1, curve.x2))
                    #expect(abs(curve.value(at: x, table: own) - curve.value(at: x)) <= 1e-14, "x = \(x)")
                }
            }
        }
    }
}
