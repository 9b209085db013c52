import MotionDiagnostics

/// The timing words shared by transitions, track groups and tracks, in the order `fmt` prints them:
/// `at 0.15s for 0.15s keys [0, 0.5, 1] ease-in fill forwards repeat 2 autoreverse`.
public struct TimingOptions: Hashable, Sendable {
    /// `at E`: begin time, relative to the enclosing group (Core Animation's `beginTime`).
    public var begin: Expression?
    /// `for E`: duration.
    public var duration: Expression?
    /// `keys [ … ]`: key times, fractions of the duration (no unit) or seconds (with `s`/`ms`).
    public var keyTimes: [Expression]?
    public var keyTimesSpan: SourceSpan?
    /// One timing function for every segment (`ease-in`, `cubic-bezier(…)`, `spring(…)`), or one per
    /// segment (`timing [ease-in, linear]`).
    public var timing: [Expression]?
    /// True when written as a list (`timing [ … ]`), even of one element.
    public var timingIsList: Bool
    /// `fill none|forwards|backwards|both`.
    public var fill: Identifier?
    /// `repeat 2`, `repeat 1.5`, `repeat forever`.
    public var repeatCount: Expression?
    /// The span of `autoreverse`, when written.
    public var autoreverse: SourceSpan?

    public init(begin: Expression? = nil, duration: Expression? = nil, keyTimes: [Expression]? = nil,
                keyTimesSpan: SourceSpan? = nil, timing: [Expression]? = nil, timingIsList: Bool = false,
                fill: Identifier? = nil, repeatCount: Expression? = nil, autoreverse: SourceSpan? = nil) {
        self.begin = begin
        self.duration = duration
        self.keyTimes = keyTimes
        self.keyTimesSpan = keyTimesSpan
        self.timing = timing
        self.timingIsList = timingIsList
        self.fill = fill
        self.repeatCount = repeatCount
        self.autoreverse = autoreverse
    }

    public static let none = TimingOptions()
}

/// `transition off -> on 0.3s { … }`. The source may be `*` (any state); so may the destination of
/// a transition that animates `changes` (every state). A reverse (`transition on -> off reverses
/// off -> on`) takes its tracks from the other transition and may have no body.
public struct TransitionDecl: Hashable, Sendable {
    public var from: Identifier
    public var to: Identifier
    /// `reverses off -> on`: the transition whose tracks this one plays backwards.
    public var reverses: TransitionReference?
    /// The whole transition is a group: its duration (`0.3s` or `for 0.3s`) and timing.
    public var options: TimingOptions
    public var items: [TransitionItem]
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(from: Identifier, to: Identifier, reverses: TransitionReference? = nil, options: TimingOptions = .none,
                items: [TransitionItem], endComments: [String] = [], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.from = from
        self.to = to
        self.reverses = reverses
        self.options = options
        self.items = items
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
    public var isWildcard: Bool { from.name == "*" }
    /// True for `X -> *`: one transition to every state.
    public var isWildcardDestination: Bool { to.name == "*" }
}

/// `off -> on` after `reverses`: names another transition by its states.
public struct TransitionReference: Hashable, Sendable {
    public var from: Identifier
    public var to: Identifier
    public init(from: Identifier, to: Identifier) {
        self.from = from
        self.to = to
    }
    public var span: SourceSpan { from.span.union(to.span) }
    public var text: String { "\(from.name) -> \(to.name)" }
}

public enum TransitionItem: Hashable, Sendable {
    case track(TrackDecl)
    case group(TrackGroupDecl)
    case cue(CueDecl)
    case reducedMotion(ReducedMotionDecl)
    case changes(ChangesDecl)
}

/// `changes [options]`: a track for every property that differs between where the transition starts
/// and its destination, from the value on screen to the destination's (Core Animation's implicit
/// animation). The options are a track's.
public struct ChangesDecl: Hashable, Sendable {
    public var options: TimingOptions
    public var trivia: Trivia
    public var span: SourceSpan
    public init(options: TimingOptions = .none, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.options = options
        self.trivia = trivia
        self.span = span
    }
}

/// `checkmark.strokeStart paced [0, 0.4, 0.3] at 0.15s for 0.15s`, or
/// `circle.strokeEnd 1 -> -0.1 for 0.15s`. The DSL prints the list form when a
/// calculation mode is written and the arrow form otherwise; both are the same track.
public struct TrackDecl: Hashable, Sendable {
    public var target: PropertyPath
    /// `linear`, `discrete`, `paced` or `cubic`, written before the values.
    public var mode: Identifier?
    /// Keyframe values; the first may be the name `current` (start from what is on screen).
    public var values: [Expression]
    public var options: TimingOptions
    public var trivia: Trivia
    public var span: SourceSpan
    public init(target: PropertyPath, mode: Identifier? = nil, values: [Expression], options: TimingOptions = .none,
                trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.target = target
        self.mode = mode
        self.values = values
        self.options = options
        self.trivia = trivia
        self.span = span
    }
}

/// `group checkmark at 0s for 0.3s linear { … }`: Core Animation's `CAAnimationGroup`. Its
/// children's times are relative to it, and it clips them at its duration.
public struct TrackGroupDecl: Hashable, Sendable {
    public var name: Identifier?
    public var options: TimingOptions
    public var items: [TransitionItem]
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier? = nil, options: TimingOptions = .none, items: [TransitionItem],
                endComments: [String] = [], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.options = options
        self.items = items
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
}

/// `cue haptic at 0s`: an event for the host at a time in the transition.
public struct CueDecl: Hashable, Sendable {
    public var name: Identifier
    public var time: Expression?
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, time: Expression? = nil, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.time = time
        self.trivia = trivia
        self.span = span
    }
}

/// `reduced instant` or `reduced crossfade for 0.2s`: what plays under reduced motion.
public struct ReducedMotionDecl: Hashable, Sendable {
    public var style: Identifier
    public var duration: Expression?
    public var trivia: Trivia
    public var span: SourceSpan
    public init(style: Identifier, duration: Expression? = nil, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.style = style
        self.duration = duration
        self.trivia = trivia
        self.span = span
    }
}
