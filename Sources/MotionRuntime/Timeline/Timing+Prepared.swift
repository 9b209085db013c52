/// A timing with what `progress(at:)` works out from it alone worked out once (the cycle, where the
/// active interval ends, the phase held after it), for sampling: `progress(at:)` gives what
/// `MotionTiming.progress(at:)` gives, to the bit, with a subtraction, a few comparisons and, within
/// the first pass, one division.
struct PreparedTiming: Hashable, Sendable {
    let timing: MotionTiming
    /// `timing.cycleDuration`.
    private let cycle: Double
    /// Local times from here on are at the end of the active interval (`activeDuration` less the
    /// boundary tolerance, as `MotionTiming.progress(at:)` compares).
    private let endOfActive: Double
    /// What shows from the end on: the end of the last pass when it fills forwards, else nothing.
    private let afterEnd: MotionTiming.Phase?
    /// In the first pass the progress is local time over the cycle (no autoreverse).
    private let firstPassIsRatio: Bool
    private let fillsBackwards: Bool
    /// A duration that is not positive: every time goes to `MotionTiming.progress(at:)`.
    private let degenerate: Bool

    init(_ timing: MotionTiming) {
        self.timing = timing
        cycle = timing.cycleDuration
        let active = timing.activeDuration
        endOfActive = active - MotionTiming.boundaryTolerance
        afterEnd = timing.fill.fillsForwards ? timing.passPhase(atEnd: active) : nil
        firstPassIsRatio = !timing.autoreverses
        fillsBackwards = timing.fill.fillsBackwards
        degenerate = !(timing.duration > 0)
    }

    /// Equal when the timings are: everything else is worked out from the timing (and compared
    /// field by field a loop's would never equal itself: the phase after an endless interval is NaN).
    static func == (a: PreparedTiming, b: PreparedTiming) -> Bool { a.timing == b.timing }

    func hash(into hasher: inout Hasher) { hasher.combine(timing) }

    /// `timing.progress(at: parentTime, timeRunsBack: timeRunsBack)`.
    @inline(__always)
    func progress(at parentTime: Double, timeRunsBack: Bool = false) -> MotionTiming.Phase? {
        if degenerate || timeRunsBack { return timing.progressOutOfLine(at: parentTime, timeRunsBack: timeRunsBack) }
        var local = parentTime - timing.begin
        if abs(local) <= MotionTiming.boundaryTolerance { local = 0 }
        if local < 0 { return fillsBackwards ? MotionTiming.Phase(progress: 0, before: true, direction: .still) : nil }
        if local >= endOfActive { return afterEnd }
        let ratio = local / cycle
        if ratio < 1, firstPassIsRatio, cycle - local > MotionTiming.boundaryTolerance {
            return MotionTiming.Phase(progress: ratio, before: false, direction: .forwards)
        }
        return timing.passPhase(local)
    }

    /// The local time at `parentTime` when it falls within the first pass of a timing that does not
    /// autoreverse (where the progress is that time over the duration), else nil. A linear group
    /// passes it on to its children as it is: progress × duration would give it back only to a
    /// rounding, for a division and a multiplication on every sample.
    @inline(__always)
    func firstPassTime(at parentTime: Double, timeRunsBack: Bool) -> Double? {
        timeRunsBack ? nil : firstPass.time(at: parentTime)
    }

    /// Where this timing's first pass runs, in plain numbers (for a sampling loop to keep by group).
    var firstPass: FirstPass {
        FirstPass(begin: timing.begin, endOfActive: endOfActive, cycle: cycle, applies: firstPassIsRatio && !degenerate)
    }

    /// The first pass of a timing: from its begin until the end of its active interval or of its
    /// first cycle, whichever comes first (each less the boundary tolerance).
    struct FirstPass: Hashable, Sendable {
        let begin: Double, endOfActive: Double, cycle: Double
        /// False when no time is in a first pass so taken: an autoreversing or degenerate timing (or one
        /// its user leaves out).
        var applies: Bool

        /// The local time at `parentTime` (a time that runs on) when it falls within the pass.
        @inline(__always)
        func time(at parentTime: Double) -> Double? {
            guard applies else { return nil }
            var local = parentTime - begin
            if abs(local) <= MotionTiming.boundaryTolerance { local = 0 }
            guard local >= 0, local < endOfActive, cycle - local > MotionTiming.boundaryTolerance else { return nil }
            return local
        }
    }
}

extension MotionTiming {
    /// `progress(at:timeRunsBack:)`, not inlined: the rare case of `PreparedTiming.progress` (a
    /// degenerate duration, a time that runs back), kept out of it so that it stays small enough to
    /// be inlined into sampling.
    @inline(never)
    func progressOutOfLine(at parentTime: Double, timeRunsBack: Bool) -> Phase? {
        progress(at: parentTime, timeRunsBack: timeRunsBack)
    }
}
