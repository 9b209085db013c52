import Testing
@testable import MotionRuntime

@Suite struct KeyframesTests {
    @Test func pacedKeyTimesOfTheFlatSwitchCheckmark() {
        // Seed 000: strokeEnd [0, 0.95, 0.85] travels 0.95 then 0.1 of 1.05.
        let keyframes = MotionKeyframes([0.0, 0.95, 0.85], mode: .paced)
        #expect(keyframes.keyTimes.count == 3)
        #expect(keyframes.keyTimes[0] == 0)
        expectClose(keyframes.keyTimes[1], 0.95 / 1.05, 1e-15)
        #expect(keyframes.keyTimes[2] == 1)
        // Constant speed: at progress p it has travelled 1.05·p.
        expectClose(keyframes.value(at: 0.5, duration: 0.3)!, 0.525, 1e-12)
        expectClose(keyframes.value(at: 0.95, duration: 0.3)!, 0.95 - (0.95 * 1.05 - 0.95), 1e-12)
    }

    @Test func pacedIgnoresKeyTimesAndTimingFunctions() {
        let keyframes = MotionKeyframes([0.0, 0.4, 0.3], mode: .paced, keyTimes: [0, 0.1, 1],
                                  timingFunctions: [.steps(MotionSteps(1))])
        expectClose(keyframes.keyTimes[1], 0.4 / 0.5, 1e-15)
        expectClose(keyframes.value(at: 0.5, duration: 1)!, 0.25, 1e-12)
    }

    @Test func pacedPointsUseEuclideanDistance() {
        let keyframes = MotionKeyframes([MotionPoint(0, 0), MotionPoint(3, 4), MotionPoint(3, 0)], mode: .paced)
        expectClose(keyframes.keyTimes[1], 5.0 / 9, 1e-15)
    }

    @Test func pacedWithoutMovementSpacesEvenly() {
        #expect(MotionKeyframes([1.0, 1.0, 1.0], mode: .paced).keyTimes == [0, 0.5, 1])
    }

    @Test func linearUsesKeyTimesAndPerSegmentTiming() {
        let keyframes = MotionKeyframes([0.0, 1, 2], keyTimes: [0, 0.8, 1])
        expectClose(keyframes.value(at: 0.4, duration: 1)!, 0.5, 1e-12)
        expectClose(keyframes.value(at: 0.9, duration: 1)!, 1.5, 1e-12)
        let stepped = MotionKeyframes([0.0, 1, 2], keyTimes: [0, 0.8, 1], timingFunctions: [.steps(MotionSteps(1)), .linear])
        #expect(stepped.value(at: 0.4, duration: 1) == 0)
        expectClose(stepped.value(at: 0.9, duration: 1)!, 1.5, 1e-12)
        #expect(stepped.value(at: 1, duration: 1) == 2)
    }

    @Test func oneTimingFunctionAppliesToEverySegment() {
        let keyframes = MotionKeyframes([0.0, 1, 2], timingFunctions: [.steps(MotionSteps(2))])
        // Segment 1 (0.5…1) at u = 0.6: steps(2) gives 0.5, so 1.5.
        #expect(keyframes.value(at: 0.8, duration: 1) == 1.5)
    }

    @Test func aProgressAnUlpBeforeAKeyTimeIsThatKeyTime() {
        // A discrete value holds from its key time on (Core Animation). (0.35 − 0.1) / 0.5 lands one ulp
        // below 0.5 in doubles; the spec means 0.5, so the second value must already show.
        let progress = (0.35 - 0.1) / 0.5
        #expect(progress < 0.5)
        let discrete = MotionKeyframes(["a", "b"].map(Tag.init), mode: .discrete, keyTimes: [0, 0.5])
        #expect(discrete.value(at: progress, duration: 0.5) == Tag("b"))
        // A step segment chosen from the same progress: the second segment (linear 1 → 2) at its start.
        let stepped = MotionKeyframes([0.0, 1, 2], keyTimes: [0, 0.5, 1], timingFunctions: [.steps(MotionSteps(1)), .linear])
        #expect(stepped.value(at: progress, duration: 1) == 1)
        // Well away from a key time nothing is snapped.
        #expect(discrete.value(at: 0.5 - 1e-9, duration: 0.5) == Tag("a"))
    }

    @Test func discreteHoldsEachValueForAnEqualShare() {
        let keyframes = MotionKeyframes(["a", "b", "c"].map(Tag.init), mode: .discrete)
        #expect(keyframes.value(at: 0.2, duration: 1)?.name == "a")
        #expect(keyframes.value(at: 0.5, duration: 1)?.name == "b")
        #expect(keyframes.value(at: 0.7, duration: 1)?.name == "c")
        #expect(keyframes.value(at: 1, duration: 1)?.name == "c")
        let timed = MotionKeyframes(["a", "b"].map(Tag.init), mode: .discrete, keyTimes: [0, 0.9])
        #expect(timed.value(at: 0.89, duration: 1)?.name == "a")
        #expect(timed.value(at: 0.9, duration: 1)?.name == "b")
    }

    @Test func cubicIsCatmullRom() {
        // Segment 0 of [0, 1, 0, 1] at u = ½: tangents m₀ = (1 − 0)/2 (end rule), m₁ = (0 − 0)/2;
        // Hermite: h10(½)·m₀ + h01(½)·1 = 0.125·0.5 + 0.5 = 0.5625.
        let keyframes = MotionKeyframes([0.0, 1, 0, 1], mode: .cubic)
        expectClose(keyframes.value(at: 1.0 / 6, duration: 1)!, 0.5625, 1e-12)
        // It passes through every value at its key time.
        expectClose(keyframes.value(at: 1.0 / 3, duration: 1)!, 1, 1e-12)
        expectClose(keyframes.value(at: 2.0 / 3, duration: 1)!, 0, 1e-12)
        // Segment 1 between 1 and 0 with tangents (0 − 0)/2 and (1 − 1)/2: a plain smoothstep.
        expectClose(keyframes.value(at: 0.5, duration: 1)!, 0.5, 1e-12)
    }

    @Test func coloursBlendWithoutPremultiplying() {
        let keyframes = MotionKeyframes([MotionColor(red: 1, green: 0, blue: 0, alpha: 1), MotionColor(red: 0, green: 0, blue: 1, alpha: 0)])
        #expect(keyframes.value(at: 0.5, duration: 1) == MotionColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
    }

    @Test func transformsBlendPartByPart() {
        let a = MotionTransform(position: MotionPoint(0, 0), scale: MotionPoint(1, 1), rotation: 0)
        let b = MotionTransform(position: MotionPoint(10, 20), scale: MotionPoint(3, 1), rotation: 1)
        let mid = MotionKeyframes([a, b]).value(at: 0.5, duration: 1)!
        #expect(mid == MotionTransform(position: MotionPoint(5, 10), scale: MotionPoint(2, 1), rotation: 0.5))
    }

    @Test func retargetingReplacesTheFirstValueAndRepacesTheKeyTimes() {
        var keyframes = MotionKeyframes([0.0, 0.95, 0.85], mode: .paced)
        keyframes.replaceFirstValue(with: 0.75)
        // Now 0.2 then 0.1: key times [0, 2/3, 1].
        expectClose(keyframes.keyTimes[1], 2.0 / 3, 1e-15)
        #expect(keyframes.value(at: 0, duration: 1) == 0.75)
    }

    @Test func keyframesTimedAsOthersSampleAsIfTheyHadSolvedTheirOwnCurves() {
        let functions: [MotionTimingFunction] = [.cubicBezier(MotionCubicBezier(0.34, 1.56, 0.64, 1)), .linear,
                                                 .cubicBezier(MotionCubicBezier(0.42, 0, 0.58, 1))]
        let template = MotionKeyframes([5.0, -1, 2, 9], mode: .linear, keyTimes: [0, 0.3, 0.5, 1], timingFunctions: functions)
        let own = MotionKeyframes([1.0, 4, 0.5, 3], mode: .linear, keyTimes: [0, 0.2, 0.7, 1], timingFunctions: functions)
        let timed = MotionKeyframes([1.0, 4, 0.5, 3], mode: .linear, keyTimes: [0, 0.2, 0.7, 1], timedAs: template)
        #expect(timed.timingFunctions == functions)
        #expect(timed.keyTimes == own.keyTimes)
        for i in 0...200 {
            let progress = Double(i) / 200
            #expect(timed.value(at: progress, duration: 0.4) == own.value(at: progress, duration: 0.4))
        }
    }
}

/// A value that cannot blend, to observe which keyframe discrete mode picks.
struct Tag: MotionInterpolatable, Equatable {
    var name: String
    init(_ name: String) { self.name = name }
    func interpolated(to other: Tag, at t: Double) -> Tag { t < 1 ? self : other }
    static func combine(_ v0: Tag, _ w0: Double, _ v1: Tag, _ w1: Double, _ v2: Tag, _ w2: Double, _ v3: Tag, _ w3: Double) -> Tag { v1 }
    func distance(to other: Tag) -> Double { 1 }
}
