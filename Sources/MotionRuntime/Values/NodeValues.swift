/// Every animatable property of one shape: its model (at-rest) values, or one shape's slice of
/// a `MotionFrame`. Defaults are Core Animation's: full stroke, opaque, no transform, no shadow.
public struct MotionNodeValues: Hashable, Sendable {
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1
    /// Lottie's trim offset `o`, as a fraction of the path (1 is a whole turn).
    public var trimOffset: Double = 0
    public var opacity: Double = 1
    public var position: MotionPoint = .zero
    public var anchor: MotionPoint = .zero
    public var scale: MotionPoint = MotionPoint(1, 1)
    /// Radians, clockwise on screen.
    public var rotation: Double = 0
    public var strokeColor: MotionColor = .clear
    public var fillColor: MotionColor = .clear
    public var lineWidth: Double = 1
    public var shadowColor: MotionColor = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset: MotionPoint = MotionPoint(0, -3)
    public var shadowBlur: Double = 3
    /// The outline in the shape's own coordinates (empty for a group).
    public var path: MotionPath = MotionPath()
    /// How far into the dash pattern the stroke starts (`MotionNode.dashPattern`); nothing without one.
    public var dashPhase: Double = 0
    /// The fill's and the stroke's gradient; `.none` paints with the colour.
    public var fillGradient: MotionGradient = .none
    public var strokeGradient: MotionGradient = .none

    public init() {}

    /// The transform the position, anchor, scale and rotation describe.
    public var transform: MotionTransform {
        MotionTransform(position: position, anchor: anchor, scale: scale, rotation: rotation)
    }

    /// The value of `property`.
    public subscript(property: MotionProperty) -> MotionValue {
        get {
            switch property {
            case .strokeStart: return .scalar(strokeStart)
            case .strokeEnd: return .scalar(strokeEnd)
            case .trimOffset: return .scalar(trimOffset)
            case .opacity: return .scalar(opacity)
            case .position: return .point(position)
            case .anchor: return .point(anchor)
            case .scale: return .point(scale)
            case .rotation: return .scalar(rotation)
            case .strokeColor: return .color(strokeColor)
            case .fillColor: return .color(fillColor)
            case .lineWidth: return .scalar(lineWidth)
            case .shadowColor: return .color(shadowColor)
            case .shadowOpacity: return .scalar(shadowOpacity)
            case .shadowOffset: return .point(shadowOffset)
            case .shadowBlur: return .scalar(shadowBlur)
            case .path: return .path(path)
            case .dashPhase: return .scalar(dashPhase)
            case .fillGradient: return .gradient(fillGradient)
            case .strokeGradient: return .gradient(strokeGradient)
            }
        }
        set {
            switch (property, newValue) {
            case (.strokeStart, .scalar(let v)): strokeStart = v
            case (.strokeEnd, .scalar(let v)): strokeEnd = v
            case (.trimOffset, .scalar(let v)): trimOffset = v
            case (.opacity, .scalar(let v)): opacity = v
            case (.position, .point(let v)): position = v
            case (.anchor, .point(let v)): anchor = v
            case (.scale, .point(let v)): scale = v
            case (.scale, .scalar(let v)): scale = MotionPoint(v, v)
            case (.rotation, .scalar(let v)): rotation = v
            case (.strokeColor, .color(let v)): strokeColor = v
            case (.fillColor, .color(let v)): fillColor = v
            case (.lineWidth, .scalar(let v)): lineWidth = v
            case (.shadowColor, .color(let v)): shadowColor = v
            case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
            case (.shadowOffset, .point(let v)): shadowOffset = v
            case (.shadowBlur, .scalar(let v)): shadowBlur = v
            case (.path, .path(let v)): path = v
            case (.dashPhase, .scalar(let v)): dashPhase = v
            case (.fillGradient, .gradient(let v)): fillGradient = v
            case (.strokeGradient, .gradient(let v)): strokeGradient = v
            default: break // a value of the wrong kind is ignored; the compiler never produces one
            }
        }
    }
}
