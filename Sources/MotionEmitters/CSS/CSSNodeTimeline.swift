import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// One node's part of a transition: the same group tree holding only the tracks on that node,
/// renumbered to node 0, over a one-node base frame. Sampling it gives exactly the node's values
/// of the whole playback (tracks on other nodes never touch them) at a cost that does not grow
/// with the number of nodes, so a control with thousands of repeat instances still emits quickly.
enum CSSNodeTimeline {
    static func playback(node: Int, root: MotionTrackGroup, full: MotionTransition<String>) -> MotionTransition<String> {
        var next = 0
        let tracks = full.timeline.tracks // retargeted, in the tree's depth-first order
        func filter(_ group: MotionTrackGroup, depth: Int) -> MotionTrackGroup {
            var copy = group
            copy.children = []
            guard depth < 512 else { return copy }
            for child in group.children {
                switch child {
                case .track:
                    let index = next
                    next += 1
                    guard index < tracks.count, tracks[index].node == node else { continue }
                    var track = tracks[index]
                    track.node = 0
                    copy.children.append(.track(track))
                case .group(let nested):
                    copy.children.append(.group(filter(nested, depth: depth + 1)))
                }
            }
            return copy
        }
        let subRoot = filter(root, depth: 0)
        let base = MotionFrame(nodes: node < full.base.nodeCount ? [full.base[node: node]] : [])
        let destination = MotionFrame(nodes: node < full.destination.nodeCount ? [full.destination[node: node]] : [])
        return MotionTransition(from: full.from, to: full.to, duration: full.duration, root: subRoot, base: base, destination: destination)
    }
}
