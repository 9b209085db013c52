import MotionCompiler
import MotionRuntime

/// Every channel's keyframes over the whole composition: each segment's keys shifted to its start,
/// the last key of a segment held until the next segment begins.
struct LottieTracks {
    struct Baked: Sendable {
        var transition: Int
        var reasons: [String]
        var error: Double
    }

    /// Global keys per channel, channels in the order asked.
    var keys: [LottieChannel: [LottieKey]] = [:]
    /// The worst measured error per transition (exact or baked), in the runtime's units.
    var worstError: [Double]
    var baked: [Baked] = []

    init(_ control: LoweredControl, channels: [LottieChannel], segments: [LottieSegment], fps: Double) {
        worstError = Array(repeating: 0, count: control.transitions.count)
        let placements = control.transitions.map { TrackPlacement.all(in: $0.root) }
        var perChannel: [[LottieKey]] = Array(repeating: [], count: channels.count)
        var bakedReasons: [Int: (reasons: [String], error: Double)] = [:]
        for segment in segments {
            for (c, channel) in channels.enumerated() {
                var local: [LottieKey]
                switch segment.content {
                case .state(let state):
                    local = [LottieKey(time: 0, value: channel.value(state.frame), easing: .hold)]
                case .transition(let index, let source):
                    let transition = control.transitions[index]
                    let playback = transition.starting(from: source.frame)
                    let placed = placements[index].enumerated().map { k, placement in
                        TrackPlacement(track: playback.timeline.tracks.indices.contains(k) ? playback.timeline.tracks[k] : placement.track,
                                       groups: placement.groups)
                    }
                    let built = SegmentKeyBuilder(channel: channel, playback: playback, placements: placed, fps: fps).build()
                    local = built.keys
                    worstError[index] = max(worstError[index], built.error)
                    if let reason = built.bakedBecause {
                        var entry = bakedReasons[index] ?? ([], 0)
                        if !entry.reasons.contains(reason) { entry.reasons.append(reason) }
                        entry.error = max(entry.error, built.error)
                        bakedReasons[index] = entry
                    }
                case .reduced(_, let source, let destination, let fade):
                    local = Self.reducedKeys(channel, control: control, source: source.frame, destination: destination.frame,
                                             fadeFrames: fade.map { $0 * fps })
                }
                guard !local.isEmpty else { continue }
                local[local.count - 1].easing = .hold
                perChannel[c] += local.map { LottieKey(time: $0.time + Double(segment.start), value: $0.value, easing: $0.easing) }
            }
        }
        for (c, channel) in channels.enumerated() { keys[channel] = perChannel[c] }
        baked = bakedReasons.keys.sorted().map { Baked(transition: $0, reasons: bakedReasons[$0]?.reasons ?? [], error: bakedReasons[$0]?.error ?? 0) }
    }

    /// Reduced motion: `instant` shows the destination at once; `crossfade` dips the control's top-level
    /// nodes to transparent and back over the fade, switching from the source to the destination half-way,
    /// so nothing moves.
    static func reducedKeys(_ channel: LottieChannel, control: LoweredControl, source: Frame, destination: Frame,
                            fadeFrames: Double?) -> [LottieKey] {
        guard let fade = fadeFrames, fade > 0 else { return [LottieKey(time: 0, value: channel.value(destination), easing: .hold)] }
        let topLevel = control.nodes.indices.contains(channel.node) && control.nodes[channel.node].parent == nil
        if channel.kind == .opacity, topLevel {
            return [LottieKey(time: 0, value: channel.value(source), easing: .linear),
                    LottieKey(time: fade / 2, value: [0], easing: .linear),
                    LottieKey(time: fade, value: channel.value(destination), easing: .hold)]
        }
        return [LottieKey(time: 0, value: channel.value(source), easing: .hold),
                LottieKey(time: fade / 2, value: channel.value(destination), easing: .hold)]
    }
}
