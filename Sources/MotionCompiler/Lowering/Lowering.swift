import MotionDiagnostics
import MotionRuntime

/// Lowering: the validated model to runtime nodes, frames and timelines (`LoweredControl`).
/// Repeats are already expanded by the checker (`star[0]`… are nodes of their own, and `star[i]`
/// tracks one per instance, begins staggered); here every name becomes an index, every value a
/// runtime value, every group of the transition tree a `MotionTrackGroup`.
enum Lowering {
    static func lower(_ model: ControlModel) -> LoweredControl {
        let flat = flattenNodes(model.nodes)
        var indexOfNode = NodeIndex(names: flat.map(\.node.name))

        var uses: [String: [ParamUse]] = [:]
        var sceneNodes: [MotionNode] = []
        var nodes: [LoweredNode] = []
        for (i, entry) in flat.enumerated() {
            let node = entry.node
            var base = MotionNodeValues()
            for e in node.base {
                let property = e.property
                base[property] = RuntimeValues.value(e.value.value, for: property)
                if let param = e.value.param { uses[param, default: []].append(ParamUse(node: i, property: property, place: .base)) }
            }
            if let shape = node.shape {
                sceneNodes.append(MotionNode(name: node.name, path: RuntimePaths.path(of: shape), base: base, parent: entry.parent,
                                             dashPattern: shape.dashPattern))
                nodes.append(LoweredNode(name: node.name, isGroup: false, parent: entry.parent,
                                         style: StrokeStyle(lineCap: shape.lineCap, lineJoin: shape.lineJoin, miterLimit: shape.miterLimit),
                                         repeatInfo: node.repeatInfo, span: node.span))
            } else {
                sceneNodes.append(.group(name: node.name, base: base, parent: entry.parent))
                nodes.append(LoweredNode(name: node.name, isGroup: true, parent: entry.parent, style: nil,
                                         repeatInfo: node.repeatInfo, span: node.span))
            }
        }
        let control = MotionScene(nodes: sceneNodes)
        // Made once: the scene makes a new frame each time it is asked.
        let baseFrame = control.baseFrame

        var states: [LoweredState] = []
        for (s, state) in model.states.enumerated() {
            var frame = baseFrame
            // A value the state does not set (no span) is its node's base value, already in the frame:
            // only the state's own values and the params behind base values are read.
            for k in state.values.indices where state.values[k].span != nil || state.values[k].value.param != nil {
                let v = state.values[k]
                guard let i = indexOfNode.index(of: v.node) else { continue }
                let property = v.property
                if v.span != nil { frame[property, i] = RuntimeValues.value(v.value.value, for: property) }
                if let param = v.value.param { uses[param, default: []].append(ParamUse(node: i, property: property, place: .state(s))) }
            }
            states.append(LoweredState(name: state.name, isInitial: state.isInitial, frame: frame, span: state.span))
        }
        for (s, state) in model.states.enumerated() {
            guard let loop = state.loop else { continue }
            let (lowered, loopUses) = lowerLoop(loop, state: s, frame: states[s].frame, indexOfNode: indexOfNode)
            states[s].loop = lowered
            for use in loopUses { uses[use.param, default: []].append(use.use) }
        }

        var transitions: [LoweredTransition] = []
        for (t, transition) in model.transitions.enumerated() {
            // `current` holds the source state's value until the transition starts from a frame.
            let placeholder = states.first { $0.name == (transition.from ?? transition.to) }?.frame ?? baseFrame
            var builder = TimelineBuilder(indexOfNode: indexOfNode, placeholder: placeholder, transition: t)
            var root = builder.group(transition.root, depth: 0)
            var paramUses = builder.paramUses
            if let reversal = transition.reversal {
                let counts = reversedValueCounts(root)
                paramUses = paramUses.map { ($0.param, reversedUse($0.use, counts: counts)) }
                root = reversed(root, reversal)
            }
            for use in paramUses { uses[use.param, default: []].append(use.use) }
            let destination = states.first { $0.name == transition.to }?.frame ?? baseFrame
            transitions.append(LoweredTransition(from: transition.from, to: transition.to, root: root, destination: destination,
                                                 duration: transition.duration, cues: transition.cues,
                                                 reducedMotion: transition.reducedMotion, trackSpans: builder.trackSpans,
                                                 span: transition.span))
        }

        let params = model.params.map { p in
            LoweredParam(name: p.name, kind: p.kind == .color ? .color : .number, defaultValue: p.defaultValue,
                         uses: uses[p.name] ?? [], span: p.span)
        }
        var lowered = LoweredControl(name: model.name, description: model.description, width: model.width, height: model.height,
                                     scene: control, nodes: nodes, params: params, states: states, initialState: model.initialState,
                                     transitions: transitions, span: model.span)
        lowered.role = model.role
        return lowered
    }

    /// Every node depth first in tree order, with its parent's index, without recursion.
    static func flattenNodes(_ roots: [NodeModel]) -> [(node: NodeModel, parent: Int?)] {
        var out: [(node: NodeModel, parent: Int?)] = []
        var stack: [(node: NodeModel, parent: Int?)] = roots.reversed().map { ($0, nil) }
        while let next = stack.popLast() {
            let index = out.count
            out.append(next)
            stack.append(contentsOf: next.node.children.reversed().map { ($0, index) })
        }
        return out
    }
}

/// Builds one transition's `MotionTrackGroup` tree, collecting each track's span and param uses in the
/// order `MotionTimeline` flattens tracks (depth first, children in order).
struct TimelineBuilder {
    var indexOfNode: NodeIndex
    let placeholder: MotionFrame
    /// Where a param in keyframe `value` of track `track` shows.
    let place: (_ track: Int, _ value: Int) -> ParamUse.Place
    var trackSpans: [SourceSpan] = []
    var paramUses: [(param: String, use: ParamUse)] = []
    /// The first keyframes made with each list of timing functions that holds a cubic Bézier: later
    /// tracks with the same list take its solver tables instead of solving the curves again (a large
    /// control's tracks share a few timing functions).
    private var timedKeyframes: [[MotionTimingFunction]: MotionKeyframes<MotionValue>] = [:]

    init(indexOfNode: NodeIndex, placeholder: MotionFrame, transition: Int) {
        self.indexOfNode = indexOfNode
        self.placeholder = placeholder
        place = { .keyframe(transition: transition, track: $0, value: $1) }
    }

    /// For the loop of state `state`, whose tracks start from nothing on screen (no `current`).
    init(indexOfNode: NodeIndex, loopOf state: Int, frame: MotionFrame) {
        self.indexOfNode = indexOfNode
        placeholder = frame
        place = { .loopKeyframe(state: state, track: $0, value: $1) }
    }

    mutating func group(_ model: TrackGroupModel, depth: Int) -> MotionTrackGroup {
        var children: [MotionTimelineItem] = []
        // The checker rejects deeper nesting; the runtime would drop it too.
        if depth < NestingLimit.depth {
            for child in model.children {
                switch child {
                case .track(let t):
                    if let track = track(t) { children.append(.track(track)) }
                case .group(let g):
                    children.append(.group(group(g, depth: depth + 1)))
                }
            }
        }
        return MotionTrackGroup(timing: RuntimeValues.timing(model.timing),
                          timingFunction: model.timingFunction ?? .linear, children: children)
    }

    private mutating func track(_ t: TrackModel) -> MotionTrack? {
        guard let node = indexOfNode.index(of: t.node) else { return nil }
        let property = t.property
        let trackIndex = trackSpans.count
        var startsFromCurrent = false
        var values: [MotionValue] = []
        values.reserveCapacity(t.values.count)
        for (k, v) in t.values.enumerated() {
            switch v {
            case .current:
                startsFromCurrent = true
                values.append(node < placeholder.nodeCount ? placeholder[property, node] : MotionNodeValues()[property])
            case .value(let bound):
                values.append(RuntimeValues.value(bound.value, for: property))
                if let param = bound.param {
                    paramUses.append((param, ParamUse(node: node, property: property,
                                                      place: place(trackIndex, k))))
                }
            }
        }
        let keyframes = keyframes(values, of: t)
        trackSpans.append(t.span)
        return MotionTrack(node: node, property: property, keyframes: keyframes, timing: RuntimeValues.timing(t.timing),
                     startsFromCurrent: startsFromCurrent)
    }

    /// The track's keyframes, timed by a list of timing functions seen before where there is one.
    private mutating func keyframes(_ values: [MotionValue], of t: TrackModel) -> MotionKeyframes<MotionValue> {
        let functions = t.timingFunctions
        let shares = Self.sharesTables(functions)
        if shares, let timing = timedKeyframes[functions] {
            return MotionKeyframes(values, mode: t.mode, keyTimes: t.keyTimes, timedAs: timing)
        }
        let keyframes = MotionKeyframes(values, mode: t.mode, keyTimes: t.keyTimes, timingFunctions: functions)
        if shares { timedKeyframes[functions] = keyframes }
        return keyframes
    }

    /// Whether `functions` has a cubic Bézier (else there is no table to share) and no control point
    /// of -0: `==` takes -0 for 0, but a table made from -0 differs in the sign of a zero.
    static func sharesTables(_ functions: [MotionTimingFunction]) -> Bool {
        var bezier = false
        for function in functions {
            guard case .cubicBezier(let c) = function else { continue }
            func negativeZero(_ v: Double) -> Bool { v == 0 && v.sign == .minus }
            if negativeZero(c.x1) || negativeZero(c.y1) || negativeZero(c.x2) || negativeZero(c.y2) { return false }
            bezier = true
        }
        return bezier
    }
}
