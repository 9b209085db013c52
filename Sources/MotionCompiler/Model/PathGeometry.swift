import MotionRuntime

/// A shape's outline, resolved to numbers. Angles are radians, clockwise on screen.
public enum PathGeometry: Hashable, Sendable {
    case oval(MotionRect)
    case rect(MotionRect)
    case roundedRect(MotionRect, radius: Double)
    case arc(center: MotionPoint, radius: Double, start: Double, end: Double, clockwise: Bool)
    case line(MotionPoint, MotionPoint)
    case polyline([MotionPoint])
    case polygon([MotionPoint])
    case svg([MotionPathCommand])

    /// A box that holds the whole outline, computed from control points (so it may be
    /// larger than the true bounds; the runtime refines it).
    public var conservativeBounds: MotionRect {
        switch self {
        case .oval(let r), .rect(let r), .roundedRect(let r, _): return r
        case .arc(let c, let radius, _, _, _):
            return MotionRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
        case .line(let a, let b): return .enclosing([a, b])
        case .polyline(let ps), .polygon(let ps): return .enclosing(ps)
        case .svg(let commands):
            var points: [MotionPoint] = []
            var current = MotionPoint.zero
            // The previous segment's last control point, which `S` and `T` reflect.
            var cubicControl: MotionPoint?, quadControl: MotionPoint?
            for c in commands {
                var nextCubic: MotionPoint?, nextQuad: MotionPoint?
                switch c {
                case .move(let p), .line(let p): points.append(p); current = p
                case .horizontal(let x): current = MotionPoint(x, current.y); points.append(current)
                case .vertical(let y): current = MotionPoint(current.x, y); points.append(current)
                case let .cubic(a, b, p): points += [a, b, p]; current = p; nextCubic = b
                case let .smoothCubic(b, p):
                    points += [cubicControl.map { 2 * current - $0 } ?? current, b, p]; current = p; nextCubic = b
                case let .quadratic(a, p): points += [a, p]; current = p; nextQuad = a
                case .smoothQuadratic(let p):
                    let a = quadControl.map { 2 * current - $0 } ?? current
                    points += [a, p]; current = p; nextQuad = a
                case let .arc(radii, _, _, _, p):
                    // Any point of the arc lies within a diameter of both ends.
                    let reach = 2 * max(abs(radii.x), abs(radii.y))
                    for q in [current, p] {
                        points += [MotionPoint(q.x - reach, q.y - reach), MotionPoint(q.x + reach, q.y + reach)]
                    }
                    current = p
                case .close: break
                }
                cubicControl = nextCubic
                quadControl = nextQuad
            }
            return .enclosing(points)
        }
    }
}

extension MotionRect {
    /// The smallest rectangle holding every point (zero-size at the origin for none).
    static func enclosing(_ points: [MotionPoint]) -> MotionRect {
        guard let first = points.first else { return MotionRect(x: 0, y: 0, width: 0, height: 0) }
        var lo = first, hi = first
        for p in points.dropFirst() {
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        return MotionRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }
}

public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }
