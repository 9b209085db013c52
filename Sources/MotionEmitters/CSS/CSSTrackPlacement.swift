import MotionDiagnostics
import MotionRuntime

/// Where a track sits in the transition's time: its begin and end in seconds from the start
/// (group begins added, clipped by its groups), and whether its progress is a straight function
/// of that time (every enclosing group linear, nothing repeating or reversing), so its key times
/// and segment curves are breakpoints and exact curves of the page's keyframes.
struct CSSTrackPlacement: Hashable, Sendable {
    var begin: Double
    var duration: Double
    var end: Double
    var isStraight: Bool
    /// True when every enclosing group is linear, repeats at most once and does not reverse: the track's
    /// own passes (repeats, and the way back of an autoreverse) then each run straight in the transition's
    /// time, `duration` long, one after another from `begin` (`CSSRestartPaced`).
    var groupsStraight: Bool
    /// Transition times where the track's value may bend or jump: begin, end, key times of each pass.
    var breakpoints: [Double]
    /// The track's parent group when it is the one group around the track whose time is not straight, and
    /// its curve reaches each share of its time once (`CSSEasedParent`); nil otherwise.
    var easedParent: CSSEasedParent? = nil

    /// One per track of `root`, in tree order: index for index with `MotionTimeline(root:).tracks`.
    static func placements(of root: MotionTrackGroup, tracks: [MotionTrack]) -> [CSSTrackPlacement] {
        var out: [CSSTrackPlacement] = []
        root.forEachTrack { _, groups in
            let index = out.count
            guard index < tracks.count else { return }
            out.append(placement(of: tracks[index], in: groups))
        }
        return out
    }

    /// `track` (the retargeted copy: its key times are the ones that play) inside `groups`,
    /// outermost first: begins add up, each group clips at its end.
    private static func placement(of track: MotionTrack, in groups: [MotionTrackGroup]) -> CSSTrackPlacement {
        var start = 0.0, end = Double.infinity, groupStraight = true
        // Every enclosing group's begin and end, wherever the track's own end lies: a group without a
        // backwards fill shows the base before its begin, one without a forwards fill from its end on
        // (a track that ended earlier and holds its last value jumps back to the base there).
        var groupEdges: [Double] = []
        for group in groups {
            start += group.timing.begin
            end = min(end, start + group.timing.activeDuration)
            groupEdges += [start, end]
            groupStraight = groupStraight && group.timingFunction == .linear && group.timing.repeatCount <= 1
                && !group.timing.autoreverses
        }
        let begin = start + track.timing.begin
        let trackEnd = min(end, begin + track.timing.activeDuration)
        let timing = track.timing
        let trackStraight = groupStraight && timing.repeatCount <= 1 && !timing.autoreverses && timing.duration > 0
        var placement = CSSTrackPlacement(begin: begin, duration: timing.duration, end: trackEnd, isStraight: trackStraight,
                                          groupsStraight: groupStraight,
                                          breakpoints: CSSGroupTimes.breakpoints(of: track, in: groups, edges: stepEdges(track.keyframes))
                                              + groupEdges.filter(\.isFinite))
        placement.easedParent = CSSEasedParent(groups, begin: start)
        return placement
    }

    /// The curve of a track under an eased parent (a transition's header easing, or a group's) between
    /// transition times `a` and `b`: played once and forwards on a linear or paced segment, the track's
    /// value is affine in its group's local time, which follows the group's curve; the piece of that
    /// curve between the shares of the group's time `a` and `b` reach is then the exact easing, itself a
    /// cubic Bézier (nil where CSS cannot say it: an x control point outside 0…1). A track on a curved
    /// segment of its own (a curve of a curve) has none.
    private func curve(of track: MotionTrack, under parent: CSSEasedParent, from a: Double, to b: Double) -> CSSEasing? {
        let timing = track.timing
        guard timing.repeatCount <= 1, !timing.autoreverses, timing.duration > 0, parent.duration > 0 else { return nil }
        let xa = (a - parent.begin) / parent.duration, xb = (b - parent.begin) / parent.duration
        guard xa >= -1e-12, xb <= 1 + 1e-12, xb > xa else { return nil }
        let sa = max(0, xa), sb = min(1, xb)
        // The track's progress at either end: the group's local time less the track's own begin in it.
        let localBegin = begin - parent.begin
        let pa = (parent.duration * parent.curve.value(at: sa) - localBegin) / timing.duration
        let pb = (parent.duration * parent.curve.value(at: sb) - localBegin) / timing.duration
        guard pa >= -1e-9, pb <= 1 + 1e-9, pb > pa else { return nil }
        let keys = track.keyframes.keyTimes
        guard keys.count >= 2 else { return nil }
        let i = track.keyframes.segment(containing: (pa + pb) / 2)
        guard keys[i + 1] > keys[i], pa >= keys[i] - 1e-9, pb <= keys[i + 1] + 1e-9 else { return nil }
        switch track.keyframes.mode {
        case .paced: break
        case .discrete, .cubic: return nil
        case .linear: guard track.keyframes.timingFunction(segment: i) == .linear else { return nil }
        }
        return CSSEasing.piece(of: parent.curve, from: sa, to: sb)
    }

    /// The key times, and inside every `steps(n)` segment its n − 1 inner jumps: each jump is then a
    /// breakpoint, written as a jump of its own (see `CSSChannelFit.fit`) rather than left to CSS's
    /// `steps()`, whose inner edges Chromium places by its rounded clock.
    private static func stepEdges(_ keyframes: MotionKeyframes<MotionValue>) -> [Double] {
        let keys = keyframes.keyTimes
        var out = keys
        guard keyframes.mode == .linear || keyframes.mode == .cubic else { return out }
        for i in 0..<max(0, keys.count - 1) {
            guard case .steps(let steps) = keyframes.timingFunction(segment: i), steps.count > 1 else { continue }
            for k in 1..<min(steps.count, 10_000) {
                out.append(keys[i] + (keys[i + 1] - keys[i]) * Double(k) / Double(steps.count))
            }
        }
        return out
    }

    /// The curve a straight track follows between transition times `a` and `b` (inside one of its
    /// segments), renormalised: the exact candidate for a keyframe segment. Nil when there is none.
    func curve(of track: MotionTrack, from a: Double, to b: Double) -> CSSEasing? {
        if !isStraight, let easedParent { return curve(of: track, under: easedParent, from: a, to: b) }
        guard isStraight, duration > 0, a >= begin - 1e-12, b <= end + 1e-12 else { return nil }
        let keys = track.keyframes.keyTimes
        guard keys.count >= 2 else { return nil }
        let pa = (a - begin) / duration, pb = (b - begin) / duration
        let i = track.keyframes.segment(containing: (pa + pb) / 2)
        let span = keys[i + 1] - keys[i]
        guard span > 0 else { return nil }
        let ua = max(0, min(1, (pa - keys[i]) / span)), ub = max(0, min(1, (pb - keys[i]) / span))
        guard ub > ua else { return nil }
        switch track.keyframes.mode {
        case .paced: return .linear
        case .discrete, .cubic: return nil
        case .linear: break
        }
        switch track.keyframes.timingFunction(segment: i) {
        case .linear: return .linear
        case .cubicBezier(let curve): return CSSEasing.piece(of: curve, from: ua, to: ub)
        // Over the whole segment, or all but its last microsecond (its final jump is a ramp): the
        // inner edges then come at most a microsecond early, never late.
        case .steps(let steps): return ua == 0 && (ub - 1) * span * duration >= -2 * CSSChannelFit.jumpWidth ? .steps(steps) : nil
        case .spring: return nil
        }
    }
}
