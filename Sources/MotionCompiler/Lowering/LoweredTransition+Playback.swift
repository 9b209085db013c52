import MotionRuntime

/// A transition started from a frame: the base frame it shows where no track is in effect, and
/// the timeline with every `current` value taken from that frame.
public struct TransitionPlayback: Hashable, Sendable {
    public var timeline: Timeline
    /// The frame the transition starts from (the source state's, or one presented mid-flight).
    public var base: Frame
    public var duration: Double

    /// Fills `frame` with the control `t` seconds after the start. From the duration on, the
    /// frame at the duration (tracks hold; the control does not jump to the destination state).
    /// Allocates nothing once `frame` has the base's node count.
    public func sample(at t: Double, into frame: inout Frame) {
        timeline.sample(at: Swift.min(t, duration), base: base, into: &frame)
    }

    /// A new frame at `t` (allocates; use `sample(at:into:)` in a loop).
    public func frame(at t: Double) -> Frame {
        var frame = base
        sample(at: t, into: &frame)
        return frame
    }
}

extension LoweredTransition {
    /// The transition as it starts from `presented`: the source state's frame when it starts at
    /// rest, or what is on screen when it interrupts another transition. That frame is the base
    /// (Core Animation's model layer until the tracks take over) and every `current` value.
    public func starting(from presented: Frame) -> TransitionPlayback {
        TransitionPlayback(timeline: timeline.starting(from: presented), base: presented, duration: duration)
    }
}
