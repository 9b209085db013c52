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
            var runtimeFrames: RuntimeFrames?
            if case .transition(let index, let source) = segment.content {
                runtimeFrames = RuntimeFrames(control.transitions[index].starting(from: source.frame), fps: fps)
            }
            for (c, channel) in channels.enumerated() {
                var local: [LottieKey]
                switch segment.content {
                case .state(let state):
                    local = [LottieKey(time: 0, value: channel.value(state.frame), easing: .hold)]
                case .transition(let index, let source):
                    let transition = control.transitions[index]
                    let frames = runtimeFrames ?? RuntimeFrames(transition.starting(from: source.frame), fps: fps)
                    let playback = frames.playback
                    let placed = placements[index].enumerated().map { k, placement in
                        TrackPlacement(track: playback.timeline.tracks.indices.contains(k) ? playback.timeline.tracks[k] : placement.track,
                                       groups: placement.groups)
                    }
                    let built = SegmentKeyBuilder(channel: channel, playback: playback, placements: placed, fps: fps, frames: frames).build()
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
        for (c, channel) in channels.enumerated() { keys[channel] = Self.jumpsWrittenEarly(Self.compacted(perChannel[c])) }
        baked = bakedReasons.keys.sorted().map { Baked(transition: $0, reasons: bakedReasons[$0]?.reasons ?? [], error: bakedReasons[$0]?.error ?? 0) }
    }

    /// Drops a held key that repeats the held value before it: that hold already shows the value until
    /// the key after it, so the file plays the same with fewer keys.
    static func compacted(_ keys: [LottieKey]) -> [LottieKey] {
        var out: [LottieKey] = []
        for key in keys {
            if let last = out.last, last.easing == .hold, key.easing == .hold, last.value == key.value { continue }
            out.append(key)
        }
        return out
    }

    /// How early a jump is written, in frames.
    static let jumpLead = 1e-6

    /// At a jump (a hold, then a key with another value) players show the new value from the key's
    /// frame on, but some readers (the `lottie` package) still show the held one exactly there. A key
    /// with the new value 1e-6 frame earlier makes every reader agree at the jump's frame.
    static func jumpsWrittenEarly(_ keys: [LottieKey]) -> [LottieKey] {
        var out: [LottieKey] = []
        for (k, key) in keys.enumerated() {
            if k > 0, keys[k - 1].easing == .hold, keys[k - 1].value != key.value {
                let early = SegmentKeyBuilder.rounded(key.time - jumpLead)
                if early > keys[k - 1].time {
                    out.append(LottieKey(time: early, value: key.value, easing: .hold))
                }
            }
            out.append(key)
        }
        return out
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
