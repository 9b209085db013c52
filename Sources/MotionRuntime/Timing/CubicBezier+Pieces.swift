/// Timing curves taken apart, for emitters whose formats have one curve per keyframe segment: a
/// piece of a segment, a segment played backwards. Every piece is exact (de Casteljau on the curve
/// as a path segment), so a format that cuts a segment still plays the runtime's curve.
extension MotionCubicBezier {
    /// The curve as a path segment from (0, 0) to (1, 1): x is input progress, y output progress,
    /// and the segment's parameter is the curve's parameter t.
    public var cubic: MotionCubic {
        MotionCubic(MotionPoint(0, 0), MotionPoint(x1, y1), MotionPoint(x2, y2), MotionPoint(1, 1))
    }

    /// The timing curve that follows `cubic` from its start to its end, both axes scaled to run
    /// from 0 to 1. Nil when the ends are within 1e-12 in either axis: scaling would only magnify
    /// rounding. The x control points can leave 0…1 (a piece of a curve with x1 > x2 does): Lottie
    /// players take such a curve, CSS does not.
    public init?(normalizing cubic: MotionCubic) {
        let width = cubic.p3.x - cubic.p0.x, height = cubic.p3.y - cubic.p0.y
        guard width > 1e-12, abs(height) > 1e-12 else { return nil }
        self.init((cubic.p1.x - cubic.p0.x) / width, (cubic.p1.y - cubic.p0.y) / height,
                  (cubic.p2.x - cubic.p0.x) / width, (cubic.p2.y - cubic.p0.y) / height)
    }

    /// The piece between input progresses `a` < `b` (in 0…1), renormalised: input a…b of this
    /// curve is input 0…1 of the piece, output value(a)…value(b) its output 0…1. Nil as for
    /// `init(normalizing:)`, e.g. where the output does not move between a and b.
    public func piece(from a: Double, to b: Double) -> MotionCubicBezier? {
        if a <= 0, b >= 1 { return self }
        return piece(fromParameter: solve(x: a), toParameter: solve(x: b))
    }

    /// The piece between the curve's parameters `ta` < `tb`, renormalised as `piece(from:to:)`.
    /// Split at tb, then the head at ta / tb (`MotionCubic.split`): one fixed order, so every
    /// backend cuts a curve to the same bits (the orders differ by an ulp or two).
    public func piece(fromParameter ta: Double, toParameter tb: Double) -> MotionCubicBezier? {
        guard tb > 0 else { return nil }
        let head = cubic.split(at: tb).0
        return MotionCubicBezier(normalizing: ta > 0 ? head.split(at: ta / tb).1 : head)
    }

    /// The curve played backwards: its output at input x is 1 − the output of this one at 1 − x
    /// (a segment run from its end to its start, as an autoreversing pass plays it).
    public var reversed: MotionCubicBezier { MotionCubicBezier(1 - x2, 1 - y2, 1 - x1, 1 - y1) }
}
