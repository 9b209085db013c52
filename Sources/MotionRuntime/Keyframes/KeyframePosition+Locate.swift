/// Where a progress falls among key times held anywhere: `MotionKeyframes` looks up its own arrays
/// with it and a timeline's sampling plan its flat copy of them, so both choose the same segment
/// and the same eased progress to the bit.
extension KeyframePosition {
    /// The position of `rawProgress` among `count` (at least two) values at `keyTimes` (as many as
    /// the values, or one more for discrete keyframes; see `KeyTimes.resolve`). A progress within
    /// `snap` of a key time is that key time. `ease(u, segment, span)` eases progress `u` through
    /// `segment`, which spans `span` of the pass; paced keyframes are not eased. `before` (a reverse
    /// pass, `MotionTiming.Phase`) makes a discrete key exactly at the progress show the value before it.
    @inlinable @inline(__always)
    static func locate(_ rawProgress: Double, count n: Int, keyTimes: UnsafeBufferPointer<Double>, mode: MotionCalculationMode,
                       snap: Double, before: Bool,
                       ease: (_ u: Double, _ segment: Int, _ span: Double) -> Double) -> KeyframePosition {
        var progress = rawProgress
        for key in keyTimes where abs(progress - key) <= snap {
            progress = key
            break
        }
        if mode == .discrete {
            var i = 0
            while i < n &- 1, progress >= keyTimes[i &+ 1] { i &+= 1 }
            // In a reverse pass a key time is where the earlier value starts to show.
            return KeyframePosition(index: before && i > 0 && progress > 0 && progress == keyTimes[i] ? i &- 1 : i)
        }
        if progress < keyTimes[0] { return KeyframePosition(index: 0) }
        let i = segment(containing: progress, count: n, keyTimes: keyTimes)
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
