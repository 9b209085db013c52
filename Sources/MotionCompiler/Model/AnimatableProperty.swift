/// Every property a state or a track may set. The declaration order is the fixed order
/// of property tables in the model (states list node by node, then in this order).
public enum AnimatableProperty: String, Hashable, Sendable, CaseIterable {
    case strokeStart, strokeEnd, trimOffset
    case opacity, position, anchor, scale, rotation
    case strokeColor, fillColor, lineWidth
    case shadowColor, shadowOpacity, shadowOffset, shadowBlur

    /// What kind of value the property holds.
    public enum ValueKind: String, Hashable, Sendable {
        case number, angle, point, color
    }

    public var valueKind: ValueKind {
        switch self {
        case .strokeStart, .strokeEnd, .trimOffset, .opacity, .lineWidth, .shadowOpacity, .shadowBlur: return .number
        case .rotation: return .angle
        case .position, .anchor, .scale, .shadowOffset: return .point
        case .strokeColor, .fillColor, .shadowColor: return .color
        }
    }

    /// The properties a group has (its transform and opacity apply to its children).
    public static let groupProperties: [AnimatableProperty] = [.opacity, .position, .anchor, .scale, .rotation]

    public var appliesToGroups: Bool { Self.groupProperties.contains(self) }
}
