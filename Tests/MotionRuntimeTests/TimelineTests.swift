import Testing
@testable import MotionRuntime

@Suite struct TimelineTests {
    static func track(_ shape: Int, _ property: MotionProperty, _ values: [Double], mode: MotionCalculationMode = .linear,
                      _ timing: MotionTiming, _ tf: MotionTimingFunction = .linear, fromCurrent: Bool = false) -> MotionTrack {
        MotionTrack(node: shape, property: property,
              keyframes: MotionKeyframes(values.map(MotionValue.scalar), mode: mode, timingFunctions: [tf]),
              timing: timing, startsFromCurrent: fromCurrent)
    }

    /// Seed 000, off → on, with shapes trail 0, circle 1, checkmark 2 and the `on` state as the
    /// model values (Core Animation's model layer after the switch). No fills, so the model
    /// values show wherever a track is not in effect.
    static let flatSwitchOn: MotionTimeline = {
        let checkmark = MotionTrackGroup(timing: MotionTiming(duration: 0.3), children: [
            .track(track(2, .strokeEnd, [0, 0.95, 0.85], mode: .paced, MotionTiming(duration: 0.3))),
            .track(track(2, .strokeStart, [0, 0.4, 0.3], mode: .paced, MotionTiming(begin: 0.15, duration: 0.15))),
        ])
        let circle = MotionTrackGroup(timing: MotionTiming(duration: 0.3), children: [
            .track(track(1, .strokeEnd, [1, -0.1], MotionTiming(duration: 0.15))),
        ])
        return MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.3), children: [
            .group(checkmark), .group(circle),
            .track(track(0, .opacity, [0, 1], MotionTiming(duration: 0.3))),
        ]))
    }()

    static var onState: MotionFrame {
        var trail = MotionNodeValues(), circle = MotionNodeValues(), checkmark = MotionNodeValues()
        trail.opacity = 1
        circle.strokeStart = 0
        circle.strokeEnd = 0
        checkmark.strokeStart = 0.3
        checkmark.strokeEnd = 0.85
        return MotionFrame(nodes: [trail, circle, checkmark])
    }

    /// Where a track's keyframes are sampled (`progress(ofTrack:at:)`): through a `steps(4, start)` group that
    /// autoreverses, the track is seen at its group's four steps, there and back, and not past the group.
    @Test func aTracksProgressIsWhereItsKeyframesAreSampled() throws {
        let group = MotionTrackGroup(timing: MotionTiming(duration: 0.16, autoreverses: true), timingFunction: .steps(MotionSteps(4, .jumpStart)),
                                     children: [.track(Self.track(0, .rotation, [0, 1, 3], mode: .paced, MotionTiming(duration: 0.32)))])
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.4), children: [.group(group)]))
        let progress = { (t: Double) in try #require(timeline.progress(ofTrack: 0, at: t)) }
        #expect(abs(try progress(0) - 0.125) < 1e-12) // the first step shows at once: 0.04 s of 0.32
        #expect(abs(try progress(0.1) - 0.375) < 1e-12) // the third: 0.12 s
        #expect(abs(try progress(0.2) - 0.375) < 1e-12) // on the way back, the third again
        #expect(timeline.progress(ofTrack: 0, at: 0.35) == nil) // the group has ended, with no fill
        #expect(timeline.progress(ofTrack: 1, at: 0.1) == nil)
        // The value sampled there is the keys' line at that progress (paced: key 1 at a third of the travel).
        var frame = MotionFrame(nodeCount: 1)
        timeline.sample(at: 0.1, base: MotionFrame(nodeCount: 1), into: &frame)
        #expect(abs(frame.rotation[0] - 0.375 * 3) < 1e-12)
    }

    @Test func flatSwitchTurningOn() {
        let timeline = Self.flatSwitchOn
        let frame = timeline.frame(at: 0.1, base: Self.onState)
        // Paced: 1.05 of travel in 0.3 s, so 0.35 after 0.1 s.
        expectClose(frame.strokeEnd[2], 0.35, 1e-12)
        // strokeStart begins at 0.15 s without backwards fill: the model value shows.
        #expect(frame.strokeStart[2] == 0.3)
        // circle: 1 → −0.1 over 0.15 s: two thirds of the way.
        expectClose(frame.strokeEnd[1], 1 - 1.1 * (2.0 / 3), 1e-12)
        expectClose(frame.opacity[0], 1.0 / 3, 1e-12)
        let later = timeline.frame(at: 0.225, base: Self.onState)
        // strokeStart half-way through [0, 0.4, 0.3]: 0.25 of 0.5 travelled.
        expectClose(later.strokeStart[2], 0.25, 1e-12)
        // The circle's track has ended (no forwards fill): model value.
        #expect(later.strokeEnd[1] == 0)
        #expect(timeline.duration == 0.3)
    }

    @Test func flatSwitchTurningOff() {
        // on → off: strokeEnd paced [0.85, 0.95, −0.1] travels 0.1 then 1.05 of 1.15.
        let track = Self.track(2, .strokeEnd, [0.85, 0.95, -0.1], mode: .paced, MotionTiming(duration: 0.3, fill: .forwards))
        expectClose(track.keyframes.keyTimes[1], 0.1 / 1.15, 1e-15)
        // Half-way in time it has travelled 0.575: up 0.1, then down 0.475 from 0.95.
        expectClose(track.value(at: 0.15)!.scalar!, 0.95 - 0.475, 1e-12)
        #expect(track.value(at: 0.3)?.scalar == -0.1)
        #expect(track.value(at: 0.5)?.scalar == -0.1)
    }

    @Test func beforeItBeginsWithoutBackwardsFillThePropertyShowsItsModelValue() {
        // on → off: circle strokeEnd 0 → 1 begins at 0.15 s; the model value here is 0.
        var base = MotionFrame(nodeCount: 1)
        base.strokeEnd[0] = 0
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.3), children: [
            .track(Self.track(0, .strokeEnd, [0.5, 1], MotionTiming(begin: 0.15, duration: 0.15))),
        ]))
        #expect(timeline.frame(at: 0.1, base: base).strokeEnd[0] == 0)
        expectClose(timeline.frame(at: 0.225, base: base).strokeEnd[0], 0.75, 1e-12)
        let filled = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.3), children: [
            .track(Self.track(0, .strokeEnd, [0.5, 1], MotionTiming(begin: 0.15, duration: 0.15, fill: .backwards))),
        ]))
        #expect(filled.frame(at: 0.1, base: base).strokeEnd[0] == 0.5)
    }

    @Test func aGroupClipsItsChildren() {
        let child = Self.track(0, .opacity, [0, 1], MotionTiming(duration: 1, fill: .forwards))
        var base = MotionFrame(nodeCount: 1)
        base.opacity[0] = 0.9
        let clipped = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.5), children: [.track(child)]))
        expectClose(clipped.frame(at: 0.4, base: base).opacity[0], 0.4, 1e-12)
        #expect(clipped.frame(at: 0.6, base: base).opacity[0] == 0.9)
        // With forwards fill the group holds its end: the child is frozen at 0.5 s.
        let held = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.5, fill: .forwards), children: [.track(child)]))
        expectClose(held.frame(at: 0.6, base: base).opacity[0], 0.5, 1e-12)
    }

    @Test func childTimesAreRelativeToTheGroupAndRunOnItsEasedTime() {
        // A group beginning at 1 s, lasting 2 s, eased by steps(2): its children see 0 s for the
        // first second of the group and 1 s for the second.
        let group = MotionTrackGroup(timing: MotionTiming(begin: 1, duration: 2), timingFunction: .steps(MotionSteps(2)), children: [
            .track(Self.track(0, .opacity, [0, 1], MotionTiming(duration: 2))),
        ])
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 3), children: [.group(group)]))
        let base = MotionFrame(nodeCount: 1)
        #expect(timeline.frame(at: 1.5, base: base).opacity[0] == 0)
        #expect(timeline.frame(at: 2.5, base: base).opacity[0] == 0.5)
        // A curve whose x is linear (x1 = 1/3, x2 = 2/3): y at ½ is 3·¼·½·0 + 3·½·¼·1 + ⅛ = 0.5,
        // and at ¼: 3·(9/16)·¼·0 + 3·¾·(1/16)·1 + 1/64 = 0.15625.
        let eased = MotionTrackGroup(timing: MotionTiming(duration: 1), timingFunction: .cubicBezier(MotionCubicBezier(1.0 / 3, 0, 2.0 / 3, 1)),
                               children: [.track(Self.track(0, .opacity, [0, 1], MotionTiming(duration: 1)))])
        let easedTimeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: [.group(eased)]))
        expectClose(easedTimeline.frame(at: 0.25, base: base).opacity[0], 0.15625, 1e-12)
    }

    @Test func retargetingStartsFromThePresentedValue() {
        // Seed 002: strokeStart → 0.038 from whatever is on screen.
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.4), children: [
            .track(Self.track(0, .strokeStart, [0.28, 0.038], MotionTiming(duration: 0.4), fromCurrent: true)),
        ]))
        var presented = MotionFrame(nodeCount: 1)
        presented.strokeStart[0] = 0.2
        let started = timeline.starting(from: presented)
        var base = MotionFrame(nodeCount: 1)
        base.strokeStart[0] = 0.038
        #expect(started.frame(at: 0, base: base).strokeStart[0] == 0.2)
        expectClose(started.frame(at: 0.2, base: base).strokeStart[0], 0.2 + (0.038 - 0.2) / 2, 1e-12)
        // Without a presented frame the placeholder first value is used.
        #expect(timeline.frame(at: 0, base: base).strokeStart[0] == 0.28)
    }

    @Test func laterTracksOnTheSamePropertyWin() {
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: [
            .track(Self.track(0, .opacity, [0, 1], MotionTiming(duration: 1))),
            .track(Self.track(0, .opacity, [1, 1], MotionTiming(duration: 0.5))),
        ]))
        let base = MotionFrame(nodeCount: 1)
        #expect(timeline.frame(at: 0.25, base: base).opacity[0] == 1)
        expectClose(timeline.frame(at: 0.75, base: base).opacity[0], 0.75, 1e-12)
    }

    @Test func pointsAndColoursReachTheirArrays() {
        let red = MotionColor(red: 1, green: 0, blue: 0), blue = MotionColor(red: 0, green: 0, blue: 1)
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: [
            .track(MotionTrack(node: 1, property: .position,
                         keyframes: MotionKeyframes([.point(MotionPoint(0, 0)), .point(MotionPoint(10, -4))]), timing: MotionTiming(duration: 1))),
            .track(MotionTrack(node: 0, property: .fillColor,
                         keyframes: MotionKeyframes([.color(red), .color(blue)]), timing: MotionTiming(duration: 1))),
        ]))
        let frame = timeline.frame(at: 0.5, base: MotionFrame(nodeCount: 2))
        #expect(frame.position[1] == MotionPoint(5, -2))
        #expect(frame.fillColor[0] == MotionColor(red: 0.5, green: 0, blue: 0.5))
        #expect(frame.position[0] == .zero)
    }

    @Test func sampling10000TimesReusesTheFramesStorage() {
        let timeline = Self.flatSwitchOn
        let base = Self.onState
        var frame = MotionFrame(nodeCount: base.nodeCount)
        func addresses(_ f: inout MotionFrame) -> [UnsafeMutableRawPointer?] {
            [f.strokeStart.withUnsafeMutableBufferPointer { UnsafeMutableRawPointer($0.baseAddress) },
             f.strokeEnd.withUnsafeMutableBufferPointer { UnsafeMutableRawPointer($0.baseAddress) },
             f.opacity.withUnsafeMutableBufferPointer { UnsafeMutableRawPointer($0.baseAddress) },
             f.position.withUnsafeMutableBufferPointer { UnsafeMutableRawPointer($0.baseAddress) },
             f.strokeColor.withUnsafeMutableBufferPointer { UnsafeMutableRawPointer($0.baseAddress) }]
        }
        let before = addresses(&frame)
        var checksum = 0.0
        for i in 0..<10_000 {
            timeline.sample(at: Double(i) * 0.3 / 10_000, base: base, into: &frame)
            checksum += frame.strokeEnd[2]
        }
        #expect(addresses(&frame) == before)
        // The last sample, at 0.29997 s, is near the end: strokeEnd ≈ 0.85 + 0.0001·1.05.
        expectClose(frame.strokeEnd[2], 0.85 + 1.05 * (1 - 0.29997 / 0.3), 1e-9)
        #expect(checksum > 0)
        // The base is untouched (sampling copied it element by element).
        #expect(base.strokeEnd[2] == 0.85)
    }

    @Test func deepNestingIsBounded() {
        var group = MotionTrackGroup(timing: MotionTiming(duration: 1), children: [
            .track(Self.track(0, .opacity, [0, 1], MotionTiming(duration: 1))),
        ])
        for _ in 0..<600 { group = MotionTrackGroup(timing: MotionTiming(duration: 1), children: [.group(group)]) }
        let timeline = MotionTimeline(root: group)
        // Beyond 512 levels the inner track is dropped instead of recursing without bound.
        #expect(timeline.tracks.isEmpty)
        #expect(timeline.frame(at: 0.5, base: MotionFrame(nodeCount: 1)).opacity[0] == 1)
    }
}
