/// A keyframe animation of one property of one shape (`CAKeyframeAnimation`, or a
/// `CABasicAnimation` when it has two values).
public struct MotionTrack: Hashable, Sendable {
    /// The shape's index in the control (and in frames).
    public var node: Int
    /// The animated property.
    public var property: MotionProperty
    /// The values, their key times and segment timing; values are of the property's kind.
    public var keyframes: MotionKeyframes<MotionValue>
    /// When it runs, relative to its group.
    public var timing: MotionTiming
    /// True when the first value is `current`: it is taken from the presented frame when the
    /// transition starts (`MotionTimeline.starting(from:)`); until then the placeholder in
    /// `keyframes.values[0]` is used.
    public var startsFromCurrent: Bool

    public init(node: Int, property: MotionProperty, keyframes: MotionKeyframes<MotionValue>, timing: MotionTiming,
                startsFromCurrent: Bool = false) {
        self.node = node
        self.property = property
        self.keyframes = keyframes
        self.timing = timing
        self.startsFromCurrent = startsFromCurrent
    }

    /// The track's value at `parentTime` (seconds in its group's eased time), or nil when it is
    /// not in effect (before its begin without backwards fill, after its end without forwards fill).
    @inline(__always)
    public func value(at parentTime: Double) -> MotionValue? {
        guard let phase = timing.progress(at: parentTime) else { return nil }
        return keyframes.value(at: phase.progress, duration: timing.duration, before: phase.before)
    }
}
