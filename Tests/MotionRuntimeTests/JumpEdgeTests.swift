import Testing
@testable import MotionRuntime

/// A jump (a `steps` edge, a discrete key) shows its new value from its time on: in a reverse pass the
/// value it falls to, and a group's step reached a rounding early is on it (`semantics.md`, boundaries).
@Suite struct JumpEdgeTests {
    static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    static func value(_ track: MotionTrack, at t: Double) -> Double {
        guard case .scalar(let v)? = track.value(at: t) else { return .nan }
        return v
    }

    /// Begun at 0.1 s, 0.15 s a pass, autoreversing: the reverse pass (0.25–0.4 s) falls through the
    /// jumps at 0.3 s and 0.35 s, where (0.3 − 0.1 − 0.3) reaches progress 2/3 exactly.
    static let reversing = MotionTiming(begin: 0.1, duration: 0.15, repeatCount: 1.5, autoreverses: true, fill: .forwards)

    @Test func aReversePassShowsTheStepItFallsToFromTheJumpsTime() {
        let track = TimelineTests.track(0, .opacity, [0, 3], Self.reversing, .steps(MotionSteps(3)))
        #expect(Self.near(Self.value(track, at: 0.3 - 1e-6), 2))
        #expect(Self.near(Self.value(track, at: 0.3), 1))
        #expect(Self.near(Self.value(track, at: 0.35 - 1e-6), 1))
        #expect(Self.near(Self.value(track, at: 0.35), 0))
        // Forward passes are unchanged: the jump at 0.15 s shows its new value there.
        #expect(Self.near(Self.value(track, at: 0.15), 1))
        #expect(Self.near(Self.value(track, at: 0.15 - 1e-6), 0))
    }

    @Test func aReversePassShowsTheValueBeforeADiscreteKeyFromItsTime() {
        let keyframes = MotionKeyframes([1, 0.6, 0.25].map(MotionValue.scalar), mode: .discrete, keyTimes: [0, 1.0 / 3, 2.0 / 3])
        let track = MotionTrack(node: 0, property: .opacity, keyframes: keyframes, timing: Self.reversing)
        #expect(Self.near(Self.value(track, at: 0.3 - 1e-6), 0.25))
        #expect(Self.near(Self.value(track, at: 0.3), 0.6))
        #expect(Self.near(Self.value(track, at: 0.35), 1))
        #expect(Self.near(Self.value(track, at: 0.15), 0.6))
    }

    @Test func aDiscreteKeyOnTheTurnFallsWithTheReversePass() {
        // Random seed 31: two discrete values (key times 0 and 1) over 0.11 s, autoreversing. The second
        // value's key is the turn, where the reverse pass begins and falls back to the first.
        let keyframes = MotionKeyframes([1, 2].map(MotionValue.scalar), mode: .discrete, keyTimes: [0, 1])
        let track = MotionTrack(node: 0, property: .opacity, keyframes: keyframes,
                                timing: MotionTiming(duration: 0.11, autoreverses: true, fill: .forwards))
        #expect(Self.near(Self.value(track, at: 0.11), 1))
        #expect(Self.near(Self.value(track, at: 0.10999999999999999), 1))
        #expect(Self.near(Self.value(track, at: 0.11 - 1e-9), 1))
        // Half a cycle ends on the turn: the forward pass has ended there and its last value holds.
        let half = MotionTrack(node: 0, property: .opacity, keyframes: keyframes,
                               timing: MotionTiming(duration: 0.11, repeatCount: 0.5, autoreverses: true, fill: .forwards))
        #expect(Self.near(Self.value(half, at: 0.11), 2))
        #expect(Self.near(Self.value(half, at: 0.3), 2))
    }

    @Test func aReversingGroupsStepsFallAtTheirTimes() {
        let child = TimelineTests.track(0, .opacity, [0, 3], MotionTiming(duration: 0.15, fill: .forwards))
        let group = MotionTrackGroup(timing: Self.reversing, timingFunction: .steps(MotionSteps(3)), children: [.track(child)])
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.59, fill: .forwards), children: [.group(group)]))
        let base = BoundaryToleranceTests.frame(opacity: 0)
        #expect(Self.near(timeline.frame(at: 0.3 - 1e-6, base: base).opacity[0], 2))
        #expect(Self.near(timeline.frame(at: 0.3, base: base).opacity[0], 1))
        #expect(Self.near(timeline.frame(at: 0.35, base: base).opacity[0], 0))
    }

    @Test func aGroupsStepReachedARoundingEarlyIsOnItsJump() {
        // steps(3) over 0.1 s begun at 0.05 s jumps at 5/60 s; (5/60 − 0.05) / 0.1 · 3 is a rounding below 1.
        let scaled: Double = (5.0 / 60 - 0.05) / 0.1 * 3
        #expect(scaled < 1)
        let child = TimelineTests.track(0, .opacity, [0, 3], MotionTiming(duration: 0.1, fill: .forwards))
        let group = MotionTrackGroup(timing: MotionTiming(begin: 0.05, duration: 0.1, fill: .forwards), timingFunction: .steps(MotionSteps(3)),
                                     children: [.track(child)])
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.59, fill: .forwards), children: [.group(group)]))
        let base = BoundaryToleranceTests.frame(opacity: 0)
        #expect(Self.near(timeline.frame(at: 5.0 / 60, base: base).opacity[0], 1))
        #expect(Self.near(timeline.frame(at: 0.083333333333, base: base).opacity[0], 1))
        // A nanosecond early is before the jump.
        #expect(Self.near(timeline.frame(at: 5.0 / 60 - 1e-9, base: base).opacity[0], 0))
    }

    @Test func aStepWithinTheToleranceOfItsJumpIsOnIt() {
        let steps = MotionSteps(3)
        #expect(steps.value(at: 1.0 / 3 - 1e-12) == 0)
        #expect(steps.value(at: 1.0 / 3 - 1e-12, tolerance: 1e-9) == 1.0 / 3)
        #expect(steps.value(at: 1.0 / 3 - 1e-6, tolerance: 1e-9) == 0)
    }
}
