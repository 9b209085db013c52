import MotionCompiler
import MotionRuntime

/// A channel whose motion over a transition depends on the value it starts from, written so the
/// script can play it from any start. The runtime plays a transition from the presented frame: a
/// `current` keyframe takes the start value, and before a track begins (or after it ends) without a
/// fill the property shows it. Either way each of the channel's numbers is affine in its start value:
/// v(t) = c(t) + w(t)·start. The stylesheet's animation is the motion from the source state at rest;
/// when the state changes while the channel shows another value (an interrupt), the script reads that
/// value and plays the same keyframes with `constant + weight · start` as their values.
struct CSSRestart {
    struct Keyframe {
        /// Fraction of the transition's duration.
        var offset: Double
        var constant: [Double]
        var weight: [Double]
        var easing: CSSEasing
        /// A piece whose `cubic-bezier` depends on the start (`CSSRestartCubic`); nil: `easing` serves every start.
        var cubic: CSSRestartCubic? = nil
        /// A keyframe whose time depends on the start (`CSSRestartPaced`); nil: `offset` serves every start.
        var paced: CSSRestartPaced? = nil
        /// A piece that follows an eased group's curve to the next keyframe, either of them placed from the
        /// start (`CSSRestartPaced.followsGroup`): its easing is the curve's piece between the two offsets.
        var group: CSSRestartGroupPiece? = nil

        /// Number `j`'s easing over the piece from `start`, whose values here and at the `next` keyframe are
        /// `from` and `to` (a cubic of several numbers has one per number: `CSSRestartCubic+Numbers`).
        func easing(from: [Double], to: [Double], start: [Double], number j: Int = 0) -> CSSEasing {
            guard let cubic, j < from.count, j < to.count, j < start.count, 2 * j + 1 < cubic.constant.count else { return easing }
            return cubic.easing(from: from[j], to: to[j], start: start[j], number: j)
        }
    }

    var from: String
    var to: String
    /// The element id the channel is written on.
    var element: String
    /// How the script reads the channel on screen and writes it (`CSSRestart.kind`).
    var kind: String
    var duration: Double
    /// The animation's `fill`, as the stylesheet's: `both` unless it ends on the state's own value or
    /// the state loops (from the instant of rest the loop plays over the state's frame).
    var fill: String
    /// The channel's start in the stylesheet's animation (the source state at rest): a start read
    /// within reading precision of it plays the stylesheet's animation, which is exact.
    var restStart: [Double]
    var keyframes: [Keyframe]

    /// The script's name for how a channel is read and written; nil for channels it cannot restart
    /// (a trim's visibility is a step, and morphing paths are not affine in their start). A trim's dash
    /// (a closed path's, or a dashed stroke's mask) is clamped at no dash: the proof from far starts
    /// keeps a restart only where the clamp does not bend it. A
    /// gradient's stops are the custom properties of its element (`CSSGradients`), read and written
    /// all at once; a stop kind is the channel's name, as its animations' names end.
    static func kind(_ channel: CSSChannel) -> String? {
        switch channel {
        case .opacity: return "opacity"
        case .translate: return "translate"
        case .rotate: return "rotate"
        case .scale: return "scale"
        case .rotateOrigin, .scaleOrigin: return "origin"
        case .fillRGB: return "fill"
        case .strokeRGB: return "stroke"
        case .fillAlpha: return "fill-opacity"
        case .strokeAlpha: return "stroke-opacity"
        case .strokeWidth: return "stroke-width"
        case .dashPhase, .dashOffset, .trimmedDashPhase: return "stroke-dashoffset"
        case .dashArray: return "stroke-dasharray"
        case .trimStart, .trimEnd, .trimOffset, .lineWidth: return channel.customProperty
        case .visibility, .fillPath, .strokePath: return nil
        case .fillStopRGB, .fillStopAlpha, .strokeStopRGB, .strokeStopAlpha: return Identifiers.kebabCase(channel.rawValue)
        case .trimMaskWidth, .trimMaskPath, .fillGradientGeometry, .strokeGradientGeometry: return nil
        }
    }
}

/// Finds whether a channel's motion depends on its start and, when it does, its affine keyframes:
/// the channel fitted from two starts on either side of every state's value, paired keyframe by
/// keyframe (the same times and easings), then proven against the runtime from the source state and
/// from a start beyond the pair.
struct CSSRestartFit {
    enum Outcome {
        /// The motion is the same from any start: the stylesheet's animation serves every start.
        case independent
        /// It depends on the start and the script can play it from any.
        case restart(CSSRestart)
        /// It depends on the start, but not affinely with shared easings (paced keys, clamps, paths).
        case unsupported
    }

    let channel: CSSChannel
    let node: Int
    let entry: CSSEntry
    let wraps: Bool
    let reach: Double
    /// Every state's frame: how far a start can lie from the source state's.
    let states: [MotionFrame]
    /// The lowest and highest numbers the ways into the source state show on the fit's node: an
    /// interrupt can present any of their frames (`presentedStarts`).
    var presented = CSSPresentedValues()
    /// True when `entry.playback` is the node's own part of the transition (`CSSRestartFit.ofNode`):
    /// each start is then played on it, at a cost that does not grow with the control.
    var playsOwnNode = false
    /// The control's budget of baked points, shared with every fit from another start.
    var budget: CSSBakeBudget?
    /// True when the node's path is the same in every frame (`LoweredControl.morphingNodes`): a channel
    /// that reads it (`CSSChannel.trimmedDashPhase`) is then restarted from its other properties.
    var pathIsFixed = false
    /// Fits already made of the same content, shared with the stylesheet's (`CSSChannelFitMemo`).
    var memo: CSSChannelFitMemo?
    /// Where the node's own tracks sit, when every start plays the same tracks (`ofNode`).
    var ownPlacements: [CSSTrackPlacement]?
    /// True where the stylesheet's fit from rest cuts its colour at the bounds (`CSSChannelFit.cutsColourAtBounds`):
    /// every fit from another start cuts too, and a replay is measured as Chromium plays it against what the
    /// runtime draws, each keyframe's colour clamped before it interpolates and the runtime's after.
    var cutsColourAtBounds = false

    /// `rest`: the destination state's value of the channel. `fromRest`: the channel's fit from the
    /// source state and its curve, when the stylesheet has them (the pair is then that and one other
    /// start, so one fit more rather than two).
    func outcome(element: String, rest: [Double], fromRest: (fit: CSSChannelFit, curve: CSSChannelCurve)? = nil) -> Outcome {
        let source = entry.playback.base
        guard node < source.nodeCount, let offsets = startOffsets(source) else { return .unsupported }
        let high = shifted(source, by: offsets, 1)
        let lowFactor = fromRest == nil ? -1.0 : 0
        let low = shifted(source, by: offsets, lowFactor)
        var fitHigh = fit(from: high)
        var fitLow = fromRest?.fit ?? fit(from: low)
        guard dependsOnStart(&fitHigh, &fitLow) else { return .independent }
        guard let kind = CSSRestart.kind(channel) else { return .unsupported }
        let curveLow = fromRest?.curve ?? fitLow.fit()
        let startHigh = channel.values(high, node: node, wraps: wraps), startLow = channel.values(low, node: node, wraps: wraps)
        var pair = CSSRestartPair(startHigh: startHigh, startLow: startLow)
        pair.pacedKnots = (pacedKnots(from: high), pacedKnots(from: low))
        pair.pacedSampled = (pacedSampledTracks(from: high), pacedSampledTracks(from: low))
        // The pair is proven from starts around the states' values and, when a way into the source state
        // shows values beyond them, from the farthest an interrupt can present (`presentedStarts`): a
        // baked piece's error in progress is multiplied by the start's travel. A channel proven only
        // near the states (no bake holds from the far starts) keeps that restart, closer than none.
        let far = presentedStarts(source, offsets: offsets)
        var curveHigh: CSSChannelCurve?
        func search(far: [MotionFrame]) -> [CSSRestart.Keyframe]? {
            // Usually each piece moves on the same easing from any start (a `current` keyframe's share of
            // the start fades on the piece's own curve; before or after a track the start shows as it is):
            // the high start read at the low fit's keyframes then serves, which costs no second fit. The
            // pair is proven from both starts' sides and beyond; else the low start is baked finer, or the
            // high start is fitted as well.
            let tolerance = 2 * fitLow.bakeTolerance
            let readStarts = [1, -1, -2.5, 0.5].filter { $0 != lowFactor }.map { shifted(source, by: offsets, $0) } + far
            if let read = pair.read(curveLow.keyframes, fitted: &fitLow, other: &fitHigh, duration: entry.playback.duration) {
                let worst = worstError(read, starts: readStarts) / tolerance
                if worst <= 1 { return read }
                if worst <= Self.finerBakeLimit {
                    // A baked piece's error in progress is multiplied by the travel: from a start farther
                    // from the destination it grows. The low start baked finer by twice the excess (a bake
                    // keeps its share where it is measured, not at other starts) may serve.
                    var finer = fitLow
                    finer.toleranceShare = 0.5 / worst
                    let curve = finer.fit()
                    if let reread = pair.read(curve.keyframes, fitted: &finer, other: &fitHigh, duration: entry.playback.duration),
                       worstError(reread, starts: readStarts) <= tolerance {
                        return reread
                    }
                }
            }
            if curveHigh == nil { curveHigh = fitHigh.fit() }
            let high = curveHigh?.keyframes ?? []
            let starts = [-1, -2.5, 0.5].map { shifted(source, by: offsets, $0) } + far
            if let found = proven(high, curveLow.keyframes, pair: pair, fitHigh: &fitHigh, fitLow: &fitLow, starts: starts) {
                return found
            }
            // From the source state at rest a track may move in fewer pieces than from another start (a
            // `current` track that ends on the state's value holds still from it, but not from the frame a
            // loop or an interrupt shows): the pair is then a start below the state's and the high one.
            guard lowFactor == 0 else { return nil }
            let below = shifted(source, by: offsets, -1)
            var fitBelow = fit(from: below)
            let curveBelow = fitBelow.fit()
            var pairBelow = CSSRestartPair(startHigh: startHigh, startLow: channel.values(below, node: node, wraps: wraps))
            pairBelow.pacedKnots = (pair.pacedKnots.high, pacedKnots(from: below))
            pairBelow.pacedSampled = (pair.pacedSampled.high, pacedSampledTracks(from: below))
            return proven(high, curveBelow.keyframes, pair: pairBelow, fitHigh: &fitHigh, fitLow: &fitBelow,
                          starts: [0, -2.5, 0.5].map { shifted(source, by: offsets, $0) } + far)
        }
        var found = search(far: far)
        // Several numbers on cubics in time of their own shapes: each played apart (`CSSRestartCubic+Numbers`).
        if found == nil, let apart = apart(kind: kind, pair: pair, fitHigh: &fitHigh, fitLow: &fitLow),
           worstError(apart, starts: [1, -1, -2.5, 0.5].map { shifted(source, by: offsets, $0) } + far) <= 2 * fitLow.bakeTolerance {
            found = apart
        }
        if found == nil, !far.isEmpty { found = search(far: []) }
        guard let keyframes = found else { return .unsupported }
        // Ending on the state's own value from any start, the state's rule takes over at the end; into a
        // looping state the loop does, over the state's frame, from that instant on (the instant of rest: a
        // newer animation that held its last keyframe would hide the loop).
        let ends = keyframes.last.map { last in
            last.weight.allSatisfy { $0 == 0 } && zip(last.constant, rest).allSatisfy { abs($0 - $1) <= 1e-6 }
        } ?? false
        return .restart(CSSRestart(from: entry.source.name, to: entry.destination.name, element: element, kind: kind,
                                   duration: entry.playback.duration, fill: ends || entry.destination.loop != nil ? "backwards" : "both",
                                   restStart: channel.values(source, node: node, wraps: wraps), keyframes: keyframes))
    }

    /// The factors of `startOffsets` from the source state whose starts every proof measures (the
    /// pair's and those beyond it): a start between its ends is proven by them.
    static let provenFactors = -2.5...1.0

    /// How far past its tolerance a read may miss and be baked finer: more is a different motion
    /// from the other start (a clamp, another curve), which a finer bake does not mend.
    static let finerBakeLimit = 16.0

    /// The largest difference from the runtime of the keyframes played from each of `starts`. A fit
    /// within its tolerance at two starts is within it between them; beyond them the error of a baked
    /// piece grows with the distance, so the pair is measured there and between too (within twice the
    /// bake's tolerance).
    private func worstError(_ keyframes: [CSSRestart.Keyframe], starts: [MotionFrame]) -> Double {
        var worst = 0.0
        for start in starts {
            var check = fit(from: start)
            worst = max(worst, largestError(keyframes, start: channel.values(start, node: node, wraps: wraps), against: &check))
        }
        return worst
    }

    /// The channel over the transition played from `start` (the transition's `current` values taken from it).
    private func fit(from start: MotionFrame) -> CSSChannelFit {
        if playsOwnNode { return ownNodeFit(from: start) }
        let playback = entry.transition.starting(from: start)
        let placements = CSSTrackPlacement.placements(of: entry.transition.root, tracks: playback.timeline.tracks)
        var fit = CSSChannelFit(channel: channel, node: node, playback: playback, split: NodePlaybacks(playback),
                                placements: placements, wraps: wraps, reach: reach)
        fit.budget = budget
        fit.memo = memo
        fit.cutsColourAtBounds = cutsColourAtBounds
        fit.decidesColourCut = false
        return fit
    }

    /// Per number of each property the channel reads, how far to move the start: half the farthest
    /// any state, or the source state's loop, lies from the source state, and a hundredth of the value
    /// more, so the two starts are neither equal nor likely to meet a keyframe's value. Nil for a path.
    func startOffsets(_ source: MotionFrame) -> [MotionProperty: [Double]]? {
        var out: [MotionProperty: [Double]] = [:]
        let shown = states + Self.loopFrames(entry.source.loop?.loop)
        for property in channel.properties {
            guard let own = Self.numbers(source[property, node]) else {
                // A path no state, way or loop changes is the same from every start (the phase at a
                // dashed trim's start reads its length).
                if property == .path, pathIsFixed { continue }
                return nil
            }
            var spread = own.map { _ in 0.0 }
            for state in shown where node < state.nodeCount {
                guard let other = Self.numbers(state[property, node]), other.count == own.count else { continue }
                for i in own.indices { spread[i] = max(spread[i], abs(other[i] - own[i])) }
            }
            // A clamped trim channel reads several properties as one number (a dash is end − start):
            // moving a property no start can move (the same in every state, loop frame and way in)
            // would pair starts that differ where none can, and the number's motion depends on each
            // property apart.
            if channel.bendsWithTrim, spread.allSatisfy({ $0 == 0 }), isStill(property, at: own) {
                out[property] = own.map { _ in 0 }
                continue
            }
            // A paint's rgb does not read its alpha, but a paced colour's key times count it (`CSSRestartPaced`):
            // an alpha no start can move stays, so the pair's keys share it and the script needs no reading of it.
            let stillAlpha = channel.readsColourWithoutAlpha && own.count == 4 && spread[3] == 0 && isStill(property, at: own, number: 3)
            out[property] = own.indices.map { i in
                if i == 3, stillAlpha { return 0 }
                let offset = 1.0137 * (0.5 * spread[i] + 0.01 * (1 + abs(own[i])))
                // A clamped trim end moves into its range first: past the bound it reads as the bound.
                return clampsTrimEnd(property) && own[i] + offset > 1 ? -offset : offset
            }
        }
        return out
    }

    /// True when no way into the source state shows `property` other than `own` (its number `number`
    /// alone, when given).
    private func isStill(_ property: MotionProperty, at own: [Double], number: Int? = nil) -> Bool {
        guard let shown = presented.ranges[property], shown.lowest.count == own.count, shown.highest.count == own.count else { return true }
        return own.indices.allSatisfy { i in
            guard number == nil || number == i else { return true }
            let low = shown.lowest[i], high = shown.highest[i]
            return (!low.isFinite || low >= own[i]) && (!high.isFinite || high <= own[i])
        }
    }

    /// True when the channel reads `property` clamped to 0…1 (a trim end in a dash array, a dash offset,
    /// the phase at a dashed trim's start: `CSSChannel.trim`). A start past a bound reads as the bound,
    /// so a pair of starts there would read the same numbers twice, and a proof there would measure the
    /// bound again: such a start is shifted within 0…1 (`shiftedNumbers`). What an interrupt can present
    /// past a bound (an overshooting way in) is proven as it is (`presentedStarts`).
    func clampsTrimEnd(_ property: MotionProperty) -> Bool {
        channel.bendsWithTrim && (property == .strokeStart || property == .strokeEnd)
    }

    /// `own` moved `factor` times `delta`, each number clamped to 0…1 where the channel reads `property`
    /// clamped (`clampsTrimEnd`).
    func shiftedNumbers(_ property: MotionProperty, own: [Double], delta: [Double], _ factor: Double) -> [Double] {
        let clamps = clampsTrimEnd(property)
        return zip(own, delta).map { clamps ? CSSChannel.clamp($0 + factor * $1) : $0 + factor * $1 }
    }

    /// What a loop shows over one period, on an even grid and at the end of each pass: leaving the
    /// state mid-loop, the way out starts from one of these (`CSSLoopLeave`).
    static func loopFrames(_ loop: MotionLoop?) -> [MotionFrame] {
        guard let loop, loop.period > 0 else { return [] }
        let steps = 64
        return (0...steps).map { loop.frame(at: loop.period * Double($0) / Double(steps)) } + [loop.frame(at: loop.passDuration)]
    }

    private func shifted(_ frame: MotionFrame, by offsets: [MotionProperty: [Double]], _ factor: Double) -> MotionFrame {
        var out = frame
        for (property, delta) in offsets {
            guard let numbers = Self.numbers(frame[property, node]),
                  let value = Self.value(like: frame[property, node], numbers: shiftedNumbers(property, own: numbers, delta: delta, factor))
            else { continue }
            out[property, node] = value
        }
        return out
    }

    /// A value's numbers a start can move: a gradient's are its stops' colours (the page holds its
    /// stops' positions and points, `CSSGradients`). Nil for a path.
    static func numbers(_ value: MotionValue) -> [Double]? {
        switch value {
        case .scalar(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .gradient(let g): return g.stops.flatMap { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha] }
        case .path: return nil
        }
    }

    static func value(like value: MotionValue, numbers v: [Double]) -> MotionValue? {
        switch value {
        case .scalar: return .scalar(v[0])
        case .point: return .point(MotionPoint(v[0], v[1]))
        case .color: return .color(MotionColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
        case .gradient(var g):
            guard v.count == 4 * g.stops.count else { return nil }
            for k in g.stops.indices {
                g.stops[k].color = MotionColor(red: v[4 * k], green: v[4 * k + 1], blue: v[4 * k + 2], alpha: v[4 * k + 3])
            }
            return .gradient(g)
        case .path: return nil
        }
    }

    /// True when the two starts give different motion somewhere (at the fit's breakpoints or on a grid).
    private func dependsOnStart(_ a: inout CSSChannelFit, _ b: inout CSSChannelFit) -> Bool {
        let duration = entry.playback.duration
        func differ(at t: Double) -> Bool {
            let va = a.value(at: t), vb = b.value(at: t)
            return zip(va, vb).contains(where: { abs($0 - $1) > 1e-12 })
        }
        // The grid first: a motion that depends on its start usually shows it there (at 0 the value is
        // the start), and then no breakpoint (a trim's corners, bisected) need be found.
        if (0...200).contains(where: { differ(at: duration * Double($0) / 200) }) { return true }
        return (a.breakpoints() + b.breakpoints()).contains(where: differ)
    }

    /// Keyframes at the same times from both starts, as constant + weight · start. A piece eased alike
    /// from both keeps its easing; one baked differently (the start's share and the rest move on
    /// different curves) becomes straight keyframes at every point either bake placed, read from the
    /// runtime.
    private func paired(_ high: [CSSKeyframe], _ low: [CSSKeyframe], pair: CSSRestartPair,
                        fitHigh: inout CSSChannelFit, fitLow: inout CSSChannelFit) -> [CSSRestart.Keyframe]? {
        let duration = entry.playback.duration
        var high = high, low = low
        if high.count != low.count {
            high = Self.withoutStillRamps(high)
            low = Self.withoutStillRamps(low)
        }
        guard high.count == low.count, duration > 0 else { return nil }
        var out: [CSSRestart.Keyframe] = []
        for (i, (h, l)) in zip(high, low).enumerated() {
            // A key of a paced `current` track lies elsewhere from each start: the script places it (`CSSRestartPaced`).
            var paced: CSSRestartPaced?
            if abs(h.time - l.time) > 1e-9 {
                paced = CSSRestartPaced.paired(highTime: h.time, lowTime: l.time, duration: duration, high: pair.pacedKnots.high,
                                               low: pair.pacedKnots.low, pair: pair)
                guard paced != nil else { return nil }
            } else if var cut = Self.cut(h, l, fitHigh: &fitHigh, fitLow: &fitLow, duration: duration, pair: pair)
                        ?? sampledCut(at: h.time, pair: pair),
                      let kh = cut.keysLine(from: pair.startHigh), let kl = cut.keysLine(from: pair.startLow),
                      kh.count >= h.values.count, kl.count >= l.values.count, h.values.count == l.values.count {
                // The channel's numbers from the keys' (a colour's rgb from its first three): scale · key + offset,
                // from the two starts.
                // A number both starts' keys give alike there (the last key, which no start moves) is its value.
                cut.unitScale = h.values.indices.map { kh[$0] == kl[$0] && h.values[$0] == l.values[$0] ? 0 : (h.values[$0] - l.values[$0]) / (kh[$0] - kl[$0]) }
                cut.unitOffset = h.values.indices.map { h.values[$0] - cut.unitScale[$0] * kh[$0] }
                guard (cut.unitScale + cut.unitOffset).allSatisfy(\.isFinite) else { return nil }
                paced = cut
            }
            // Inside a paced track under an eased parent the piece follows the group's curve between its ends.
            if i + 1 < high.count,
               let group = CSSRestartPaced.followsGroup(high: (h.time, high[i + 1].time), low: (l.time, low[i + 1].time), pair: pair) {
                guard var k = pair.keyframe(h.time / duration, h.values, l.values, .linear) else { return nil }
                k.paced = paced
                k.group = CSSRestartGroupPiece(group, transition: duration)
                out.append(k)
                continue
            }
            let straight = i + 1 < high.count
                && CSSRestartPaced.runsStraight(high: (h.time, high[i + 1].time), low: (l.time, low[i + 1].time), pair: pair)
            if h.easing == l.easing || i + 1 == high.count || straight {
                guard var k = pair.keyframe(h.time / duration, h.values, l.values, straight ? .linear : h.easing) else { return nil }
                k.paced = paced
                out.append(k)
                continue
            }
            // One cubic in time from each start, its shape depending on the start: the script writes its
            // `cubic-bezier` from the start (`CSSRestartCubic`, a `cubic` track from `current`).
            guard paced == nil else { return nil }
            if let cubic = CSSRestartCubic.paired(high: (h.values, high[i + 1].values, h.easing), low: (l.values, low[i + 1].values, l.easing),
                                                  pair: pair),
               var k = pair.keyframe(h.time / duration, h.values, l.values, h.easing) {
                k.cubic = cubic
                out.append(k)
                continue
            }
            guard let first = pair.keyframe(h.time / duration, h.values, l.values, .linear) else { return nil }
            out.append(first)
            let end = high[i + 1].time
            for x in Self.placed(h.easing, l.easing) {
                let t = h.time + (end - h.time) * x
                guard let k = pair.keyframe(t / duration, fitHigh.value(at: t), fitLow.value(at: t), .linear) else { return nil }
                out.append(k)
            }
        }
        return out
    }

    /// `keyframes` less each inner one within a jump's ramp of a neighbour (`CSSChannelFit.jumpWidth`) whose
    /// values it all but repeats: a fit writes a jump where a breakpoint's two sides differ at all, and from
    /// one start a track that begins moving at once (a paced colour leaving its start) moves by a rounding
    /// over the microsecond where from the other it does not, which would leave the two fits unpaired.
    static func withoutStillRamps(_ keyframes: [CSSKeyframe]) -> [CSSKeyframe] {
        guard keyframes.count > 2 else { return keyframes }
        func alike(_ a: CSSKeyframe, _ b: CSSKeyframe) -> Bool {
            abs(a.time - b.time) <= 3 * CSSChannelFit.jumpWidth && a.values.count == b.values.count
                && zip(a.values, b.values).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
        }
        var out = [keyframes[0]]
        for k in 1..<(keyframes.count - 1) where !(alike(keyframes[k], out[out.count - 1]) || alike(keyframes[k], keyframes[k + 1])) {
            out.append(keyframes[k])
        }
        out.append(keyframes[keyframes.count - 1])
        return out
    }

    /// The cut of a paced track (`CSSRestartPaced.cut`) a fixed keyframe shows: at its time inside a pass, or
    /// held after a cut (both starts' values there are their values at the cut).
    private static func cut(_ h: CSSKeyframe, _ l: CSSKeyframe, fitHigh: inout CSSChannelFit, fitLow: inout CSSChannelFit,
                            duration: Double, pair: CSSRestartPair) -> CSSRestartPaced? {
        let (high, low) = pair.pacedKnots
        if let cut = CSSRestartPaced.cut(time: h.time, duration: duration, high: high, low: low, pair: pair) { return cut }
        guard let end = CSSRestartPaced.cutEnd(before: h.time, high: high), fitHigh.value(at: end) == h.values,
              fitLow.value(at: end) == l.values, var held = CSSRestartPaced.cut(time: end, duration: duration, high: high, low: low, pair: pair)
        else { return nil }
        held.heldAt = h.time / duration
        return held
    }

    /// The two fits paired keyframe by keyframe, when they play within twice the bake's tolerance of
    /// the runtime from each of `starts`.
    private func proven(_ high: [CSSKeyframe], _ low: [CSSKeyframe], pair: CSSRestartPair, fitHigh: inout CSSChannelFit,
                        fitLow: inout CSSChannelFit, starts: [MotionFrame]) -> [CSSRestart.Keyframe]? {
        guard let keyframes = paired(high, low, pair: pair, fitHigh: &fitHigh, fitLow: &fitLow),
              CSSRestartPaced.keepsOrder(keyframes, duration: entry.playback.duration),
              worstError(keyframes, starts: starts) <= 2 * fitHigh.bakeTolerance else { return nil }
        return keyframes
    }

    /// The inner points (0 < x < 1) where either of two easings bends: those of baked `linear()`
    /// points, else 32 even steps.
    private static func placed(_ a: CSSEasing, _ b: CSSEasing) -> [Double] {
        var xs: [Double] = []
        for easing in [a, b] { if case .points(let points) = easing { xs += points.map(\.x) } }
        if xs.isEmpty { xs = (1..<32).map { Double($0) / 32 } }
        var out: [Double] = []
        for x in xs.sorted() where x > 0 && x < 1 && (out.last.map { x - $0 > 1e-9 } ?? true) { out.append(x) }
        return out
    }

    /// The largest difference between the keyframes played from `start` and the runtime, at eight
    /// times inside each segment and at the end. A jump is a ramp over its last microsecond (see
    /// `CSSChannelFit.jumpWidth`), whose keyframes carry the value after it: ramps and keyframe
    /// times are left out.
    private func largestError(_ keyframes: [CSSRestart.Keyframe], start: [Double], against runtime: inout CSSChannelFit) -> Double {
        let duration = entry.playback.duration
        let keyframes = CSSRestart.played(keyframes, from: start)
        func values(_ k: CSSRestart.Keyframe) -> [Double] { k.constant }
        func drawn(_ v: Double) -> Double { cutsColourAtBounds ? (v >= 255 ? 255 : (v > 0 ? v : 0)) : v }
        var largest = 0.0
        for (a, b) in zip(keyframes, keyframes.dropFirst()) {
            let va = values(a), vb = values(b)
            let ta = a.offset * duration, tb = b.offset * duration
            guard tb - ta > 3 * CSSChannelFit.jumpWidth else { continue }
            // One easing for every number, or each its own (`CSSRestartCubic+Numbers`).
            let easings = a.cubic == nil ? [a.easing] : va.indices.map { a.easing(from: va, to: vb, start: start, number: $0) }
            for k in 0..<8 {
                let x = (Double(k) + 0.37) / 8
                let shared = easings.count == 1 ? easings[0].value(at: x) : nil
                let exact = runtime.value(at: ta + (tb - ta) * x)
                for i in exact.indices where i < va.count {
                    let a = drawn(va[i]), b = drawn(vb[i])
                    largest = max(largest, abs(drawn(exact[i]) - (a + (b - a) * (shared ?? easings[i].value(at: x)))))
                }
            }
        }
        if let last = keyframes.last {
            let exact = runtime.value(at: duration), shown = values(last)
            for i in exact.indices where i < shown.count { largest = max(largest, abs(drawn(exact[i]) - drawn(shown[i]))) }
        }
        return largest
    }
}

extension CSSStyleSheet {
    /// True when a CSS animation may give `channel` of `node` its value as the control leaves `state`.
    /// Chromium starts no CSS transition from a value a CSS animation gives (mid-flight, or at rest
    /// where a fill holds a last keyframe), so the way out must not rely on one.
    func animationMayHold(_ channel: CSSChannel, node: Int, state: String) -> Bool {
        statesAnimationMayHold(channel, node: node).contains(state)
    }

    /// The states in which an animation may give `channel` of `node` its value: those whose loop moves
    /// it, and those some way into has a track on it that is no CSS transition. A way in whose track
    /// could be a CSS transition is one only when its own source is not among these states (else it
    /// is written as an animation too), so the set grows until no way in adds a state.
    func statesAnimationMayHold(_ channel: CSSChannel, node: Int) -> Set<String> {
        // The names alone (a filtered copy of the states would copy each state's frames, per channel of every node).
        var holding = Set<String>()
        for state in lowered.states where moved.loopMoves(state.name, channel, node: node) { holding.insert(state.name) }
        var ways: [(from: String, to: String, transition: Bool)] = []
        for prepared in preparedEntries.all(makeEntries) {
            let entry = prepared.entry, tracks = entry.playback.timeline.tracks
            guard node < prepared.split.trackIndices.count else { continue }
            guard prepared.split.trackIndices[node].contains(where: { channel.properties.contains(tracks[$0].property) }) else {
                // No track on it, but the states differ: the way shows the source state's value until it
                // ends, an animation whose last keyframe is off the state, so its fill holds it at rest
                // (`backends.md` finding 55).
                let base = entry.playback.base
                if channel.properties.contains(where: { base[$0, node] != entry.destination.frame[$0, node] }) {
                    ways.append((entry.source.name, entry.destination.name, false))
                }
                continue
            }
            let rest = channel.values(entry.destination.frame, node: node, wraps: elements.wraps[node])
            let transition = CSSRetarget.transition(channel, node: node, entry: entry, placements: prepared.placements, split: prepared.split,
                                                    rest: rest, wraps: elements.wraps[node], progressTolerance: 1e-3) != nil
            ways.append((entry.source.name, entry.destination.name, transition))
        }
        var grew = true
        while grew {
            grew = false
            for way in ways where !holding.contains(way.to) && (!way.transition || holding.contains(way.from)) {
                holding.insert(way.to)
                grew = true
            }
        }
        return holding
    }
}

extension CSSStyleSheet {
    /// True when some transition into `state`, or its loop, moves `channel` of `node`, or a transition
    /// into it comes from a state where the channel differs (a property no track moves shows the source
    /// state's value until the transition is over): only then can the channel show another value than
    /// the state's as the control leaves it.
    func movesInto(_ state: String, _ channel: CSSChannel, node: Int) -> Bool {
        if moved.movesInto(state, channel, node: node) { return true }
        guard let destination = lowered.state(named: state) else { return false }
        return lowered.states.contains { source in
            source.name != state && lowered.transition(from: source.name, to: state) != nil
                && channel.properties.contains { source.frame[$0, node] != destination.frame[$0, node] }
        }
    }
}
