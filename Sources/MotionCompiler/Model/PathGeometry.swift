/// A point in design coordinates (y down).
public struct MotionPoint: Hashable, Sendable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

public struct MotionRect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    public var center: MotionPoint { MotionPoint(x + width / 2, y + height / 2) }

    /// The smallest rectangle holding every point (zero-size at the origin for none).
    public static func enclosing(_ points: [MotionPoint]) -> MotionRect {
        guard let first = points.first else { return MotionRect(x: 0, y: 0, width: 0, height: 0) }
        var lo = first, hi = first
        for p in points.dropFirst() {
            lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
            hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
        }
        return MotionRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }
}

/// One absolute SVG path command. Arcs stay arcs; the runtime converts them to curves.
public enum MotionPathCommand: Hashable, Sendable {
    case move(MotionPoint)
    case line(MotionPoint)
    case cubic(MotionPoint, MotionPoint, MotionPoint)
    case quad(MotionPoint, MotionPoint)
    case arc(rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: MotionPoint)
    case close
}

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
            var current = MotionPoint(0, 0)
            for c in commands {
                switch c {
                case .move(let p), .line(let p): points.append(p); current = p
                case .cubic(let a, let b, let p): points += [a, b, p]; current = p
                case .quad(let a, let p): points += [a, p]; current = p
                case .arc(let rx, let ry, _, _, _, let p):
                    // Any point of the arc lies within a diameter of both ends.
                    let reach = 2 * max(abs(rx), abs(ry))
                    for q in [current, p] {
                        points += [MotionPoint(q.x - reach, q.y - reach), MotionPoint(q.x + reach, q.y + reach)]
                    }
                    current = p
                case .close: break
                }
            }
            return .enclosing(points)
        }
    }
}

/// Where a closed path starts: its natural start, a side or corner, or an angle from 3 o'clock.
public enum MotionPathStart: Hashable, Sendable {
    case natural
    case side(PathSide)
    case angle(Double)
}

public enum PathSide: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, topLeft, topRight, bottomLeft, bottomRight
}

public enum MotionPathDirection: String, Hashable, Sendable {
    case clockwise, counterclockwise
}

public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }
