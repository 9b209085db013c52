import Testing
@testable import MotionRuntime

/// A control written by hand the way the Swift emitter writes one: a dot in a 20 × 10 box that fades
/// in `off -> on` (its opacity from `current`, a cue half-way) and has no `on -> off`.
private enum Dot: MotionControl {
    enum State: String, MotionState {
        case off, on
        static let initial = State.off
    }

    struct Parameters: MotionParameters {
        var opacity = 0.8
        init() {}
    }

    static let designSize = MotionRect(x: 0, y: 0, width: 20, height: 10)

    static func scene(_ parameters: Parameters) -> MotionScene {
        var group = MotionNodeValues(), dot = MotionNodeValues()
        group.position = MotionPoint(5, 0)
        dot.opacity = parameters.opacity
        return MotionScene(nodes: [
            .group(name: "g", base: group),
            MotionNode(name: "dot", path: .line(MotionPoint(0, 0), MotionPoint(10, 0)), base: dot, parent: 0),
        ])
    }

    static func frame(for state: State, parameters: Parameters) -> MotionFrame {
        var frame = scene(parameters).baseFrame
        if state == .off { frame.opacity[1] = 0 }
        return frame
    }

    static func transition(from: State, to: State, startingFrom presented: MotionFrame,
                           parameters: Parameters) -> MotionTransition<State>? {
        guard from == .off, to == .on else { return nil }
        let root = MotionTrackGroup(timing: MotionTiming(duration: 1, fill: .forwards), children: [
            .track(MotionTrack(node: 1, property: .opacity,
                               keyframes: MotionKeyframes([.scalar(0), .scalar(parameters.opacity)]),
                               timing: MotionTiming(begin: 0.5, duration: 0.5, fill: .forwards), startsFromCurrent: true)),
        ])
        return MotionTransition(from: from, to: to, duration: 1, cues: [MotionCue(name: "half", time: 0.5)],
                                reducedMotion: .crossfade(duration: 0.2), root: root, base: presented,
                                destination: frame(for: to, parameters: parameters))
    }
}

@Suite struct ControlTests {
    @Test func aTransitionShowsItsBaseUntilATrackBeginsAndHoldsAfterItsDuration() throws {
        let transition = try #require(Dot.transition(from: .off, to: .on))
        #expect(transition.base == Dot.frame(for: .off, parameters: Dot.Parameters()), "started at rest")
        #expect(transition.frame(at: 0.25).opacity[1] == 0, "before the track begins: the base")
        expectClose(transition.frame(at: 0.75).opacity[1], 0.4, 1e-12)
        #expect(transition.frame(at: 5).opacity[1] == 0.8, "after the duration: the frame at the duration")
        #expect(transition.destination.opacity[1] == 0.8)
        var frame = transition.base
        for t in stride(from: 0.0, through: 1.2, by: 0.05) {
            transition.sample(at: t, into: &frame)
            #expect(frame == transition.frame(at: t))
        }
    }

    @Test func startingFromAPresentedFrameRetargetsCurrentAndKeepsTheRest() throws {
        let transition = try #require(Dot.transition(from: .off, to: .on))
        var presented = transition.base
        presented.opacity[1] = 0.6
        presented.position[0] = MotionPoint(7, 7)
        let restarted = transition.starting(from: presented)
        #expect(restarted.base == presented)
        #expect(restarted.frame(at: 0.5).opacity[1] == 0.6, "the track starts from the presented value")
        #expect(restarted.frame(at: 0.2).position[0] == MotionPoint(7, 7), "untracked values are the presented ones")
        #expect(restarted.timeline.tracks[0].keyframes.values.first == .scalar(0.6))
        #expect(restarted.root == transition.root, "the tree keeps its placeholders")
        #expect(restarted.destination == transition.destination && restarted.cues == transition.cues)
        #expect(restarted.reducedMotion == .crossfade(duration: 0.2))
        #expect(restarted == Dot.transition(from: .off, to: .on, startingFrom: presented, parameters: Dot.Parameters()))
    }

    @Test func cuesAreReportedInHalfOpenIntervals() throws {
        let transition = try #require(Dot.transition(from: .off, to: .on))
        #expect(transition.cues(from: 0, to: 0.5).isEmpty)
        #expect(transition.cues(from: 0.5, to: 0.6).map(\.name) == ["half"])
        #expect(transition.cues(from: 0.4, to: 0.5).isEmpty)
    }

    @Test func theProtocolGivesLookupsFittingAndPaths() throws {
        #expect(Dot.transition(from: .on, to: .off) == nil)
        var parameters = Dot.Parameters()
        parameters.opacity = 0.5
        let transition = try #require(Dot.transition(from: .off, to: .on, parameters: parameters))
        #expect(transition.frame(at: 1).opacity[1] == 0.5, "parameters reach the transition")
        let typed: Dot.Transition = transition
        #expect(typed.cues.first == Dot.Cue(name: "half", time: 0.5))
        #expect(Dot.State.initial == .off && Dot.State.allCases == [.off, .on])
        // 20 × 10 into 40 × 40: scale 2, centred vertically.
        #expect(Dot.fitting(into: MotionRect(x: 0, y: 0, width: 40, height: 40)) == MotionAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 10))
        #expect(Dot.nodeIndex(named: "dot") == 1 && Dot.nodeIndex(named: "nothing") == nil)
        // The dot's line placed by its group (x + 5), then fitted: (10, 10) to (30, 10).
        let path = Dot.path(ofNode: 1, in: Dot.frame(for: .on, parameters: parameters), fittedInto: MotionRect(x: 0, y: 0, width: 40, height: 40))
        let bounds = try #require(path.bounds)
        expectClose(bounds.minX, 10, 1e-12)
        expectClose(bounds.maxX, 30, 1e-12)
        expectClose(bounds.minY, 10, 1e-12)
        #expect(Dot.path(ofNode: 2, in: Dot.frame(for: .on, parameters: parameters), fittedInto: MotionRect(x: 0, y: 0, width: 1, height: 1)).isEmpty)
    }
}
