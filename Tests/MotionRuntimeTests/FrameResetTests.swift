import Testing
@testable import MotionRuntime

/// Sampling into a reused frame resets it to the base first; the arrays the tracks write are copied
/// without a comparison (`MotionFrame.assign(from:overwriting:)`), so whatever the frame held before
/// (another sample, another base, the caller's own edits) must not show through.
@Suite struct FrameResetTests {
    /// Node 0's opacity from 0 to 1 over 0.2 s starting at 0.1 s, no fill: the base shows before and after.
    static let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.5), children: [
        .track(MotionTrack(node: 0, property: .opacity,
                           keyframes: MotionKeyframes([.scalar(0), .scalar(1)],
                                                      timingFunctions: [.cubicBezier(MotionCubicBezier(0.42, 0, 0.58, 1))]),
                           timing: MotionTiming(begin: 0.1, duration: 0.2))),
    ]))

    static func base(opacity: Double, lineWidth: Double) -> MotionFrame {
        var frame = MotionFrame(nodeCount: 2)
        frame.opacity = [opacity, opacity / 2]
        frame.lineWidth = [lineWidth, lineWidth + 1]
        return frame
    }

    @Test func writtenPropertyShowsTheBaseWhereNoTrackIsInEffect() {
        let base = Self.base(opacity: 0.7, lineWidth: 2)
        var frame = base
        Self.timeline.sample(at: 0.2, base: base, into: &frame)
        #expect(frame.opacity[0] > 0 && frame.opacity[0] < 1 && frame.opacity[0] != 0.7)
        Self.timeline.sample(at: 0.4, base: base, into: &frame)
        #expect(frame == base)
        Self.timeline.sample(at: 0.05, base: base, into: &frame)
        #expect(frame == base)
    }

    @Test func anotherBaseOfTheSameSizeReplacesEveryArray() {
        let first = Self.base(opacity: 0.7, lineWidth: 2), second = Self.base(opacity: 0.3, lineWidth: 5)
        var frame = first
        for t in [0.15, 0.2, 0.25] { Self.timeline.sample(at: t, base: first, into: &frame) }
        for t in [0.05, 0.2, 0.4] {
            Self.timeline.sample(at: t, base: second, into: &frame)
            #expect(frame == Self.timeline.frame(at: t, base: second))
            #expect(frame.opacity[1] == 0.15 && frame.lineWidth == [5, 6])
        }
    }

    @Test func theCallersEditsToAReusedFrameAreUndone() {
        let base = Self.base(opacity: 0.7, lineWidth: 2)
        var frame = base
        Self.timeline.sample(at: 0.2, base: base, into: &frame)
        frame.opacity[1] = 0.9
        frame.lineWidth[0] = 9
        Self.timeline.sample(at: 0.2, base: base, into: &frame)
        #expect(frame == Self.timeline.frame(at: 0.2, base: base))
        #expect(frame.opacity[1] == 0.35 && frame.lineWidth == [2, 3])
        frame.opacity[0] = 0.1
        Self.timeline.sample(at: 0.45, base: base, into: &frame)
        #expect(frame == base)
    }
}

/// Where one track writes every node of a property (and nothing else writes it), the reset leaves that
/// array alone and each sample writes every element: the track's value, or the base's where the
/// track (or its group) is not in effect (`SamplingPlan.coverings`).
@Suite struct RewrittenPropertyTests {
    static func opacity(node: Int, begin: Double) -> MotionTimelineItem {
        .track(MotionTrack(node: node, property: .opacity,
                           keyframes: MotionKeyframes([.scalar(0), .scalar(1)], timingFunctions: [.easeInOut]),
                           timing: MotionTiming(begin: begin, duration: 0.2)))
    }

    /// Node 0's opacity at the root from 0.1 s, node 1's in a group beginning at 0.3 s; no fills.
    static let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1, fill: .forwards), children: [
        opacity(node: 0, begin: 0.1),
        .group(MotionTrackGroup(timing: MotionTiming(begin: 0.3, duration: 0.2), children: [opacity(node: 1, begin: 0)])),
    ]))

    static var base: MotionFrame {
        var frame = MotionFrame(nodeCount: 2)
        frame.opacity = [0.7, 0.4]
        return frame
    }

    @Test func theTwoTracksCoverTheProperty() {
        let plan = SamplingPlan(tracks: Self.timeline.tracks, groups: [0, 1])
        #expect(plan.coveredProperties(nodeCount: 2).contains(.opacity))
        #expect(!plan.coveredProperties(nodeCount: 1).contains(.opacity))
        #expect(!plan.coveredProperties(nodeCount: 3).contains(.opacity))
    }

    @Test func theCallersEditsAreUndoneWhereNoTrackIsInEffect() {
        let base = Self.base
        var frame = base
        // Before either track, between them, during each, after both.
        for t in [0.05, 0.15, 0.25, 0.35, 0.45, 0.6, 0.05] {
            frame.opacity = [0.123, 0.456]
            Self.timeline.sample(at: t, base: base, into: &frame)
            #expect(frame == Self.timeline.frame(at: t, base: base), "t = \(t)")
        }
        Self.timeline.sample(at: 0.6, base: base, into: &frame)
        #expect(frame.opacity == [0.7, 0.4])
        Self.timeline.sample(at: 0.2, base: base, into: &frame)
        #expect(abs(frame.opacity[0] - 0.5) < 1e-9 && frame.opacity[1] == 0.4)
    }

    @Test func anArrayOfAnotherSizeIsReplaced() {
        let base = Self.base
        var frame = base
        Self.timeline.sample(at: 0.2, base: base, into: &frame)
        frame.opacity = [0.9]
        Self.timeline.sample(at: 0.6, base: base, into: &frame)
        #expect(frame.opacity == [0.7, 0.4])
        frame.opacity = [0.9, 0.9, 0.9]
        Self.timeline.sample(at: 0.2, base: base, into: &frame)
        #expect(frame.opacity.count == 2 && abs(frame.opacity[0] - 0.5) < 1e-9 && frame.opacity[1] == 0.4)
    }

    @Test func twoTracksOnOneNodeKeepTheLaterOneInEffect() {
        // Node 0 twice: a later track that has ended must not hide the earlier one's value with the base's.
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: [
            .track(MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes([.scalar(0.2), .scalar(0.3)]),
                               timing: MotionTiming(duration: 1, fill: .forwards))),
            Self.opacity(node: 0, begin: 0.1),
        ]))
        let plan = SamplingPlan(tracks: timeline.tracks, groups: [0, 0])
        #expect(!plan.coveredProperties(nodeCount: 1).contains(.opacity))
        let base = MotionFrame(nodeCount: 1)
        var frame = base
        // After the later track, before it, after it again: the earlier track's value.
        for t in [0.5, 0.05, 0.35] {
            frame.opacity = [0.99]
            timeline.sample(at: t, base: base, into: &frame)
            #expect(abs(frame.opacity[0] - (0.2 + 0.1 * t)) < 1e-12, "t = \(t)")
        }
        timeline.sample(at: 0.2, base: base, into: &frame)
        #expect(abs(frame.opacity[0] - 0.5) < 1e-9)
    }
}
