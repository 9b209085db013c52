/// A control generated from a spec: a namespace (`enum FlatSwitch: MotionControl`) that declares only
/// what is its own — states, params, geometry, frames and transitions — while everything every control
/// shares (the transition type, cues, fitting, lookups) comes from here. Players and views can be
/// written once over `C: MotionControl`.
///
/// Every requirement is static: a control has no instances; a host holds a state, parameters and the
/// transition it is playing. `Sendable` (trivially, for a caseless enum) so that code generic over a
/// control may use it from any task or `@Sendable` closure.
public protocol MotionControl: Sendable {
    /// The control's states, in the spec's order (`allCases`), with the one it starts in (`initial`).
    associatedtype State: MotionState
    /// The spec's params: `Parameters()` has the spec's defaults; change them at run time, and frames
    /// and transitions built with them show the new values.
    associatedtype Parameters: MotionParameters

    /// The design box (`size`): geometry and frames are in these coordinates.
    static var designSize: MotionRect { get }

    /// Every node's path, model (at-rest) values with `parameters`, and parent, in tree order: the
    /// index of a node is its index in frames.
    static func scene(_ parameters: Parameters) -> MotionScene

    /// What the control shows at rest in `state`.
    static func frame(for state: State, parameters: Parameters) -> MotionFrame

    /// The transition that plays from `from` to `to`, started from `presented` (the frame on screen:
    /// `from`'s at rest, or a frame of the transition it interrupts); nil when the spec has none.
    static func transition(from: State, to: State, startingFrom presented: MotionFrame,
                           parameters: Parameters) -> MotionTransition<State>?

    /// The idle animation that plays while the control rests in `state`, from the end of the
    /// transition into it; nil when the state has none (the default).
    static func loop(in state: State, parameters: Parameters) -> MotionLoop?
}

/// A control's states: an enum whose cases are the spec's states, in order.
public protocol MotionState: Hashable, Sendable, CaseIterable {
    /// The state the control starts in.
    static var initial: Self { get }
}

/// A control's params: `init()` gives the spec's defaults.
public protocol MotionParameters: Hashable, Sendable {
    init()
}

extension MotionControl {
    /// A transition of this control, between two of its states.
    public typealias Transition = MotionTransition<State>
    public typealias Cue = MotionCue
    public typealias ReducedMotion = MotionReducedMotion

    /// The transition that plays from `from` to `to`, started from what the control shows at rest in
    /// `from`: its loop's frame at time 0 when it has a loop (the instant of rest is the loop's), else
    /// its frame; nil when the spec has none. Under reduced motion, where no loop plays, start from
    /// `frame(for: from)` with `transition(from:to:startingFrom:)`.
    public static func transition(from: State, to: State, parameters: Parameters = Parameters()) -> Transition? {
        let rest = loop(in: from, parameters: parameters)?.frame(at: 0) ?? frame(for: from, parameters: parameters)
        return transition(from: from, to: to, startingFrom: rest, parameters: parameters)
    }

    /// The transform that scales the design box into `rect`: aspect-fit, centred.
    public static func fitting(into rect: MotionRect) -> MotionAffineTransform {
        let scale = Swift.min(rect.width / designSize.width, rect.height / designSize.height)
        return MotionAffineTransform(a: scale, b: 0, c: 0, d: scale,
                                     tx: rect.midX - designSize.width * scale / 2, ty: rect.midY - designSize.height * scale / 2)
    }

    /// The index of the node named `name` (`star[3]` for a repeat instance).
    public static func nodeIndex(named name: String) -> Int? {
        scene(Parameters()).nodeIndex(named: name)
    }

    /// Node `index`'s stroked (trimmed) path as drawn in `frame`: placed by its groups and its own
    /// transform, then fitted into `rect`. Builds the scene on each call: in a drawing loop, keep
    /// `scene(_:)` and use its `strokedPath(ofNode:in:)` and `transform(ofNode:in:)`.
    public static func path(ofNode index: Int, in frame: MotionFrame, fittedInto rect: MotionRect) -> MotionPath {
        let scene = Self.scene(Parameters())
        guard scene.nodes.indices.contains(index) else { return MotionPath() }
        let placed = scene.transform(ofNode: index, in: frame)
        return scene.strokedPath(ofNode: index, in: frame).applying(fitting(into: rect).concatenating(placed))
    }
}
