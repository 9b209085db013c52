import MotionCompiler
import MotionRuntime

/// Per state and node, the properties that some way into the state (a transition to it, or its loop)
/// moves, and those its loop alone moves: gathered in one pass over the tracks, so asking per channel
/// costs no scan of the control.
struct CSSMovedProperties {
    private let states: [String: [Set<MotionProperty>]]
    /// Per looping state, per node its loop has a track on, the properties moved.
    private let loops: [String: [Int: Set<MotionProperty>]]

    init(_ lowered: LoweredControl) {
        let count = lowered.scene.nodes.count
        var states: [String: [Set<MotionProperty>]] = [:]
        var loops: [String: [Int: Set<MotionProperty>]] = [:]
        func add(_ tracks: [MotionTrack], to state: String) {
            var moved = states[state] ?? Array(repeating: [], count: count)
            for track in tracks where moved.indices.contains(track.node) { moved[track.node].insert(track.property) }
            states[state] = moved
        }
        for state in lowered.states {
            add(state.loop?.timeline.tracks ?? [], to: state.name)
            guard let loop = state.loop else { continue }
            var moved: [Int: Set<MotionProperty>] = [:]
            for track in loop.timeline.tracks { moved[track.node, default: []].insert(track.property) }
            loops[state.name] = moved
        }
        for transition in lowered.transitions { add(transition.timeline.tracks, to: transition.to) }
        self.states = states
        self.loops = loops
    }

    /// True when some transition into `state`, or its loop, has a track on a property `channel` reads of `node`.
    func movesInto(_ state: String, _ channel: CSSChannel, node: Int) -> Bool {
        guard let moved = states[state], moved.indices.contains(node) else { return false }
        return channel.properties.contains { moved[node].contains($0) }
    }

    /// True when the loop of `state` has a track on a property `channel` reads of `node`.
    func loopMoves(_ state: String, _ channel: CSSChannel, node: Int) -> Bool {
        guard let moved = loops[state]?[node] else { return false }
        return channel.properties.contains { moved.contains($0) }
    }

    /// True when some state's loop has a track on a property `channel` reads of `node`.
    func anyLoopMoves(_ channel: CSSChannel, node: Int) -> Bool {
        loops.values.contains { moved in moved[node].map { set in channel.properties.contains { set.contains($0) } } ?? false }
    }
}
