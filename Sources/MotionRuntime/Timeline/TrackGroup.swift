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

    /// The local time the children of a group with this timing see at `parentTime`, or nil when
    /// the group is not in effect (then none of its children are).
    /// Inlined into sampling, where most groups are linear: no call for their timing function.
    @inline(__always)
    static func childTime(at parentTime: Double, timing: MotionTiming, timingFunction: MotionTimingFunction) -> Double? {
        guard let phase = timing.progress(at: parentTime) else { return nil }
        let eased: Double
        if case .linear = timingFunction {
            eased = phase.progress
        } else {
            eased = timingFunction.value(at: phase.progress, duration: timing.duration, before: phase.before)
        }
        return eased * timing.duration
    }
}

/// A child of a group: a track or a nested group.
public enum MotionTimelineItem: Hashable, Sendable {
    case track(MotionTrack)
    case group(MotionTrackGroup)
}
