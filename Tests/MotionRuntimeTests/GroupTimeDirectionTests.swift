import Testing
@testable import MotionRuntime

/// A group's time runs in its children the way it runs in the group: where it runs back (a reverse
/// pass, a curve that dips) a child's boundary the time is exactly on shows the side the time moves
/// into (`semantics.md`). Every time below is one the arithmetic lands on exactly or a rounding off.
@Suite struct GroupTimeDirectionTests {
    static func opacity(_ timeline: MotionTimeline, at t: Double) -> Double {
        timeline.frame(at: t, base: BoundaryToleranceTests.frame(opacity: -1)).opacity[0]
    }

    /// `child` alone in a group with `timing` and `curve`, in a 0.59 s transition.
    static func timeline(_ child: MotionTimelineItem, _ timing: MotionTiming, _ curve: MotionTimingFunction = .linear) -> MotionTimeline {
        let group = MotionTrackGroup(timing: timing, timingFunction: curve, children: [child])
        return MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.59, fill: .forwards), children: [.group(group)]))
    }

    static let reversing = MotionTiming(duration: 0.2, autoreverses: true, fill: .forwards)

    static func discrete(_ values: [Double], keyTimes: [Double], _ timing: MotionTiming) -> MotionTimelineItem {
        .track(MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes(values.map(MotionValue.scalar), mode: .discrete,
                                                                                  keyTimes: keyTimes), timing: timing))
    }

    @Test func aDiscreteKeyInAGroupsReversePassShowsTheValueBeforeIt() {
        let timeline = Self.timeline(Self.discrete([0.9, 0.6, 0.3, 0.75], keyTimes: [0, 0.25, 0.5, 0.75],
                                                   MotionTiming(duration: 0.2, fill: .forwards)), Self.reversing)
        // Forward pass: each key's value from its time on.
        #expect(Self.opacity(timeline, at: 0.05) == 0.6)
        #expect(Self.opacity(timeline, at: 0.15) == 0.75)
        // Reverse pass (group time 0.4 − t): at 0.25 s and 0.3 s the group's time falls onto a key.
        #expect(Self.opacity(timeline, at: 0.25 - 1e-6) == 0.75)
        #expect(Self.opacity(timeline, at: 0.25) == 0.3)
        #expect(Self.opacity(timeline, at: 0.3) == 0.6)
        #expect(Self.opacity(timeline, at: 0.35) == 0.9)
    }

    @Test func theLastKeyOnALoopsTurnIsNeverShown() {
        // Random seed 35's loop: four discrete values over the pass, the last at key time 1, in an
        // autoreversing root. At the turn the group's time runs back from its end: the third value.
        let keyframes = MotionKeyframes([0.43, 0.65, 0.47, 0.41].map(MotionValue.scalar), mode: .discrete, keyTimes: [0, 1.0 / 3, 2.0 / 3, 1])
        let track = MotionTrack(node: 0, property: .opacity, keyframes: keyframes, timing: MotionTiming(duration: 0.82, fill: .forwards))
        let root = MotionTrackGroup(timing: MotionTiming(duration: 0.82, repeatCount: .infinity, autoreverses: true, fill: .forwards),
                                    children: [.track(track)])
        let timeline = MotionTimeline(root: root)
        #expect(Self.opacity(timeline, at: 0.82 - 1e-6) == 0.47)
        #expect(Self.opacity(timeline, at: 0.82) == 0.47)
        #expect(Self.opacity(timeline, at: 0.82 + 1e-6) == 0.47)
        #expect(Self.opacity(timeline, at: 1.64) == 0.43)
    }

    @Test func goingBackATrackIsEnteredAtItsEndAndLeftAtItsBegin() {
        // Active over group time 0.05…0.15 without a fill: forward it shows from 0.05 s to before 0.15 s;
        // back, from 0.25 s (its end) to before 0.35 s (its begin).
        let child = TimelineTests.track(0, .opacity, [0.4, 0.8], MotionTiming(begin: 0.05, duration: 0.1))
        let timeline = Self.timeline(.track(child), Self.reversing)
        #expect(Self.opacity(timeline, at: 0.05) == 0.4)
        #expect(Self.opacity(timeline, at: 0.15) == -1)
        #expect(Self.opacity(timeline, at: 0.25 - 1e-6) == -1)
        #expect(Self.opacity(timeline, at: 0.25) == 0.8)
        #expect(abs(Self.opacity(timeline, at: 0.35 - 1e-6) - 0.4) < 1e-4)
        #expect(Self.opacity(timeline, at: 0.35) == -1)
        // With a backwards fill, left at its begin shows the fill.
        let filled = TimelineTests.track(0, .opacity, [0.4, 0.8], MotionTiming(begin: 0.05, duration: 0.1, fill: .backwards))
        #expect(Self.opacity(Self.timeline(.track(filled), Self.reversing), at: 0.35) == 0.4)
    }

    @Test func aBeginTheGroupsCurveReachesOnlyAtItsStartIsNotEntered() {
        // Random seed 39: the curve takes the group's time below 0 just after its start, before the
        // track, which has no backwards fill: the base shows from the start.
        let curve = MotionTimingFunction.cubicBezier(MotionCubicBezier(0.45, -0.2, 0.99, -0.01))
        let child = TimelineTests.track(0, .opacity, [0.2, 0.7], MotionTiming(duration: 0.17, fill: .forwards))
        let timeline = Self.timeline(.track(child), MotionTiming(duration: 0.3, fill: .both), curve)
        #expect(Self.opacity(timeline, at: 0) == -1)
        #expect(Self.opacity(timeline, at: 0.01) == -1)
        #expect(Self.opacity(timeline, at: 0.3) == 0.7)
        // A curve that starts upwards enters the begin at the start, as before.
        let rising = Self.timeline(.track(child), MotionTiming(duration: 0.3, fill: .both), .easeIn)
        #expect(Self.opacity(rising, at: 0) == 0.2)
        // Held before the group's begin by its fill, the time stands still: the child shows its first value.
        let later = Self.timeline(.track(child), MotionTiming(begin: 0.1, duration: 0.3, fill: .both), curve)
        #expect(Self.opacity(later, at: 0.05) == 0.2)
        #expect(Self.opacity(later, at: 0.1) == -1)
    }

    @Test func aReversePassInATimeThatRunsBackRunsForwards() {
        // An autoreversing track (0.1 s a pass, steps(2) from 0 to 1) in an autoreversing group: in the
        // group's reverse pass (0.2–0.4 s) the track's reverse pass (group time 0.1–0.2) plays forwards
        // in transition time, so its jump at group time 0.15 shows the upper step from t = 0.25 on.
        let steps = MotionTimingFunction.steps(MotionSteps(2))
        let child = TimelineTests.track(0, .opacity, [0, 1], MotionTiming(duration: 0.1, autoreverses: true, fill: .forwards), steps)
        let timeline = Self.timeline(.track(child), Self.reversing)
        // Forward: the track's reverse pass falls to 0 at group time 0.15.
        #expect(Self.opacity(timeline, at: 0.15) == 0)
        #expect(Self.opacity(timeline, at: 0.15 - 1e-6) == 0.5)
        // Back: the same step rises again at 0.25 s, where it shows its upper side.
        #expect(Self.opacity(timeline, at: 0.25 - 1e-6) == 0)
        #expect(Self.opacity(timeline, at: 0.25) == 0.5)
        // The track's turn (group time 0.1, t = 0.3): going back it is the end of its forward pass.
        #expect(Self.opacity(timeline, at: 0.3) == 0.5)
    }

    @Test func aStepsGroupsReversePassShowsItsStepsAsItsForwardPassDoes() {
        // Between a `steps` group's jumps its time stands still: a child's key on a step's value shows
        // the same on the way back as on the way forward.
        let child = Self.discrete([0.1, 0.6], keyTimes: [0, 0.5], MotionTiming(duration: 0.2, fill: .forwards))
        let timeline = Self.timeline(child, Self.reversing, .steps(MotionSteps(2)))
        #expect(Self.opacity(timeline, at: 0.15) == 0.6)
        #expect(Self.opacity(timeline, at: 0.25) == 0.6)
        #expect(Self.opacity(timeline, at: 0.35) == 0.1)
    }

    @Test func aCurveFallsWhereItsSlopeOrItsFirstNonZeroDerivativeDoes() {
        let dip = MotionCubicBezier(0.45, -0.2, 0.99, -0.01)
        #expect(dip.falls(at: 0, forwards: true))
        #expect(!dip.falls(at: 1, forwards: true))
        #expect(dip.falls(at: 1, forwards: false))
        let overshoot = MotionCubicBezier(0.3, 1.4, 0.6, 1)
        #expect(!overshoot.falls(at: 0, forwards: true))
        #expect(overshoot.falls(at: 0.9, forwards: true))
        #expect(!overshoot.falls(at: 0.9, forwards: false))
        // y1 = 0: flat at the start, then y2 decides.
        #expect(MotionCubicBezier(0.5, 0, 0.5, -0.5).falls(at: 0, forwards: true))
        #expect(!MotionCubicBezier(0.5, 0, 0.5, 0.5).falls(at: 0, forwards: true))
        #expect(!MotionCubicBezier(0.5, 0, 0.5, 0).falls(at: 0, forwards: true))
        #expect(MotionSpring(stiffness: 100, damping: 10, initialVelocity: -5).falls(at: 0, forwards: true))
        #expect(!MotionSpring(stiffness: 100, damping: 10).falls(at: 0, forwards: true))
    }
}
