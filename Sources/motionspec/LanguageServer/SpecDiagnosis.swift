import MotionCompiler
import MotionDiagnostics
import MotionSyntax

/// What the language server reports for a spec's text: the diagnostics `motionspec check` prints
/// (the pipeline's parse, check and lower). The one place the server calls the compiler.
enum SpecDiagnosis {
    static func diagnose(path: String, text: String) -> (SourceFile, [Diagnostic]) {
        let file = SourceFile(path: path, text: text)
        return (file, Pipeline.run(file, as: path.hasSuffix(".json") ? .json : .dsl).diagnostics)
    }
}

/// LSP positions: 0-based lines, and characters counted in UTF-16 code units.
enum LSPPositions {
    static func position(of offset: Int, in file: SourceFile) -> [String: Int] {
        let line = file.position(of: offset).line
        let start = file.lineStarts[line - 1]
        let end = max(start, min(offset, file.bytes.count))
        let character = String(decoding: file.bytes[start..<end], as: UTF8.self).utf16.count
        return ["line": line - 1, "character": character]
    }

    static func range(_ span: SourceSpan, in file: SourceFile) -> [String: Any] {
        ["start": position(of: span.start, in: file), "end": position(of: span.end, in: file)]
    }

    /// The text of a line before a position (what completion and hover look at), and the rest of the line.
    static func split(_ text: String, line: Int, character: Int) -> (before: String, after: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 0, line < lines.count else { return ("", "") }
        let units = Array(lines[line].utf16)
        let cut = max(0, min(character, units.count))
        return (String(decoding: units[..<cut], as: UTF16.self), String(decoding: units[cut...], as: UTF16.self))
    }

    /// The whole document before the position (every earlier line, then `before`).
    static func prefix(_ text: String, line: Int, before: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.prefix(max(0, line)).map { $0 + "\n" } + [Substring(before)]).joined()
    }
}
