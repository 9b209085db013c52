/// A CSS / Core Animation cubic Bézier timing curve from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2). x1 and x2 must lie in 0…1 (the compiler checks); y may overshoot.
public struct CubicBezier: Hashable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The output progress for input progress `x`.
    ///
    /// Inside 0…1 the curve's parameter is solved from x by Newton steps started at t = x, falling
    /// back to bisection when the slope vanishes or a step leaves 0…1 (as WebKit and Chromium do).
    /// The solve stops at |x(t) − x| ≤ 1e-14 or a bracket of 1e-15 in t, well past the 1e-7 the issue asks, so y is
    /// exact to rounding even where the curve is steep. Outside 0…1 the curve continues along its end
    /// tangents, as CSS Easing specifies.
    public func value(at x: Double) -> Double {
        if x.isNaN { return x }
        if x < 0 { return startSlope * x }
        if x > 1 { return 1 + endSlope * (x - 1) }
        if x == 0 || x == 1 { return x }
        return Self.coordinate(solve(x: x), y1, y2)
    }

    /// The parameter t with x(t) = x, for x in 0…1.
    func solve(x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) <= 1e-14 { return t }
            let slope = Self.derivative(t, x1, x2)
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if !(next >= 0 && next <= 1) { break }
            t = next
        }
        // x(t) is non-decreasing on 0…1 when x1, x2 ∈ 0…1, so bisection always converges.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) <= 1e-14 { return t }
            if value < x { low = t } else { high = t }
            if high - low <= 1e-15 { break }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in Horner form.
    static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    /// The gradient used before 0 (CSS Easing): the line through P0 and P1, else through P0 and P2,
    /// else flat.
    var startSlope: Double {
        if x1 > 0 { return y1 / x1 }
        if y1 == 0, x2 > 0 { return y2 / x2 }
        return 0
    }

    /// The gradient used after 1: the line through P2 and P3, else through P1 and P3, else flat.
    var endSlope: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if y2 == 1, x1 < 1 { return (y1 - 1) / (x1 - 1) }
        return 0
    }
}
