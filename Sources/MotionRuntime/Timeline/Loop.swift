/// A state's idle animation: one period of tracks and groups that plays again and again, without
/// end, while the control rests in the state. Time 0 is the moment the control comes to rest: the
/// end of the transition into the state, or the moment it is first shown in it.
///
/// It samples as a transition does — the state's frame is the base, every track in effect overrides
/// it — with the root group endless: each period plays forward (and back when it autoreverses) from
/// the start again. A player asks `frame(at:)` with the seconds since rest; leaving the state, it
/// starts the next transition from the frame it presented, as it does for an interrupted transition.
public struct MotionLoop: Hashable, Sendable {
    /// One period as the spec writes it, its timing made endless: begin 0, `repeatCount` infinite,
    /// `autoreverses` as written (Core Animation's `repeatCount = .infinity`).
    public let root: MotionTrackGroup
    /// The state's frame at rest: what shows where no track of the loop is in effect.
    public let base: MotionFrame
    /// `root` flattened: what `frame(at:)` samples.
    public let timeline: MotionTimeline

    /// `root`'s timing is one period; the loop repeats it forever from the moment of rest.
    public init(root: MotionTrackGroup, base: MotionFrame) {
        var endless = root
        endless.timing.begin = 0
        endless.timing.repeatCount = .infinity
        self.root = endless
        self.base = base
        timeline = MotionTimeline(root: endless)
    }

    /// Seconds of one pass (the root group's duration).
    public var passDuration: Double { root.timing.duration }

    /// Seconds until the loop shows the same again: a pass, or a pass and its way back when it
    /// autoreverses.
    public var period: Double { root.timing.cycleDuration }

    /// Fills `frame` with the control `t` seconds after it came to rest (before 0: the state's frame).
    /// Allocates nothing once `frame` has the base's node count.
    public func sample(at t: Double, into frame: inout MotionFrame) {
        guard t >= 0 else {
            frame.assign(from: base)
            return
        }
        timeline.sample(at: t, base: base, into: &frame)
    }

    /// A new frame `t` seconds after the control came to rest (allocates; use `sample(at:into:)` in a loop).
    public func frame(at t: Double) -> MotionFrame {
        var frame = base
        sample(at: t, into: &frame)
        return frame
    }
}
