/// A group of tracks and groups (`CAAnimationGroup`): its children's times are relative to its
/// begin, run on its *eased* local time, and stop where it stops (it clips them).
public struct MotionTrackGroup: Hashable, Sendable {
    /// When the group runs and how it repeats and fills, relative to its parent.
    public var timing: MotionTiming
    /// Applied to the group's progress before its children see it.
    public var timingFunction: MotionTimingFunction
    /// Tracks and nested groups, in order (later tracks on one property win).
    public var children: [MotionTimelineItem]

    public init(timing: MotionTiming, timingFunction: MotionTimingFunction = .linear, children: [MotionTimelineItem]) {
        self.timing = timing
        self.timingFunction = timingFunction
        self.children = children
    }
}

/// A child of a group: a track or a nested group.
public enum MotionTimelineItem: Hashable, Sendable {
    case track(MotionTrack)
    case group(MotionTrackGroup)
}
