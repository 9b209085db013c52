import MotionDiagnostics

/// A state's idle animation: one period (`root`, a group whose duration is one pass), played again
/// and again from the moment the control comes to rest in the state. `root.timing` has begin 0,
/// `repeatCount` infinite, `autoreverse` as written, and forwards fill; its timing function applies
/// to each pass.
public struct LoopModel: Hashable, Sendable {
    public var root: TrackGroupModel
    public var span: SourceSpan
    public init(root: TrackGroupModel, span: SourceSpan) {
        self.root = root
        self.span = span
    }

    /// Seconds of one pass.
    public var passDuration: Double { root.timing.duration }
}
