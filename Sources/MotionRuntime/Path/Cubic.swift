/// One cubic Bézier segment with absolute points. Lines are cubics too (control points at a
/// third and two thirds), so every path operation handles one kind of segment.
public struct MotionCubic: Hashable, Sendable {
    /// Start, first control point, second control point, end.
    public var p0: MotionPoint, p1: MotionPoint, p2: MotionPoint, p3: MotionPoint

    public init(_ p0: MotionPoint, _ p1: MotionPoint, _ p2: MotionPoint, _ p3: MotionPoint) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
    }

    /// The straight segment from `a` to `b`, as a cubic moving at constant speed.
    public static func line(_ a: MotionPoint, _ b: MotionPoint) -> MotionCubic {
        MotionCubic(a, a.interpolated(to: b, at: 1.0 / 3), a.interpolated(to: b, at: 2.0 / 3), b)
    }

    /// The quadratic with control point `c` raised exactly to a cubic.
    public static func quadratic(_ a: MotionPoint, _ c: MotionPoint, _ b: MotionPoint) -> MotionCubic {
        MotionCubic(a, a + (c - a) * (2.0 / 3), b + (c - b) * (2.0 / 3), b)
    }

    /// The point B(t), t in 0…1.
    public func point(at t: Double) -> MotionPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return MotionPoint(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative B′(t).
    public func derivative(at t: Double) -> MotionPoint {
        let s = 1 - t
        let a = (p1 - p0) * (3 * s * s), b = (p2 - p1) * (6 * s * t), c = (p3 - p2) * (3 * t * t)
        return a + b + c
    }

    /// The two halves at parameter `t` (de Casteljau): exact, no flattening.
    public func split(at t: Double) -> (MotionCubic, MotionCubic) {
        let a = p0.interpolated(to: p1, at: t), b = p1.interpolated(to: p2, at: t), c = p2.interpolated(to: p3, at: t)
        let d = a.interpolated(to: b, at: t), e = b.interpolated(to: c, at: t)
        let f = d.interpolated(to: e, at: t)
        return (MotionCubic(p0, a, d, f), MotionCubic(f, e, c, p3))
    }

    /// The piece between parameters `t0` < `t1`, exactly.
    public func subcurve(from t0: Double, to t1: Double) -> MotionCubic {
        if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
        let tail = split(at: t0).1
        if t1 >= 1 { return tail }
        let piece = tail.split(at: (t1 - t0) / (1 - t0)).0
        // Pin the ends to the points on the original curve: the two splits round differently.
        return MotionCubic(tail.p0, piece.p1, piece.p2, piece.p3)
    }

    /// The same curve run backwards.
    public var reversed: MotionCubic { MotionCubic(p3, p2, p1, p0) }

    /// The segment with every point mapped by `m`.
    public func applying(_ m: MotionAffineTransform) -> MotionCubic {
        MotionCubic(m.apply(p0), m.apply(p1), m.apply(p2), m.apply(p3))
    }

    /// The exact bounds: end points and the extrema where a coordinate's derivative vanishes.
    public var bounds: MotionRect {
        var rect = MotionRect(enclosing: p0, p3)
        for t in Self.extremaParameters(p0.x, p1.x, p2.x, p3.x) + Self.extremaParameters(p0.y, p1.y, p2.y, p3.y) {
            rect = rect.including(point(at: t))
        }
        return rect
    }

    /// Parameters in (0, 1) where the derivative of one coordinate is zero.
    static func extremaParameters(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
        // B′(t)/3 = (b−a)(1−t)² + 2(c−b)(1−t)t + (d−c)t² = A t² + B t + C
        let qa = (b - a) - 2 * (c - b) + (d - c), qb = 2 * ((c - b) - (b - a)), qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let r = disc.squareRoot()
                roots.append((-qb + r) / (2 * qa))
                roots.append((-qb - r) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
