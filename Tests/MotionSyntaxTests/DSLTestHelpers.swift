import MotionDiagnostics
@testable import MotionSyntax

/// Parses DSL text under a fixed path and renders each diagnostic's one-line form.
func dslHeadlines(_ text: String, path: String = "t.motion") -> [String] {
    let file = SourceFile(path: path, text: text)
    let (_, diagnostics) = DSLParser.parse(file)
    return diagnostics.map { DiagnosticRenderer.headline($0, in: file) }
}

/// Parses DSL text that must be valid; returns the control (nil if there were errors).
func dslControl(_ text: String) -> ControlDecl? {
    let (spec, diagnostics) = DSLParser.parse(SourceFile(path: "t.motion", text: text))
    return diagnostics.isEmpty ? spec?.control : nil
}

