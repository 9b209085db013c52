import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import TestSupport

/// Each generated control (the goldens in `Goldens/`, compiled into this target) behind one shape,
/// beside its spec lowered by the compiler, so tests can compare the two without knowing the types.
struct GeneratedControl: Sendable {
    let spec: String
    let states: [String]
    /// The generated frame at rest, with the default parameters.
    let stateFrame: @Sendable (String) -> MotionFrame?
    /// The generated transition from one state to another, started at rest: its `frame(at:)`,
    /// duration and a way to restart it from a presented frame.
    let transition: @Sendable (String, String) -> GeneratedTransition?
    let paths: [MotionPath]
    let control: MotionScene

    static let all: [GeneratedControl] = [
        GeneratedControl(
            spec: "specs/flat-switch.motion", states: FlatSwitch.State.allCases.map(\.rawValue),
            stateFrame: { FlatSwitch.State(rawValue: $0).map { FlatSwitch.frame(for: $0) } },
            transition: { from, to in
                guard let f = FlatSwitch.State(rawValue: from), let t = FlatSwitch.State(rawValue: to),
                      let transition = FlatSwitch.transition(from: f, to: t) else { return nil }
                return GeneratedTransition(transition)
            },
            paths: FlatSwitch.paths, control: FlatSwitch.control()),
        GeneratedControl(
            spec: "specs/check-button.motion", states: CheckButton.State.allCases.map(\.rawValue),
            stateFrame: { CheckButton.State(rawValue: $0).map { CheckButton.frame(for: $0) } },
            transition: { from, to in
                guard let f = CheckButton.State(rawValue: from), let t = CheckButton.State(rawValue: to),
                      let transition = CheckButton.transition(from: f, to: t) else { return nil }
                return GeneratedTransition(transition)
            },
            paths: CheckButton.paths, control: CheckButton.control()),
        GeneratedControl(
            spec: "specs/day-night-switch.motion", states: DayNightSwitch.State.allCases.map(\.rawValue),
            stateFrame: { DayNightSwitch.State(rawValue: $0).map { DayNightSwitch.frame(for: $0) } },
            transition: { from, to in
                guard let f = DayNightSwitch.State(rawValue: from), let t = DayNightSwitch.State(rawValue: to),
                      let transition = DayNightSwitch.transition(from: f, to: t) else { return nil }
                return GeneratedTransition(transition)
            },
            paths: DayNightSwitch.paths, control: DayNightSwitch.control()),
        GeneratedControl(
            spec: "specs/shape-switch.motion", states: ShapeSwitch.State.allCases.map(\.rawValue),
            stateFrame: { ShapeSwitch.State(rawValue: $0).map { ShapeSwitch.frame(for: $0) } },
            transition: { from, to in
                guard let f = ShapeSwitch.State(rawValue: from), let t = ShapeSwitch.State(rawValue: to),
                      let transition = ShapeSwitch.transition(from: f, to: t) else { return nil }
                return GeneratedTransition(transition)
            },
            paths: ShapeSwitch.paths, control: ShapeSwitch.control()),
        GeneratedControl(
            spec: "Tests/Fixtures/swift/feature-tour.motion", states: FeatureTour.State.allCases.map(\.rawValue),
            stateFrame: { FeatureTour.State(rawValue: $0).map { FeatureTour.frame(for: $0) } },
            transition: { from, to in
                guard let f = FeatureTour.State(rawValue: from), let t = FeatureTour.State(rawValue: to),
                      let transition = FeatureTour.transition(from: f, to: t) else { return nil }
                return GeneratedTransition(transition)
            },
            paths: FeatureTour.paths, control: FeatureTour.control()),
    ]
}

/// A generated transition without its control's types.
struct GeneratedTransition: Sendable {
    let duration: Double
    let timeline: MotionTimeline
    let cues: [(name: String, time: Double)]
    let frame: @Sendable (Double) -> MotionFrame
    let restart: @Sendable (MotionFrame) -> GeneratedTransition

    init(_ t: FlatSwitch.Transition) {
        duration = t.duration; timeline = t.timeline; cues = t.cues.map { ($0.name, $0.time) }
        frame = { t.frame(at: $0) }; restart = { GeneratedTransition(t.starting(from: $0)) }
    }
    init(_ t: CheckButton.Transition) {
        duration = t.duration; timeline = t.timeline; cues = t.cues.map { ($0.name, $0.time) }
        frame = { t.frame(at: $0) }; restart = { GeneratedTransition(t.starting(from: $0)) }
    }
    init(_ t: DayNightSwitch.Transition) {
        duration = t.duration; timeline = t.timeline; cues = t.cues.map { ($0.name, $0.time) }
        frame = { t.frame(at: $0) }; restart = { GeneratedTransition(t.starting(from: $0)) }
    }
    init(_ t: FeatureTour.Transition) {
        duration = t.duration; timeline = t.timeline; cues = t.cues.map { ($0.name, $0.time) }
        frame = { t.frame(at: $0) }; restart = { GeneratedTransition(t.starting(from: $0)) }
    }
    init(_ t: ShapeSwitch.Transition) {
        duration = t.duration; timeline = t.timeline; cues = t.cues.map { ($0.name, $0.time) }
        frame = { t.frame(at: $0) }; restart = { GeneratedTransition(t.starting(from: $0)) }
    }
}

enum Lowered {
    /// The spec at `path` parsed, checked and lowered, as the emitter saw it.
    static func control(_ path: String) throws -> LoweredControl {
        let file = try Repository.sourceFile(path)
        let compilation = Pipeline.run(file)
        guard let lowered = compilation.lowered else { throw Failure(path: path) }
        return lowered
    }

    struct Failure: Error { let path: String }
}

/// The largest difference between two frames over every property of every node (a colour or a
/// point by its largest component); infinity when they have different node counts.
func largestDifference(_ a: MotionFrame, _ b: MotionFrame) -> Double {
    guard a.nodeCount == b.nodeCount else { return .infinity }
    var largest = 0.0
    for index in 0..<a.nodeCount {
        for property in MotionProperty.allCases {
            largest = max(largest, difference(a[property, index], b[property, index]))
        }
    }
    return largest
}

func difference(_ a: MotionValue, _ b: MotionValue) -> Double {
    switch (a, b) {
    case let (.scalar(x), .scalar(y)): return abs(x - y)
    case let (.point(p), .point(q)): return max(abs(p.x - q.x), abs(p.y - q.y))
    case let (.color(c), .color(d)):
        return max(abs(c.red - d.red), abs(c.green - d.green), abs(c.blue - d.blue), abs(c.alpha - d.alpha))
    default: return .infinity
    }
}
