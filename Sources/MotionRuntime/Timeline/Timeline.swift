/// One transition: a tree of groups and tracks over the nodes' properties, flattened so that
/// sampling walks arrays and allocates nothing.
public struct MotionTimeline: Hashable, Sendable {
    /// Flattened groups, parents before children; the root is group 0.
    private var groups: [FlatGroup]
    /// Tracks in tree order (later tracks on the same property win, like later animations).
    public private(set) var tracks: [MotionTrack]
    /// For each track, the index of its group in `groups`.
    private var trackGroups: [Int]

    /// A group's timing without its children (they live in the flat arrays): plain values, so
    /// reading one while sampling copies no array and retains nothing.
    private struct FlatGroup: Hashable, Sendable {
        var timing: MotionTiming
        var timingFunction: MotionTimingFunction
        var parent: Int
    }

    /// Flattens `root`. The root group is the transition itself: usually beginning at 0, lasting
    /// the whole transition, linear, with forwards fill.
    public init(root: MotionTrackGroup) {
        groups = []
        tracks = []
        trackGroups = []
        flatten(root, parent: -1, depth: 0)
    }

    /// Nesting deeper than this is ignored: the compiler limits nesting to 512 as well.
    static let maximumDepth = 512

    private mutating func flatten(_ group: MotionTrackGroup, parent: Int, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        let index = groups.count
        groups.append(FlatGroup(timing: group.timing, timingFunction: group.timingFunction, parent: parent))
        for child in group.children {
            switch child {
            case .track(let track):
                tracks.append(track)
                trackGroups.append(index)
            case .group(let nested):
                flatten(nested, parent: index, depth: depth + 1)
            }
        }
    }

    /// The time at which the whole transition is over: the root group's end.
    public var duration: Double { groups.first.map { $0.timing.end } ?? 0 }

    /// The transition as it starts from what is on screen: every track whose first value is
    /// `current` takes its shape's value in `presented` (a tap in mid-flight continues from
    /// there instead of jumping).
    public func starting(from presented: MotionFrame) -> MotionTimeline {
        var copy = self
        for i in copy.tracks.indices where copy.tracks[i].startsFromCurrent {
            let track = copy.tracks[i]
            guard track.node >= 0, track.node < presented.nodeCount else { continue }
            copy.tracks[i].keyframes.replaceFirstValue(with: presented[track.property, track.node])
        }
        return copy
    }

    /// Fills `frame` with the control at time `t` (seconds since the transition started):
    /// `base` (the model values) overridden by every track in effect. Allocates nothing when
    /// `frame` already has `base`'s shape count and, for a path morph, once the frame holds its
    /// own copy of the morphing path (from the second sample into the same frame on).
    public func sample(at t: Double, base: MotionFrame, into frame: inout MotionFrame) {
        frame.assign(from: base)
        // Tracks are read in place through the buffer (a copy would retain their arrays). A group's
        // time is worked out once for each run of consecutive tracks in it.
        tracks.withUnsafeBufferPointer { tracks in
            trackGroups.withUnsafeBufferPointer { trackGroups in
                var group = -1
                var local: Double?
                for i in tracks.indices {
                    if trackGroups[i] != group {
                        group = trackGroups[i]
                        local = time(inGroup: group, at: t)
                    }
                    if let local, let track = tracks.baseAddress.map({ $0 + i }) {
                        MotionTrack.write(track, at: local, into: &frame)
                    }
                }
            }
        }
    }

    /// A new frame sampled at `t` (allocates; use `sample(at:base:into:)` in a loop).
    public func frame(at t: Double, base: MotionFrame) -> MotionFrame {
        var frame = base
        sample(at: t, base: base, into: &frame)
        return frame
    }

    /// `time(inGroup:at:depth:)` with the root's children (most tracks) worked out in line: the
    /// recursion cannot be inlined.
    @inline(__always)
    private func time(inGroup index: Int, at t: Double) -> Double? {
        if groups[index].parent >= 0 { return time(inGroup: index, at: t, depth: 0) }
        return MotionTrackGroup.childTime(at: t, timing: groups[index].timing, timingFunction: groups[index].timingFunction)
    }

    /// The time group `index`'s children see at transition time `t`, or nil if any enclosing group
    /// is not in effect.
    private func time(inGroup index: Int, at t: Double, depth: Int) -> Double? {
        let parent = groups[index].parent
        let parentTime: Double
        if parent < 0 {
            parentTime = t
        } else {
            guard depth < Self.maximumDepth, let time = time(inGroup: parent, at: t, depth: depth + 1) else {
                return nil
            }
            parentTime = time
        }
        return MotionTrackGroup.childTime(at: parentTime, timing: groups[index].timing,
                                          timingFunction: groups[index].timingFunction)
    }
}
