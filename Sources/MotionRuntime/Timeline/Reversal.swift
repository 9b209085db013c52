/// Playing a timeline backwards in time: the reverse of a transition `A -> B` is the transition
/// `B -> A` whose value at time t is the original's at D − t (D the duration).
///
/// Exact for every curve except springs, which are not symmetric in time (the compiler rejects
/// them), and for whole repeat counts (a fractional or endless count would have to start part-way
/// through a pass). Where the original shows its base frame — its source state — the reverse
/// cannot show that frame, since its own base is the other state: it holds its last value there
/// instead (see `MotionTiming.reversed(within:)`).
extension MotionTimingFunction {
    /// The curve g′(u) = 1 − g(1 − u): a cubic Bézier's control points mirrored through the
    /// centre ((x1, y1, x2, y2) → (1 − x2, 1 − y2, 1 − x1, 1 − y1)), steps with their jump position
    /// mirrored. A spring has no time-mirrored curve and is returned unchanged.
    public var reversed: MotionTimingFunction {
        switch self {
        case .linear, .spring: return self
        case .cubicBezier(let c): return .cubicBezier(MotionCubicBezier(1 - c.x2, 1 - c.y2, 1 - c.x1, 1 - c.y1))
        case .steps(let s): return .steps(s.reversed)
        }
    }
}

extension MotionSteps {
    /// Jumping at the start of each interval mirrors to jumping at its end; jumps at both ends or
    /// at neither are their own mirror.
    public var reversed: MotionSteps {
        switch position {
        case .jumpStart: return MotionSteps(count, .jumpEnd)
        case .jumpEnd: return MotionSteps(count, .jumpStart)
        case .jumpNone, .jumpBoth: return self
        }
    }
}

extension MotionKeyframes {
    /// One pass played backwards: values in reverse order, key times k → 1 − k in reverse order,
    /// segment timing functions in reverse order and each mirrored. Paced key times follow the
    /// reversed distances by themselves; evenly spaced ones are their own mirror.
    public var reversed: MotionKeyframes<V> {
        let n = values.count
        guard n > 1 else { return self }
        var keys: [Double]?
        switch mode {
        case .paced:
            keys = nil
        case .discrete:
            // Value i shows from key time i to key time i + 1, the first from the start and the
            // last to the end, so only the inner key times matter; the reverse is written in Core
            // Animation's n + 1 form.
            keys = givenKeyTimes.map { _ in [0] + keyTimes[1..<n].reversed().map { 1 - $0 } + [1] }
        case .linear, .cubic:
            keys = givenKeyTimes.map { _ in keyTimes.reversed().map { 1 - $0 } }
        }
        var functions: [MotionTimingFunction] = []
        if mode != .paced, let first = timingFunctions.first {
            if timingFunctions.count == 1 {
                functions = [first.reversed]
            } else {
                let segments = n - 1
                functions = (0..<segments).reversed().map { timingFunctions[min($0, timingFunctions.count - 1)].reversed }
            }
        }
        return MotionKeyframes(values.reversed(), mode: mode, keyTimes: keys, timingFunctions: functions)
    }
}

extension MotionTiming {
    /// The timing of the reverse, placed in a parent lasting `parentDuration`: it ends where the
    /// original began, mirrored (begin′ = parentDuration − end). It holds backwards where the
    /// original held forwards (exactly mirrored); and it always holds forwards, because after its
    /// end the original showed its base frame (its source state), which the reverse must end on but
    /// does not have as its base. An endless timing keeps its begin.
    public func reversed(within parentDuration: Double) -> MotionTiming {
        var t = self
        if activeDuration.isFinite { t.begin = parentDuration - end }
        t.fill = fill.fillsForwards ? .both : .forwards
        return t
    }

    /// Every time `factor` times as long.
    func scaled(by factor: Double) -> MotionTiming {
        var t = self
        t.begin *= factor
        t.duration *= factor
        return t
    }
}

extension MotionTrack {
    /// The track played backwards within a group lasting `groupDuration`. An autoreversing pass
    /// (forwards, then backwards) is its own mirror, so its keyframes stay as they are. A track that
    /// started from `current` ends on the placeholder value instead.
    public func reversed(within groupDuration: Double) -> MotionTrack {
        var t = self
        t.timing = timing.reversed(within: groupDuration)
        if !timing.autoreverses { t.keyframes = keyframes.reversed }
        t.startsFromCurrent = false
        return t
    }
}

extension MotionTrackGroup {
    /// The whole tree played backwards, as the root of a transition: for t in 0…D it shows what
    /// this one shows at D − t, D its end (see the notes on `MotionTiming.reversed(within:)`).
    public var reversed: MotionTrackGroup { reversed(within: timing.end, depth: 0) }

    /// The group played backwards within a parent lasting `parentDuration`. Its children are
    /// mirrored within its own duration and its timing function mirrored; an autoreversing group
    /// is its own mirror inside, and only moves.
    public func reversed(within parentDuration: Double) -> MotionTrackGroup {
        reversed(within: parentDuration, depth: 0)
    }

    private func reversed(within parentDuration: Double, depth: Int) -> MotionTrackGroup {
        var g = self
        g.timing = timing.reversed(within: parentDuration)
        // As deep as a timeline is evaluated; the compiler rejects deeper nesting.
        guard !timing.autoreverses, depth < MotionTimeline.maximumDepth else { return g }
        g.timingFunction = timingFunction.reversed
        g.children = children.map { child in
            switch child {
            case .track(let t): return .track(t.reversed(within: timing.duration))
            case .group(let c): return .group(c.reversed(within: timing.duration, depth: depth + 1))
            }
        }
        return g
    }

    /// The tree with every begin and duration `factor` times as long: a reverse given a duration of
    /// its own. Springs run in real time and keep their own length.
    public func scaled(by factor: Double) -> MotionTrackGroup { scaled(by: factor, depth: 0) }

    private func scaled(by factor: Double, depth: Int) -> MotionTrackGroup {
        var g = self
        g.timing = timing.scaled(by: factor)
        guard depth < MotionTimeline.maximumDepth else { return g }
        g.children = children.map { child in
            switch child {
            case .track(var t):
                t.timing = t.timing.scaled(by: factor)
                return .track(t)
            case .group(let c):
                return .group(c.scaled(by: factor, depth: depth + 1))
            }
        }
        return g
    }
}
