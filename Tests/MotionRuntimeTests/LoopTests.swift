import Testing
@testable import MotionRuntime

/// A dot that breathes while it rests in `on`: its opacity 1 -> 0.5 over 0.5 s, and back.
private enum Breathing: MotionControl {
    enum State: String, MotionState {
        case off, on
        static let initial = State.off
    }

    struct Parameters: MotionParameters {
        init() {}
    }

    static let designSize = MotionRect(x: 0, y: 0, width: 10, height: 10)

    static func scene(_ parameters: Parameters) -> MotionScene {
        MotionScene(nodes: [MotionNode(name: "dot", path: .line(MotionPoint(0, 0), MotionPoint(10, 0)), base: MotionNodeValues())])
    }

    static func frame(for state: State, parameters: Parameters) -> MotionFrame {
        scene(parameters).baseFrame
    }

    static func transition(from: State, to: State, startingFrom presented: MotionFrame,
                           parameters: Parameters) -> MotionTransition<State>? { nil }

    static func loop(in state: State, parameters: Parameters) -> MotionLoop? {
        guard state == .on else { return nil }
        return MotionLoop(root: LoopTests.breathing, base: frame(for: state, parameters: parameters))
    }
}

/// A control that says nothing about loops: the protocol's default.
private enum Still: MotionControl {
    enum State: String, MotionState {
        case only
        static let initial = State.only
    }

    struct Parameters: MotionParameters {
        init() {}
    }

    static let designSize = MotionRect(x: 0, y: 0, width: 10, height: 10)

    static func scene(_ parameters: Parameters) -> MotionScene {
        MotionScene(nodes: [MotionNode(name: "dot", path: .line(MotionPoint(0, 0), MotionPoint(1, 0)), base: MotionNodeValues())])
    }

    static func frame(for state: State, parameters: Parameters) -> MotionFrame { scene(parameters).baseFrame }

    static func transition(from: State, to: State, startingFrom presented: MotionFrame,
                           parameters: Parameters) -> MotionTransition<State>? { nil }
}

@Suite struct LoopTests {
    /// One pass of 0.5 s, autoreversing: a period of 1 s. Written with a repeat count of 1 and a
    /// begin: the loop makes it endless and starts it at rest.
    static let breathing = MotionTrackGroup(timing: MotionTiming(begin: 3, duration: 0.5, autoreverses: true, fill: .forwards), children: [
        .track(MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes([.scalar(1), .scalar(0.5)]),
                           timing: MotionTiming(duration: 0.5, fill: .forwards))),
    ])

    /// What a timeline works out once from an endless timing (a NaN phase after an interval that never
    /// ends) does not keep it from equalling itself: loops compare and hash as their timings do.
    @Test func anEndlessTimelineEqualsItself() {
        let root = MotionTrackGroup(timing: MotionTiming(duration: 0.5, repeatCount: .infinity, fill: .forwards),
                                    children: Self.breathing.children)
        let one = MotionTimeline(root: root), two = MotionTimeline(root: root)
        #expect(one == two)
        #expect(one.hashValue == two.hashValue)
        #expect(PreparedTiming(root.timing) == PreparedTiming(root.timing))
        #expect(PreparedTiming(root.timing) != PreparedTiming(MotionTiming(duration: 0.5, repeatCount: 2, fill: .forwards)))
    }

    @Test func aLoopRepeatsItsPeriodWithoutEnd() {
        let loop = MotionLoop(root: Self.breathing, base: Breathing.frame(for: .on, parameters: .init()))
        #expect(loop.root.timing.begin == 0 && loop.root.timing.repeatCount == .infinity && loop.root.timing.autoreverses)
        #expect(loop.passDuration == 0.5 && loop.period == 1)
        func opacity(_ t: Double) -> Double { loop.frame(at: t).opacity[0] }
        #expect(abs(opacity(0) - 1) < 1e-12)
        #expect(abs(opacity(0.25) - 0.75) < 1e-12)
        #expect(abs(opacity(0.5) - 0.5) < 1e-12)
        #expect(abs(opacity(0.75) - 0.75) < 1e-12)
        for k in [1.0, 7, 1000] {
            for t in [0.0, 0.1, 0.3, 0.5, 0.9] {
                #expect(abs(opacity(k + t) - opacity(t)) < 1e-9, "period \(k), t \(t)")
            }
        }
    }

    @Test func beforeRestTheStateShows() {
        let loop = MotionLoop(root: Self.breathing, base: Breathing.frame(for: .on, parameters: .init()))
        var frame = loop.frame(at: 0.25)
        loop.sample(at: -0.1, into: &frame)
        #expect(frame == loop.base)
    }

    @Test func aControlAnswersForEachStateAndUnderReducedMotion() {
        #expect(Breathing.loop(in: .off, parameters: .init()) == nil)
        #expect(abs(Breathing.frame(for: .on, at: 0.5).opacity[0] - 0.5) < 1e-12)
        #expect(Breathing.frame(for: .on, at: 0.5, reduceMotion: true) == Breathing.frame(for: .on, parameters: .init()))
        #expect(Breathing.frame(for: .off, at: 0.5) == Breathing.frame(for: .off, parameters: .init()))
        #expect(Still.loop(in: .only, parameters: .init()) == nil)
        #expect(Still.frame(for: .only, at: 3) == Still.frame(for: .only, parameters: .init()))
    }

    /// The instant a transition into a looping state ends is the loop's time 0: a transition that ends
    /// off its state (opacity 0.2 where the loop starts from 1, a scale of 2 where the state has 1) shows
    /// its own frame until then, the loop's frame, over the state's, from then on.
    @Test func theInstantOfRestShowsTheLoop() {
        let loop = MotionLoop(root: Self.breathing, base: Breathing.frame(for: .on, parameters: .init()))
        let root = MotionTrackGroup(timing: MotionTiming(duration: 0.4, fill: .forwards), children: [
            .track(MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes([.scalar(0), .scalar(0.4)]),
                               timing: MotionTiming(duration: 0.4, fill: .forwards))),
            .track(MotionTrack(node: 0, property: .scale, keyframes: MotionKeyframes([.point(MotionPoint(1, 1)), .point(MotionPoint(4, 4))]),
                               timing: MotionTiming(duration: 0.4, fill: .forwards))),
        ])
        let into = MotionTransition(from: Breathing.State.off, to: .on, duration: 0.2, root: root, base: loop.base, destination: loop.base)
        #expect(abs(into.frame(at: 0.2, thenLooping: loop).opacity[0] - 1) < 1e-12)
        #expect(into.frame(at: 0.2, thenLooping: loop).scale[0] == MotionPoint(1, 1))
        #expect(into.frame(at: 0.2 - 1e-11, thenLooping: loop) == loop.frame(at: 0))
        #expect(abs(into.frame(at: 0.1, thenLooping: loop).opacity[0] - 0.1) < 1e-12)
        #expect(abs(into.frame(at: 0.45, thenLooping: loop).opacity[0] - 0.75) < 1e-12)
        #expect(into.frame(at: 0.2, thenLooping: nil) == into.frame(at: 0.2))
        #expect(abs(into.frame(at: 0.2).opacity[0] - 0.2) < 1e-12)
        #expect(Breathing.frame(playing: into, at: 0.2) == loop.frame(at: 0))
        #expect(Breathing.frame(playing: into, at: 0.2, reduceMotion: true) == into.frame(at: 0.2))
    }

    /// Leaving mid-loop: the next transition starts from the presented frame, as after an interrupt.
    @Test func leavingMidLoopStartsFromThePresentedFrame() {
        let loop = MotionLoop(root: Self.breathing, base: Breathing.frame(for: .on, parameters: .init()))
        let presented = loop.frame(at: 2.25)
        let root = MotionTrackGroup(timing: MotionTiming(duration: 0.2, fill: .forwards), children: [
            .track(MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes([.scalar(1), .scalar(0)]),
                               timing: MotionTiming(duration: 0.2, fill: .forwards), startsFromCurrent: true)),
        ])
        let away = MotionTransition(from: "on", to: "off", duration: 0.2, root: root, base: presented, destination: loop.base)
        #expect(abs(away.frame(at: 0).opacity[0] - 0.75) < 1e-12)
        #expect(abs(away.frame(at: 0.2).opacity[0]) < 1e-12)
    }
}
