import MotionDiagnostics
import MotionSyntax

/// JSONTestSuite (test_parsing): `y_` files must parse, `n_` files must be rejected with
/// an MS1xxx diagnostic that has a line and column, `i_` files must merely finish.
struct JSONSuite: PeerSuite {
    let name = "json"
    let fileSuffix = ".json"

    func check(fileName: String, bytes: [UInt8]) -> CaseOutcome {
        let file = SourceFile(path: fileName, bytes: bytes)
        let (value, diagnostics) = JSONParser.parse(file)
        let syntaxError = diagnostics.first { $0.code.id.hasPrefix("MS1") && $0.severity == .error }
        var detail: String
        if value != nil {
            detail = "accepted"
            // Duplicate keys are JSON but still reported; show what was said.
            for d in diagnostics { detail += ", also \(file.position(of: d.span.start)) \(d.code.id)" }
        } else if let d = syntaxError ?? diagnostics.first {
            detail = "rejected \(file.position(of: d.span.start)) \(d.code.id)"
        } else {
            detail = "rejected without a diagnostic"
        }
        let passed: Bool
        switch fileName.first {
        case "y": passed = value != nil
        case "n": passed = value == nil && syntaxError.map { hasPosition($0, in: file) } == true
        default: passed = value != nil || !diagnostics.isEmpty
        }
        let rendered = DiagnosticRenderer().render(diagnostics, in: file)
        return CaseOutcome(passed: passed, detail: detail, rendered: rendered)
    }

    /// The diagnostic's start lies inside the file, so its line and column are real.
    func hasPosition(_ d: Diagnostic, in file: SourceFile) -> Bool {
        d.span.start >= 0 && d.span.start <= file.bytes.count && file.position(of: d.span.start).line >= 1
    }
}
