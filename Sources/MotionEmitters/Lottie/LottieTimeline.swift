import MotionCompiler
import MotionRuntime

/// One stretch of the composition's timeline, with a marker: a state at rest (a short hold), a
/// transition played from one source state, or a transition's reduced-motion form.
struct LottieSegment: Sendable {
    enum Content: Sendable {
        case state(LoweredState)
        /// One period of the state's loop (`LottieLoops`).
        case loop(LoweredState)
        case transition(index: Int, source: LoweredState)
        case reduced(index: Int, source: LoweredState, destination: LoweredState, fade: Double?)
    }

    /// The marker's name: `off`, `off->on`, `off->on reduced motion`.
    var marker: String
    /// The first frame (whole, so rlottie can show it).
    var start: Int
    /// The marker's duration in frames (the transition's duration; may be fractional).
    var length: Double
    var content: Content
}

/// Lays the states and transitions one after another: each state's hold, its loop's period, then every transition that
/// starts from it (a `*` transition once per state it serves), then the reduced-motion forms. Every
/// segment starts on a whole frame at least one frame after the previous one ends, so no two segments
/// share a keyframe time.
enum LottieTimeline {
    /// The longest transition written (half an hour at 60 fps): beyond it files and sampling grow unbounded.
    static let maximumFrames: Double = 100_000

    /// A state's hold: a tenth of a second, at least one frame.
    static func holdFrames(fps: Double) -> Double { max(1, (fps / 10).rounded()) }

    static func layout(_ control: LoweredControl, fps: Double) -> (segments: [LottieSegment], end: Int) {
        var segments: [LottieSegment] = []
        var next = 0
        func add(_ marker: String, _ length: Double, _ content: LottieSegment.Content) {
            segments.append(LottieSegment(marker: marker, start: next, length: length, content: content))
            next += Int((length + 1e-9).rounded(.down)) + 1
        }
        var reduced: [(String, Double, LottieSegment.Content)] = []
        for state in control.states {
            add(state.name, holdFrames(fps: fps), .state(state))
            if let loop = state.loop { add(LottieLoops.marker(state), loop.loop.period * fps, .loop(state)) }
            for (index, transition) in control.transitions.enumerated()
            where control.sourceStates(of: transition).contains(where: { $0.name == state.name }) {
                let name = "\(state.name)->\(transition.to)"
                add(name, transition.duration * fps, .transition(index: index, source: state))
                guard let destination = control.state(named: transition.to), let mode = transition.reducedMotion else { continue }
                switch mode {
                case .instant: reduced.append((name + " reduced motion", 0, .reduced(index: index, source: state, destination: destination, fade: nil)))
                case .crossfade(let d):
                    reduced.append((name + " reduced motion", d * fps, .reduced(index: index, source: state, destination: destination, fade: d)))
                }
            }
        }
        for (marker, length, content) in reduced { add(marker, length, content) }
        return (segments, next)
    }
}
