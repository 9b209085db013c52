import MotionDiagnostics
import MotionRuntime

/// One property of one node in a state's full table.
public struct StateValue: Hashable, Sendable {
    public var node: String
    public var property: MotionProperty
    public var value: BoundValue
    /// Where the state set it; nil when it is the node's base value.
    public var span: SourceSpan?
    public init(node: String, property: MotionProperty, value: BoundValue, span: SourceSpan? = nil) {
        self.node = node
        self.property = property
        self.value = value
        self.span = span
    }
}

/// A state: every property of every node (base values overridden by the state's
/// assignments), node by node in tree order, then in `MotionProperty` order.
public struct StateModel: Hashable, Sendable {
    public var name: String
    public var isInitial: Bool
    public var values: [StateValue]
    /// The idle animation that plays while the control rests here; nil when the state has none.
    public var loop: LoopModel?
    public var span: SourceSpan
    public init(name: String, isInitial: Bool, values: [StateValue], loop: LoopModel? = nil, span: SourceSpan) {
        self.name = name
        self.isInitial = isInitial
        self.values = values
        self.loop = loop
        self.span = span
    }

    public func value(of node: String, _ property: MotionProperty) -> BoundValue? {
        values.first { $0.node == node && $0.property == property }?.value
    }
}
