import MotionRuntime

/// A control written by hand as the Swift emitter writes one, for the drawing tests: in a 20 × 10
/// box, a group at (5, 0) at half opacity holding a line (0, 0)–(10, 0) with a 3-point stroke, and a
/// filled square with a shadow. `off -> on` fades the line in over a second and, under reduced
/// motion, cross-fades for 0.5 s.
enum Badge: MotionControl {
    enum State: String, MotionState {
        case off, on
        static let initial = State.off
    }

    struct Parameters: MotionParameters {}

    static let designSize = MotionRect(x: 0, y: 0, width: 20, height: 10)

    static func scene(_ parameters: Parameters) -> MotionScene {
        var group = MotionNodeValues(), line = MotionNodeValues(), square = MotionNodeValues()
        group.position = MotionPoint(5, 0)
        group.opacity = 0.5
        line.lineWidth = 3
        line.strokeColor = MotionColor(red: 1, green: 0, blue: 0)
        line.fillColor = .clear
        square.fillColor = MotionColor(red: 0, green: 0, blue: 1)
        square.strokeColor = .clear
        square.shadowColor = .black
        square.shadowOpacity = 0.5
        square.shadowOffset = MotionPoint(1, 2)
        square.shadowBlur = 4
        return MotionScene(nodes: [
            .group(name: "g", base: group),
            MotionNode(name: "line", path: .line(MotionPoint(0, 0), MotionPoint(10, 0)), base: line, parent: 0),
            MotionNode(name: "square", path: MotionPath.rect(MotionRect(x: 0, y: 0, width: 4, height: 4)), base: square),
        ])
    }

    static func frame(for state: State, parameters: Parameters) -> MotionFrame {
        var frame = scene(parameters).baseFrame
        frame.opacity[1] = state == .off ? 0.2 : 1
        return frame
    }

    static func transition(from: State, to: State, startingFrom presented: MotionFrame,
                           parameters: Parameters) -> MotionTransition<State>? {
        guard from == .off, to == .on else { return nil }
        let root = MotionTrackGroup(timing: MotionTiming(duration: 1, fill: .forwards), children: [
            .track(MotionTrack(node: 1, property: .opacity, keyframes: MotionKeyframes([.scalar(0.2), .scalar(1)]),
                               timing: MotionTiming(duration: 1, fill: .forwards))),
        ])
        return MotionTransition(from: from, to: to, duration: 1, reducedMotion: .crossfade(duration: 0.5), root: root,
                                base: presented, destination: frame(for: to, parameters: parameters))
    }
}
