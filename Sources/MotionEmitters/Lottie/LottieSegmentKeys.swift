import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// A transition's tracks with the groups that enclose each one (outermost first, the root included),
/// in `MotionTimeline` order: a Lottie file has no groups of animations, so their timing must be folded in.
struct TrackPlacement: Sendable {
    var track: MotionTrack
    var groups: [MotionTrackGroup]

    /// In the order of `MotionTimeline.tracks`.
    static func all(in root: MotionTrackGroup) -> [TrackPlacement] {
        var out: [TrackPlacement] = []
        root.forEachTrack { track, groups in out.append(TrackPlacement(track: track, groups: groups)) }
        return out
    }
}

/// The runtime's frames of one transition (a node's own playback, `NodePlaybacks`) by composition
/// frame, sampled into one reused frame: sampling a one-node playback costs less than looking a frame up.
final class RuntimeFrames {
    let playback: MotionTransition<String>
    let fps: Double
    private var frame: MotionFrame

    init(_ playback: MotionTransition<String>, fps: Double) {
        self.playback = playback
        self.fps = fps
        frame = playback.base
    }

    func value(of channel: LottieChannel, atFrame f: Double) -> [Double] {
        Self.value(of: channel, playing: playback, at: f / fps, into: &frame)
    }

    /// The frame passed in place: read as a stored property of the class, it would be copied (its
    /// arrays retained and released) at every sample.
    private static func value(of channel: LottieChannel, playing playback: MotionTransition<String>, at t: Double,
                              into frame: inout MotionFrame) -> [Double] {
        playback.sample(at: t, into: &frame)
        return channel.value(frame)
    }
}

/// The keyframes one channel plays during one transition, in frames from the transition's start.
struct SegmentKeys: Sendable {
    var keys: [LottieKey]
    /// Nil when the keys say the runtime's curve exactly (to rounding); else why it was sampled.
    var bakedBecause: String?
    /// The largest difference from the runtime, in the runtime's units, measured.
    var error: Double
}

/// Builds a channel's keyframes for one transition: exact where one track drives it with linear, paced
/// or discrete keyframes eased by cubic béziers under linear groups, sampled otherwise; every result
/// is measured against the runtime.
struct SegmentKeyBuilder {
    let channel: LottieChannel
    let playback: MotionTransition<String>
    let placements: [TrackPlacement]
    /// Frames per second of the composition.
    let fps: Double
    /// The runtime's frames, shared by every channel of the transition.
    let frames: RuntimeFrames
    /// Measured differences up to this count as exact (nudged easings, rounding of key times).
    static let exactTolerance = 1e-6
    /// The bound every baked channel must meet, in the runtime's units.
    static let bakeBound = 1e-3

    var durationFrames: Double { playback.duration * fps }

    func build() -> SegmentKeys {
        let driving = placements.indices.filter {
            placements[$0].track.node == channel.node && channel.dependencies.contains(placements[$0].track.property)
        }
        let moving = placements.contains { $0.track.node == channel.node && channel.valueDependencies.contains($0.track.property) }
        if !moving { return Self.still(channel, base: playback.base) }
        if driving.isEmpty {
            let keys = [LottieKey(time: 0, value: channel.value(playback.base), easing: .hold)]
            let error = measure(keys)
            if error <= Self.exactTolerance { return SegmentKeys(keys: keys, bakedBecause: nil, error: error) }
        }
        // With no track of its own, only another property moves this one: a trim's end passing its start.
        var reason = "a trim whose start passes its end"
        if driving.count == 1 {
            switch exactKeys(placements[driving[0]]) {
            case .success(let keys):
                let safe = LottieSafety.nudged(keys)
                let error = measure(safe)
                if error <= Self.exactTolerance { return SegmentKeys(keys: safe, bakedBecause: nil, error: error) }
                if channel.kind != .trimStart { reason = "this track's timing" }
            case .failure(let why): reason = why.text
            }
        } else if driving.count > 1 {
            reason = "several tracks on one property"
        }
        if channel.kind == .trimStart, let start = endKeys(.trimStart), let end = endKeys(.trimEnd),
           let lower = TrimStartKeys.lower(start, end) {
            let safe = LottieSafety.nudged(lower)
            let error = measure(safe)
            if error <= Self.exactTolerance { return SegmentKeys(keys: safe, bakedBecause: nil, error: error) }
        }
        let keys = LottieSafety.nudged(bake())
        return SegmentKeys(keys: keys, bakedBecause: reason, error: measure(keys, everyMillisecond: true))
    }

    /// The keys of a channel that nothing moves: it shows the base throughout.
    static func still(_ channel: LottieChannel, base: MotionFrame) -> SegmentKeys {
        SegmentKeys(keys: [LottieKey(time: 0, value: channel.value(base), easing: .hold)], bakedBecause: nil, error: 0)
    }

    struct Refusal: Error { var text: String }

    /// The exact keys of one end of the trim (`.trimStart` or `.trimEnd`), clamped to 0…100 but not
    /// yet the lower of the two: its one track's, or the base's value held. Nil when not exact.
    func endKeys(_ kind: LottieChannel.Kind) -> [LottieKey]? {
        let end = LottieChannel(node: channel.node, kind: kind)
        let tracks = placements.filter { $0.track.node == end.node && end.dependencies.contains($0.track.property) }
        guard let track = tracks.first else { return [LottieKey(time: 0, value: end.clamp(end.raw(playback.base)), easing: .hold)] }
        let builder = SegmentKeyBuilder(channel: end, playback: playback, placements: placements, fps: fps, frames: frames)
        guard tracks.count == 1, case .success(let keys) = builder.exactKeys(track) else { return nil }
        return keys
    }

    /// The track's keyframes on the transition's clock, when every enclosing group passes time through
    /// unchanged (linear, one pass) so that only begins add up; or when the innermost one eases it by a
    /// cubic Bézier (a transition's header easing), its keys moved along that curve (`LottieEasedGroup`).
    func exactKeys(_ placement: TrackPlacement) -> Result<[LottieKey], Refusal> {
        var begin = 0.0
        var eased: LottieEasedGroup?
        for (level, group) in placement.groups.enumerated() {
            if group.timingFunction != .linear {
                guard level == placement.groups.count - 1, let found = LottieEasedGroup(group, begin: begin + group.timing.begin) else {
                    return .failure(Refusal(text: "a group's timing function"))
                }
                eased = found
            }
            guard !group.timing.autoreverses, group.timing.activeDuration == group.timing.duration else {
                return .failure(Refusal(text: "a repeating group"))
            }
            begin += group.timing.begin
            // A group without a forwards fill is removed at its end, the end itself included: the base
            // shows there, which these keys (the track's, held) do not say. Measuring would take them
            // where that end is the transition's, whose last instant it tries on either side.
            let fillsForwards = group.timing.fill == .forwards || group.timing.fill == .both
            guard fillsForwards || begin + group.timing.activeDuration > playback.duration + MotionTiming.boundaryTolerance else {
                return .failure(Refusal(text: "a group that does not fill forwards"))
            }
        }
        let track = placement.track
        let timing = track.timing
        guard timing.duration > 0 else { return .failure(Refusal(text: "a zero duration")) }
        guard timing.fill == .forwards || timing.fill == .both else { return .failure(Refusal(text: "a fill mode")) }
        begin += timing.begin
        let base = playback.base
        func mapped(_ value: MotionRuntime.MotionValue) -> [Double] {
            var frame = base
            frame[track.property, track.node] = value
            return channel.raw(frame)
        }
        let pass: [LottieKey]
        switch TrackPass.forward(track.keyframes, duration: timing.duration, mapped: mapped) {
        case .success(let keys): pass = keys
        case .failure(let refusal): return .failure(refusal)
        }
        var keys: [LottieKey] = []
        if begin > 0 {
            // Before its begin a track shows the base unless it fills backwards.
            let fillsBackwards = timing.fill == .both || timing.fill == .backwards
            keys.append(LottieKey(time: 0, value: fillsBackwards ? pass[0].value : mapped(base[track.property, track.node]), easing: .hold))
        }
        let activeEnd = begin + timing.activeDuration
        let limit = min(activeEnd, playback.duration)
        guard let passes = TrackPass.unrolled(pass, begin: begin, duration: timing.duration, autoreverses: timing.autoreverses,
                                              until: limit, activeEnd: activeEnd, jumpLead: LottieTracks.jumpLead / fps) else {
            return .failure(Refusal(text: "too many repeats"))
        }
        keys = TrackPass.appending(passes, to: keys, jumpLead: LottieTracks.jumpLead / fps)
        if let eased {
            guard let moved = eased.keys(keys) else { return .failure(Refusal(text: "a group's timing function")) }
            keys = moved
        }
        guard keys.allSatisfy({ $0.time <= playback.duration + 1e-12 }) else {
            return .failure(Refusal(text: "a track that outlasts its transition"))
        }
        let framed = keys.map { LottieKey(time: frames($0.time), value: $0.value, easing: $0.easing) }
        for k in 1..<max(framed.count, 1) where framed[k].time <= framed[k - 1].time {
            return .failure(Refusal(text: "two keyframes at one time"))
        }
        guard let bounds = channel.bounds else { return .success(framed) }
        guard let clamped = TrimClamp.split(framed, lo: bounds.lo, hi: bounds.hi) else {
            return .failure(Refusal(text: "a trim that leaves 0…1 and returns at one bound"))
        }
        return .success(clamped.map { LottieKey(time: Self.rounded($0.time), value: $0.value, easing: $0.easing) })
    }

    /// Seconds to frames, rounded to a billionth of a frame (float noise such as 23.200000000000003
    /// goes; the measured error includes the rounding).
    func frames(_ seconds: Double) -> Double {
        Self.rounded(seconds * fps)
    }

    static func rounded(_ frame: Double) -> Double {
        let scaled = (frame * 1e9).rounded()
        return abs(scaled) < 9e15 ? scaled / 1e9 : frame
    }

    func runtimeValue(atFrame f: Double) -> [Double] {
        frames.value(of: channel, atFrame: f)
    }

    /// Straight segments between samples at every frame, halved where a segment strays from the
    /// runtime by more than a quarter of the bound; where that still fails at 1/4096 frame there is a
    /// jump or a kink, found by bisection and given keys of its own. Then the fewest of those keys
    /// that stay within half the bound of all of them (`PolylineFit`): within ¾ of the bound of the
    /// runtime, before `measure` checks it.
    func bake() -> [LottieKey] {
        let dense = denseKeys()
        let scale = channel.unitScale
        // In the runtime's units, as the miss is measured; a component a key lacks is not a number.
        let dimension = dense.map(\.value.count).max() ?? 1
        var values: [Double] = []
        values.reserveCapacity(dense.count * dimension)
        for key in dense {
            for c in 0..<dimension { values.append(c < key.value.count ? key.value[c] / scale : .nan) }
        }
        let samples = PolylineFit.Samples(x: dense.map(\.time), values: values, dimension: dimension)
        return PolylineFit.kept(samples, tolerance: Self.bakeBound / 2) { i, j, k in
            let a = dense[i], b = dense[j], c = dense[k]
            let u = b.time > a.time ? (c.time - a.time) / (b.time - a.time) : 0
            var worst = 0.0
            for (index, value) in c.value.enumerated() where index < a.value.count && index < b.value.count {
                worst = max(worst, abs(a.value[index] + (b.value[index] - a.value[index]) * u - value) / scale)
            }
            return worst
        }.map { dense[$0] }
    }

    private func denseKeys() -> [LottieKey] {
        let end = durationFrames
        var grid: [Double] = []
        var f = 0.0
        while f < end - 1e-9 { grid.append(f); f += 1 }
        grid.append(end)
        var keys: [LottieKey] = []
        var budget = Self.refineBudget
        for k in 0..<grid.count {
            if k + 1 < grid.count {
                refine(grid[k], grid[k + 1], runtimeValue(atFrame: grid[k]), runtimeValue(atFrame: grid[k + 1]),
                       depth: 0, budget: &budget, into: &keys)
            } else {
                keys.append(LottieKey(time: grid[k], value: runtimeValue(atFrame: grid[k]), easing: .hold))
            }
        }
        return keys
    }

    /// How many runtime samples one channel's refinement may take. A curve no run of straight keys can
    /// follow to the bound (a spring across a million pixels: every 1/4096 frame still bends by more)
    /// would otherwise halve every frame to the bottom and bisect every piece; past the budget the keys
    /// stay as far as they got, and `measure` reports what they miss.
    static let refineBudget = 250_000

    private func refine(_ a: Double, _ b: Double, _ va: [Double], _ vb: [Double], depth: Int, budget: inout Int,
                        into keys: inout [LottieKey]) {
        guard budget > 0 else {
            keys.append(LottieKey(time: a, value: va, easing: .linear))
            return
        }
        budget -= 8
        var worst = 0.0
        for m in 1...7 {
            let t = a + (b - a) * Double(m) / 8
            let exact = runtimeValue(atFrame: t)
            let u = Double(m) / 8
            for (c, value) in exact.enumerated() where c < va.count {
                worst = max(worst, abs(va[c] + (vb[c] - va[c]) * u - value) / channel.unitScale)
            }
        }
        if worst <= Self.bakeBound / 4 {
            keys.append(LottieKey(time: a, value: va, easing: .linear))
            return
        }
        if depth >= 12, budget >= 60 {
            budget -= 60
            // Still off at 1/4096 frame: a jump or a kink. Find it to a billionth of a frame.
            var low = a, high = b
            var vLow = va, vHigh = vb
            for _ in 0..<60 where high - low > 1e-9 {
                let mid = (low + high) / 2
                let vm = runtimeValue(atFrame: mid)
                if Self.distance(vm, vLow) > Self.distance(vHigh, vm) { high = mid; vHigh = vm } else { low = mid; vLow = vm }
            }
            let jump = Self.rounded(high)
            keys.append(LottieKey(time: a, value: va, easing: .linear))
            guard jump > a else { return }
            // A kink (the value continuous, its slope not) needs only a key at the kink; a jump gets a
            // key just before it too, a billionth of a frame earlier, so the value runs straight up to
            // the jump and then (in effect) jumps.
            let isJump = Self.distance(vHigh, vLow) / channel.unitScale > Self.bakeBound / 4
            let before = Self.rounded(jump - 1e-9)
            if isJump, before > a { keys.append(LottieKey(time: before, value: vLow, easing: .linear)) }
            // The value just after the jump: at its own instant the runtime's rounding may still show
            // the value before it. (A jump on `b` itself gets `b`'s key from the next interval.)
            if jump < b { keys.append(LottieKey(time: jump, value: vHigh, easing: .linear)) }
            return
        }
        let mid = (a + b) / 2
        let vm = runtimeValue(atFrame: mid)
        refine(a, mid, va, vm, depth: depth + 1, budget: &budget, into: &keys)
        refine(mid, b, vm, vb, depth: depth + 1, budget: &budget, into: &keys)
    }

    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    /// The largest difference between the keys (as a player evaluates them) and the runtime, in the
    /// runtime's units: at every key and just either side of it, at a quarter, half and three quarters
    /// of every key segment, and at every frame; with `everyMillisecond` (a sampled curve) also at every
    /// millisecond (at most 20 000 times). At the instant of a jump either side counts (the runtime's
    /// own rounding decides which it shows there), so each time is also compared with the runtime a
    /// nanosecond earlier and later.
    func measure(_ keys: [LottieKey], everyMillisecond: Bool = false) -> Double {
        let end = durationFrames
        var frames: [Double] = []
        // Every millisecond (or frame), but no more than 20 000 times (transitions longer than 20 s).
        let count = max(Int(min(playback.duration * (everyMillisecond ? 1000 : fps), 20_000).rounded(.up)), 1)
        for k in 0...count { frames.append(end * Double(k) / Double(count)) }
        for key in keys {
            for f in [key.time - 1e-6, key.time, key.time + 1e-6] where f >= 0 && f <= end { frames.append(f) }
        }
        // Inside each key segment, but not inside a jump's ramp (keys a hair apart, see `jumpLead`):
        // there either side of the jump is right.
        for (a, b) in zip(keys, keys.dropFirst()) where b.time - a.time > 2 * LottieTracks.jumpLead {
            for q in [0.25, 0.5, 0.75] where a.time + (b.time - a.time) * q <= end { frames.append(a.time + (b.time - a.time) * q) }
        }
        let nudge = 1e-9 * fps
        var worst = 0.0
        for f in frames {
            let played = LottieKeyEvaluation.value(of: keys, at: f)
            var best = difference(played, atFrame: f)
            // Either side is tried only where the instant itself is off: far below exact, the
            // rounding of a solved curve is not a jump. Nor where the instant misses by no more than
            // the worst so far: the best of the three is then no larger, and cannot change the answer.
            guard best > worst else { continue }
            for g in [max(f - nudge, 0), min(f + nudge, end)] where best > Self.exactTolerance * 1e-3 {
                best = min(best, difference(played, atFrame: g))
            }
            worst = max(worst, best)
        }
        return worst
    }

    /// How far `played` lies from the runtime at frame `f`, in the runtime's units (infinite where a
    /// difference is not a number).
    private func difference(_ played: [Double], atFrame f: Double) -> Double {
        let exact = runtimeValue(atFrame: f)
        var difference = 0.0
        for (c, value) in exact.enumerated() where c < played.count {
            let d = abs(played[c] - value) / channel.unitScale
            difference = d.isNaN ? .infinity : max(difference, d)
        }
        return difference
    }
}
