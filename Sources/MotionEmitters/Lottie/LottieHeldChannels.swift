import MotionCompiler
import MotionRuntime

/// The channels that show one value over the whole composition: no track of any transition or loop
/// moves what they read, and every segment holds the same value. Walking the segments would give each
/// of them one held key per segment, all equal, which `LottieTracks.compacted` folds into the first;
/// found here without the walk, they cost one value per segment instead of a fit, a playback read and
/// a key list each. Most channels of a large control never move (22 kinds per shape, 3 of them
/// animated in the bench's 10,000-shape spec).
struct LottieHeldChannels {
    /// Per channel, in the order asked: its one value, or nil where it moves or differs between segments.
    let values: [[Double]?]

    init(_ control: LoweredControl, channels: [LottieChannel], segments: [LottieSegment], fps: Double) {
        guard !segments.isEmpty else {
            values = Array(repeating: nil, count: channels.count)
            return
        }
        // Segment by segment (each segment's frame bound once, not once per channel: a frame is 19 arrays
        // to retain), every channel still held checked against it.
        let reads = channels.map(\.valueDependencies)
        var held: [[Double]?] = Array(repeating: nil, count: channels.count)
        var moves = [Bool](repeating: false, count: channels.count)
        for (s, segment) in segments.enumerated() {
            // The frame the segment's still channels hold (none for reduced motion, whose keys are asked of
            // `LottieTracks.reducedKeys`) and the (node, property) pairs its tracks move. Bound once for the
            // segment, not optional: unwrapping it for each channel copied it (every array retained) each time.
            let frame: MotionFrame, moved: Set<NodeProperty>
            switch segment.content {
            case .state(let state):
                (frame, moved) = (state.frame, [])
            case .loop(let state):
                if let loop = state.loop { (frame, moved) = (loop.loop.base, Self.moved(by: loop.timeline)) } else { (frame, moved) = (state.frame, []) }
            case .transition(let index, let source):
                (frame, moved) = (source.restingFrame, Self.moved(by: control.transitions[index].timeline))
            case .reduced:
                (frame, moved) = (Self.noFrame, [])
            }
            for c in channels.indices where !moves[c] {
                let channel = channels[c]
                let shown: [Double]
                if reads[c].contains(where: { moved.contains(NodeProperty(node: channel.node, property: $0)) }) {
                    moves[c] = true
                    continue
                } else if case .reduced(_, let source, let destination, let fade) = segment.content {
                    let keys = LottieTracks.reducedKeys(channel, control: control, source: source.frame, destination: destination.frame,
                                                        fadeFrames: fade.map { $0 * fps })
                    guard keys.count == 1, keys[0].easing == .hold else {
                        moves[c] = true
                        continue
                    }
                    shown = keys[0].value
                } else {
                    shown = channel.value(frame)
                }
                // `!=` as compaction compares: a NaN never equals itself, so such a channel takes the walk.
                if s > 0, let value = held[c], value != shown {
                    moves[c] = true
                } else {
                    held[c] = shown
                }
            }
        }
        values = channels.indices.map { moves[$0] ? nil : held[$0] }
    }

    /// The frame a reduced-motion segment binds (its channels never read it).
    private static let noFrame = MotionFrame(nodeCount: 0)

    struct NodeProperty: Hashable {
        var node: Int
        var property: MotionProperty
    }

    static func moved(by timeline: MotionTimeline) -> Set<NodeProperty> {
        Set(timeline.tracks.map { NodeProperty(node: $0.node, property: $0.property) })
    }
}
