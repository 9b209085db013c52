import MotionDiagnostics

/// What one stage of the pipeline made and what it reported. Every stage has this shape, so the
/// pipeline, the CLI and the tests chain them the same way.
public struct StageResult<Value> {
    /// Nil when the stage could not make anything.
    public var value: Value?
    /// In the order the stage found them.
    public var diagnostics: [Diagnostic]

    public init(_ value: Value?, _ diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The value when the next stage may read it: made, and without errors (warnings pass).
    public var passed: Value? { hasErrors ? nil : value }
}

extension StageResult: Sendable where Value: Sendable {}
