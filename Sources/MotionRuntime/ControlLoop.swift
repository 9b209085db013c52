/// The idle animation of a control's states: what a player shows while the control rests.
extension MotionControl {
    /// No state of a control written without loops has one.
    public static func loop(in state: State, parameters: Parameters) -> MotionLoop? { nil }

    /// What the control shows `t` seconds after it came to rest in `state` (the end of the transition
    /// into it): the state's loop at `t`, or the state's frame when it has none, when `t` is before
    /// rest, or under reduced motion (a loop does not play then; the control rests on the state's frame).
    public static func frame(for state: State, parameters: Parameters = Parameters(), at t: Double,
                             reduceMotion: Bool = false) -> MotionFrame {
        guard !reduceMotion, let loop = loop(in: state, parameters: parameters) else {
            return frame(for: state, parameters: parameters)
        }
        return loop.frame(at: t)
    }
}
