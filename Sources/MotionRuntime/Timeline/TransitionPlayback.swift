/// A transition started from a frame: the base frame it shows where no track is in effect, and
/// the timeline with every `current` value taken from that frame. The one rule for playing a
/// transition: the compiler, the generated Swift and the Core Animation glue all sample through it.
public struct MotionTransitionPlayback: Hashable, Sendable {
    public var timeline: MotionTimeline
    /// The frame the transition starts from (the source state's, or one presented mid-flight).
    public var base: MotionFrame
    public var duration: Double

    public init(timeline: MotionTimeline, base: MotionFrame, duration: Double) {
        self.timeline = timeline
        self.base = base
        self.duration = duration
    }

    /// `timeline` started from `presented`: that frame is the base (what shows where no track is
    /// in effect) and every `current` first value (see `MotionTimeline.starting(from:)`).
    public init(starting timeline: MotionTimeline, from presented: MotionFrame, duration: Double) {
        self.init(timeline: timeline.starting(from: presented), base: presented, duration: duration)
    }

    /// Fills `frame` with the control `t` seconds after the start. From the duration on, the
    /// frame at the duration (tracks hold; the control does not jump to the destination state).
    /// Allocates nothing once `frame` has the base's node count.
    public func sample(at t: Double, into frame: inout MotionFrame) {
        timeline.sample(at: Swift.min(t, duration), base: base, into: &frame)
    }

    /// A new frame at `t` (allocates; use `sample(at:into:)` in a loop).
    public func frame(at t: Double) -> MotionFrame {
        var frame = base
        sample(at: t, into: &frame)
        return frame
    }
}
