import MotionDiagnostics
import MotionRuntime

/// A control lowered to the runtime: what every emitter and `motionspec sample` read. Nothing here
/// refers to syntax or expressions; every value is a number, every node an index into
/// `scene.nodes` (and into frames), every repeat instance a node of its own.
public struct LoweredControl: Hashable, Sendable {
    public var name: String
    public var description: String?
    /// What the control is to assistive technology.
    public var role: ControlRole = .default
    /// The design box (`size W x H`).
    public var width: Double
    public var height: Double
    /// The runtime nodes, in tree order (a group before its children): paths built with their
    /// start rule, direction and reversal applied, base values from the node's settings.
    public var scene: MotionScene
    /// What the runtime does not hold about each node, index for index with `scene.nodes`.
    public var nodes: [LoweredNode]
    public var params: [LoweredParam]
    /// In declaration order.
    public var states: [LoweredState]
    public var initialState: String
    /// In declaration order.
    public var transitions: [LoweredTransition]
    public var span: SourceSpan

    public init(name: String, description: String?, width: Double, height: Double, scene: MotionScene, nodes: [LoweredNode],
                params: [LoweredParam], states: [LoweredState], initialState: String, transitions: [LoweredTransition],
                span: SourceSpan) {
        self.name = name
        self.description = description
        self.width = width
        self.height = height
        self.scene = scene
        self.nodes = nodes
        self.params = params
        self.states = states
        self.initialState = initialState
        self.transitions = transitions
        self.span = span
    }

    public func state(named name: String) -> LoweredState? { states.first { $0.name == name } }

    public func nodeIndex(named name: String) -> Int? { nodes.firstIndex { $0.name == name } }

    /// The transition that plays from `from` to `to`: the one naming both, else the `* -> to` one
    /// (as `ControlModel.transition(from:to:)`).
    public func transition(from: String, to: String) -> LoweredTransition? {
        transitions.first { $0.from == from && $0.to == to } ?? transitions.first { $0.from == nil && $0.to == to }
    }

    /// The states `transition` starts from at rest: its source, or for `*` every other state that
    /// has no transition of its own to the destination (the destination itself when there is none).
    public func sourceStates(of transition: LoweredTransition) -> [LoweredState] {
        if let from = transition.from { return state(named: from).map { [$0] } ?? [] }
        let served = states.filter { state in
            state.name != transition.to && !transitions.contains { $0.from == state.name && $0.to == transition.to }
        }
        return served.isEmpty ? states.filter { $0.name == transition.to } : served
    }

    /// The properties node `index` has, in the runtime's order: opacity and the transform for a
    /// group; for a shape all of them, its path only when it morphs (`morphs(node:)`), its dash phase only
    /// when dashed, its fill and stroke gradients only when a gradient paints them.
    public func properties(ofNode index: Int) -> [MotionProperty] {
        properties(ofNode: index, morphs: { morphs(node: index) })
    }

    /// The same with whether it morphs from `morphingNodes()`, for a caller that asks of every node.
    public func properties(ofNode index: Int, morphs: () -> Bool) -> [MotionProperty] {
        guard nodes.indices.contains(index) else { return [] }
        if nodes[index].isGroup { return MotionProperty.groupProperties }
        guard scene.nodes.indices.contains(index) else { return Self.shapeProperties[morphs() ? 1 : 0] }
        let node = scene.nodes[index]
        // A phase without a pattern, a gradient that paints nothing: only the shapes that draw them have the column.
        let bits = (morphs() ? 1 : 0) + (node.dashPattern.isEmpty ? 0 : 2)
            + (node.base.fillGradient.isNone ? 0 : 4) + (node.base.strokeGradient.isNone ? 0 : 8)
        return Self.shapeProperties[bits]
    }

    /// A shape's properties without and with `path` (bit 0), `dashPhase` (bit 1), `fillGradient` (bit 2)
    /// and `strokeGradient` (bit 3), made once.
    private static let shapeProperties: [[MotionProperty]] = (0..<16).map { bits in
        MotionProperty.allCases.filter { property in
            switch property {
            case .path: bits & 1 != 0
            case .dashPhase: bits & 2 != 0
            case .fillGradient: bits & 4 != 0
            case .strokeGradient: bits & 8 != 0
            default: true
            }
        }
    }

    /// `morphs(node:)` of every node, in one pass over the states and the tracks rather than one per node.
    public func morphingNodes() -> [Bool] {
        var out = [Bool](repeating: false, count: scene.nodes.count)
        for s in states.indices {
            let paths = states[s].frame.path
            for index in out.indices where !out[index] && index < paths.count && paths[index] != scene.nodes[index].base.path {
                out[index] = true
            }
        }
        for transition in transitions {
            for track in transition.timeline.tracks where track.property == .path && out.indices.contains(track.node) {
                out[track.node] = true
            }
        }
        return out
    }

    /// True when node `index`'s path ever differs from its `path` setting: a state gives it
    /// another, or a track animates it.
    public func morphs(node index: Int) -> Bool {
        guard scene.nodes.indices.contains(index) else { return false }
        let declared = scene.nodes[index].path
        if states.contains(where: { $0.frame.path.indices.contains(index) && $0.frame.path[index] != declared }) { return true }
        return transitions.contains { $0.timeline.tracks.contains { $0.node == index && $0.property == .path } }
    }
}

/// One node beside its runtime `MotionNode`: where it came from and its non-animatable stroke style.
public struct LoweredNode: Hashable, Sendable {
    /// `circle`, `star[3]`.
    public var name: String
    public var isGroup: Bool
    /// The enclosing group's index, nil at the top level.
    public var parent: Int?
    /// Cap, join and miter limit; nil for a group.
    public var style: StrokeStyle?
    /// Which instance of which repeat this is.
    public var repeatInfo: RepeatInstance?
    public var span: SourceSpan

    public init(name: String, isGroup: Bool, parent: Int?, style: StrokeStyle?, repeatInfo: RepeatInstance?, span: SourceSpan) {
        self.name = name
        self.isGroup = isGroup
        self.parent = parent
        self.style = style
        self.repeatInfo = repeatInfo
        self.span = span
    }
}

/// How a shape's stroke is drawn; not animatable.
public struct StrokeStyle: Hashable, Sendable {
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public init(lineCap: LineCap, lineJoin: LineJoin, miterLimit: Double) {
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}

/// A value the host may override at run time, and every place that shows it, so generated code
/// can rebind them all.
public struct LoweredParam: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case color, number }
    public var name: String
    public var kind: Kind
    public var defaultValue: MotionValue
    public var uses: [ParamUse]
    public var span: SourceSpan
    public init(name: String, kind: Kind, defaultValue: MotionValue, uses: [ParamUse], span: SourceSpan) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.uses = uses
        self.span = span
    }
}

/// One place a param's value shows.
public struct ParamUse: Hashable, Sendable {
    public enum Place: Hashable, Sendable {
        /// The node's base (at-rest) value: its settings.
        case base
        /// The value in `LoweredControl.states[state].frame`.
        case state(Int)
        /// Value `value` of track `track` of `LoweredControl.transitions[transition].timeline.tracks`.
        case keyframe(transition: Int, track: Int, value: Int)
        /// Value `value` of track `track` of `LoweredControl.states[state].loop`'s timeline.
        case loopKeyframe(state: Int, track: Int, value: Int)
    }
    /// The node's index.
    public var node: Int
    public var property: MotionProperty
    public var place: Place
    public init(node: Int, property: MotionProperty, place: Place) {
        self.node = node
        self.property = property
        self.place = place
    }
}

/// A state: every property of every node.
public struct LoweredState: Hashable, Sendable {
    public var name: String
    public var isInitial: Bool
    /// What the control shows at rest in this state.
    public var frame: MotionFrame
    /// The idle animation that plays while the control rests here; nil when it has none.
    public var loop: LoweredLoop?
    public var span: SourceSpan
    /// What the control shows the moment it comes to rest here, and so where a transition out of the
    /// state at rest starts: the loop's frame at its time 0 when the state has one (`semantics.md`: the
    /// instant of rest is the loop's), else `frame`. Under reduced motion no loop plays: `frame`.
    public var restingFrame: MotionFrame { loop?.loop.frame(at: 0) ?? frame }
    public init(name: String, isInitial: Bool, frame: MotionFrame, loop: LoweredLoop? = nil, span: SourceSpan) {
        self.name = name
        self.isInitial = isInitial
        self.frame = frame
        self.loop = loop
        self.span = span
    }
}

/// A transition as a runtime timeline.
public struct LoweredTransition: Hashable, Sendable {
    /// Nil for `*` (any state).
    public var from: String?
    public var to: String
    /// The root group is the transition itself. A track whose first value is `current` holds
    /// the source state's value there (the destination's for `*`) until `starting(from:)`.
    public var timeline: MotionTimeline
    /// The same tree unflattened, for emitters that write groups as groups (CSS, Lottie): its
    /// tracks, depth first and in order, are `timeline.tracks`.
    public var root: MotionTrackGroup
    /// The destination state's frame at rest.
    public var destination: MotionFrame
    /// When it is over: for t ≥ duration the frame is the frame at the duration.
    public var duration: Double
    /// Events for the host, seconds from the start, in source order.
    public var cues: [CueModel]
    public var reducedMotion: MotionReducedMotion?
    /// The source span of each track, index for index with `timeline.tracks`.
    public var trackSpans: [SourceSpan]
    public var span: SourceSpan

    public init(from: String?, to: String, root: MotionTrackGroup, destination: MotionFrame, duration: Double, cues: [CueModel],
                reducedMotion: MotionReducedMotion?, trackSpans: [SourceSpan], span: SourceSpan) {
        self.from = from
        self.to = to
        self.timeline = MotionTimeline(root: root)
        self.root = root
        self.destination = destination
        self.duration = duration
        self.cues = cues
        self.reducedMotion = reducedMotion
        self.trackSpans = trackSpans
        self.span = span
    }

    /// `from -> to`, with `*` for any state.
    public var title: String { "\(from ?? "*") -> \(to)" }
}
