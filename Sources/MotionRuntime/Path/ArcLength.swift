/// Arc length of cubics by adaptive Gauss–Legendre quadrature of |B′(t)|.
extension MotionCubic {
    /// The length of the whole segment.
    public var length: Double { length(from: 0, to: 1) }

    /// The length between parameters `t0` and `t1` (t0 ≤ t1), to about 1e-12 relative.
    public func length(from t0: Double, to t1: Double) -> Double {
        guard t1 > t0 else { return 0 }
        let whole = gaussLegendre(t0, t1)
        guard whole.isFinite else { return whole } // non-finite points: nothing to refine
        let tolerance = max(1e-13 * whole, 1e-300)
        return adaptive(t0, t1, whole: whole, tolerance: tolerance, depth: 0)
    }

    /// Splits in halves until the two halves agree with the whole to `tolerance` (a smooth speed is
    /// integrated exactly by 8 points at once; only cusps and tight turns need subdivision).
    private func adaptive(_ a: Double, _ b: Double, whole: Double, tolerance: Double, depth: Int) -> Double {
        let mid = (a + b) / 2
        let left = gaussLegendre(a, mid), right = gaussLegendre(mid, b)
        if depth >= 24 || abs(left + right - whole) <= tolerance { return left + right }
        return adaptive(a, mid, whole: left, tolerance: tolerance / 2, depth: depth + 1)
            + adaptive(mid, b, whole: right, tolerance: tolerance / 2, depth: depth + 1)
    }

    /// 8-point Gauss–Legendre on [a, b].
    private func gaussLegendre(_ a: Double, _ b: Double) -> Double {
        let halfWidth = (b - a) / 2, center = (a + b) / 2
        var sum = 0.0
        for i in 0..<4 {
            let offset = halfWidth * GaussLegendre8.nodes[i]
            sum += GaussLegendre8.weights[i]
                * (derivative(at: center - offset).length + derivative(at: center + offset).length)
        }
        return sum * halfWidth
    }

    /// The parameter at which the length from the start reaches `distance` (0 ≤ distance ≤ length):
    /// Newton steps on the length (its derivative is the speed) kept inside a shrinking bracket,
    /// bisecting when a step leaves it or the speed vanishes.
    public func parameter(atLength distance: Double, totalLength: Double? = nil) -> Double {
        let total = totalLength ?? length
        if distance <= 0 || !(total > 0) { return 0 }
        if distance >= total { return 1 }
        var low = 0.0, high = 1.0
        var t = distance / total
        for _ in 0..<64 {
            let error = length(from: 0, to: t) - distance
            if abs(error) <= 1e-13 * total { return t }
            if error < 0 { low = t } else { high = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - error / speed : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if high - low <= 1e-16 { return t }
            t = next
        }
        return t
    }
}

/// Nodes and weights of 8-point Gauss–Legendre quadrature on [−1, 1] (symmetric halves).
enum GaussLegendre8 {
    static let nodes: [Double] = [0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363]
    static let weights: [Double] = [0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763]
}

extension MotionPath {
    /// The total arc length of every segment.
    public var length: Double {
        var total = 0.0
        for subpath in subpaths {
            for cubic in subpath.cubics { total += cubic.length }
        }
        return total
    }
}
