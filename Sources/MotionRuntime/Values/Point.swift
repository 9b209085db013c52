#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point or a vector in the control's coordinate space (y grows downward). Also used for
/// sizes and for a two-axis scale `(sx, sy)`, which animate exactly like points.
public struct MotionPoint: Hashable, Sendable {
    /// Horizontal, growing rightward.
    public var x: Double
    /// Vertical, growing downward.
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = MotionPoint(0, 0)

    public static func + (a: MotionPoint, b: MotionPoint) -> MotionPoint { MotionPoint(a.x + b.x, a.y + b.y) }
    public static func - (a: MotionPoint, b: MotionPoint) -> MotionPoint { MotionPoint(a.x - b.x, a.y - b.y) }
    public static func * (a: MotionPoint, s: Double) -> MotionPoint { MotionPoint(a.x * s, a.y * s) }
    public static func * (s: Double, a: MotionPoint) -> MotionPoint { MotionPoint(a.x * s, a.y * s) }
    public static prefix func - (a: MotionPoint) -> MotionPoint { MotionPoint(-a.x, -a.y) }

    /// The Euclidean length of the vector.
    public var length: Double { hypot(x, y) }

    /// The Euclidean distance to `other`.
    public func distance(to other: MotionPoint) -> Double { (other - self).length }

    /// The 2D cross product `self × other` (positive when `other` turns clockwise on screen).
    public func cross(_ other: MotionPoint) -> Double { x * other.y - y * other.x }

    /// The dot product.
    public func dot(_ other: MotionPoint) -> Double { x * other.x + y * other.y }

    /// The point on the segment from `self` to `other` at fraction `t` (not clamped).
    public func interpolated(to other: MotionPoint, at t: Double) -> MotionPoint {
        MotionPoint(x + (other.x - x) * t, y + (other.y - y) * t)
    }
}
