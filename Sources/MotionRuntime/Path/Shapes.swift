#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The control distance that makes four cubics approximate a circle: 4/3·(√2 − 1).
    public static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// An ellipse inscribed in `rect`, as `UIBezierPath(ovalIn:)`: four cubic quarter arcs with
    /// the standard kappa, starting at 3 o'clock and running clockwise on screen (y down).
    public static func oval(in rect: Rect) -> Path {
        let k = kappa, rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let right = Point(rect.maxX, cy), bottom = Point(cx, rect.maxY)
        let left = Point(rect.minX, cy), top = Point(cx, rect.minY)
        return Path([Subpath(cubics: [
            Cubic(right, Point(rect.maxX, cy + k * ry), Point(cx + k * rx, rect.maxY), bottom),
            Cubic(bottom, Point(cx - k * rx, rect.maxY), Point(rect.minX, cy + k * ry), left),
            Cubic(left, Point(rect.minX, cy - k * ry), Point(cx - k * rx, rect.minY), top),
            Cubic(top, Point(cx + k * rx, rect.minY), Point(rect.maxX, cy - k * ry), right),
        ], isClosed: true)])
    }

    /// A rectangle from its top-left corner, clockwise, closed.
    public static func rect(_ rect: Rect) -> Path {
        polygon([Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                 Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)])
    }

    /// A rectangle with circular corners of `radius` (clamped to 0…half the shorter side),
    /// starting on the top edge just after the top-left corner and running clockwise, as
    /// `UIBezierPath(roundedRect:cornerRadius:)` but with circular (not continuous) corners.
    public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
        let r = max(min(radius, abs(rect.width) / 2, abs(rect.height) / 2), 0)
        if !(r > 0) { return Path.rect(rect) }
        var builder = PathBuilder()
        let quarter = Double.pi / 2
        builder.move(to: Point(rect.minX + r, rect.minY))
        let corners: [(Point, Double)] = [
            (Point(rect.maxX - r, rect.minY + r), -quarter), // top right
            (Point(rect.maxX - r, rect.maxY - r), 0),        // bottom right
            (Point(rect.minX + r, rect.maxY - r), quarter),  // bottom left
            (Point(rect.minX + r, rect.minY + r), 2 * quarter), // top left
        ]
        for (center, angle) in corners {
            let arcStart = center + Point(cos(angle), sin(angle)) * r
            if arcStart != builder.currentPoint { builder.line(to: arcStart) }
            builder.appendUnitArc(start: angle, sweep: quarter,
                                  mapping: AffineTransform.translation(center).concatenating(.scale(r, r)))
        }
        builder.close()
        return builder.path
    }

    /// A circular arc around `center` from `startAngle` to `endAngle` (radians from 3 o'clock),
    /// clockwise on screen unless `clockwise` is false, in cubic pieces of at most 90°.
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                           clockwise: Bool = true) -> Path {
        var builder = PathBuilder()
        builder.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                       clockwise: clockwise)
        return builder.path
    }

    /// The straight segment from `a` to `b`.
    public static func line(_ a: Point, _ b: Point) -> Path {
        Path([Subpath(cubics: [.line(a, b)], isClosed: false)])
    }

    /// An open polyline through `points`, from the first.
    public static func polyline(_ points: [Point]) -> Path {
        guard let first = points.first else { return Path() }
        var cubics: [Cubic] = []
        for i in points.indices.dropFirst() { cubics.append(.line(points[i - 1], points[i])) }
        return Path([Subpath(start: first, cubics: cubics, isClosed: false)])
    }

    /// A closed polygon through `points`, from the first; the closing edge is explicit.
    public static func polygon(_ points: [Point]) -> Path {
        guard let first = points.first, let last = points.last else { return Path() }
        var subpath = polyline(points).subpaths[0]
        if last != first { subpath.cubics.append(.line(last, first)) }
        subpath.isClosed = true
        return Path([subpath])
    }
}
