/// A value a keyframe track can animate: a vector space (for linear blends and splines) with a
/// distance (for paced key times).
public protocol MotionInterpolatable: Sendable {
    /// `self + (other − self)·t`, component-wise.
    func interpolated(to other: Self, at t: Double) -> Self
    /// `Σ weights[i] · values[i]` for the four values of a cubic spline segment.
    static func combine(_ v0: Self, _ w0: Double, _ v1: Self, _ w1: Double,
                        _ v2: Self, _ w2: Double, _ v3: Self, _ w3: Double) -> Self
    /// The distance used by paced key times: Euclidean over the components.
    func distance(to other: Self) -> Double
}

extension Double: MotionInterpolatable {
    @inlinable public func interpolated(to other: Double, at t: Double) -> Double { self + (other - self) * t }
    public static func combine(_ v0: Double, _ w0: Double, _ v1: Double, _ w1: Double,
                               _ v2: Double, _ w2: Double, _ v3: Double, _ w3: Double) -> Double {
        v0 * w0 + v1 * w1 + v2 * w2 + v3 * w3
    }
    public func distance(to other: Double) -> Double { abs(other - self) }
}

extension MotionPoint: MotionInterpolatable {
    public static func combine(_ v0: MotionPoint, _ w0: Double, _ v1: MotionPoint, _ w1: Double,
                               _ v2: MotionPoint, _ w2: Double, _ v3: MotionPoint, _ w3: Double) -> MotionPoint {
        MotionPoint(Double.combine(v0.x, w0, v1.x, w1, v2.x, w2, v3.x, w3),
              Double.combine(v0.y, w0, v1.y, w1, v2.y, w2, v3.y, w3))
    }
}

extension MotionColor: MotionInterpolatable {
    public func interpolated(to other: MotionColor, at t: Double) -> MotionColor {
        MotionColor(red: red.interpolated(to: other.red, at: t), green: green.interpolated(to: other.green, at: t),
              blue: blue.interpolated(to: other.blue, at: t), alpha: alpha.interpolated(to: other.alpha, at: t))
    }
    public static func combine(_ v0: MotionColor, _ w0: Double, _ v1: MotionColor, _ w1: Double,
                               _ v2: MotionColor, _ w2: Double, _ v3: MotionColor, _ w3: Double) -> MotionColor {
        MotionColor(red: Double.combine(v0.red, w0, v1.red, w1, v2.red, w2, v3.red, w3),
              green: Double.combine(v0.green, w0, v1.green, w1, v2.green, w2, v3.green, w3),
              blue: Double.combine(v0.blue, w0, v1.blue, w1, v2.blue, w2, v3.blue, w3),
              alpha: Double.combine(v0.alpha, w0, v1.alpha, w1, v2.alpha, w2, v3.alpha, w3))
    }
    public func distance(to other: MotionColor) -> Double {
        let dr = other.red - red, dg = other.green - green, db = other.blue - blue, da = other.alpha - alpha
        return (dr * dr + dg * dg + db * db + da * da).squareRoot()
    }
}

extension MotionTransform: MotionInterpolatable {
    /// Part by part (position, anchor, scale, rotation angle), as Core Animation interpolates
    /// the `position`, `anchorPoint`, `transform.scale` and `transform.rotation` key paths.
    public func interpolated(to other: MotionTransform, at t: Double) -> MotionTransform {
        MotionTransform(position: position.interpolated(to: other.position, at: t),
                  anchor: anchor.interpolated(to: other.anchor, at: t),
                  scale: scale.interpolated(to: other.scale, at: t),
                  rotation: rotation.interpolated(to: other.rotation, at: t))
    }
    public static func combine(_ v0: MotionTransform, _ w0: Double, _ v1: MotionTransform, _ w1: Double,
                               _ v2: MotionTransform, _ w2: Double, _ v3: MotionTransform, _ w3: Double) -> MotionTransform {
        MotionTransform(position: MotionPoint.combine(v0.position, w0, v1.position, w1, v2.position, w2, v3.position, w3),
                  anchor: MotionPoint.combine(v0.anchor, w0, v1.anchor, w1, v2.anchor, w2, v3.anchor, w3),
                  scale: MotionPoint.combine(v0.scale, w0, v1.scale, w1, v2.scale, w2, v3.scale, w3),
                  rotation: Double.combine(v0.rotation, w0, v1.rotation, w1, v2.rotation, w2, v3.rotation, w3))
    }
    /// Euclidean over the six numbers (two points, scale, angle in radians).
    public func distance(to other: MotionTransform) -> Double {
        let p = position.distance(to: other.position), a = anchor.distance(to: other.anchor)
        let s = scale.distance(to: other.scale), r = rotation.distance(to: other.rotation)
        return (p * p + a * a + s * s + r * r).squareRoot()
    }
}
