import MotionRuntime

/// What the language knows about each runtime property. A spec names it by `name`, and
/// `allCases` is the fixed order of property tables in the model (states list node by node, then
/// in this order).
extension MotionProperty {
    /// What a spec writes for the property: rotations are angles, so they take angle units.
    public enum ValueKind: Hashable, Sendable {
        case number, angle, point, color, path, gradient
    }

    public var valueKind: ValueKind {
        switch self {
        case .strokeStart, .strokeEnd, .trimOffset, .opacity, .lineWidth, .shadowOpacity, .shadowBlur, .dashPhase: return .number
        case .rotation: return .angle
        case .position, .anchor, .scale, .shadowOffset: return .point
        case .strokeColor, .fillColor, .shadowColor: return .color
        case .path: return .path
        case .fillGradient, .strokeGradient: return .gradient
        }
    }

    /// The properties a group has (its transform and opacity apply to its children).
    public static let groupProperties: [MotionProperty] = [.opacity, .position, .anchor, .scale, .rotation]

    public var appliesToGroups: Bool { Self.groupProperties.contains(self) }

    /// The property a spec names `name`.
    public init?(named name: String) {
        guard let property = Self.byName[name] else { return nil }
        self = property
    }

    private static let byName: [String: MotionProperty] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}
