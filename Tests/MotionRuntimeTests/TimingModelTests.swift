import Testing
@testable import MotionRuntime

@Suite struct TimingModelTests {
    /// A 0 → 1 track on shape 0's opacity, so its progress reads straight off the value.
    static func ramp(_ timing: MotionTiming, _ timingFunction: MotionTimingFunction = .linear) -> MotionTrack {
        MotionTrack(node: 0, property: .opacity,
              keyframes: MotionKeyframes([MotionValue.scalar(0), .scalar(1)], timingFunctions: [timingFunction]),
              timing: timing)
    }

    static func value(_ track: MotionTrack, at t: Double) -> Double? { track.value(at: t)?.scalar }

    @Test func withoutFillItIsOnlyInEffectWhileActive() {
        let track = Self.ramp(MotionTiming(begin: 1, duration: 2))
        #expect(Self.value(track, at: 0.5) == nil)
        #expect(Self.value(track, at: 1) == 0)
        #expect(Self.value(track, at: 2) == 0.5)
        #expect(Self.value(track, at: 3) == nil)
    }

    @Test func fillsHoldTheEnds() {
        #expect(Self.value(Self.ramp(MotionTiming(begin: 1, duration: 2, fill: .backwards)), at: 0) == 0)
        #expect(Self.value(Self.ramp(MotionTiming(begin: 1, duration: 2, fill: .backwards)), at: 4) == nil)
        #expect(Self.value(Self.ramp(MotionTiming(begin: 1, duration: 2, fill: .forwards)), at: 0) == nil)
        #expect(Self.value(Self.ramp(MotionTiming(begin: 1, duration: 2, fill: .forwards)), at: 4) == 1)
        #expect(Self.value(Self.ramp(MotionTiming(begin: 1, duration: 2, fill: .both)), at: 0) == 0)
        #expect(Self.value(Self.ramp(MotionTiming(begin: 1, duration: 2, fill: .both)), at: 9) == 1)
    }

    @Test func repeatCountsMayBeFractional() {
        let track = Self.ramp(MotionTiming(duration: 1, repeatCount: 2.5, fill: .forwards))
        expectClose(Self.value(track, at: 1.25)!, 0.25, 1e-12)
        expectClose(Self.value(track, at: 2.25)!, 0.25, 1e-12)
        // It stops half-way through the third pass and holds there.
        expectClose(Self.value(track, at: 7)!, 0.5, 1e-12)
        #expect(MotionTiming(duration: 1, repeatCount: 2.5).activeDuration == 2.5)
    }

    @Test func aWholeRepeatCountEndsAtTheEndOfItsLastPass() {
        let track = Self.ramp(MotionTiming(duration: 1, repeatCount: 2, fill: .forwards))
        #expect(Self.value(track, at: 2) == 1)
        #expect(Self.value(track, at: 1) == 0) // a new pass starts at 1
    }

    @Test func infiniteRepeatNeverEnds() {
        let track = Self.ramp(MotionTiming(duration: 1, repeatCount: .infinity))
        expectClose(Self.value(track, at: 1000.25)!, 0.25, 1e-9)
        #expect(MotionTiming(duration: 1, repeatCount: .infinity).activeDuration == .infinity)
    }

    @Test func autoreversePlaysEachPassBack() {
        let track = Self.ramp(MotionTiming(duration: 1, autoreverses: true, fill: .forwards))
        expectClose(Self.value(track, at: 0.25)!, 0.25, 1e-12)
        expectClose(Self.value(track, at: 1.25)!, 0.75, 1e-12)
        // Forward and back take twice the duration, and it ends where it began.
        #expect(MotionTiming(duration: 1, autoreverses: true).activeDuration == 2)
        #expect(Self.value(track, at: 5) == 0)
        let twice = Self.ramp(MotionTiming(duration: 1, repeatCount: 2, autoreverses: true))
        expectClose(Self.value(twice, at: 2.25)!, 0.25, 1e-12)
        expectClose(Self.value(twice, at: 3.5)!, 0.5, 1e-12)
    }

    @Test func aFractionalRepeatOfAnAutoreversingTrackEndsOnTheWayBack() {
        // One cycle is 2 s (forward, back); 0.75 of it ends 1.5 s in, half-way back.
        let track = Self.ramp(MotionTiming(duration: 1, repeatCount: 0.75, autoreverses: true, fill: .forwards))
        #expect(MotionTiming(duration: 1, repeatCount: 0.75, autoreverses: true).activeDuration == 1.5)
        expectClose(Self.value(track, at: 10)!, 0.5, 1e-12)
        expectClose(Self.value(track, at: 1.2)!, 0.8, 1e-12)
    }

    @Test func aZeroRepeatCountPlaysOnce() {
        #expect(MotionTiming(duration: 2, repeatCount: 0).activeDuration == 2)
    }

    @Test func theBeforeFlagReachesStepFunctionsInABackwardsFill() {
        let track = Self.ramp(MotionTiming(begin: 1, duration: 1, fill: .both), .steps(MotionSteps(4, .jumpStart)))
        #expect(Self.value(track, at: 0.5) == 0)   // before: jump-start has not jumped yet
        #expect(Self.value(track, at: 1) == 0.25)  // at the begin it has
    }
}

@Suite struct DegenerateTimingTests {
    @Test func aZeroDurationReachesItsEndOnceItBegins() {
        let track = TimingModelTests.ramp(MotionTiming(begin: 1, duration: 0, fill: .forwards))
        #expect(track.value(at: 0.5) == nil)
        #expect(track.value(at: 1)?.scalar == 1)
        #expect(track.value(at: 2)?.scalar == 1)
    }

    @Test func emptyAndSingleKeyframes() {
        #expect(MotionKeyframes([Double]()).value(at: 0.5, duration: 1) == nil)
        #expect(MotionKeyframes([0.4]).value(at: 0.5, duration: 1) == 0.4)
        #expect(MotionKeyframes([0.4], mode: .paced).keyTimes == [0])
    }

    @Test func nonFiniteTimesDoNotTrap() {
        let track = TimingModelTests.ramp(MotionTiming(duration: 1, repeatCount: .infinity))
        #expect(track.value(at: .nan)?.scalar?.isNaN ?? true)
        #expect(track.value(at: -.infinity) == nil)
    }

    @Test func retargetingIgnoresShapesOutsideThePresentedFrame() {
        let track = MotionTrack(node: 3, property: .opacity, keyframes: MotionKeyframes([.scalar(0.2), .scalar(1)]),
                          timing: MotionTiming(duration: 1), startsFromCurrent: true)
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: [.track(track)]))
        #expect(timeline.starting(from: MotionFrame(nodeCount: 1)).tracks[0].keyframes.values[0] == .scalar(0.2))
        // And sampling into a frame without that shape leaves the frame alone.
        #expect(timeline.frame(at: 0.5, base: MotionFrame(nodeCount: 1)) == MotionFrame(nodeCount: 1))
    }
}
