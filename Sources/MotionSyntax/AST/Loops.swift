import MotionDiagnostics

/// `loop for 1s linear autoreverse { tracks and groups }` inside a state: an idle animation that plays
/// without end while the control rests in the state. Its body is a transition's (the checker admits
/// tracks and groups only), its header a group's options (the checker admits a duration, a timing
/// function and `autoreverse`).
public struct LoopDecl: Hashable, Sendable {
    public var options: TimingOptions
    public var items: [TransitionItem]
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(options: TimingOptions = .none, items: [TransitionItem], endComments: [String] = [], trivia: Trivia = .none,
                span: SourceSpan = .synthesized) {
        self.options = options
        self.items = items
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
}
