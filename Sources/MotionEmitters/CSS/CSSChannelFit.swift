import MotionCompiler
import MotionRuntime

/// One keyframe of a channel: at `time` seconds from the transition's start the channel has
/// `values`, and moves to the next keyframe along `easing`.
struct CSSKeyframe: Sendable {
    var time: Double
    var values: [Double]
    var easing: CSSEasing
}

/// A channel over one transition as keyframes, and how well they say the runtime's motion.
struct CSSChannelCurve: Sendable {
    var keyframes: [CSSKeyframe]
    /// True when some segment is sampled (CSS `linear()` points or dense keyframes), not exact.
    var isBaked: Bool
    /// The largest difference measured against the runtime, in the channel's units (0 when exact).
    var largestError: Double
}

/// Fits one channel of one node over a transition played from its base frame: breakpoints where
/// any track on the channel's properties begins, ends or passes a key time (and, for trims, where
/// the clamp bends), then per piece the first exact curve that matches the runtime to 1e-9 —
/// constant, linear, the runtime segment's own cubic-bézier (or the piece of it), a cubic in time —
/// else a baked curve within the channel's tolerance, measured.
struct CSSChannelFit {
    let channel: CSSChannel
    let node: Int
    /// Seconds the transition lasts (from then on its last frame holds).
    let duration: Double
    let tracks: [(track: MotionTrack, placement: CSSTrackPlacement)]
    let wraps: Bool
    /// For scale and rotation: how far (px, in the node's own coordinates) the farthest point the
    /// node can draw lies from its anchor. A scale error ds moves that point by ds·reach and a
    /// rotation error dθ by dθ·reach, so the bake's tolerance is divided by it.
    let reach: Double
    /// The node's own part of the playback (node 0 of a one-node frame) and the frame it starts
    /// from: what `value(at:)` samples.
    private let ownTimeline: MotionTimeline
    /// Where the split this fit's node came from keeps its timelines' hashes (nil: hashed here).
    private let timelineHashes: NodePlaybacks.TimelineHashes?
    private let ownBase: MotionFrame
    private var frame: MotionFrame
    /// The buffer `value(at:)` writes.
    private var sampled: [Double] = []
    /// `breakpoints()`, found once (`isConstant` and `fit` both need them).
    private var foundBreakpoints: [Double]?
    /// Where the clamped trim bends (`trimCorners`): the same for every trim channel of the node, so
    /// the caller hands what one channel found to the next.
    var trimCornerTimes: [Double]?
    /// The share of the channel's tolerance a bake keeps to: below 1 where the fit is played from other
    /// starts too, whose longer travel multiplies a baked progress's error (`CSSRestartFit`).
    var toleranceShare = 1.0
    /// The control's budget of baked points (`CSSBakeBudget`); nil: each bake to its own limit.
    var budget: CSSBakeBudget?
    /// True once a bake of this fit placed as many points as it may (`PolylineFit.denseLimit`, or
    /// what the budget left) and still measured farther from the runtime than its tolerance: the
    /// curve is as close as those points came (a spring settling over minutes).
    private(set) var bakeRanOut = false
    /// True once the fit, as first made, wrote a paint's `rgb()` keyframe past 0…255 (finding 65): Chromium
    /// clamps each keyframe's colour before it interpolates, where the runtime clamps the colour it draws,
    /// so a segment that runs past 255 on its way to its end would reach the bound late. The channel is then
    /// fitted again, cut where a component crosses a bound (`colourCrossings`): each piece then lies on one
    /// side of each bound, so Chromium's clamp of its keyframes gives the runtime's clamp of its values
    /// (a piece beyond a bound holds at it), and the numbers stay affine in the start for a restart.
    /// A restart's fits from other starts cut as the stylesheet's fit from rest does (`CSSRestartFit`).
    var cutsColourAtBounds = false
    /// False for a restart's fits from other starts, which take `cutsColourAtBounds` from the fit from rest.
    var decidesColourCut = true
    /// Fits of the same content found before (`CSSChannelFitMemo`); nil: every fit does its own work.
    /// Used only with a budget, whose spending a reused fit repeats.
    var memo: CSSChannelFitMemo?
    /// The fit's content (`memoKey()`), made at its first reuse so that it holds the trim corners handed in.
    private var foundKey: CSSChannelFitMemo.Key?

    /// A jump (a track beginning without backwards fill, a discrete value) is written as a
    /// straight line over this many seconds just before it.
    static let jumpWidth = 1e-6

    /// The inner times (fractions of a piece) where a piece's exact candidates are checked.
    static let interiorTimes = (1...31).map { Double($0) / 32 }

    /// Grid steps per piece when looking for a clamped trim's corners.
    static let trimGridSteps = 48

    /// `t` rounded down to Chromium's clock (whole microseconds), allowing for `t` being a rounding
    /// below a whole microsecond.
    static func clockEdge(_ t: Double) -> Double {
        // A jump within the runtime's boundary tolerance of a whole microsecond is on it.
        let whole = (t * 1e6).rounded() / 1e6
        if abs(t - whole) <= MotionTiming.boundaryTolerance { return whole }
        let micro = (t * 1e6 + 1e-6).rounded(.down)
        return min(t, micro / 1e6)
    }

    /// `split`: the playback split by node (`NodePlaybacks`), shared by every channel of the transition.
    init(channel: CSSChannel, node: Int, playback: MotionTransition<String>, split: NodePlaybacks, placements: [CSSTrackPlacement],
         wraps: Bool, reach: Double = 0) {
        self.channel = channel
        self.reach = reach
        self.node = node
        self.duration = playback.duration
        self.wraps = wraps
        let all = playback.timeline.tracks
        var mine: [(MotionTrack, CSSTrackPlacement)] = []
        for i in split.trackIndices[node] where channel.properties.contains(all[i].property) && i < placements.count {
            mine.append((all[i], placements[i]))
        }
        self.tracks = mine
        let own = split.playbacks[node]
        ownTimeline = own.timeline
        timelineHashes = split.timelineHashes
        ownBase = own.base
        frame = own.base
    }

    /// The channel of one node's timeline (node 0 of the one-node frame `base`) lasting `duration`
    /// seconds, as a fit from another start plays it (`CSSRestartFit.ownNodeFit`): the timeline
    /// started from `base` samples what a transition built on it would, without building one (its
    /// tracks flattened and planned again), and every track is the node's. `placements`: the
    /// timeline's tracks', index for index.
    init(channel: CSSChannel, ownTimeline: MotionTimeline, base: MotionFrame, duration: Double, placements: [CSSTrackPlacement],
         wraps: Bool, reach: Double) {
        self.channel = channel
        self.reach = reach
        self.node = 0
        self.duration = duration
        self.wraps = wraps
        var mine: [(MotionTrack, CSSTrackPlacement)] = []
        for (i, track) in ownTimeline.tracks.enumerated() where track.node == 0 && channel.properties.contains(track.property) && i < placements.count {
            mine.append((track, placements[i]))
        }
        self.tracks = mine
        self.ownTimeline = ownTimeline
        timelineHashes = nil
        ownBase = base
        frame = base
    }

    /// Fills `frame` with the node at `t`, as `MotionTransition.sample(at:into:)` does: from the
    /// duration on, the last frame holds.
    private mutating func sample(at t: Double) {
        ownTimeline.sample(at: min(t, duration), base: ownBase, into: &frame)
    }

    /// The channel's numbers at `t`, written into one buffer and handed out: a caller that only looks
    /// at them lets go before the next sample, which then reuses the buffer (no allocation); one that
    /// keeps them keeps its copy, and the next sample makes a new buffer.
    mutating func value(at t: Double) -> [Double] {
        sample(at: t)
        channel.write(frame, node: 0, wraps: wraps, into: &sampled)
        return sampled
    }

    /// The fit's content for `memo` (and the restart outcomes built on it): nil without a memo or a budget.
    mutating func memoKey() -> CSSChannelFitMemo.Key? {
        guard memo != nil, budget != nil else { return nil }
        if let foundKey { return foundKey }
        let key = CSSChannelFitMemo.Key(channel: channel, wraps: wraps, reach: reach, duration: duration, timeline: ownTimeline,
                                        timelineHash: timelineHashes?.hash(node: node) ?? ownTimeline.hashValue,
                                        base: channel.properties.map { ownBase[$0, 0] }, placements: tracks.map(\.placement),
                                        trimCornersIn: trimCornerTimes)
        foundKey = key
        return key
    }

    private var memoState: CSSChannelFitMemo.State {
        get { CSSChannelFitMemo.State(breakpoints: foundBreakpoints, trimCorners: trimCornerTimes, cutsColourAtBounds: cutsColourAtBounds) }
        set { foundBreakpoints = newValue.breakpoints; trimCornerTimes = newValue.trimCorners; cutsColourAtBounds = newValue.cutsColourAtBounds }
    }

    /// True when the channel never changes over the transition (then no animation is needed).
    mutating func isConstant(equalTo rest: [Double]) -> Bool {
        guard let memo, let key = memoKey() else { return measuresConstant(equalTo: rest) }
        let constantKey = CSSChannelFitMemo.ConstantKey(key: key, rest: rest)
        if let known = memo.constants[constantKey] {
            memoState = known.state
            return known.answer
        }
        let answer = measuresConstant(equalTo: rest)
        memo.constants[constantKey] = CSSChannelFitMemo.Constant(answer: answer, state: memoState)
        return answer
    }

    private mutating func measuresConstant(equalTo rest: [Double]) -> Bool {
        // With no track on what the value reads, it shows the base throughout.
        guard tracks.contains(where: { channel.valueProperties.contains($0.track.property) }) else { return value(at: 0) == rest }
        // 400 steps, every twentieth first: a channel that moves is usually told within a few samples.
        let count = 400
        let coarse = Array(stride(from: 0, through: count, by: 20))
        for i in coarse + (0...count).filter({ $0 % 20 != 0 }) where !close(value(at: duration * Double(i) / Double(count)), rest, 1e-12) {
            return false
        }
        for t in breakpoints() where !close(value(at: t), rest, 1e-12) { return false }
        return true
    }

    mutating func fit() -> CSSChannelCurve {
        guard let memo, let budget, let key = memoKey() else { return fitted() }
        let fitKey = CSSChannelFitMemo.FitKey(key: key, toleranceShare: toleranceShare)
        if let known = memo.fits[fitKey], CSSChannelFitMemo.budgetAllows(remaining: budget.remaining, spent: known.spent) {
            memoState = known.state
            bakeRanOut = bakeRanOut || known.ranOut
            budget.spend(known.spent)
            return known.curve
        }
        let before = budget.remaining, ranOutBefore = bakeRanOut
        bakeRanOut = false
        let curve = fitted()
        let ranOut = bakeRanOut
        bakeRanOut = ranOutBefore || ranOut
        let spent = before - budget.remaining
        if CSSChannelFitMemo.budgetAllows(remaining: before, spent: spent) {
            memo.fits[fitKey] = CSSChannelFitMemo.Fitted(curve: curve, state: memoState, ranOut: ranOut, spent: spent)
        }
        return curve
    }

    private mutating func fitted() -> CSSChannelCurve {
        let curve = fittedAsSampled()
        guard decidesColourCut, !cutsColourAtBounds, channel == .fillRGB || channel == .strokeRGB, Self.leavesColourRange(curve.keyframes) else { return curve }
        cutsColourAtBounds = true
        foundBreakpoints = nil
        return fittedAsSampled()
    }

    /// True when a paint colour's keyframes leave 0…255 at a keyframe. Between two keyframes in range an
    /// easing may carry the colour past a bound: Chromium clamps what the interpolation gives, as the
    /// runtime clamps what it draws, so that piece needs no cut.
    static func leavesColourRange(_ keyframes: [CSSKeyframe]) -> Bool {
        keyframes.contains { $0.values.contains { !(-1e-9...(255 + 1e-9)).contains($0) } }
    }

    private mutating func fittedAsSampled() -> CSSChannelCurve {
        let points = breakpoints()
        if channel == .visibility { return steps(points) }
        var keyframes: [CSSKeyframe] = []
        var baked = false
        var largest = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let start = value(at: a)
            // A jump at a keyframe would depend on how Chromium rounds the offset: the value instead
            // runs straight to the new one over the last microsecond before it.
            // The ramp ends on the jump as Chromium's microsecond clock sees it (a jump at 1/6 s is
            // seen at 166 666 µs), so from that time on the new value shows, as in the runtime.
            let edge = Self.clockEdge(b)
            let jumps = jumpsAtEnd(b) && edge - a > 2 * Self.jumpWidth
            let end = jumps ? edge - Self.jumpWidth : b
            if jumps {
                // A curve that jumps at its own end (steps), reaching the value after the jump a
                // microsecond early.
                let after = value(at: b)
                var ignored: [CSSKeyframe] = []
                let (easing, error) = piece(from: a, to: end, startValues: start, keyframes: &ignored, bakes: false, endValues: after)
                if error == 0, easing != .linear {
                    keyframes.append(CSSKeyframe(time: a, values: start, easing: easing))
                    keyframes.append(CSSKeyframe(time: end, values: after, easing: .linear))
                    continue
                }
            }
            let (easing, error) = piece(from: a, to: end, startValues: start, keyframes: &keyframes)
            keyframes.append(CSSKeyframe(time: a, values: start, easing: easing))
            // Dense keyframes of a baked piece were appended by `piece`; keep them in time order.
            keyframes.sort { $0.time < $1.time }
            if error > 0 { baked = true; largest = max(largest, error) }
            if jumps {
                keyframes.append(CSSKeyframe(time: end, values: value(at: end), easing: .linear))
                if edge < b { keyframes.append(CSSKeyframe(time: edge, values: value(at: b), easing: .linear)) }
            }
        }
        keyframes.append(CSSKeyframe(time: duration, values: value(at: duration), easing: .linear))
        return CSSChannelCurve(keyframes: merged(keyframes), isBaked: baked, largestError: largest)
    }

    /// True when the value jumps at `t` (from the left): over the last `delta` before it some number
    /// moves more than `minimum`, and far more than over the `delta` before that.
    mutating func jumpsAtEnd(_ t: Double, over delta: Double = 1e-9, minimum: Double = 1e-9) -> Bool {
        let v2 = value(at: t), v1 = value(at: t - delta), v0 = value(at: t - 2 * delta)
        for j in v2.indices {
            let last = abs(v2[j] - v1[j]), before = abs(v1[j] - v0[j])
            if last > minimum, last > 100 * before + 1e-12 { return true }
        }
        return false
    }

    /// Sorted, de-duplicated times in 0…duration where the channel may bend or jump.
    mutating func breakpoints() -> [Double] {
        if let foundBreakpoints { return foundBreakpoints }
        if !cutsColourAtBounds, let memo, let key = memoKey() {
            if let known = memo.breakpoints[key], let found = known.breakpoints {
                memoState = known
                return found
            }
            let found = findBreakpoints()
            foundBreakpoints = found
            memo.breakpoints[key] = memoState
            return found
        }
        let found = findBreakpoints()
        foundBreakpoints = found
        return found
    }

    private mutating func findBreakpoints() -> [Double] {
        var raw = [0, duration]
        for (_, placement) in tracks { raw += placement.breakpoints }
        var times = raw.filter { $0 >= 0 && $0 <= duration }.sorted()
        if channel.bendsWithTrim {
            let corners = trimCornerTimes ?? trimCorners()
            trimCornerTimes = corners
            times = (times + corners).sorted()
        }
        if cutsColourAtBounds { times = (times + colourCrossings()).sorted() }
        var out: [Double] = []
        for t in times where out.last.map({ t - $0 > 1e-9 }) ?? true { out.append(t) }
        if let last = out.last, duration - last <= 1e-9 { out[out.count - 1] = duration }
        // (Visibility writes its own edges after each breakpoint; see `steps`.)
        if channel != .visibility { for i in out.indices.dropFirst().dropLast() { out[i] = jumpTime(near: out[i], after: out[i - 1]) } }
        return out
    }

    /// A breakpoint computed a rounding early (a step's edge from key times and a fraction) would
    /// leave the jump just inside the next piece: move it onto the first time the new value shows.
    /// A jump just before it (after `previous`, the breakpoint before) moves it there (`jumpTime(before:after:)`).
    private mutating func jumpTime(near t: Double, after previous: Double) -> Double {
        let before = value(at: t), after = value(at: t + 1e-9)
        guard zip(before, after).contains(where: { abs($0 - $1) > 1e-7 }) else { return jumpTime(before: t, after: previous) }
        var lo = t, hi = t + 1e-9
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if value(at: mid) == before { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// A jump a rounding before breakpoint `t`: a track ending with its group, under a group whose curve
    /// flattens at its end (`ease-in-out`), reaches its own end (within `MotionTiming.boundaryTolerance`)
    /// microseconds before the group's end, and a track that does not fill forwards shows the base from
    /// there. The first time the value after the jump shows, or `t` when the value does not jump in the
    /// `earlyJumpWindow` before it (and after `previous`, the breakpoint before, whose own jump is its own).
    private mutating func jumpTime(before t: Double, after previous: Double) -> Double {
        let window = min(Self.earlyJumpWindow, (t - previous) / 4)
        guard window > 1e-9, jumpsAtEnd(t, over: window, minimum: 1e-7) else { return t }
        // Each side moves far less than the jump over the window: a time shows the new value when it is
        // nearer the value at `t` than the one before the window.
        let at = value(at: t), left = value(at: t - window)
        func distance(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) } }
        var lo = t - window, hi = t
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            let v = value(at: mid)
            if distance(v, at) < distance(v, left) { hi = mid } else { lo = mid }
        }
        // A jump at `t` itself shows within the boundary tolerance before it: that one stays at `t`, where
        // Chromium's clock is read for it (`clockEdge`).
        return t - hi > 1e-9 ? hi : t
    }

    /// How far before a breakpoint `jumpTime(before:after:)` looks for an early jump. The runtime ends a
    /// track within `MotionTiming.boundaryTolerance` (1e-10 s) of its local end; under a group flat at its
    /// end by y ≈ 1 − k(1 − x)², that is √(1e-10 · D / k) seconds early, some microseconds for a group of
    /// D = 0.44 s on `ease-in-out` (seed 217: 5 µs), up to about 1e-4 s for a long group on a gentle curve.
    static let earlyJumpWindow = 1e-4

    /// Where a clamped trim bends: strokeStart or strokeEnd crossing 0 or 1, and the two meeting
    /// (the dash vanishes). Found on a grid of `trimGridSteps` steps between each two of the tracks'
    /// breakpoints (inside, each end follows one segment's curve, which crosses a level at most three
    /// times), then by bisection to rounding. Two crossings inside one step (a curve grazing a bound)
    /// may go unseen: the piece is then not matched exactly and is baked, measured like any other, so
    /// the output stays within its tolerance.
    private mutating func trimCorners() -> [Double] {
        guard !tracks.isEmpty, duration > 0 else { return [] }
        // One bit per predicate (no array per sample): s > 0, s < 1, e > 0, e < 1, the clamped s < e.
        func predicates(_ f: MotionFrame) -> UInt8 {
            let s = f.strokeStart[0], e = f.strokeEnd[0]
            let (cs, ce) = CSSChannel.trim(f, 0)
            return (s > 0 ? 1 : 0) | (s < 1 ? 2 : 0) | (e > 0 ? 4 : 0) | (e < 1 ? 8 : 0) | (cs < ce ? 16 : 0)
        }
        func bit(_ set: UInt8, _ k: Int) -> Bool { set & 1 << k != 0 }
        var out: [Double] = []
        var grid: [Double] = []
        var edges = [0, duration]
        for (_, placement) in tracks { edges += placement.breakpoints.filter { $0 > 0 && $0 < duration } }
        edges.sort()
        for (a, b) in zip(edges, edges.dropFirst()) where b > a {
            for i in 1...Self.trimGridSteps { grid.append(a + (b - a) * Double(i) / Double(Self.trimGridSteps)) }
        }
        sample(at: 0)
        var previous = predicates(frame)
        var previousTime = 0.0
        // The predicates at the times one step's bisections sampled: predicates that change together
        // (an end leaving 0 as the dash appears) bisect through the same times, sampled once.
        var bisected: [(time: Double, predicates: UInt8)] = []
        for t in grid {
            sample(at: t)
            let current = predicates(frame)
            bisected.removeAll(keepingCapacity: true)
            for k in 0..<5 where bit(current, k) != bit(previous, k) {
                var lo = previousTime, hi = t
                for _ in 0..<80 {
                    let mid = (lo + hi) / 2
                    if mid <= lo || mid >= hi { break }
                    let atMid: UInt8
                    if let known = bisected.first(where: { $0.time == mid }) {
                        atMid = known.predicates
                    } else {
                        sample(at: mid)
                        atMid = predicates(frame)
                        bisected.append((mid, atMid))
                    }
                    if bit(atMid, k) == bit(previous, k) { lo = mid } else { hi = mid }
                }
                out.append(hi)
            }
            previous = current
            previousTime = t
        }
        return out
    }

    /// Where a component of the colour crosses 0 or 255: found as `trimCorners` finds a trim's, on a
    /// grid between the tracks' breakpoints, then by bisection to rounding (a crossing missed inside one
    /// step leaves a piece that is baked and measured like any other).
    private mutating func colourCrossings() -> [Double] {
        guard !tracks.isEmpty, duration > 0 else { return [] }
        func raw(_ t: Double) -> [Double] {
            sample(at: t)
            var out: [Double] = []
            channel.write(frame, node: 0, wraps: wraps, into: &out)
            return out
        }
        // Per component, two bits: above 0, below 255.
        func sides(_ v: [Double]) -> [UInt8] { v.map { ($0 > 0 ? 1 : 0) | ($0 < 255 ? 2 : 0) } }
        var edges = [0, duration]
        for (_, placement) in tracks { edges += placement.breakpoints.filter { $0 > 0 && $0 < duration } }
        edges.sort()
        var out: [Double] = []
        var previous = sides(raw(0)), previousTime = 0.0
        for (a, b) in zip(edges, edges.dropFirst()) where b > a {
            for i in 1...Self.trimGridSteps {
                let t = a + (b - a) * Double(i) / Double(Self.trimGridSteps)
                let current = sides(raw(t))
                for j in current.indices where j < previous.count {
                    for bit in [UInt8(1), 2] where current[j] & bit != previous[j] & bit {
                        var lo = previousTime, hi = t
                        for _ in 0..<80 {
                            let mid = (lo + hi) / 2
                            if mid <= lo || mid >= hi { break }
                            let side = sides(raw(mid))
                            if j < side.count, side[j] & bit == previous[j] & bit { lo = mid } else { hi = mid }
                        }
                        out.append(hi)
                    }
                }
                previous = current
                previousTime = t
            }
        }
        return out
    }

    /// The easing of the piece from `a` to `b`, exact when one fits; else baked, with its error.
    /// Dense keyframes (when no single easing can serve every component) go into `keyframes`.
    private mutating func piece(from a: Double, to b: Double, startValues va: [Double],
                                keyframes: inout [CSSKeyframe], bakes: Bool = true,
                                endValues: [Double]? = nil) -> (CSSEasing, Double) {
        let vb = endValues ?? value(at: b)
        let xs = Self.interiorTimes
        // The runtime at the 31 inner times, one after another in one buffer (`ends[k]`: where the
        // k-th sample's numbers end): each sample is read into it, and no array is kept per sample.
        var interior: [Double] = []
        interior.reserveCapacity(xs.count * va.count)
        var ends: [Int] = []
        ends.reserveCapacity(xs.count)
        for x in xs {
            interior += value(at: a + (b - a) * x)
            ends.append(interior.count)
        }
        let scale = max(1, (va + vb).map(abs).max() ?? 1)
        func matches(_ easing: CSSEasing) -> Bool {
            var start = 0
            for (x, end) in zip(xs, ends) {
                let g = easing.value(at: x)
                for j in 0..<(end - start) where abs(interior[start + j] - (va[j] + (vb[j] - va[j]) * g)) > 1e-9 * scale { return false }
                start = end
            }
            return true
        }
        if matches(.linear) { return (.linear, 0) }
        for (track, placement) in tracks {
            if let easing = placement.curve(of: track, from: a, to: b), matches(easing) { return (easing, 0) }
        }
        // A cubic in time (Catmull-Rom segments with linear timing): x control points at ⅓ and ⅔; one whose
        // ends meet is split where it turns (`splitAtTurns`).
        if let cubic = timeCubic(from: a, to: b, va: va, vb: vb), matches(cubic), !Self.endsMeet(cubic) { return (cubic, 0) }
        if bakes, endValues == nil, let split = splitAtTurns(from: a, to: b, va: va, vb: vb) {
            keyframes += split.turns
            return (split.first, 0)
        }
        guard bakes else { return (.linear, .infinity) }
        return bake(from: a, to: b, va: va, vb: vb, keyframes: &keyframes)
    }

    /// The channel's tolerance, tightened for scale and rotation so the farthest point of the node
    /// moves less than a quarter of 1e-3 px.
    var bakeTolerance: Double { toleranceShare * channelTolerance }

    private var channelTolerance: Double {
        guard reach > 0 else { return channel.bakeTolerance }
        switch channel {
        case .scale: return min(channel.bakeTolerance, max(2.5e-4 / reach, Self.finestTransformTolerance))
        case .rotate: return min(channel.bakeTolerance, max(2.5e-4 / reach, Self.finestTransformTolerance) * 180 / Double.pi)
        default: return channel.bakeTolerance
        }
    }

    /// The finest a scale (or a rotation, in radians) is baked to, however far the node reaches:
    /// browsers draw through single-precision matrices (Skia's are `float`: 6e-8 of a unit), so a
    /// finer scale shows nothing more, and a spring baked finer runs every bake to its limits.
    static let finestTransformTolerance = 1e-7

    /// A channel error in px at the farthest point (scale, rotation), else in the channel's units.
    func displacement(_ error: Double) -> Double {
        switch channel {
        case .scale: return error * reach
        case .rotate: return error * Double.pi / 180 * reach
        default: return error
        }
    }

    private func leadComponent(_ va: [Double], _ vb: [Double]) -> Int? {
        var best: Int?
        var size = 1e-9
        for j in va.indices where abs(vb[j] - va[j]) > size { best = j; size = abs(vb[j] - va[j]) }
        return best
    }

    /// CSS `linear()` points shared by every component when the components move in proportion;
    /// else dense keyframes. Dense points first (an interval halved while the straight line misses
    /// the runtime at its quarter points by more than an eighth of the tolerance), then `PolylineFit`
    /// keeps the fewest within ¾ of it (½, then ¼ while the measure fails), shared points rounded for
    /// short text (see `CSSLinearFit`); measured against the runtime at eight times per dense interval.
    private mutating func bake(from a: Double, to b: Double, va: [Double], vb: [Double],
                               keyframes: inout [CSSKeyframe]) -> (CSSEasing, Double) {
        let tolerance = bakeTolerance
        let lead = leadComponent(va, vb)
        // How far `exact` lies from the value predicted at x between two nodes (x0, v0) and (x1, v1):
        // straight between them, or with `shared` along the line from `va` to `vb` by the lead's
        // progress. Builds no array: it runs for every sample the halving, the fit and the measuring
        // look at.
        func missOfPrediction(_ exact: [Double], _ x: Double, _ x0: Double, _ v0: [Double], _ x1: Double, _ v1: [Double],
                              shared: Bool) -> Double {
            let f = x1 > x0 ? (x - x0) / (x1 - x0) : 0
            var worst = 0.0
            if shared, let lead {
                let g0 = (v0[lead] - va[lead]) / (vb[lead] - va[lead]), g1 = (v1[lead] - va[lead]) / (vb[lead] - va[lead])
                let g = g0 + (g1 - g0) * f
                for j in exact.indices { worst = max(worst, abs(exact[j] - (va[j] + (vb[j] - va[j]) * g))) }
            } else {
                for j in exact.indices { worst = max(worst, abs(exact[j] - (v0[j] + (v1[j] - v0[j]) * f))) }
            }
            return worst
        }
        for shared in lead == nil ? [false] : [true, false] {
            // The runtime at the quarter points of each interval the halving keeps, in order (it
            // finishes intervals left to right): the measuring below needs the same times (2, 4 and 6
            // eighths of each dense interval, the same arithmetic), and the halving's next middle is
            // the quarter point at one half it has just sampled.
            var quarters: [(x0: Double, x1: Double, values: [[Double]])] = []
            var middle: (x: Double, value: [Double])?
            let limit = budget?.limit(PolylineFit.denseLimit) ?? PolylineFit.denseLimit
            let dense = PolylineFit.halved(from: (0, va), to: (1, vb), limit: limit, value: { x in
                if let middle, middle.x == x { return middle.value }
                return value(at: a + (b - a) * x)
            }) { n0, n1 in
                var worst = 0.0
                var values: [[Double]] = []
                values.reserveCapacity(3)
                for q in [0.25, 0.5, 0.75] {
                    let x = n0.x + (n1.x - n0.x) * q
                    let exact = value(at: a + (b - a) * x)
                    values.append(exact)
                    if q == 0.5 { middle = (x, exact) }
                    worst = max(worst, missOfPrediction(exact, x, n0.x, n0.y, n1.x, n1.y, shared: shared))
                }
                let splits = worst > tolerance / 8
                if !splits { quarters.append((n0.x, n1.x, values)) }
                return splits
            }
            let nodes = dense.points.map { (x: $0.x, v: $0.y) }
            let converged = dense.converged
            budget?.spend(nodes.count)
            // Shared points serve only when the dense ones converged: else they are not measured.
            if shared, !converged { continue }
            let samples = fitSamples(nodes, va: va, vb: vb, lead: shared ? lead : nil)
            // The runtime at the eight measuring times of each dense interval, sampled when first
            // needed and kept for the next share (the first of the eight is the node itself).
            var measured = [[Double]?](repeating: nil, count: 8 * nodes.count)
            for (i, node) in nodes.enumerated() { measured[8 * i] = node.v }
            var next = 0
            for (i, (n0, n1)) in zip(nodes, nodes.dropFirst()).enumerated() {
                while next < quarters.count, quarters[next].x0 < n0.x { next += 1 }
                guard next < quarters.count, quarters[next].x0 == n0.x, quarters[next].x1 == n1.x else { continue }
                for (k, value) in zip([2, 4, 6], quarters[next].values) { measured[8 * i + k] = value }
            }
            var kept = nodes
            var largest = Double.infinity
            for share in PolylineFit.shares where !(largest <= tolerance) {
                // Only the last share's error is told (and a shared fit is used only within the
                // tolerance): for the others, measuring stops at the first time past the tolerance.
                let exactError = !shared && share == PolylineFit.shares.last
                kept = PolylineFit.kept(samples, tolerance: tolerance * share) { i, j, k in
                    missOfPrediction(nodes[k].v, nodes[k].x, nodes[i].x, nodes[i].v, nodes[j].x, nodes[j].v, shared: shared)
                }.map { nodes[$0] }
                if shared, let lead {
                    // Rounded as written: x to a millionth, the lead's progress to a sixteenth of the
                    // tolerance over the distance travelled.
                    let span = abs(vb[lead] - va[lead])
                    for k in kept.indices.dropFirst().dropLast() {
                        let x = PolylineFit.rounded(kept[k].x, quantum: 1e-6)
                        let g = PolylineFit.rounded((kept[k].v[lead] - va[lead]) / (vb[lead] - va[lead]), quantum: tolerance / 16 / span)
                        kept[k] = (x, va.indices.map { va[$0] + (vb[$0] - va[$0]) * g })
                    }
                }
                largest = 0
                var segment = 1
                measuring: for (i, (n0, n1)) in zip(nodes, nodes.dropFirst()).enumerated() {
                    for k in 0..<8 {
                        let x = n0.x + (n1.x - n0.x) * Double(k) / 8
                        while segment < kept.count - 1, kept[segment].x < x { segment += 1 }
                        let k0 = kept[segment - 1], k1 = kept[segment]
                        let exact = measured[8 * i + k] ?? value(at: a + (b - a) * x)
                        measured[8 * i + k] = exact
                        largest = max(largest, missOfPrediction(exact, x, k0.x, k0.v, k1.x, k1.v, shared: shared))
                        if !exactError, largest > tolerance { break measuring }
                    }
                }
            }
            if shared, !(converged && largest <= tolerance) { continue }
            if shared, let lead, !Self.sharedProgressHolds(kept.map { ($0.v[lead] - va[lead]) / (vb[lead] - va[lead]) }, va: va, vb: vb,
                                                           tolerance: tolerance) { continue }
            if !shared, !converged, nodes.count >= limit, !(largest <= tolerance) { bakeRanOut = true }
            if shared, let lead {
                let points = kept.map { (x: $0.x, y: ($0.v[lead] - va[lead]) / (vb[lead] - va[lead])) }
                return (.points(points), max(largest, 1e-15))
            }
            for node in kept.dropFirst().dropLast() {
                keyframes.append(CSSKeyframe(time: a + (b - a) * node.x, values: node.v, easing: .linear))
            }
            return (.linear, max(largest, 1e-15))
        }
        return (.linear, .infinity)
    }

    /// True when a shared `linear()` fit plays as measured in a browser: Chromium keeps a keyframe's
    /// lengths as 32-bit floats, so the piece's values are `va + (vb − va) · g` with `va` and `vb` off by
    /// up to half a float step each, an error a progress `g` past 0…1 multiplies. Where a piece moves far from the
    /// line between ends that (nearly) agree — a spline overshooting between two equal keys under an eased
    /// group, `backends.md` finding 70 — `g` runs to millions and the page showed the ends' value
    /// throughout; such a piece takes dense keyframes, which carry the values themselves.
    static func sharedProgressHolds(_ progress: [Double], va: [Double], vb: [Double], tolerance: Double) -> Bool {
        // Within 0…1 the error is the ends' own rounding, which any keyframe carries; past them the
        // progress multiplies it.
        let beyond = progress.reduce(0) { max($0, abs($1) - 1, -$1) }
        let halfStep = 0x1p-24
        for j in va.indices where 2 * beyond * halfStep * max(abs(va[j]), abs(vb[j])) > tolerance / 8 { return false }
        return true
    }

    /// The dense nodes as `PolylineFit` samples: each node's values; where the components move in
    /// proportion (`lead`), pieces run along the line from `va` to `vb`, through each node's point on
    /// it (its progress on the lead component) and near its values.
    private func fitSamples(_ nodes: [(x: Double, v: [Double])], va: [Double], vb: [Double], lead: Int?) -> PolylineFit.Samples {
        let d = va.count
        var targets: [Double] = []
        targets.reserveCapacity(nodes.count * d)
        for node in nodes { targets += node.v }
        guard let lead else { return PolylineFit.Samples(x: nodes.map(\.x), values: targets, dimension: d) }
        var knots: [Double] = []
        knots.reserveCapacity(nodes.count * d)
        for node in nodes {
            let g = (node.v[lead] - va[lead]) / (vb[lead] - va[lead])
            for j in 0..<d { knots.append(va[j] + (vb[j] - va[j]) * g) }
        }
        return PolylineFit.Samples(x: nodes.map(\.x), knots: knots, targets: targets, dimension: d)
    }

    /// A discrete channel (visibility): the value at every breakpoint, and the value just after it
    /// when the piece that follows differs (a crossing where the runtime still shows the old value).
    private mutating func steps(_ points: [Double]) -> CSSChannelCurve {
        var keyframes: [CSSKeyframe] = []
        for (i, t) in points.enumerated() {
            let at = value(at: t)
            keyframes.append(CSSKeyframe(time: t, values: at, easing: .stepEnd))
            if i + 1 < points.count {
                let inside = value(at: (t + points[i + 1]) / 2)
                if inside != at { keyframes.append(CSSKeyframe(time: t + Self.jumpWidth / 10, values: inside, easing: .stepEnd)) }
            }
        }
        return CSSChannelCurve(keyframes: merged(keyframes), isBaked: false, largestError: 0)
    }

    /// Drops keyframes that repeat their neighbours on a flat stretch.
    private func merged(_ keyframes: [CSSKeyframe]) -> [CSSKeyframe] {
        var out: [CSSKeyframe] = []
        for (i, k) in keyframes.enumerated() {
            if let last = out.last, i + 1 < keyframes.count, last.values == k.values, keyframes[i + 1].values == k.values,
               k.easing == .linear || k.easing == .stepEnd, last.easing == .linear || last.easing == .stepEnd {
                continue
            }
            out.append(k)
        }
        return out
    }

    private func close(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
