import MotionRuntime

/// A transition split by node in one walk of its group tree: for each node, the same groups holding
/// only that node's tracks (the played, `current`-resolved copies), renumbered to node 0, over a
/// one-node base frame (and no destination frame). Sampling a node's playback gives exactly that node's values of the whole
/// playback (tracks on other nodes never touch them) at a cost that does not grow with the number of
/// nodes; splitting them all costs one walk, so emitters stay linear in the size of the control.
struct NodePlaybacks {
    /// One per node of the base frame, in node order.
    let playbacks: [MotionTransition<String>]
    /// Per node, the indices in `full.timeline.tracks` of its tracks, in timeline order.
    let trackIndices: [[Int]]
    /// Each node's timeline's hash, worked out on the first ask: the memos of every channel of a node
    /// (`CSSChannelFitMemo`) key on its timeline, and hashing one reads every keyframe.
    let timelineHashes: TimelineHashes

    final class TimelineHashes {
        private let timelines: [MotionTimeline]
        private var known: [Int?]

        init(_ timelines: [MotionTimeline]) {
            self.timelines = timelines
            known = Array(repeating: nil, count: timelines.count)
        }

        /// `hashValue` of node `node`'s timeline.
        func hash(node: Int) -> Int {
            if let hash = known[node] { return hash }
            let hash = timelines[node].hashValue
            known[node] = hash
            return hash
        }
    }

    init(_ full: MotionTransition<String>) {
        let played = full.timeline.tracks
        let count = full.base.nodeCount
        var indices = Array(repeating: [Int](), count: count)
        var next = 0
        // Returns, for each node with a track inside `group`, the group holding only its tracks, in
        // order of first appearance so that children keep their order.
        func split(_ group: MotionTrackGroup) -> [(node: Int, group: MotionTrackGroup)] {
            var out: [(node: Int, group: MotionTrackGroup)] = []
            var slot: [Int: Int] = [:]
            func append(_ item: MotionTimelineItem, node: Int) {
                if let k = slot[node] {
                    out[k].group.children.append(item)
                } else {
                    var copy = group
                    copy.children = [item]
                    slot[node] = out.count
                    out.append((node, copy))
                }
            }
            for child in group.children {
                switch child {
                case .track(var track):
                    let index = next
                    next += 1
                    let node = track.node
                    guard node >= 0, node < count else { continue }
                    indices[node].append(index)
                    track.node = 0
                    append(.track(track), node: node)
                case .group(let nested):
                    for part in split(nested) { append(.group(part.group), node: part.node) }
                }
            }
            return out
        }
        // The played tracks in place of the written ones, and groups deeper than the timeline plays
        // emptied: then the walk numbers tracks as `full.timeline.tracks` does.
        let playedTree = full.root.mappingTracks { index, _ in index < played.count ? played[index] : nil }
        var roots = Array(repeating: Optional<MotionTrackGroup>.none, count: count)
        for part in split(playedTree) { roots[part.node] = part.group }
        var empty = full.root
        empty.children = []
        // No emitter reads a node's destination (it is the entry's state, known whole): each node's is
        // one empty frame, shared, so that a split of a large control holds one frame per node, not two.
        let noDestination = MotionFrame(nodes: [])
        playbacks = (0..<count).map { node in
            MotionTransition(from: full.from, to: full.to, duration: full.duration, root: roots[node] ?? empty,
                             base: MotionFrame(nodes: [full.base[node: node]]), destination: noDestination)
        }
        trackIndices = indices
        timelineHashes = TimelineHashes(playbacks.map(\.timeline))
    }
}
