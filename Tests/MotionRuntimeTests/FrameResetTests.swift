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
