import MotionRuntime

/// Model geometry to runtime paths, with the start rule, direction and reversal applied.
enum RuntimePaths {
    static func path(of shape: ShapeModel) -> MotionPath {
        let natural = geometry(shape.geometry)
        return natural.adjusted(direction: shape.direction, start: shape.start, reversed: shape.reversed)
    }

    static func geometry(_ g: PathGeometry) -> MotionPath {
        switch g {
        case .oval(let r): return .oval(in: r)
        case .rect(let r): return .rect(r)
        case .roundedRect(let r, let radius): return .roundedRect(r, radius: radius)
        case let .arc(center, radius, start, end, clockwise):
            return .arc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        case let .line(a, b): return .line(a, b)
        case .polyline(let ps): return .polyline(ps)
        case .polygon(let ps): return .polygon(ps)
        case .svg(let commands): return MotionPath(commands: commands)
        }
    }
}
