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

    /// Why a segment's keys are sampled and the largest error measured, gathered channel by channel: one
    /// MS3010 note.
    struct BakedNote: Sendable {
        var reasons: [String] = []
        var error = 0.0

        mutating func add(_ keys: SegmentKeys) {
            guard let reason = keys.bakedBecause else { return }
            if !reasons.contains(reason) { reasons.append(reason) }
            error = max(error, keys.error)
        }
    }

    /// Global keys per channel, channels in the order asked.
    var keys: [LottieChannel: [LottieKey]] = [:]
    var baked: [Baked] = []
    /// Per looping state's name, why and how far its period's keys are sampled (`LottieLoops.bakedNotes`),
    /// noted as they are fitted: measured again per channel over the whole control, the note cost the
    /// square of the looping shapes (issue 12: 400 shapes in a loop took a second).
    var bakedLoops: [String: BakedNote] = [:]

    init(_ control: LoweredControl, channels: [LottieChannel], segments: [LottieSegment], fps: Double) {
        var perChannel: [[LottieKey]] = Array(repeating: [], count: channels.count)
        let held = LottieHeldChannels(control, channels: channels, segments: segments, fps: fps)
        let moving = channels.indices.filter { held.values[$0] == nil }
        var bakedTransitions: [Int: BakedNote] = [:]
        for segment in segments {
            // A transition (or a loop's period) is split by node once; each node's frames and track
            // placements are built when its first channel needs them and shared by its other channels.
            var split: NodePlaybacks?
            switch segment.content {
            case .transition(let index, let source):
                // From what the control shows at rest in the source state: its loop's first frame, if it has one.
                split = NodePlaybacks(control.transitions[index].starting(from: source.restingFrame))
            case .loop(let state):
                split = state.loop.map { NodePlaybacks($0.onePeriod(state: state.name)) }
            default:
                break
            }
            var node: (index: Int, frames: RuntimeFrames, placements: [TrackPlacement])?
            // Keys fitted in this segment, by what they depend on: nodes that move alike are fitted once.
            var fitted: [LottieChannelMotion: SegmentKeys] = [:]
            let playbacks = split?.playbacks ?? []
            // The node's playback is read in place, never bound to a local: a copy retains and releases
            // every array of its two frames, timeline and groups, per channel of every node.
            func nodeKeys(_ channel: LottieChannel) -> SegmentKeys? {
                guard playbacks.indices.contains(channel.node) else { return nil }
                let own = LottieChannel(node: 0, kind: channel.kind)
                guard let motion = LottieChannelMotion(channel.kind, of: playbacks[channel.node]) else {
                    return SegmentKeyBuilder.still(own, base: playbacks[channel.node].base)
                }
                if let known = fitted[motion] { return known }
                if node?.index != channel.node {
                    node = (channel.node, RuntimeFrames(playbacks[channel.node], fps: fps),
                            TrackPlacement.all(in: playbacks[channel.node].root))
                }
                guard let node else { return nil }
                let keys = SegmentKeyBuilder(channel: own, playback: node.frames.playback, placements: node.placements, fps: fps,
                                             frames: node.frames).build()
                fitted[motion] = keys
                return keys
            }
            // The segment's kind is matched once, not per channel: a state's frame copied for each of
            // thousands of channels retained every array of it each time.
            let start = Double(segment.start)
            func add(_ c: Int, _ keys: [LottieKey]) {
                guard let last = keys.indices.last else { return }
                for (k, key) in keys.enumerated() {
                    perChannel[c].append(LottieKey(time: key.time + start, value: key.value, easing: k == last ? .hold : key.easing))
                }
            }
            switch segment.content {
            case .state(let state):
                let frame = state.frame
                for c in moving { add(c, [LottieKey(time: 0, value: channels[c].value(frame), easing: .hold)]) }
            case .loop(let state):
                let frame = state.frame
                var note = BakedNote()
                for c in moving {
                    let channel = channels[c]
                    guard let built = nodeKeys(channel) else {
                        add(c, [LottieKey(time: 0, value: channel.value(frame), easing: .hold)])
                        continue
                    }
                    add(c, built.keys)
                    note.add(built)
                }
                if !note.reasons.isEmpty { bakedLoops[state.name] = note }
            case .transition(let index, _):
                for c in moving {
                    let channel = channels[c]
                    guard let built = nodeKeys(channel) else { continue }
                    add(c, built.keys)
                    if built.bakedBecause != nil { bakedTransitions[index, default: BakedNote()].add(built) }
                }
            case .reduced(_, let source, let destination, let fade):
                let from = source.frame, to = destination.frame, fadeFrames = fade.map { $0 * fps }
                for c in moving {
                    let channel = channels[c]
                    add(c, Self.reducedKeys(channel, control: control, source: from, destination: to, fadeFrames: fadeFrames))
                }
            }
        }
        keys.reserveCapacity(channels.count)
        let first = Double(segments.first?.start ?? 0)
        for (c, channel) in channels.enumerated() {
            keys[channel] = held.values[c].map { [LottieKey(time: first, value: $0, easing: .hold)] }
                ?? Self.jumpsWrittenEarly(Self.compacted(perChannel[c]))
        }
        baked = bakedTransitions.sorted { $0.key < $1.key }.map { Baked(transition: $0.key, reasons: $0.value.reasons, error: $0.value.error) }
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

    /// Reduced motion: `instant` shows the destination at once; `crossfade` keeps the source on the
    /// layers while their top-level nodes fade out, and the copies (`init(crossfadeCopiesOf:…)`) fade in
    /// above them showing the destination.
    static func reducedKeys(_ channel: LottieChannel, control: LoweredControl, source: MotionFrame, destination: MotionFrame,
                            fadeFrames: Double?) -> [LottieKey] {
        guard let fade = fadeFrames, fade > 0 else { return [LottieKey(time: 0, value: channel.value(destination), easing: .hold)] }
        if channel.kind == .opacity, isTopLevel(channel.node, in: control) {
            return [LottieKey(time: 0, value: channel.value(source), easing: .linear), LottieKey(time: fade, value: [0], easing: .hold)]
        }
        return [LottieKey(time: 0, value: channel.value(source), easing: .hold)]
    }

    static func isTopLevel(_ node: Int, in control: LoweredControl) -> Bool {
        control.nodes.indices.contains(node) && control.nodes[node].parent == nil
    }

    /// The keys of the layers' copies that a crossfade fades in: invisible (top-level opacity 0) except
    /// in a crossfade, where they show the destination and fade in over it; they stay until the next
    /// segment begins.
    init(crossfadeCopiesOf control: LoweredControl, channels: [LottieChannel], segments: [LottieSegment], fps: Double) {
        var perChannel: [[LottieKey]] = Array(repeating: [], count: channels.count)
        let fades = channels.map { $0.kind == .opacity && Self.isTopLevel($0.node, in: control) }
        // Segment by segment, each state's frame read once for all channels (as in `init(_:channels:…)`).
        for segment in segments {
            let start = Double(segment.start)
            switch segment.content {
            case .reduced(_, _, let destination, let fade?) where fade > 0:
                let frame = destination.frame
                for (c, channel) in channels.enumerated() {
                    let value = channel.value(frame)
                    if fades[c] {
                        perChannel[c] += [LottieKey(time: start, value: [0], easing: .linear),
                                          LottieKey(time: start + fade * fps, value: value, easing: .hold)]
                    } else {
                        perChannel[c].append(LottieKey(time: start, value: value, easing: .hold))
                    }
                }
            case .state(let state), .loop(let state), .transition(_, let state), .reduced(_, _, let state, _):
                let frame = state.frame
                for (c, channel) in channels.enumerated() {
                    perChannel[c].append(LottieKey(time: start, value: fades[c] ? [0] : channel.value(frame), easing: .hold))
                }
            }
        }
        keys.reserveCapacity(channels.count)
        for (c, channel) in channels.enumerated() { keys[channel] = Self.jumpsWrittenEarly(Self.compacted(perChannel[c])) }
    }
}
