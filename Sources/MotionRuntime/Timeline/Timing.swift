/// What a track or group shows outside its active interval (`CAMediaTimingFillMode`).
public enum MotionFillMode: Hashable, Sendable {
    /// Removed outside the active interval: the property shows its model value.
    case none
    /// Holds the last value after the end.
    case forwards
    /// Holds the first value before the begin.
    case backwards
    /// Both.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's media timing for one track or group: when it begins (relative to its parent),
/// how long one pass lasts, how often it repeats, whether each pass plays back, and its fill.
public struct MotionTiming: Hashable, Sendable {
    /// Seconds after the parent's start (`beginTime`).
    public var begin: Double
    /// Seconds for one forward pass (`duration`); must be positive.
    public var duration: Double
    /// Passes to play (`repeatCount`): fractional counts stop part-way, `.infinity` never ends.
    /// Zero or less plays once, as in Core Animation.
    public var repeatCount: Double
    /// Each pass plays forward, then backward (`autoreverses`), doubling its length.
    public var autoreverses: Bool
    /// What shows outside the active interval.
    public var fill: MotionFillMode

    public init(begin: Double = 0, duration: Double, repeatCount: Double = 1, autoreverses: Bool = false,
                fill: MotionFillMode = .none) {
        self.begin = begin
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.fill = fill
    }

    /// The length of one cycle: a pass, or a pass and its reverse.
    public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// How long it is active: cycles × repeat count.
    public var activeDuration: Double {
        let count = repeatCount > 0 ? repeatCount : 1
        return cycleDuration * count
    }

    /// The end of the active interval in the parent's time.
    public var end: Double { begin + activeDuration }

    /// A time within this many seconds of a boundary (a begin, the end of the active interval, a
    /// boundary between passes, a key time) is on it. Times reach a track summed from begins, key
    /// fractions and group durations, which can land a rounding before a boundary that is exact in
    /// the spec (0.08 − 0.06 = 0.019999999999999997 for a begin of 0.02); every player shows what
    /// starts at a boundary from its exact time on. Far below a frame or Chromium's microsecond
    /// clock, and ten times below the nanosecond the emitters probe jumps with.
    /// A constant the inlined sampling code folds in (a stored `static let` is read through its
    /// accessor from another module).
    @inlinable public static var boundaryTolerance: Double { 1e-10 }

    /// Where the animation stands at `parentTime`: progress through the current pass (0…1,
    /// already folded back on reverse passes) and whether it is held before its begin, or nil
    /// when it is not in effect (outside the active interval without a fill). `timeRunsBack`: the
    /// parent's time runs back at this instant (see `progress(runningBackAt:)`).
    @inline(__always)
    func progress(at parentTime: Double, timeRunsBack: Bool = false) -> Phase? {
        if timeRunsBack { return progress(runningBackAt: parentTime) }
        var local = parentTime - begin
        if abs(local) <= Self.boundaryTolerance { local = 0 }
        if !(duration > 0) {
            // A degenerate zero-length animation: it has reached its end once it begins.
            if local < 0 { return fill.fillsBackwards ? Phase(progress: 0, before: true, direction: .still) : nil }
            return fill.fillsForwards || local == 0 ? Phase(progress: 1, before: false, direction: .still) : nil
        }
        if local < 0 {
            return fill.fillsBackwards ? Phase(progress: 0, before: true, direction: .still) : nil
        }
        let active = activeDuration
        if local >= active - Self.boundaryTolerance {
            guard fill.fillsForwards else { return nil }
            return passPhase(atEnd: active)
        }
        return passPhase(local)
    }

    /// `progress(at:)` where the parent's time runs back (a reverse pass of its group, or a group
    /// curve that falls): each boundary the time is on is crossed the other way, so the phase shows
    /// the side the time moves into, the one just before it in local time. The begin is left (what
    /// shows before it shows: a begin the time reaches only at one instant is never entered), the end
    /// of the active interval is entered (its last pass's end, not the fill after it), a boundary
    /// between passes is the end of the earlier pass, the turn the end of the forward pass; progress
    /// moves against the pass's own direction, so its jumps take the other side.
    func progress(runningBackAt parentTime: Double) -> Phase? {
        var local = parentTime - begin
        if abs(local) <= Self.boundaryTolerance { local = 0 }
        if !(local > 0) {
            return fill.fillsBackwards ? Phase(progress: 0, before: true, direction: .still) : nil
        }
        let active = activeDuration
        if !(duration > 0) || local > active + Self.boundaryTolerance {
            // After the end the fill holds the end, whichever way the parent's time runs.
            return progress(at: parentTime)
        }
        let side = passPhase(atEnd: min(local, active))
        let reversing = side.before
        return Phase(progress: side.progress, before: !reversing, direction: reversing ? .forwards : .backwards)
    }

    /// The phase in the pass that contains local time `local` (0 ≤ local < active duration).
    func passPhase(_ local: Double) -> Phase {
        let cycle = cycleDuration
        // Most samples fall in the first cycle: there the floor is 0 and needs no call.
        let ratio = local / cycle
        // In the first pass of a track that does not autoreverse, the ratio is the progress
        // (the cycle is the pass): one division, not two. Within the tolerance of the pass's end
        // the next pass has begun, below.
        if ratio < 1, !autoreverses, cycle - local > Self.boundaryTolerance {
            return Phase(progress: ratio, before: false, direction: .forwards)
        }
        let cycles = ratio < 1 ? 0 : ratio.rounded(.down)
        var within = local - cycles * cycle
        // A rounding before the next pass begins is that pass's start.
        if cycle - within <= Self.boundaryTolerance { within = 0 }
        if within < 0 { within = 0 }
        // From the turn on (within the tolerance) the reverse pass has begun, as a next pass has at
        // its boundary.
        let reversing = autoreverses && within >= duration - Self.boundaryTolerance
        if reversing { within = max(cycle - within, 0) }
        return Phase(progress: min(within / duration, 1), before: reversing, direction: reversing ? .backwards : .forwards)
    }

    /// The phase at the very end of the active interval: the end of the last (possibly partial) pass,
    /// held (its `before` says whether that pass was a reverse one).
    func passPhase(atEnd active: Double) -> Phase {
        let cycle = cycleDuration
        // The last cycle is the one that ends at `active`, so an end on a cycle boundary is the
        // end of that cycle (progress 1, or 0 after a reverse pass), not the start of the next;
        // and so is an end a rounding past one (0.2 s × 3 = 0.6000000000000001 s).
        let ratio = active / cycle
        let whole = ratio.rounded()
        var within: Double
        if whole >= 1, abs(active - whole * cycle) <= Self.boundaryTolerance {
            within = cycle
        } else {
            within = active - ratio.rounded(.down) * cycle
        }
        // An end on the turn (within the tolerance) ends the forward pass: no reverse pass has begun.
        let reversing = autoreverses && within > duration + Self.boundaryTolerance
        if autoreverses, within >= duration { within = cycle - within }
        return Phase(progress: min(max(within / duration, 0), 1), before: reversing, direction: .still)
    }

    struct Phase: Hashable, Sendable {
        var progress: Double
        /// A jump exactly at `progress` shows its lower side (the CSS before flag for steps, and the
        /// earlier of two discrete keys on one key time): while a backwards fill holds the value
        /// before the begin, and in a reverse pass, where progress falls as time runs, so that a
        /// jump shows the value it falls to from its time on, as a forward pass's does.
        var before: Bool
        /// How progress moves as time runs on from here: what a group tells its children.
        var direction: Direction
    }

    /// Which way a pass's progress (or a group's time) moves as the transition's time runs.
    enum Direction: Hashable, Sendable {
        case forwards
        /// A reverse pass, or a forward pass in a parent time that runs back.
        case backwards
        /// Held by a fill before the begin or after the end.
        case still
    }
}
