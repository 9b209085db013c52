import MotionDiagnostics

/// The DSL front end: `.motion` text to a `SpecFile`.
public enum DSLParser {
    /// Parses a whole `.motion` file. Reports every syntax error it can find in one run (statement-level recovery).
    /// Returns a tree whenever it could recover one (callers do not use it when there are errors).
    public static func parse(_ file: SourceFile) -> (SpecFile?, [Diagnostic]) {
        let (tokens, lexical) = Lexer.tokenize(file.bytes, range: 0..<file.bytes.count)
        var parser = Parser(bytes: file.bytes, tokens: tokens, diagnostics: lexical, newlinesAreSpace: false)
        let spec = parser.specFile()
        // Lexical and syntax errors in source order (stable for equal offsets).
        let ordered = parser.diagnostics.enumerated().sorted {
            $0.element.span.start != $1.element.span.start ? $0.element.span.start < $1.element.span.start : $0.offset < $1.offset
        }.map(\.element)
        return (spec, ordered)
    }
}
