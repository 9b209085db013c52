import Testing
@testable import MotionRuntime

/// A timeline samples tracks of numbers, points and colours from its plan: the frame must be the
/// one each track's own `value(at:)` gives, to the bit, and a prepared timing the timing's progress.
@Suite struct SamplingPlanTests {
    static let curves: [MotionTimingFunction] = [.easeInOut, .linear, .cubicBezier(MotionCubicBezier(0.34, 1.56, 0.64, 1))]

    static let tracks: [MotionTrack] = [
        MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes([.scalar(0), .scalar(1), .scalar(0.25), .scalar(0.5)],
                                                                             keyTimes: [0, 0.3, 0.3, 1], timingFunctions: curves),
                    timing: MotionTiming(begin: 0.05, duration: 0.4, repeatCount: 1.5, autoreverses: true, fill: .both)),
        MotionTrack(node: 1, property: .position, keyframes: MotionKeyframes([.point(MotionPoint(0, 0)), .point(MotionPoint(10, -4)),
                                                                              .point(MotionPoint(3, 8))], mode: .paced),
                    timing: MotionTiming(duration: 0.7, fill: .forwards)),
        MotionTrack(node: 1, property: .fillColor, keyframes: MotionKeyframes([.color(.clear), .color(MotionColor(red: 1, green: 0.5, blue: 0, alpha: 1))],
                                                                              mode: .discrete, keyTimes: [0, 0.25, 1]),
                    timing: MotionTiming(begin: 0.2, duration: 0.3)),
        MotionTrack(node: 0, property: .scale, keyframes: MotionKeyframes([.scalar(1), .scalar(2)], timingFunctions: [.easeIn]),
                    timing: MotionTiming(duration: 0.5, fill: .forwards)),
        MotionTrack(node: 1, property: .rotation, keyframes: MotionKeyframes([.scalar(0.5)]), timing: MotionTiming(begin: 0.6, duration: 0.1)),
        MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes([.scalar(0.75), .scalar(0.1)], timingFunctions: [.steps(MotionSteps(3))]),
                    timing: MotionTiming(begin: 0.6, duration: 0.2)),
        MotionTrack(node: 5, property: .lineWidth, keyframes: MotionKeyframes([.scalar(2), .scalar(3)]), timing: MotionTiming(duration: 0.5)),
    ]
    static let duration = 0.9

    @Test func aPlannedTrackWritesWhatTheTrackGives() {
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: Self.duration, fill: .forwards),
                                                             children: Self.tracks.map { .track($0) }))
        let base = MotionFrame(nodeCount: 2)
        var frame = base
        for i in 0...120 {
            let t = Double(i) / 120
            timeline.sample(at: t, base: base, into: &frame)
            var expected = base
            // The root group is linear and begins at 0: its children see t itself, and d past its end.
            let local = t < Self.duration ? t : Self.duration
            for track in Self.tracks where track.node < base.nodeCount {
                if let value = track.value(at: local) { expected[track.property, track.node] = value }
            }
            #expect(frame == expected, "at \(t) s")
        }
    }

    @Test func aPlannedTrackWritesWhatTheTrackGivesInATimeThatRunsBack() {
        // The root autoreverses: in its reverse passes every track is read with its group's time
        // running back, turns and pass boundaries included.
        let timing = MotionTiming(duration: Self.duration, repeatCount: 2, autoreverses: true, fill: .forwards)
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: timing, children: Self.tracks.map { .track($0) }))
        let base = MotionFrame(nodeCount: 2)
        var frame = base
        let times = (0...480).map { Double($0) / 120 } + [0.9, 1.8, 2.7, 0.9 + 0.7, 1.8 - 0.05]
        for t in times {
            timeline.sample(at: t, base: base, into: &frame)
            var expected = base
            if let phase = timing.progress(at: t) {
                let local = phase.progress * Self.duration
                for track in Self.tracks where track.node < base.nodeCount {
                    if let value = track.value(at: local, timeRunsBack: phase.direction == .backwards) {
                        expected[track.property, track.node] = value
                    }
                }
            }
            #expect(frame == expected, "at \(t) s")
        }
    }

    @Test func aRootGroupsChildrenSeeItsTimeInEveryPhase() {
        // In a linear root's first pass (not autoreversing) the children see its local time itself;
        // elsewhere (before its begin, later passes, reverse passes, its end, an eased root) progress ×
        // duration, eased where the root has a curve.
        let roots: [(MotionTiming, MotionTimingFunction)] = [
            (MotionTiming(duration: Self.duration, fill: .forwards), .linear),
            (MotionTiming(begin: 0.1, duration: 0.5, repeatCount: 2.5, fill: .both), .linear),
            (MotionTiming(begin: 0.05, duration: 0.4, repeatCount: 2, autoreverses: true, fill: .forwards), .linear),
            (MotionTiming(begin: 0.1, duration: 0.6, fill: .forwards), .easeInOut),
            (MotionTiming(duration: 0, fill: .both), .linear),
        ]
        let base = MotionFrame(nodeCount: 2)
        for (timing, curve) in roots {
            let timeline = MotionTimeline(root: MotionTrackGroup(timing: timing, timingFunction: curve,
                                                                 children: Self.tracks.map { .track($0) }))
            var frame = base
            for i in -12...180 {
                let t = Double(i) / 100
                timeline.sample(at: t, base: base, into: &frame)
                var expected = base
                if let phase = timing.progress(at: t) {
                    var local = curve.value(at: phase.progress, duration: timing.duration, before: phase.before) * timing.duration
                    let firstPass = t - timing.begin >= 0 && t - timing.begin < min(timing.activeDuration, timing.cycleDuration) - 1e-10
                    if curve == .linear, !timing.autoreverses, timing.duration > 0, firstPass { local = t - timing.begin }
                    let runsBack = curve.runsBack(at: phase.progress, duration: timing.duration, direction: phase.direction)
                    for track in Self.tracks where track.node < base.nodeCount {
                        if let value = track.value(at: local, timeRunsBack: runsBack) { expected[track.property, track.node] = value }
                    }
                }
                #expect(frame == expected, "\(timing) \(curve) at \(t) s")
            }
        }
    }

    @Test func aPreparedTimingGivesTheTimingsProgress() {
        let timings = [MotionTiming(duration: 0.5), MotionTiming(begin: 0.1, duration: 0.3, fill: .both),
                       MotionTiming(begin: -0.2, duration: 0.25, repeatCount: 2.5, autoreverses: true, fill: .forwards),
                       MotionTiming(begin: 0.02, duration: 0.2, repeatCount: 3, fill: .backwards),
                       MotionTiming(duration: 0.1, repeatCount: .infinity), MotionTiming(begin: 0.3, duration: 0, fill: .both),
                       MotionTiming(duration: -1, fill: .forwards), MotionTiming(begin: 0.08 - 0.06, duration: 0.6 / 3)]
        let times = (-10...120).map { Double($0) / 100 } + [0.02, 0.019999999999999997, 0.6000000000000001, 0.1 + 0.2, .nan, .infinity]
        for timing in timings {
            let prepared = PreparedTiming(timing)
            for t in times {
                for runsBack in [false, true] {
                    let a = timing.progress(at: t, timeRunsBack: runsBack), b = prepared.progress(at: t, timeRunsBack: runsBack)
                    #expect(a?.progress.bitPattern == b?.progress.bitPattern && a?.before == b?.before && a?.direction == b?.direction,
                            "\(timing) at \(t), time running back: \(runsBack)")
                }
            }
        }
    }

    @Test func anAnimatedGradientHasStopsOfItsOwnFromTheFirstSample() {
        let dawn = GradientSamplingTests.dawn, dusk = GradientSamplingTests.dusk
        // The track starts after the first sample: its first blend must still write in place.
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1, fill: .forwards), children: [
            .track(MotionTrack(node: 0, property: .fillGradient, keyframes: MotionKeyframes([.gradient(dawn), .gradient(dusk)]),
                               timing: MotionTiming(begin: 0.5, duration: 0.5))),
        ]))
        var base = MotionFrame(nodeCount: 1)
        base.fillGradient[0] = dawn
        var frame = base
        timeline.sample(at: 0, base: base, into: &frame)
        let owned = GradientSamplingTests.stops(frame.fillGradient[0])
        #expect(owned != GradientSamplingTests.stops(base.fillGradient[0]))
        for t in [0.25, 0.6, 0.8, 1] {
            timeline.sample(at: t, base: base, into: &frame)
            #expect(GradientSamplingTests.stops(frame.fillGradient[0]) == owned, "at \(t) s")
            #expect(frame == timeline.frame(at: t, base: base), "at \(t) s")
        }
    }
}
