import MotionDiagnostics
import MotionRuntime

/// Runtime values as diagnostics and `motionspec sample` write them.
public enum ValueText {
    /// One number for a scalar, x and y for a point, r, g, b and a for a colour; for a path each
    /// subpath's start, then each segment's two control points and end (x, y each); for a gradient
    /// each stop's position, r, g, b and a, then the start's x and y, the end's and the radius.
    public static func components(_ value: MotionValue) -> [Double] {
        switch value {
        case .scalar(let s): return [s]
        case .point(let p): return [p.x, p.y]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .path(let path):
            var numbers: [Double] = []
            for subpath in path.subpaths {
                numbers += [subpath.start.x, subpath.start.y]
                for c in subpath.cubics { numbers += [c.p1.x, c.p1.y, c.p2.x, c.p2.y, c.p3.x, c.p3.y] }
            }
            return numbers
        case .gradient(let g):
            var numbers: [Double] = []
            for stop in g.stops { numbers += [stop.position, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha] }
            return numbers + [g.start.x, g.start.y, g.end.x, g.end.y, g.radius]
        }
    }

    /// A path as SVG path data from its cubics (`M x y C x1 y1 x2 y2 x y … Z`), numbers via `number`.
    public static func pathData(_ path: MotionPath) -> String {
        var parts: [String] = []
        func point(_ p: MotionPoint) -> String { number(p.x) + " " + number(p.y) }
        for subpath in path.subpaths {
            parts.append("M " + point(subpath.start))
            for c in subpath.cubics { parts.append("C " + point(c.p1) + " " + point(c.p2) + " " + point(c.p3)) }
            if subpath.isClosed { parts.append("Z") }
        }
        return parts.joined(separator: " ")
    }

    /// `NumberText`, and `null` for a value that is not finite (the checks keep values finite;
    /// this only guards the printers).
    public static func number(_ value: Double) -> String {
        value.isFinite ? NumberText.format(value) : "null"
    }
}

/// The times a transition is sampled at for a frame rate.
public enum SampleTimes {
    /// `t = 0, 1/fps, 2/fps, …` while ≤ the duration, and the duration itself when it is not on
    /// that grid. Nil when `fps` is not positive and finite, or the samples would be too many.
    public static func grid(fps: Double, duration: Double) -> [Double]? {
        guard fps > 0, fps.isFinite, duration >= 0, duration.isFinite else { return nil }
        let last = (duration * fps + 1e-9).rounded(.down)
        guard last < 1_000_000 else { return nil }
        var times = (0...Int(last)).map { Double($0) / fps }
        if let final = times.last, duration - final > 1e-9 { times.append(duration) }
        return times
    }
}
