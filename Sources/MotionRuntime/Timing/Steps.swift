/// Where a `steps()` function jumps (CSS Easing level 1).
public enum MotionStepPosition: Hashable, Sendable {
    /// Jumps at the start of each interval (`start`).
    case jumpStart
    /// Jumps at the end of each interval (`end`, the default).
    case jumpEnd
    /// Holds 0 and 1 for one interval each: n − 1 jumps.
    case jumpNone
    /// Jumps at both ends: n + 1 jumps.
    case jumpBoth
}

/// `steps(count, position)`: a staircase of `count` intervals.
public struct MotionSteps: Hashable, Sendable {
    public var count: Int
    public var position: MotionStepPosition

    public init(_ count: Int, _ position: MotionStepPosition = .jumpEnd) {
        self.count = count
        self.position = position
    }

    /// The output for `progress`, per the CSS Easing algorithm. `before` is the CSS before flag:
    /// set while a backwards fill holds the value before the track begins, so `jump-start` shows
    /// 0 there rather than its first step (and in a reverse pass: a jump exactly at `progress`
    /// shows its lower side). A progress within `tolerance` of a jump is on it: progress reaches a
    /// step as (t − begin) / duration, which can land a rounding before a jump that is exact in
    /// the spec (0.05 + 0.1 / 3 begun at 0.05 over 0.1 s), and every player jumps from its time on.
    public func value(at progress: Double, before: Bool = false, tolerance: Double = 0) -> Double {
        if progress.isNaN { return progress }
        // The compiler rejects counts below 1 (and below 2 for jump-none); clamp so nothing traps.
        let n = max(count, 1)
        var jumps: Int
        switch position {
        case .jumpStart, .jumpEnd: jumps = n
        case .jumpNone: jumps = n - 1
        case .jumpBoth: jumps = n + 1
        }
        let jumpsAtStart = position == .jumpStart || position == .jumpBoth
        if jumps < 1 { jumps = 1 }
        var scaled = progress * Double(n)
        let nearest = scaled.rounded()
        if abs(scaled - nearest) <= tolerance * Double(n) { scaled = nearest }
        // Bound before converting: progress may be any finite number (extrapolated curves).
        let floored = max(min(scaled.rounded(.down), 1e9), -1e9)
        var step = Int(floored)
        if jumpsAtStart { step += 1 }
        if before, scaled == floored { step -= 1 }
        if progress >= 0, step < 0 { step = 0 }
        if progress <= 1, step > jumps { step = jumps }
        return Double(step) / Double(jumps)
    }
}
