import MotionCompiler
import MotionRuntime

/// Per state and node, the properties that some way into the state (a transition to it, or its loop)
/// moves: gathered in one pass over the tracks, so asking per channel costs no scan of the control.
struct CSSMovedProperties {
    private let states: [String: [Set<MotionProperty>]]

    init(_ lowered: LoweredControl) {
        let count = lowered.scene.nodes.count
        var states: [String: [Set<MotionProperty>]] = [:]
        func add(_ tracks: [MotionTrack], to state: String) {
            var moved = states[state] ?? Array(repeating: [], count: count)
            for track in tracks where moved.indices.contains(track.node) { moved[track.node].insert(track.property) }
            states[state] = moved
        }
        for state in lowered.states {
            add(state.loop?.timeline.tracks ?? [], to: state.name)
        }
        for transition in lowered.transitions { add(transition.timeline.tracks, to: transition.to) }
        self.states = states
    }

    /// True when some transition into `state`, or its loop, has a track on a property `channel` reads of `node`.
    func movesInto(_ state: String, _ channel: CSSChannel, node: Int) -> Bool {
        guard let moved = states[state], moved.indices.contains(node) else { return false }
        return channel.properties.contains { moved[node].contains($0) }
    }
}
