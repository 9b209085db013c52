import MotionRuntime

/// Where a track may bend or jump when its groups repeat or reverse but each passes its time on
/// straight (a linear curve): a time in a group's pass is then met once in each forward pass and once,
/// mirrored, in each reverse pass, so the track's begin, end and key times in its group's time become
/// those transition times. There, above all, the runtime jumps where a reverse pass crosses a track's
/// end or begin or a discrete key (`semantics.md`, a group's time in its children): breakpoints let
/// the page write each such jump as its own ramp instead of baking across it.
extension CSSTrackPlacement {
    /// More breakpoints than this from one track leave the rest to the baking between them.
    static let passBreakpointLimit = 20_000

    /// The transition times where `track` in `groups` (outermost first, every one linear) meets a
    /// boundary of its own: its begin, its passes' boundaries and turns, the end of its active interval
    /// and its key times, each in every pass of every group around it. Empty when a group is eased.
    static func passBreakpoints(of track: MotionTrack, in groups: [MotionTrackGroup], keyTimes: [Double]) -> [Double] {
        guard groups.allSatisfy({ $0.timingFunction == .linear }) else { return [] }
        let timing = track.timing
        var times = [timing.begin, timing.begin + timing.activeDuration]
        times += unrolled(keyTimes.map { $0 * timing.duration }, timing: timing)
        for group in groups.reversed() {
            let duration = group.timing.duration
            guard duration > 0 else { return [] }
            let inside = times.filter { $0 >= 0 && $0 <= duration }
            times = unrolled(inside + [0, duration], timing: group.timing)
            guard times.count <= passBreakpointLimit else { return [] }
        }
        return times
    }

    /// Each of `times` (seconds into a pass) in every pass of `timing`, in its parent's time: forwards,
    /// and mirrored in the reverse half of each cycle; within its active interval (one cycle when it
    /// repeats forever, as the page's copy of a loop plays one period).
    private static func unrolled(_ times: [Double], timing: MotionTiming) -> [Double] {
        guard timing.duration > 0 else { return [] }
        let active = timing.activeDuration
        let covered = active / timing.cycleDuration
        let passes = covered.isFinite ? Int(min(max(covered.rounded(.up), 1), 1000)) : 1
        let end = active.isFinite ? timing.begin + active : timing.begin + timing.cycleDuration
        var out: [Double] = []
        for pass in 0..<passes {
            let cycleStart = timing.begin + Double(pass) * timing.cycleDuration
            for x in times {
                out.append(cycleStart + x)
                if timing.autoreverses { out.append(cycleStart + (2 * timing.duration - x)) }
            }
            if out.count > passBreakpointLimit { break }
        }
        return out.filter { $0 >= timing.begin && $0 <= end }
    }
}
