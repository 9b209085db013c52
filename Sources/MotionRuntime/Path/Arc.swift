#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MotionPathBuilder {
    /// Appends a circular arc, as `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`:
    /// a line from the current point to the arc's start (or a move, when nothing is drawn yet),
    /// then cubic pieces of at most 90° each. Angles in radians from 3 o'clock; clockwise on screen
    /// (y down) means increasing angle. The sweep is at most one full turn.
    public mutating func addArc(center: MotionPoint, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let start = center + MotionPoint(cos(startAngle), sin(startAngle)) * radius
        if hasCurrentSubpath { line(to: start) } else { move(to: start) }
        appendUnitArc(start: startAngle, sweep: sweep,
                      mapping: MotionAffineTransform.translation(center).concatenating(.scale(radius, radius)))
    }

    /// The signed sweep from `start` to `end` in the given direction, within one turn; a
    /// difference of a whole turn or more draws a full circle.
    static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let difference = end - start
        guard difference.isFinite else { return 0 }
        if clockwise {
            if difference >= turn { return turn }
            if difference >= 0 { return difference }
            let wrapped = fmod(difference, turn) + turn
            return wrapped >= turn ? turn : wrapped
        }
        if difference <= -turn { return -turn }
        if difference <= 0 { return difference }
        let wrapped = fmod(difference, turn) - turn
        return wrapped <= -turn ? -turn : wrapped
    }

    /// Appends the unit-circle arc from angle `start` through `sweep`, mapped by `mapping`, in
    /// pieces of at most 90° using the standard control distance 4/3·tan(θ/4). The pieces continue
    /// from the current point (the caller has moved or drawn to the arc's start).
    mutating func appendUnitArc(start: Double, sweep: Double, mapping: MotionAffineTransform) {
        guard sweep != 0, sweep.isFinite else { return }
        let count = max(Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)), 1)
        let step = sweep / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let a = MotionPoint(cos(angle), sin(angle)), b = MotionPoint(cos(next), sin(next))
            let c1 = a + MotionPoint(-a.y, a.x) * handle
            let c2 = b - MotionPoint(-b.y, b.x) * handle
            append(MotionCubic(currentPoint, mapping.apply(c1), mapping.apply(c2), mapping.apply(b)))
            angle = next
        }
    }

    /// True when a subpath is open for more segments (a line, not a move, joins an arc to it).
    var hasCurrentSubpath: Bool { current != nil }
}
