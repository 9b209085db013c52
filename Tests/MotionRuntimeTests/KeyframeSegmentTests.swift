import Testing
import MotionRuntime

/// Which segment plays at a progress, and how that segment is timed: the rules emitters write a
/// keyframe segment with, so they must be the ones `value(at:)` plays.
@Suite struct KeyframeSegmentTests {
    @Test func theLastTimingFunctionTimesEveryLaterSegment() {
        let keyframes = MotionKeyframes([0.0, 1, 2, 3], timingFunctions: [.easeIn, .easeOut])
        #expect(keyframes.timingFunction(segment: 0) == .easeIn)
        #expect(keyframes.timingFunction(segment: 1) == .easeOut)
        #expect(keyframes.timingFunction(segment: 2) == .easeOut)
        // And the value plays it: half-way through segment 2 is ease-out at 0.5.
        let half = keyframes.value(at: 5.0 / 6, duration: 1)!
        #expect(abs(half - (2 + MotionCubicBezier(0, 0, 0.58, 1).value(at: 0.5))) < 1e-12)
        #expect(MotionKeyframes([0.0, 1, 2]).timingFunction(segment: 1) == .linear)
    }

    @Test func theSegmentAtAProgressIsTheOneThatStartedLast() {
        let keyframes = MotionKeyframes([0.0, 1, 2, 3], keyTimes: [0.1, 0.4, 0.5, 0.9])
        #expect(keyframes.segment(containing: 0) == 0)
        #expect(keyframes.segment(containing: 0.3999) == 0)
        #expect(keyframes.segment(containing: 0.4) == 1)
        #expect(keyframes.segment(containing: 0.5) == 2)
        #expect(keyframes.segment(containing: 0.95) == 2)
        #expect(MotionKeyframes([5.0]).segment(containing: 0.5) == 0)
    }
}
