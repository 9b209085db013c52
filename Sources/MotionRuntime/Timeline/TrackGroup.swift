/// A group of tracks and groups (`CAAnimationGroup`): its children's times are relative to its
/// begin, run on its *eased* local time, and stop where it stops (it clips them).
public struct TrackGroup: Hashable, Sendable {
    /// When the group runs and how it repeats and fills, relative to its parent.
    public var timing: Timing
    /// Applied to the group's progress before its children see it.
    public var timingFunction: TimingFunction
    /// Tracks and nested groups, in order (later tracks on one property win).
    public var children: [TimelineItem]

    public init(timing: Timing, timingFunction: TimingFunction = .linear, children: [TimelineItem]) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.children = children
    }

    /// The local time its children see at `parentTime`, or nil when the group is not in effect
    /// (then none of its children are).
    func childTime(at parentTime: Double) -> Double? {
        guard let phase = timing.progress(at: parentTime) else { return nil }
        let eased = timingFunction.value(at: phase.progress, duration: timing.duration, before: phase.before)
        return eased * timing.duration
    }
}

/// A child of a group: a track or a nested group.
public enum TimelineItem: Hashable, Sendable {
    case track(Track)
    case group(TrackGroup)
}
