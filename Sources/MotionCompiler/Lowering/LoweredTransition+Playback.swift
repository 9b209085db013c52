import MotionRuntime

extension LoweredTransition {
    /// The transition as it plays from `presented`: the source state's frame when it starts at
    /// rest, or what is on screen when it interrupts another transition. That frame is the base
    /// (Core Animation's model layer until the tracks take over) and every `current` value. States
    /// are the spec's names; a transition from any state plays from `*`, as the spec writes it.
    public func starting(from presented: MotionFrame) -> MotionTransition<String> {
        MotionTransition(from: from ?? "*", to: to, duration: duration,
                         cues: cues.map { MotionCue(name: $0.name, time: $0.time) }, reducedMotion: reducedMotion,
                         root: root, base: presented, destination: destination)
    }
}
