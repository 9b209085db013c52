/// One transition: a tree of groups and tracks over the nodes' properties, flattened so that
/// sampling walks arrays and allocates nothing.
public struct MotionTimeline: Hashable, Sendable {
    /// Flattened groups, parents before children; the root is group 0.
    private var groups: [FlatGroup]
    /// Tracks in tree order (later tracks on the same property win, like later animations).
    public private(set) var tracks: [MotionTrack]
    /// For each track, the index of its group in `groups`.
    private var trackGroups: [Int]
    /// The tracks laid out for sampling; derived from them, so it takes no part in equality.
    private var plan: SamplingPlan
    /// For each group, its first pass where it gives its children its local time from the
    /// transition's (a linear root group; `FlatGroup.childTime`): plain numbers, read without copying
    /// a whole `FlatGroup`. Derived from `groups`, so it takes no part in equality either.
    private var rootPasses: [PreparedTiming.FirstPass]

    /// A group's timing without its children (they live in the flat arrays): plain values, so
    /// reading one while sampling copies no array and retains nothing.
    private struct FlatGroup: Hashable, Sendable {
        var timing: PreparedTiming
        var timingFunction: MotionTimingFunction
        /// `timingFunction` is linear (most groups): the children's time needs no call.
        var isLinear: Bool
        var parent: Int

        init(timing: MotionTiming, timingFunction: MotionTimingFunction, parent: Int) {
            self.timing = PreparedTiming(timing)
            self.timingFunction = timingFunction
            isLinear = timingFunction == .linear
            self.parent = parent
        }

        /// The local time the group's children see at `parentTime`, and whether it runs back there,
        /// or nil when the group is not in effect (then none of its children are). `timeRunsBack`:
        /// the parent's time runs back at this instant.
        @inline(__always)
        func childTime(at parentTime: Double, timeRunsBack: Bool) -> GroupTime? {
            // In a linear group's first pass (most samples) the children's time is the group's
            // local time itself.
            if isLinear, let time = timing.firstPassTime(at: parentTime, timeRunsBack: timeRunsBack) {
                return GroupTime(time: time, runsBack: false)
            }
            return timeByProgress(at: parentTime, timeRunsBack: timeRunsBack)
        }

        /// `childTime` worked out from the group's progress: what it gives wherever a linear group's
        /// first pass does not apply.
        @inline(__always)
        func timeByProgress(at parentTime: Double, timeRunsBack: Bool) -> GroupTime? {
            guard let phase = timing.progress(at: parentTime, timeRunsBack: timeRunsBack) else { return nil }
            let duration = timing.timing.duration
            if isLinear { return GroupTime(time: phase.progress * duration, runsBack: phase.direction == .backwards) }
            let eased = timingFunction.value(at: phase.progress, duration: duration, before: phase.before)
            return GroupTime(time: eased * duration,
                             runsBack: timingFunction.runsBack(at: phase.progress, duration: duration, direction: phase.direction))
        }
    }

    /// The time a group's children see: seconds in the group's eased local time, and whether that time
    /// runs back as the transition's runs on (a reverse pass, a curve that dips), so that a child's
    /// boundary it is exactly on shows the side it moves into (`semantics.md`, a group's time in its
    /// children).
    struct GroupTime {
        var time: Double
        var runsBack: Bool
    }

    /// Flattens `root`. The root group is the transition itself: usually beginning at 0, lasting
    /// the whole transition, linear, with forwards fill.
    public init(root: MotionTrackGroup) {
        self.init(flattening: root)
        plan = SamplingPlan(tracks: tracks, groups: trackGroups)
    }

    /// `MotionTimeline(root: root).starting(from: presented)`, with the sampling plan made once.
    init(root: MotionTrackGroup, startingFrom presented: MotionFrame) {
        self.init(flattening: root)
        _ = takeCurrentValues(from: presented)
        plan = SamplingPlan(tracks: tracks, groups: trackGroups)
    }

    /// `root` flattened, with no plan yet.
    private init(flattening root: MotionTrackGroup) {
        groups = []
        tracks = []
        trackGroups = []
        plan = SamplingPlan()
        rootPasses = []
        flatten(root, parent: -1, depth: 0)
    }

    /// Nesting deeper than this is ignored: the compiler limits nesting to 512 as well.
    static let maximumDepth = 512

    private mutating func flatten(_ group: MotionTrackGroup, parent: Int, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        let index = groups.count
        let flat = FlatGroup(timing: group.timing, timingFunction: group.timingFunction, parent: parent)
        groups.append(flat)
        var pass = flat.timing.firstPass
        pass.applies = pass.applies && flat.isLinear && parent < 0
        rootPasses.append(pass)
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
    public var duration: Double { groups.first.map { $0.timing.timing.end } ?? 0 }

    /// The transition as it starts from what is on screen: every track whose first value is
    /// `current` takes its shape's value in `presented` (a tap in mid-flight continues from
    /// there instead of jumping).
    public func starting(from presented: MotionFrame) -> MotionTimeline {
        var copy = self
        if copy.takeCurrentValues(from: presented) { copy.plan = SamplingPlan(tracks: copy.tracks, groups: copy.trackGroups) }
        return copy
    }

    /// Replaces the first value of every track that starts from `current` with its node's value in
    /// `presented`; true when a track changed (then the plan is out of date).
    private mutating func takeCurrentValues(from presented: MotionFrame) -> Bool {
        var changed = false
        for i in tracks.indices where tracks[i].startsFromCurrent {
            let track = tracks[i]
            guard track.node >= 0, track.node < presented.nodeCount else { continue }
            tracks[i].keyframes.replaceFirstValue(with: presented[track.property, track.node])
            changed = true
        }
        return changed
    }

    /// Fills `frame` with the control at time `t` (seconds since the transition started):
    /// `base` (the model values) overridden by every track in effect. Allocates nothing when
    /// `frame` already has `base`'s shape count and, for a path morph, once the frame holds its
    /// own copy of the morphing path (from the second sample into the same frame on).
    public func sample(at t: Double, base: MotionFrame, into frame: inout MotionFrame) {
        let rewritten = plan.coveredProperties(nodeCount: base.nodeCount)
        frame.assign(from: base, overwriting: plan.written, rewritten: rewritten)
        if !plan.gradients.isEmpty { takeOwnGradientStops(in: &frame) }
        // Tracks of numbers, points and colours are sampled from the plan; the others from the track,
        // out of line (the loop stays small enough to keep its values in registers). A group's time is
        // worked out once for each run of consecutive tracks in it.
        plan.steps.withUnsafeBufferPointer { steps in
            plan.numbers.withUnsafeBufferPointer { numbers in
                plan.curves.withUnsafeBufferPointer { curves in
                    guard let step = steps.baseAddress else { return }
                    var group = -1
                    var local = GroupTime(time: 0, runsBack: false), inEffect = false
                    for i in 0..<steps.count {
                        if step[i].group != group {
                            group = step[i].group
                            if let time = time(inGroup: group, at: t) {
                                local = time
                                inEffect = true
                            } else {
                                inEffect = false
                            }
                        }
                        if inEffect {
                            if step[i].form == .general {
                                writeTrack(i, at: local, into: &frame)
                                continue
                            }
                            if SamplingPlan.write(step + i, numbers: numbers, curves: curves, at: local.time,
                                                  timeRunsBack: local.runsBack, into: &frame) { continue }
                        }
                        // A property the reset left as it was: its node shows the base's value.
                        if rewritten.contains(step[i].property) {
                            Self.restore(step + i, from: base, into: &frame)
                        }
                    }
                }
            }
        }
    }

    /// Writes `base`'s value of `step`'s property at its node: a property the reset left alone
    /// (`SamplingPlan.coverings`) where its step is not in effect. Rare, so out of line.
    @inline(never)
    private static func restore(_ step: UnsafePointer<SamplingPlan.Step>, from base: MotionFrame, into frame: inout MotionFrame) {
        let property = step.pointee.property, node = step.pointee.node
        frame.write(base[property, node], property, node)
    }

    /// Writes track `index` (one the plan does not sample: a path, a gradient, a spline, steps, a
    /// spring) into `frame`. Read in place through the buffer: a copy would retain its arrays.
    @inline(never)
    private func writeTrack(_ index: Int, at local: GroupTime, into frame: inout MotionFrame) {
        tracks.withUnsafeBufferPointer { tracks in
            MotionTrack.write(tracks.baseAddress.unsafelyUnwrapped + index, at: local.time, timeRunsBack: local.runsBack,
                              into: &frame)
        }
    }

    /// Gives every gradient a track animates stops of the frame's own, so its blend writes in place.
    @inline(never)
    private func takeOwnGradientStops(in frame: inout MotionFrame) {
        for gradient in plan.gradients where gradient.node >= 0 && gradient.node < frame.nodeCount {
            if gradient.stroke {
                frame.arrays.strokeGradient[gradient.node].takeOwnStops()
            } else {
                frame.arrays.fillGradient[gradient.node].takeOwnStops()
            }
        }
    }

    /// A new frame sampled at `t` (allocates; use `sample(at:base:into:)` in a loop).
    public func frame(at t: Double, base: MotionFrame) -> MotionFrame {
        var frame = base
        sample(at: t, base: base, into: &frame)
        return frame
    }

    /// Where track `index` is through its keyframes at transition time `t`: the progress (0…1 of a pass,
    /// mirrored in a pass that runs back) its keyframes are sampled at, as `sample(at:base:into:)` samples
    /// them; nil when the track or a group around it is not in effect. An emitter that plays a track's keys
    /// from another start reads where each of its fixed times falls.
    public func progress(ofTrack index: Int, at t: Double) -> Double? {
        guard tracks.indices.contains(index), let local = time(inGroup: trackGroups[index], at: t),
              let phase = tracks[index].timing.progress(at: local.time, timeRunsBack: local.runsBack) else { return nil }
        return phase.progress
    }

    /// `time(inGroup:at:depth:)` with the root's children (most tracks) worked out in line: the
    /// recursion cannot be inlined. A linear root's first pass (most samples) is read from `rootPasses`;
    /// where it does not apply neither does `childTime`'s, so the root's time is then its progress's.
    @inline(__always)
    private func time(inGroup index: Int, at t: Double) -> GroupTime? {
        if let time = rootPasses[index].time(at: t) { return GroupTime(time: time, runsBack: false) }
        if groups[index].parent >= 0 { return time(inGroup: index, at: t, depth: 0) }
        return groups[index].timeByProgress(at: t, timeRunsBack: false)
    }

    /// The time group `index`'s children see at transition time `t`, or nil if any enclosing group
    /// is not in effect. The transition's own time runs on; each group passes down which way its
    /// children's time runs.
    private func time(inGroup index: Int, at t: Double, depth: Int) -> GroupTime? {
        let parent = groups[index].parent
        let parentTime: GroupTime
        if parent < 0 {
            parentTime = GroupTime(time: t, runsBack: false)
        } else {
            guard depth < Self.maximumDepth, let time = time(inGroup: parent, at: t, depth: depth + 1) else {
                return nil
            }
            parentTime = time
        }
        return groups[index].childTime(at: parentTime.time, timeRunsBack: parentTime.runsBack)
    }
}

extension MotionTimeline {
    public static func == (a: MotionTimeline, b: MotionTimeline) -> Bool {
        // The plain arrays first; the tracks compared in place (an emitter's memo keys compare thousands of
        // node timelines, and `Array.==` copies each track it reads, retaining its arrays).
        guard a.trackGroups == b.trackGroups, a.groups == b.groups, a.tracks.count == b.tracks.count else { return false }
        return a.tracks.withUnsafeBufferPointer { ta in
            b.tracks.withUnsafeBufferPointer { tb in
                ta.baseAddress == tb.baseAddress || zip(ta.indices, tb.indices).allSatisfy { ta[$0] == tb[$1] }
            }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(groups)
        hasher.combine(tracks)
        hasher.combine(trackGroups)
    }
}
