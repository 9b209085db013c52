import MotionDiagnostics
import MotionRuntime

/// A value the host may override at run time.
public struct ParamModel: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case color, number }
    public var name: String
    public var kind: Kind
    public var defaultValue: MotionValue
    public var span: SourceSpan
    public init(name: String, kind: Kind, defaultValue: MotionValue, span: SourceSpan) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.span = span
    }
}

/// The validated control: every name resolved, every expression a number. Later stages
/// (lowering, emitters) read only this, never the syntax.
public struct ControlModel: Hashable, Sendable {
    public var name: String
    public var description: String?
    /// What the control is to assistive technology (`ControlRole.default` when the spec names none).
    public var role: ControlRole = .default
    public var width: Double
    public var height: Double
    public var params: [ParamModel]
    /// The node tree in source order.
    public var nodes: [NodeModel]
    public var repeats: [RepeatModel]
    public var states: [StateModel]
    public var transitions: [TransitionModel]
    public var initialState: String
    public var span: SourceSpan

    public init(name: String, description: String?, width: Double, height: Double, params: [ParamModel], nodes: [NodeModel],
                repeats: [RepeatModel], states: [StateModel], transitions: [TransitionModel], initialState: String, span: SourceSpan) {
        self.name = name
        self.description = description
        self.width = width
        self.height = height
        self.params = params
        self.nodes = nodes
        self.repeats = repeats
        self.states = states
        self.transitions = transitions
        self.initialState = initialState
        self.span = span
    }

    /// Every node, depth first in tree order.
    public var allNodes: [NodeModel] {
        func walk(_ ns: [NodeModel]) -> [NodeModel] { ns.flatMap { [$0] + walk($0.children) } }
        return walk(nodes)
    }

    public func node(named name: String) -> NodeModel? { allNodes.first { $0.name == name } }
    public func state(named name: String) -> StateModel? { states.first { $0.name == name } }

    /// The transition that plays from `from` to `to`: the one naming both, else the `* -> to` one.
    public func transition(from: String, to: String) -> TransitionModel? {
        transitions.first { $0.from == from && $0.to == to } ?? transitions.first { $0.from == nil && $0.to == to }
    }
}
