import MotionDiagnostics
import MotionSyntax

/// One source through the pipeline: what each stage passed on, and every diagnostic in stage
/// order. A stage's product is nil when it, or a stage before it, reported an error (and the syntax
/// tree and model always in what `Pipeline.runForEmitting` returns, which does not keep them).
public struct Compilation: Sendable {
    public let source: SourceFile
    public internal(set) var spec: SpecFile?
    public internal(set) var model: ControlModel?
    public internal(set) var lowered: LoweredControl?
    public internal(set) var diagnostics: [Diagnostic] = []

    init(source: SourceFile) { self.source = source }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
