/// Where a progress falls among key times held anywhere: `MotionKeyframes` looks up its own arrays
/// with it and a timeline's sampling plan its flat copy of them, so both choose the same segment
/// and the same eased progress to the bit.
extension KeyframePosition {
    /// The position of `rawProgress` among `count` (at least two) values at `keyTimes` (as many as
    /// the values, or one more for discrete keyframes; see `KeyTimes.resolve`). A progress within
    /// `snap` of a key time is that key time (the first such in `keyTimes`). `ascending`: the key
    /// times never go down (`KeyTimes.ascending`), so only the two either side of the progress can be
    /// that close. `ease(u, segment, span)` eases progress `u` through `segment`, which spans `span`
    /// of the pass; paced keyframes are not eased. `before` (a reverse pass, `MotionTiming.Phase`) makes
    /// a discrete key exactly at the progress show the value before it.
    @inlinable @inline(__always)
    static func locate(_ rawProgress: Double, count n: Int, keyTimes: UnsafeBufferPointer<Double>, ascending: Bool,
                       mode: MotionCalculationMode, snap: Double, before: Bool,
                       ease: (_ u: Double, _ segment: Int, _ span: Double) -> Double) -> KeyframePosition {
        // The segment is looked up first and the progress snapped only when a key time is close:
        // looking for one among all key times every sample cost more than the rest of the lookup.
        var progress = rawProgress
        if mode == .discrete {
            var i = discreteKey(at: progress, count: n, keyTimes: keyTimes)
            if mayBeOnKeyTime(progress, around: i, keyTimes: keyTimes, ascending: ascending, snap: snap) {
                progress = snapped(progress, to: keyTimes, within: snap)
                i = discreteKey(at: progress, count: n, keyTimes: keyTimes)
            }
            // In a reverse pass a key time is where the earlier value starts to show.
            return KeyframePosition(index: before && i > 0 && progress > 0 && progress == keyTimes[i] ? i &- 1 : i)
        }
        var i = segment(containing: progress, count: n, keyTimes: keyTimes)
        if mayBeOnKeyTime(progress, around: i, keyTimes: keyTimes, ascending: ascending, snap: snap) {
            progress = snapped(progress, to: keyTimes, within: snap)
            i = segment(containing: progress, count: n, keyTimes: keyTimes)
        }
        if progress < keyTimes[0] { return KeyframePosition(index: 0) }
        let span = keyTimes[i &+ 1] - keyTimes[i]
        guard span > 0 else { return KeyframePosition(index: i &+ 1) }
        // Past the last key time the last segment ends (u = 1): a spring clipped there shows
        // where it got to; every other curve gives exactly the last value.
        var u = min((progress - keyTimes[i]) / span, 1)
        if mode != .paced { u = ease(u, i, span) }
        if mode == .cubic { return KeyframePosition(index: i, u: u, blend: .spline) }
        if u == 1 { return KeyframePosition(index: i &+ 1) }
        if u == 0 { return KeyframePosition(index: i) }
        return KeyframePosition(index: i, u: u, blend: .linear)
    }

    /// The first key time within `snap` of `progress`, or `progress` when there is none.
    @inlinable @inline(__always)
    static func snapped(_ progress: Double, to keyTimes: UnsafeBufferPointer<Double>, within snap: Double) -> Double {
        for key in keyTimes where abs(progress - key) <= snap { return key }
        return progress
    }

    /// False only when no key time is within `snap` of `progress`, whose search stopped at key `i`
    /// (`segment(containing:)` or `discreteKey(at:)`): with ascending key times, those before `i` are
    /// no nearer than key `i`, and those after `i + 1` no nearer than key `i + 1` when it is past the
    /// progress (the search stops there, or at the end of the keys it searches; true when others
    /// follow, which `KeyTimes.resolve` never makes).
    @inlinable @inline(__always)
    static func mayBeOnKeyTime(_ progress: Double, around i: Int, keyTimes: UnsafeBufferPointer<Double>, ascending: Bool,
                               snap: Double) -> Bool {
        if !ascending || abs(progress - keyTimes[i]) <= snap { return true }
        let next = i &+ 1
        guard next < keyTimes.count else { return false }
        return abs(progress - keyTimes[next]) <= snap || (next &+ 1 < keyTimes.count && progress >= keyTimes[next])
    }

    /// The discrete key showing at `progress`: the last of the first `count` whose key time it has reached.
    @inlinable @inline(__always)
    static func discreteKey(at progress: Double, count n: Int, keyTimes: UnsafeBufferPointer<Double>) -> Int {
        var i = 0
        while i < n &- 1, progress >= keyTimes[i &+ 1] { i &+= 1 }
        return i
    }

    /// The segment of `count` values at `keyTimes` that plays at `progress` (see
    /// `MotionKeyframes.segment(containing:)`).
    @inlinable @inline(__always)
    static func segment(containing progress: Double, count n: Int, keyTimes: UnsafeBufferPointer<Double>) -> Int {
        var i = 0
        while i < n &- 2, progress >= keyTimes[i &+ 1] { i &+= 1 }
        return i
    }

    /// A progress within this of a key time is that key time, for a pass lasting `duration` seconds:
    /// `MotionTiming.boundaryTolerance` seconds, or `keyTimeSnap`. Local progress is computed as
    /// (t − begin) / duration, which can land an ulp before a key time that is exact in the spec
    /// ((0.35 − 0.1) / 0.5 = 0.49999999999999994), and a time written to the picosecond (0.113333333333
    /// for 0.05 + 0.19/3) a little more; Core Animation shows a key's value from its key time on, so the
    /// segment must be chosen as if the progress were exact.
    @inlinable @inline(__always)
    static func keyTimeSnap(duration: Double) -> Double {
        duration > 0 ? max(keyTimeSnap, MotionTiming.boundaryTolerance / duration) : keyTimeSnap
    }

    /// Far above rounding error of a few operations on progress, far below any meaningful key spacing.
    @inlinable static var keyTimeSnap: Double { 1e-12 }
}
