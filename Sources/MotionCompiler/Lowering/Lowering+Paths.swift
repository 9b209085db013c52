import MotionRuntime

/// Model geometry to runtime paths, with the start rule, direction and reversal applied.
enum RuntimePaths {
    static func path(of shape: ShapeModel) -> MotionPath {
        let natural = geometry(shape.geometry)
        return natural.adjusted(direction: direction(shape.direction), start: start(shape.start), reversed: shape.reversed)
    }

    static func geometry(_ g: PathGeometry) -> MotionPath {
        switch g {
        case .oval(let r): return .oval(in: RuntimeValues.rect(r))
        case .rect(let r): return .rect(RuntimeValues.rect(r))
        case .roundedRect(let r, let radius): return .roundedRect(RuntimeValues.rect(r), radius: radius)
        case let .arc(center, radius, start, end, clockwise):
            return .arc(center: RuntimeValues.point(center), radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        case let .line(a, b): return .line(RuntimeValues.point(a), RuntimeValues.point(b))
        case .polyline(let ps): return .polyline(ps.map(RuntimeValues.point))
        case .polygon(let ps): return .polygon(ps.map(RuntimeValues.point))
        case .svg(let commands): return MotionPath(commands: commands.map(command))
        }
    }

    static func command(_ c: MotionPathCommand) -> MotionRuntime.MotionPathCommand {
        switch c {
        case .move(let p): return .move(RuntimeValues.point(p))
        case .line(let p): return .line(RuntimeValues.point(p))
        case let .cubic(a, b, p):
            return .cubic(control1: RuntimeValues.point(a), control2: RuntimeValues.point(b), to: RuntimeValues.point(p))
        case let .quad(a, p): return .quadratic(control: RuntimeValues.point(a), to: RuntimeValues.point(p))
        case let .arc(rx, ry, rotation, largeArc, sweep, p):
            // The path-data parser keeps the x-axis rotation in degrees, as SVG writes it and the runtime reads it.
            return .arc(radii: MotionRuntime.MotionPoint(rx, ry), rotation: rotation, largeArc: largeArc, sweep: sweep, to: RuntimeValues.point(p))
        case .close: return .close
        }
    }

    private static func direction(_ d: MotionPathDirection?) -> MotionRuntime.MotionPathDirection? {
        switch d {
        case .none: return nil
        case .clockwise?: return .clockwise
        case .counterclockwise?: return .counterclockwise
        }
    }

    private static func start(_ s: MotionPathStart) -> MotionRuntime.MotionPathStart? {
        switch s {
        case .natural: return nil
        case .angle(let a): return .angle(a)
        case .side(let side):
            switch side {
            case .left: return .left
            case .right: return .right
            case .top: return .top
            case .bottom: return .bottom
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
