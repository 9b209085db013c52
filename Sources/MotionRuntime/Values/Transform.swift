/// A shape's transform in parts, as a spec writes it: translation, the anchor that rotation and
/// scale are about, a two-axis scale and a rotation (radians, clockwise on screen).
public struct MotionTransform: Hashable, Sendable {
    public var position: MotionPoint
    public var anchor: MotionPoint
    public var scale: MotionPoint
    public var rotation: Double

    public init(position: MotionPoint = .zero, anchor: MotionPoint = .zero, scale: MotionPoint = MotionPoint(1, 1), rotation: Double = 0) {
        self.position = position
        self.anchor = anchor
        self.scale = scale
        self.rotation = rotation
    }

    public static let identity = MotionTransform()

    /// `T(position) · T(anchor) · R(rotation) · S(scale) · T(−anchor)`: scale, then rotate,
    /// about the anchor, then translate by the position.
    public var matrix: MotionAffineTransform {
        MotionAffineTransform.translation(position + anchor)
            .concatenating(.rotation(rotation))
            .concatenating(.scale(scale.x, scale.y))
            .concatenating(.translation(-anchor))
    }
}
