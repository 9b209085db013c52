#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine matrix, as `CGAffineTransform`: a point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct MotionAffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = MotionAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ v: MotionPoint) -> MotionAffineTransform {
        MotionAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: v.x, ty: v.y)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> MotionAffineTransform {
        MotionAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on screen (y grows downward).
    public static func rotation(_ angle: Double) -> MotionAffineTransform {
        let cosine = cos(angle), sine = sin(angle)
        return MotionAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The matrix product `self · other`: applying the result applies `other` first, then `self`.
    public func concatenating(_ other: MotionAffineTransform) -> MotionAffineTransform {
        MotionAffineTransform(
            a: a * other.a + c * other.b,
            b: b * other.a + d * other.b,
            c: a * other.c + c * other.d,
            d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx,
            ty: b * other.tx + d * other.ty + ty)
    }

    public func apply(_ p: MotionPoint) -> MotionPoint {
        MotionPoint(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The determinant; negative when the transform mirrors (and so flips a path's direction).
    public var determinant: Double { a * d - b * c }
}
