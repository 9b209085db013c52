/// A transition being played: from one state to another, started from a frame. The one rule for
/// playing a transition — the compiler, the CSS and Lottie emitters, generated Swift and the Core
/// Animation glue all sample through it.
///
/// Before a track begins its property shows the start frame (`base`); from the `duration` on, the
/// frame at the duration holds (tracks hold; the control does not jump to `destination`).
/// `State` is a generated control's `State` enum, or the spec's state names (`String`) in the compiler.
public struct MotionTransition<State: Hashable & Sendable>: Hashable, Sendable {
    public let from: State
    public let to: State
    /// Seconds until it is over.
    public let duration: Double
    /// Events for the host, in the spec's order.
    public let cues: [MotionCue]
    /// What to play instead under reduced motion; nil when the spec says nothing (play the transition).
    public let reducedMotion: MotionReducedMotion?
    /// The tree of groups and tracks as the spec writes it (`current` values as placeholders), for
    /// targets that write groups as groups (Core Animation, CSS, Lottie).
    public let root: MotionTrackGroup
    /// The frame it starts from: the source state's at rest, or what was presented when it
    /// interrupted another transition.
    public let base: MotionFrame
    /// The destination state's frame: what `reduced instant` shows at once, what `reduced crossfade`
    /// fades to from `base`, and what a host makes the model once the transition is over.
    public let destination: MotionFrame
    /// `root` flattened, with every `current` value taken from `base`: what `frame(at:)` samples. Its
    /// tracks are `root`'s, depth first and in order.
    public let timeline: MotionTimeline

    public init(from: State, to: State, duration: Double, cues: [MotionCue] = [], reducedMotion: MotionReducedMotion? = nil,
                root: MotionTrackGroup, base: MotionFrame, destination: MotionFrame) {
        self.from = from
        self.to = to
        self.duration = duration
        self.cues = cues
        self.reducedMotion = reducedMotion
        self.root = root
        self.base = base
        self.destination = destination
        timeline = MotionTimeline(root: root, startingFrom: base)
    }

    /// Fills `frame` with the control `t` seconds after the start. Allocates nothing once `frame`
    /// has the base's node count.
    public func sample(at t: Double, into frame: inout MotionFrame) {
        timeline.sample(at: Swift.min(t, duration), base: base, into: &frame)
    }

    /// A new frame at `t` (allocates; use `sample(at:into:)` in a loop).
    public func frame(at t: Double) -> MotionFrame {
        var frame = base
        sample(at: t, into: &frame)
        return frame
    }

    /// The same transition started from `presented` (a frame of an interrupted transition): it is
    /// the new base, and every `current` value is taken from it.
    public func starting(from presented: MotionFrame) -> MotionTransition {
        MotionTransition(from: from, to: to, duration: duration, cues: cues, reducedMotion: reducedMotion, root: root,
                         base: presented, destination: destination)
    }

    /// The cues whose time is in `start..<end`, in order (call it with the previous and the current time).
    public func cues(from start: Double, to end: Double) -> [MotionCue] {
        cues.filter { $0.time >= start && $0.time < end }
    }
}
