import Testing
@testable import MotionRuntime

/// Times that reach a begin, a pass boundary or a key time only through arithmetic count as on it
/// (`MotionTiming.boundaryTolerance`), as every player shows what starts there from the exact time on.
@Suite struct BoundaryToleranceTests {
    static func frame(opacity: Double) -> MotionFrame {
        var node = MotionNodeValues()
        node.opacity = opacity
        return MotionFrame(nodes: [node])
    }

    @Test func aBeginSummedDownGroupsIsOnTheBegin() {
        // A track at 0.02 s in a group at 0.06 s of a 0.62 s transition: at 0.08 s the track's local
        // time is (0.08 / 0.62) · 0.62 − 0.06 − 0.02, a rounding below 0.
        let track = TimelineTests.track(0, .opacity, [0.7, 0.7], mode: .discrete, MotionTiming(begin: 0.02, duration: 0.22, fill: .forwards))
        let group = MotionTrackGroup(timing: MotionTiming(begin: 0.06, duration: 0.56, fill: .forwards), children: [.track(track)])
        let root = 0.06 + 0.56
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: root, fill: .forwards),
                                                             children: [.group(group)]))
        #expect((0.08 / root) * root - 0.06 < 0.02)
        #expect(timeline.frame(at: 0.08, base: Self.frame(opacity: 0.2)).opacity[0] == 0.7)
        // A nanosecond before the begin the base still shows.
        #expect(timeline.frame(at: 0.08 - 1e-9, base: Self.frame(opacity: 0.2)).opacity[0] == 0.2)
    }

    @Test func aKeyTimeWrittenToThePicosecondIsTheKeyTime() {
        // A discrete key at 0.05 s + 0.19 s / 3, read at 0.113333333333 s: 1.8e-12 of progress early.
        let keyframes = MotionKeyframes([0.1, 0.4, 0.6, 0.9].map(MotionValue.scalar), mode: .discrete, keyTimes: [0, 1.0 / 3, 2.0 / 3, 1])
        let track = MotionTrack(node: 0, property: .opacity, keyframes: keyframes, timing: MotionTiming(begin: 0.05, duration: 0.19))
        #expect(track.value(at: 0.113333333333) == .scalar(0.4))
        #expect(track.value(at: 0.113333333333 - 1e-9) == .scalar(0.1))
    }

    @Test func theKeyTimeToleranceScalesWithThePassesDuration() {
        let keyframes = MotionKeyframes([0.1, 0.4, 0.9], mode: .discrete, keyTimes: [0, 0.5, 1])
        // 1e-11 of progress is 1e-11 s of a 1 s pass (on the key) but 1e-7 s of a 10,000 s one.
        #expect(keyframes.value(at: 0.5 - 1e-11, duration: 1) == 0.4)
        #expect(keyframes.value(at: 0.5 - 1e-11, duration: 10_000) == 0.1)
        // Without a positive duration only the 1e-12 snap applies: nothing far off a key moves to it.
        #expect(keyframes.value(at: 0.5 - 1e-11, duration: 0) == 0.1)
        #expect(keyframes.value(at: 0.5 - 1e-13, duration: 0) == 0.4)
        #expect(keyframes.value(at: 0.3, duration: -1) == 0.1)
    }

    @Test func aPassEndingOnTheTransitionsEndShowsTheNextPass() {
        // Three passes of 0.2 s end at 0.6000000000000001 s, a rounding after the 0.6 s transition's end:
        // there the fourth pass has begun, as it has at every other pass boundary.
        let track = TimelineTests.track(0, .opacity, [0.3, 0.9], MotionTiming(duration: 0.2, repeatCount: 3.5, fill: .forwards))
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.6, fill: .forwards),
                                                             children: [.track(track)]))
        #expect(timeline.frame(at: 0.6, base: Self.frame(opacity: 0)).opacity[0] == 0.3)
        #expect(timeline.frame(at: 0.4, base: Self.frame(opacity: 0)).opacity[0] == 0.3)
        expectClose(timeline.frame(at: 0.6 - 1e-9, base: Self.frame(opacity: 0)).opacity[0], 0.9, 1e-6)
    }

    @Test func passesEndingARoundingPastTheirSumEndOnTheirLastValue() {
        // Three passes of 0.2 s are active until 0.6000000000000001 s: at the transition's 0.6 s end
        // and after it (held by the fill) the third pass has ended, on its last value.
        let track = TimelineTests.track(0, .opacity, [0.3, 0.9], MotionTiming(duration: 0.2, repeatCount: 3, fill: .forwards))
        #expect(track.timing.activeDuration > 0.6)
        for root in [0.6, 0.8] {
            let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: root, fill: .forwards),
                                                                 children: [.track(track)]))
            #expect(timeline.frame(at: 0.6, base: Self.frame(opacity: 0)).opacity[0] == 0.9, "\(root)")
            #expect(timeline.frame(at: root, base: Self.frame(opacity: 0)).opacity[0] == 0.9, "\(root)")
        }
    }

    @Test func theFirstPassEndsWhereTheSecondBeginsToo() {
        // A rounding before the first pass's end of a repeating discrete track, the second pass shows
        // (its first value), as at every later pass boundary; a nanosecond before, the first pass still shows its last.
        let track = TimelineTests.track(0, .opacity, [0.1, 0.5, 0.9], mode: .discrete, MotionTiming(duration: 0.16, repeatCount: 1.5, fill: .forwards))
        #expect(track.value(at: 0.16 - 5e-11) == .scalar(0.1))
        #expect(track.value(at: 0.16 - 1e-9) == .scalar(0.9))
    }
}
