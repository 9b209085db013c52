import MotionRuntime

/// One node's part of a transition: the same group tree holding only the tracks on that node,
/// renumbered to node 0, over a one-node base frame. Sampling it gives exactly the node's values
/// of the whole playback (tracks on other nodes never touch them) at a cost that does not grow
/// with the number of nodes, so a control with thousands of repeat instances still emits quickly.
enum CSSNodeTimeline {
    static func playback(node: Int, root: MotionTrackGroup, full: MotionTransition<String>) -> MotionTransition<String> {
        let tracks = full.timeline.tracks // retargeted, in the tree's order
        let subRoot = root.mappingTracks { index, _ in
            guard index < tracks.count, tracks[index].node == node else { return nil }
            var track = tracks[index]
            track.node = 0
            return track
        }
        let base = MotionFrame(nodes: node < full.base.nodeCount ? [full.base[node: node]] : [])
        let destination = MotionFrame(nodes: node < full.destination.nodeCount ? [full.destination[node: node]] : [])
        return MotionTransition(from: full.from, to: full.to, duration: full.duration, root: subRoot, base: base,
                                destination: destination)
    }
}
