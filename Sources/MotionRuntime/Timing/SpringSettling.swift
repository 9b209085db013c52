extension MotionSpring {
    /// How long a keyframe pass must last for every spring segment in it to settle: the largest
    /// `settlingDuration / span` over the segments whose timing function is a spring, where `span` is
    /// the segment's share of the pass (`keyTimes[i + 1] − keyTimes[i]`). A spring runs in seconds,
    /// so a segment with a share `span` of a pass of duration D plays its spring for `span · D`
    /// seconds. Nil when no segment with a positive share has a spring (the pass has no settling
    /// duration of its own); infinite when one never settles.
    ///
    /// `timingFunctions` is one per segment, one for every segment, or empty (linear), as in
    /// `MotionKeyframes`.
    public static func settlingDuration(of timingFunctions: [MotionTimingFunction], keyTimes: [Double]) -> Double? {
        guard keyTimes.count >= 2, !timingFunctions.isEmpty else { return nil }
        var longest: Double?
        for i in 0..<(keyTimes.count - 1) {
            let function = timingFunctions.count == 1 ? timingFunctions[0] : i < timingFunctions.count ? timingFunctions[i] : .linear
            guard case .spring(let spring) = function else { continue }
            let span = keyTimes[i + 1] - keyTimes[i]
            guard span > 0 else { continue }
            let needed = spring.settlingDuration / span
            longest = max(longest ?? needed, needed)
        }
        return longest
    }

    /// True when `value` is as close to `target` as a settled spring that travelled from `start`
    /// gets: within `settlingThreshold` of the travel, component by component.
    public static func isSettled(_ value: Double, at target: Double, from start: Double) -> Bool {
        abs(value - target) <= settlingThreshold * abs(target - start) + 1e-9
    }
}
