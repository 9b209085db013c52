import MotionRuntime

extension LoweredTransition {
    /// The transition as it starts from `presented`: the source state's frame when it starts at
    /// rest, or what is on screen when it interrupts another transition. That frame is the base
    /// (Core Animation's model layer until the tracks take over) and every `current` value.
    public func starting(from presented: MotionFrame) -> MotionTransitionPlayback {
        MotionTransitionPlayback(timeline: timeline.starting(from: presented), base: presented, duration: duration)
    }
}
