import MotionDiagnostics
import MotionSyntax

/// Parses JSON text the way the compiler does, under the path every headline uses.
enum JSONFixture {
    static let path = "test.motion.json"

    struct Result {
        let value: JSONValue?
        let diagnostics: [Diagnostic]
        let file: SourceFile

        /// `path:line:col: error: message [CODE]` for each diagnostic, in order.
        var headlines: [String] { diagnostics.map { DiagnosticRenderer.headline($0, in: file) } }
        var codes: [String] { diagnostics.map(\.code.id) }

        /// The text a span covers.
        func text(_ span: SourceSpan) -> String { file.text(of: span) }
    }

    static func parse(_ text: String) -> Result { parse(bytes: Array(text.utf8)) }

    static func parse(bytes: [UInt8]) -> Result {
        let file = SourceFile(path: path, bytes: bytes)
        let (value, diagnostics) = JSONParser.parse(file)
        return Result(value: value, diagnostics: diagnostics, file: file)
    }
}
