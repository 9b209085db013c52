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
        // Per segment, the frame its still channels hold (nil for reduced motion, whose keys are asked
        // of `LottieTracks.reducedKeys`) and the (node, property) pairs its tracks move.
        let held: [(frame: MotionFrame?, moved: Set<NodeProperty>)] = segments.map { segment in
            switch segment.content {
            case .state(let state):
                return (state.frame, [])
            case .loop(let state):
                guard let loop = state.loop else { return (state.frame, []) }
                return (loop.loop.base, Self.moved(by: loop.timeline))
            case .transition(let index, let source):
                return (source.restingFrame, Self.moved(by: control.transitions[index].timeline))
            case .reduced:
                return (nil, [])
            }
        }
        values = channels.map { channel in
            let read = channel.valueDependencies
            var value: [Double]?
            for (segment, held) in zip(segments, held) {
                if read.contains(where: { held.moved.contains(NodeProperty(node: channel.node, property: $0)) }) { return nil }
                let shown: [Double]
                if let frame = held.frame {
                    shown = channel.value(frame)
                } else if case .reduced(_, let source, let destination, let fade) = segment.content {
                    let keys = LottieTracks.reducedKeys(channel, control: control, source: source.frame, destination: destination.frame,
                                                        fadeFrames: fade.map { $0 * fps })
                    guard keys.count == 1, keys[0].easing == .hold else { return nil }
                    shown = keys[0].value
                } else {
                    return nil
                }
                // `!=` as compaction compares: a NaN never equals itself, so such a channel takes the walk.
                if let value, value != shown { return nil }
                value = shown
            }
            return value
        }
    }

    struct NodeProperty: Hashable {
        var node: Int
        var property: MotionProperty
    }

    static func moved(by timeline: MotionTimeline) -> Set<NodeProperty> {
        Set(timeline.tracks.map { NodeProperty(node: $0.node, property: $0.property) })
    }
}
