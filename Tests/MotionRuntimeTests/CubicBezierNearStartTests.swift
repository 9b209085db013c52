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
            for i in 1..<4000 {
                let x = Double(i) / 4000
                let root = curve.solve(x: x)
                // On the root (a knot of the table), an ulp off it, and within 1e-6 either side.
                for offset in [0, 1e-16, -3e-7, 8e-7] {
                    let start = min(max(root + offset, 0), 1)
                    worst = max(worst, abs(curve.solve(x: x, near: start) - curve.solve(x: x, from: start)))
                }
            }
        }
        // Rounding of t near 1 is 1.1e-16; a step of the general solve's size (up to 1e-15) would fail.
        #expect(worst <= 2.3e-16, "worst difference \(worst)")
    }
}
