/// The instant a transition hands over to its destination's loop. The transition plays until its
/// duration; from then on — that instant included — the control rests in its state and the loop plays
/// from its time 0, with the state's frame as its base. Core Animation does the same: the loop's
/// animations begin at the transition's end and are added after the transition's, so at that instant
/// they are in effect and win; `MotionControl.frame(for:at:)` at 0 and `sample --loop` at 0 show it too.
extension MotionTransition {
    /// What the control shows `t` seconds after this transition started when `loop` (the destination's;
    /// nil when it has none or under reduced motion) plays once it is over: the transition before its
    /// duration, the loop at `t − duration` from the duration on (within `MotionTiming.boundaryTolerance`,
    /// as every boundary). Without a loop, the transition's frame (held after its duration).
    public func frame(at t: Double, thenLooping loop: MotionLoop?) -> MotionFrame {
        guard let loop, t >= duration - MotionTiming.boundaryTolerance else { return frame(at: t) }
        return loop.frame(at: Swift.max(t - duration, 0))
    }
}

extension MotionControl {
    /// What the control shows `t` seconds after `transition` started: the transition, then from its
    /// duration on its destination's loop (`MotionTransition.frame(at:thenLooping:)`); under reduced
    /// motion no loop plays and the transition's frame holds.
    public static func frame(playing transition: Transition, parameters: Parameters = Parameters(), at t: Double,
                             reduceMotion: Bool = false) -> MotionFrame {
        let loop = reduceMotion ? nil : loop(in: transition.to, parameters: parameters)
        return transition.frame(at: t, thenLooping: loop)
    }
}
