import MotionDiagnostics
import MotionRuntime

/// A keyframe value: a resolved value, or `current` (whatever is on screen when the
/// transition starts; only ever the first value).
public enum KeyframeValue: Hashable, Sendable {
    case current
    case value(BoundValue)
}

/// Begin, duration and repetition, shared by groups and tracks. Times are seconds,
/// `begin` relative to the enclosing group.
public struct TimingModel: Hashable, Sendable {
    public var begin: Double
    public var duration: Double
    /// `.infinity` for `repeat forever`; 1 when not written.
    public var repeatCount: Double
    public var autoreverse: Bool
    public var fill: MotionFillMode
    public init(begin: Double = 0, duration: Double, repeatCount: Double = 1, autoreverse: Bool = false, fill: MotionFillMode = .forwards) {
        self.begin = begin
        self.duration = duration
        self.repeatCount = repeatCount
        self.autoreverse = autoreverse
        self.fill = fill
    }

    /// How long the animation runs, repeats and autoreverse included (may be infinite).
    public var activeDuration: Double { duration * repeatCount * (autoreverse ? 2 : 1) }
}

/// One animated property of one node (a `star[i]` track is expanded per instance).
public struct TrackModel: Hashable, Sendable {
    /// The node instance: `checkmark`, `star[3]`.
    public var node: String
    public var property: MotionProperty
    public var mode: MotionCalculationMode
    public var values: [KeyframeValue]
    /// Fractions of the duration, one per value; nil for paced tracks (the runtime spaces them).
    public var keyTimes: [Double]?
    /// Empty: linear. One: every segment. Otherwise one per segment.
    public var timingFunctions: [MotionTimingFunction]
    public var timing: TimingModel
    public var span: SourceSpan
    public init(node: String, property: MotionProperty, mode: MotionCalculationMode, values: [KeyframeValue], keyTimes: [Double]?,
                timingFunctions: [MotionTimingFunction], timing: TimingModel, span: SourceSpan) {
        self.node = node
        self.property = property
        self.mode = mode
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.timing = timing
        self.span = span
    }
}

/// A Core Animation group: its children's times are relative to it and it clips them.
public struct TrackGroupModel: Hashable, Sendable {
    public var name: String?
    public var timing: TimingModel
    /// Applies to the group's local time as a whole; nil is linear.
    public var timingFunction: MotionTimingFunction?
    public var children: [TransitionElement]
    public var span: SourceSpan
    public init(name: String?, timing: TimingModel, timingFunction: MotionTimingFunction?, children: [TransitionElement], span: SourceSpan) {
        self.name = name
        self.timing = timing
        self.timingFunction = timingFunction
        self.children = children
        self.span = span
    }

    /// Every track below this group, depth first in source order.
    public var allTracks: [TrackModel] {
        var out: [TrackModel] = []
        appendTracks(to: &out)
        return out
    }

    /// Every track below this group in the order of `allTracks`, read in place rather than copied out.
    func forEachTrack(_ body: (TrackModel) -> Void) {
        for child in children {
            switch child {
            case .track(let t): body(t)
            case .group(let g): g.forEachTrack(body)
            }
        }
    }

    /// Into one array, not an array per child: a transition may hold many thousands of tracks.
    private func appendTracks(to out: inout [TrackModel]) {
        for child in children {
            switch child {
            case .track(let t): out.append(t)
            case .group(let g): g.appendTracks(to: &out)
            }
        }
    }
}

public indirect enum TransitionElement: Hashable, Sendable {
    case track(TrackModel)
    case group(TrackGroupModel)
}

/// `cue haptic at 0.1s`: an event for the host, seconds from the transition's start.
public struct CueModel: Hashable, Sendable {
    public var name: String
    public var time: Double
    public var span: SourceSpan
    public init(name: String, time: Double, span: SourceSpan) {
        self.name = name
        self.time = time
        self.span = span
    }
}

/// A transition: the whole of it is the root group.
public struct TransitionModel: Hashable, Sendable {
    /// Nil for `*` (any state).
    public var from: String?
    public var to: String
    public var root: TrackGroupModel
    public var cues: [CueModel]
    /// Nil when not written (the target decides; the default is to play the transition).
    public var reducedMotion: MotionReducedMotion?
    /// Set when this transition plays another one's tree (`root`) backwards.
    public var reversal: ReversalModel?
    public var span: SourceSpan
    public init(from: String?, to: String, root: TrackGroupModel, cues: [CueModel], reducedMotion: MotionReducedMotion?,
                reversal: ReversalModel? = nil, span: SourceSpan) {
        self.from = from
        self.to = to
        self.root = root
        self.cues = cues
        self.reducedMotion = reducedMotion
        self.reversal = reversal
        self.span = span
    }

    public var duration: Double { reversal?.duration ?? root.timing.duration }
}
