#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MotionPath {
    /// The control distance that makes four cubics approximate a circle: 4/3·(√2 − 1).
    public static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// An ellipse inscribed in `rect`, as `UIBezierPath(ovalIn:)`: four cubic quarter arcs with
    /// the standard kappa, starting at 3 o'clock and running clockwise on screen (y down).
    public static func oval(in rect: MotionRect) -> MotionPath {
        let k = kappa, rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let right = MotionPoint(rect.maxX, cy), bottom = MotionPoint(cx, rect.maxY)
        let left = MotionPoint(rect.minX, cy), top = MotionPoint(cx, rect.minY)
        return MotionPath([MotionSubpath(cubics: [
            MotionCubic(right, MotionPoint(rect.maxX, cy + k * ry), MotionPoint(cx + k * rx, rect.maxY), bottom),
            MotionCubic(bottom, MotionPoint(cx - k * rx, rect.maxY), MotionPoint(rect.minX, cy + k * ry), left),
            MotionCubic(left, MotionPoint(rect.minX, cy - k * ry), MotionPoint(cx - k * rx, rect.minY), top),
            MotionCubic(top, MotionPoint(cx + k * rx, rect.minY), MotionPoint(rect.maxX, cy - k * ry), right),
        ], isClosed: true)])
    }

    /// A rectangle from its top-left corner, clockwise, closed.
    public static func rect(_ rect: MotionRect) -> MotionPath {
        polygon([MotionPoint(rect.minX, rect.minY), MotionPoint(rect.maxX, rect.minY),
                 MotionPoint(rect.maxX, rect.maxY), MotionPoint(rect.minX, rect.maxY)])
    }

    /// A rectangle with circular corners of `radius` (clamped to 0…half the shorter side),
    /// starting on the top edge just after the top-left corner and running clockwise, as
    /// `UIBezierPath(roundedRect:cornerRadius:)` but with circular (not continuous) corners.
    public static func roundedRect(_ rect: MotionRect, radius: Double) -> MotionPath {
        let r = max(min(radius, abs(rect.width) / 2, abs(rect.height) / 2), 0)
        if !(r > 0) { return MotionPath.rect(rect) }
        var builder = MotionPathBuilder()
        let quarter = Double.pi / 2
        builder.move(to: MotionPoint(rect.minX + r, rect.minY))
        let corners: [(MotionPoint, Double)] = [
            (MotionPoint(rect.maxX - r, rect.minY + r), -quarter), // top right
            (MotionPoint(rect.maxX - r, rect.maxY - r), 0),        // bottom right
            (MotionPoint(rect.minX + r, rect.maxY - r), quarter),  // bottom left
            (MotionPoint(rect.minX + r, rect.minY + r), 2 * quarter), // top left
        ]
        for (center, angle) in corners {
            let arcStart = center + MotionPoint(cos(angle), sin(angle)) * r
            if arcStart != builder.currentPoint { builder.line(to: arcStart) }
            builder.appendUnitArc(start: angle, sweep: quarter,
                                  mapping: MotionAffineTransform.translation(center).concatenating(.scale(r, r)))
        }
        builder.close()
        return builder.path
    }

    /// A circular arc around `center` from `startAngle` to `endAngle` (radians from 3 o'clock),
    /// clockwise on screen unless `clockwise` is false, in cubic pieces of at most 90°.
    public static func arc(center: MotionPoint, radius: Double, startAngle: Double, endAngle: Double,
                           clockwise: Bool = true) -> MotionPath {
        var builder = MotionPathBuilder()
        builder.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                       clockwise: clockwise)
        return builder.path
    }

    /// The straight segment from `a` to `b`.
    public static func line(_ a: MotionPoint, _ b: MotionPoint) -> MotionPath {
        MotionPath([MotionSubpath(cubics: [.line(a, b)], isClosed: false)])
    }

    /// An open polyline through `points`, from the first.
    public static func polyline(_ points: [MotionPoint]) -> MotionPath {
        guard let first = points.first else { return MotionPath() }
        var cubics: [MotionCubic] = []
        for i in points.indices.dropFirst() { cubics.append(.line(points[i - 1], points[i])) }
        return MotionPath([MotionSubpath(start: first, cubics: cubics, isClosed: false)])
    }

    /// A closed polygon through `points`, from the first; the closing edge is explicit.
    public static func polygon(_ points: [MotionPoint]) -> MotionPath {
        guard let first = points.first, let last = points.last else { return MotionPath() }
        var subpath = polyline(points).subpaths[0]
        if last != first { subpath.cubics.append(.line(last, first)) }
        subpath.isClosed = true
        return MotionPath([subpath])
    }
}
