import MotionRuntime

/// Where a track's own breakpoints (its begin, end, passes and key times) and every enclosing group's
/// edges fall in the transition's time, through any group: one that repeats, autoreverses (its reverse
/// pass meets a child's times again, mirrored) or eases its time (a child's time is reached where the
/// group's curve takes that value, found by bisection; a curve that overshoots may reach it more than
/// once). A breakpoint missed here leaves a jump or a bend inside a piece that the fit bakes, and a bake
/// that samples both sides of a short bump alike does not see it.
enum CSSGroupTimes {
    /// Passes followed per track or group: a repeat beyond them is left to the bake, as are the times
    /// of a tree whose breakpoints pass `pointLimit` at some level.
    static let passLimit = 1000
    static let pointLimit = 20_000
    /// Grid steps on which an eased group's curve is searched for a time before bisecting.
    static let gridSteps = 64

    /// Transition times where `track` inside `groups` (outermost first) may bend or jump.
    static func breakpoints(of track: MotionTrack, in groups: [MotionTrackGroup], edges: [Double]) -> [Double] {
        guard !groups.isEmpty else { return [] }
        // How far each group's local time reaches, outermost first: a repeat forever stops there.
        var horizons: [Double] = []
        var horizon = groups[0].timing.end
        for group in groups {
            horizon = reach(of: group, horizon: horizon - group.timing.begin)
            horizons.append(horizon)
        }
        var points = own(track, edges: edges, horizon: horizons[groups.count - 1])
        for (level, group) in groups.enumerated().reversed() {
            let parentHorizon = level == 0 ? group.timing.end : horizons[level - 1]
            // Past the limit the times found so far are left to the bake; the groups' own edges still count.
            if points.count > pointLimit { points = [] }
            points = parentTimes(points, in: group, horizon: parentHorizon)
        }
        return points
    }

    /// The track's own breakpoints in its group's local time: begin, end, and each pass's key times
    /// (`edges`, fractions of a pass: mirrored in a reverse pass).
    private static func own(_ track: MotionTrack, edges: [Double], horizon: Double) -> [Double] {
        let timing = track.timing
        let end = timing.end
        var out = [timing.begin]
        if end.isFinite { out.append(end) }
        guard timing.duration > 0 else { return out }
        for cycleStart in passStarts(timing, horizon: horizon) {
            for k in edges {
                out.append(cycleStart + k * timing.duration)
                if timing.autoreverses { out.append(cycleStart + (2 - k) * timing.duration) }
            }
        }
        return out.filter { $0 <= end + MotionTiming.boundaryTolerance }
    }

    /// The start of every pass (a cycle, with its way back when it autoreverses) that begins before
    /// `horizon` in the parent's time.
    private static func passStarts(_ timing: MotionTiming, horizon: Double) -> [Double] {
        let covered = min(timing.activeDuration, horizon - timing.begin) / timing.cycleDuration
        let passes = covered.isFinite ? Int(min(max(covered.rounded(.up), 1), Double(passLimit))) : 1
        return (0..<passes).map { timing.begin + Double($0) * timing.cycleDuration }
    }

    /// The latest local time `group`'s children can see when its parent's time runs to `horizon`
    /// (from the group's begin): its duration, or further where its curve overshoots 1.
    private static func reach(of group: MotionTrackGroup, horizon: Double) -> Double {
        let timing = group.timing
        guard timing.duration > 0, horizon > 0 else { return 0 }
        switch group.timingFunction {
        case .linear, .steps: return timing.duration
        case .cubicBezier, .spring:
            let top = curve(of: group.timingFunction, duration: timing.duration).max() ?? 1
            return timing.duration * max(1, top) * (1 + 1e-9)
        }
    }

    /// A group's curve (`function` over `duration` seconds) on `gridSteps` + 1 evenly spaced progresses.
    private static func curve(of function: MotionTimingFunction, duration: Double) -> [Double] {
        (0...gridSteps).map { function.value(at: Double($0) / Double(gridSteps), duration: duration) }
    }

    /// Every progress in 0…1 where a group's curve (`function` over `duration` seconds) takes `value`, as
    /// the breakpoints find them: a time a child reaches inside the group is seen at these progresses.
    static func progresses(of function: MotionTimingFunction, duration: Double, reaching value: Double) -> [Double] {
        inverse(function, duration: duration, grid: curve(of: function, duration: duration), value: value)
    }

    /// `local` (times the group's children see) as times in the group's parent, up to `horizon`, with the
    /// group's own edges: its begin and end, each pass's start and turn, and a `steps` group's jumps (its
    /// children hold still between them, so their own times are only seen at one of those).
    static func parentTimes(_ local: [Double], in group: MotionTrackGroup, horizon: Double) -> [Double] {
        let timing = group.timing
        var out = [timing.begin]
        if timing.end.isFinite { out.append(timing.end) }
        let duration = timing.duration
        guard duration > 0 else { return out }
        let starts = passStarts(timing, horizon: horizon)
        var progresses: [Double] = []
        switch group.timingFunction {
        case .steps(let steps):
            let n = min(max(steps.count, 1), 10_000)
            progresses = (0...n).map { Double($0) / Double(n) }
        case .linear:
            progresses = [0, 1] + local.map { $0 / duration }.filter { $0 >= 0 && $0 <= 1 }
        case .cubicBezier, .spring:
            let grid = curve(of: group.timingFunction, duration: duration)
            progresses = [0, 1]
            for time in local { progresses += inverse(group.timingFunction, duration: duration, grid: grid, value: time / duration) }
        }
        progresses = sortedUnique(progresses)
        for cycleStart in starts {
            for x in progresses {
                out.append(cycleStart + x * duration)
                if timing.autoreverses { out.append(cycleStart + (2 - x) * duration) }
            }
            if out.count > pointLimit { break }
        }
        let last = timing.end + MotionTiming.boundaryTolerance
        return sortedUnique(out.filter { $0 <= last })
    }

    /// Every progress in 0…1 where the group's curve takes `value`: grid points on it, and a bisection
    /// (to rounding) in each grid step where the curve crosses it.
    private static func inverse(_ function: MotionTimingFunction, duration: Double, grid: [Double], value: Double) -> [Double] {
        var out: [Double] = []
        let n = Double(gridSteps)
        for i in grid.indices {
            let here = grid[i] - value
            if abs(here) <= 1e-15 { out.append(Double(i) / n); continue }
            guard i + 1 < grid.count else { continue }
            let next = grid[i + 1] - value
            guard abs(next) > 1e-15, (here < 0) != (next < 0) else { continue }
            var lo = Double(i) / n, hi = Double(i + 1) / n
            for _ in 0..<80 {
                let mid = (lo + hi) / 2
                if mid <= lo || mid >= hi { break }
                let atMid = function.value(at: mid, duration: duration) - value
                if (atMid < 0) == (here < 0) { lo = mid } else { hi = mid }
            }
            out.append(hi)
        }
        return out
    }

    private static func sortedUnique(_ values: [Double]) -> [Double] {
        var out: [Double] = []
        for v in values.sorted() where out.last != v { out.append(v) }
        return out
    }
}
