#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point or a vector in the control's coordinate space (y grows downward). Also used for
/// sizes and for a two-axis scale `(sx, sy)`, which animate exactly like points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    /// The Euclidean length of the vector.
    public var length: Double { hypot(x, y) }

    /// The Euclidean distance to `other`.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The 2D cross product `self × other` (positive when `other` turns clockwise on screen).
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The point on the segment from `self` to `other` at fraction `t` (not clamped).
    public func interpolated(to other: Point, at t: Double) -> Point {
        Point(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}

/// An axis-aligned rectangle: origin (minimum x and y) and size.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(midX, midY) }

    /// The smallest rectangle containing both points.
    public init(enclosing a: Point, _ b: Point) {
        let lowX = min(a.x, b.x), lowY = min(a.y, b.y)
        self.init(x: lowX, y: lowY, width: max(a.x, b.x) - lowX, height: max(a.y, b.y) - lowY)
    }

    /// The smallest rectangle containing `self` and `p`.
    public func including(_ p: Point) -> Rect {
        let lowX = min(minX, p.x), lowY = min(minY, p.y)
        return Rect(x: lowX, y: lowY, width: max(maxX, p.x) - lowX, height: max(maxY, p.y) - lowY)
    }
}
