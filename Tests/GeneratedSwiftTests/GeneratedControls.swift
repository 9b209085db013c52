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
    let scene: MotionScene

    static let all: [GeneratedControl] = [
        GeneratedControl(FlatSwitch.self, spec: "specs/flat-switch.motion", paths: FlatSwitch.paths),
        GeneratedControl(CheckButton.self, spec: "specs/check-button.motion", paths: CheckButton.paths),
        GeneratedControl(DayNightSwitch.self, spec: "specs/day-night-switch.motion", paths: DayNightSwitch.paths),
        GeneratedControl(ShapeSwitch.self, spec: "specs/shape-switch.motion", paths: ShapeSwitch.paths),
        GeneratedControl(PlayPause.self, spec: "specs/play-pause.motion", paths: PlayPause.paths),
        GeneratedControl(GlossyKnob.self, spec: "specs/glossy-knob.motion", paths: GlossyKnob.paths),
        GeneratedControl(MarchingAnts.self, spec: "specs/marching-ants.motion", paths: MarchingAnts.paths),
        GeneratedControl(SyncBar.self, spec: "specs/sync-bar.motion", paths: SyncBar.paths),
        GeneratedControl(FeatureTour.self, spec: "Tests/Fixtures/swift/feature-tour.motion", paths: FeatureTour.paths),
        GeneratedControl(PlayerToggle.self, spec: "Tests/Fixtures/swift/player-toggle.motion", paths: PlayerToggle.paths),
        GeneratedControl(BreathingDot.self, spec: "Tests/Fixtures/swift/breathing-dot.motion", paths: BreathingDot.paths),
    ]

    /// Any generated control, through `MotionControl` alone: what a player written once for every
    /// control sees.
    init<Control: MotionControl>(_: Control.Type, spec: String, paths: [MotionPath])
    where Control.State: RawRepresentable<String> {
        self.spec = spec
        states = Control.State.allCases.map(\.rawValue)
        stateFrame = { Control.State(rawValue: $0).map { Control.frame(for: $0, parameters: Control.Parameters()) } }
        transition = { from, to in
            guard let f = Control.State(rawValue: from), let t = Control.State(rawValue: to),
                  let transition = Control.transition(from: f, to: t) else { return nil }
            return GeneratedTransition(transition)
        }
        self.paths = paths
        scene = Control.scene(Control.Parameters())
    }
}

/// A generated transition without its control's types.
struct GeneratedTransition: Sendable {
    let duration: Double
    let timeline: MotionTimeline
    let cues: [(name: String, time: Double)]
    let frame: @Sendable (Double) -> MotionFrame
    let restart: @Sendable (MotionFrame) -> GeneratedTransition

    init<State>(_ t: MotionTransition<State>) {
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
    case let (.path(p), .path(q)):
        guard p.hasSameStructure(as: q) else { return .infinity }
        var largest = 0.0
        for (s, t) in zip(p.subpaths, q.subpaths) {
            largest = max(largest, difference(.point(s.start), .point(t.start)))
            for (c, d) in zip(s.cubics, t.cubics) {
                for (u, v) in [(c.p0, d.p0), (c.p1, d.p1), (c.p2, d.p2), (c.p3, d.p3)] { largest = max(largest, difference(.point(u), .point(v))) }
            }
        }
        return largest
    case let (.gradient(g), .gradient(h)):
        guard g.hasSameStructure(as: h) else { return .infinity }
        var largest = max(difference(.point(g.start), .point(h.start)), difference(.point(g.end), .point(h.end)), abs(g.radius - h.radius))
        for (s, t) in zip(g.stops, h.stops) {
            largest = max(largest, abs(s.position - t.position), difference(.color(s.color), .color(t.color)))
        }
        return largest
    default: return .infinity
    }
}
