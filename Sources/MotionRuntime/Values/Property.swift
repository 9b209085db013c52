/// Every animatable property of a shape. The raw values index nothing: `MotionFrame` keeps one
/// array per property.
public enum MotionProperty: Int, CaseIterable, Hashable, Sendable {
    case strokeStart, strokeEnd, trimOffset, opacity
    case position, anchor, scale, rotation
    case strokeColor, fillColor, lineWidth
    case shadowColor, shadowOpacity, shadowOffset, shadowBlur
    /// The shape's outline: given per state and animated by tracks (a morph), trims measured on
    /// the path of the moment. Last, so the other properties keep their places.
    case path
    /// How far into the node's dash pattern its stroke starts, in the shape's units (Core Animation's
    /// `lineDashPhase`). After `path`, so the other properties keep their places.
    case dashPhase
    /// The fill's and the stroke's gradient (`MotionGradient.none` when the shape is painted with
    /// its colour): stop colours and positions animate, the stop count is fixed per shape.
    case fillGradient, strokeGradient

    /// The kind of value the property holds.
    public var kind: MotionValue.Kind {
        switch self {
        case .strokeStart, .strokeEnd, .trimOffset, .opacity, .rotation, .lineWidth, .shadowOpacity, .shadowBlur, .dashPhase:
            return .scalar
        case .position, .anchor, .scale, .shadowOffset:
            return .point
        case .strokeColor, .fillColor, .shadowColor:
            return .color
        case .path:
            return .path
        case .fillGradient, .strokeGradient:
            return .gradient
        }
    }

    /// The name used in specs and in `sample` output (`circle.strokeEnd`).
    public var name: String {
        switch self {
        case .strokeStart: return "strokeStart"
        case .strokeEnd: return "strokeEnd"
        case .trimOffset: return "trimOffset"
        case .opacity: return "opacity"
        case .position: return "position"
        case .anchor: return "anchor"
        case .scale: return "scale"
        case .rotation: return "rotation"
        case .strokeColor: return "strokeColor"
        case .fillColor: return "fillColor"
        case .lineWidth: return "lineWidth"
        case .shadowColor: return "shadowColor"
        case .shadowOpacity: return "shadowOpacity"
        case .shadowOffset: return "shadowOffset"
        case .shadowBlur: return "shadowBlur"
        case .path: return "path"
        case .dashPhase: return "dashPhase"
        case .fillGradient: return "fillGradient"
        case .strokeGradient: return "strokeGradient"
        }
    }
}
