/// An event for the host at a time in a transition (`cue haptic at 0.1s`): play a sound, fire a
/// haptic, announce the new state. A transition's `from` and `to` say which transition it belongs to.
public struct MotionCue: Hashable, Sendable {
    public var name: String
    /// Seconds from the start of the transition.
    public var time: Double

    public init(name: String, time: Double) {
        self.name = name
        self.time = time
    }
}

/// What to play instead of a transition under reduced motion (`reduced instant`, `reduced crossfade 0.2s`).
public enum MotionReducedMotion: Hashable, Sendable {
    /// Jump to the destination state.
    case instant
    /// Cross-fade from the frame the transition starts from to the destination state's frame.
    case crossfade(duration: Double)
}
