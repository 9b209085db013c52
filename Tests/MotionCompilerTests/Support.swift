import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing

/// Parses DSL text (which must be free of syntax errors) and checks it.
func checkDSL(_ text: String, path: String = "t.motion") -> (model: ControlModel?, headlines: [String]) {
    let file = SourceFile(path: path, text: text)
    let (spec, syntax) = DSLParser.parse(file)
    #expect(syntax.isEmpty, "syntax errors: \(syntax.map { DiagnosticRenderer.headline($0, in: file) })")
    guard let spec else { return (nil, ["no tree"]) }
    let (model, diagnostics) = SpecChecker.check(spec, file: file)
    return (model, diagnostics.map { DiagnosticRenderer.headline($0, in: file) })
}

