/// A CSS / Core Animation cubic Bézier timing curve from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2). x1 and x2 must lie in 0…1 (the compiler checks); y may overshoot.
public struct MotionCubicBezier: Hashable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The output progress for input progress `x`.
    ///
    /// Inside 0…1 the curve's parameter is solved from x by Halley steps started at t = x, falling
    /// back to bisection when the slope vanishes or a step leaves 0…1 (as WebKit and Chromium do
    /// with Newton steps).
    /// t is solved to rounding (a Newton step below 1e-15, or a bisection bracket of 1e-16),
    /// far below 1e-7 in x, so y is exact even where x(t) is flat or y(x) steep.
    /// Outside 0…1 the curve continues along its end tangents, as CSS Easing specifies.
    @inlinable
    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return startSlope * x }
        if x > 1 { return 1 + endSlope * (x - 1) }
        if x == 0 || x == 1 { return x }
        return Self.coordinate(solve(x: x), y1, y2)
    }

    /// The curve's parameter t where its x is `x` (0 at or before 0, 1 at or after 1): Halley
    /// steps, else bisection, to rounding. Emitters use it to cut a curve at an input progress.
    @inlinable
    public func solve(x: Double) -> Double {
        solve(x: x, from: x)
    }

    /// `solve(x:)` with Halley steps starting at `start` (a start nearer the root takes fewer
    /// steps; the result is the same root to rounding).
    @inlinable
    func solve(x: Double, from start: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        var t = start
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if error == 0 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-6 { break }
            // Halley's step (Newton's corrected by the curvature), with one division: it converges
            // cubically, so from t = x it reaches rounding in about three steps where Newton needs
            // four or five, and it rarely falls back to bisection where x(t) flattens near an end.
            let curvature = Self.secondDerivative(t, x1, x2)
            let next = t - error * slope / (slope * slope - 0.5 * error * curvature)
            if !(next >= 0 && next <= 1) { break }
            // Accept once the step is at rounding level: Halley converges cubically where the
            // slope is not small, so t is then exact. A small |x(t) − x| alone is not enough where
            // x(t) is flat (at (1, y1, 0, y2) x − ½ = 4(t − ½)³).
            if abs(next - t) <= 1e-15 { return next }
            t = next
        }
        return bisect(x: x)
    }

    /// x(t) is non-decreasing on 0…1 when x1, x2 ∈ 0…1, so bisection always converges.
    @usableFromInline func bisect(x: Double) -> Double {
        var low = 0.0, high = 1.0
        while high - low > 1e-16 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            let value = Self.coordinate(mid, x1, x2)
            if value == x { return mid }
            if value < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in Horner form.
    @inlinable static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    @inlinable static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    @inlinable static func secondDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return 6 * a * t + 2 * b
    }

    /// The gradient used before 0 (CSS Easing): the line through P0 and P1, else through P0 and P2,
    /// else flat.
    @usableFromInline var startSlope: Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0, x2 > 0 { return y2 / x2 }
        return 0
    }

    /// The gradient used after 1: the line through P2 and P3, else through P1 and P3, else flat.
    @usableFromInline var endSlope: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if y2 == 1, x1 < 1 { return (y1 - 1) / (x1 - 1) }
        return 0
    }
}
