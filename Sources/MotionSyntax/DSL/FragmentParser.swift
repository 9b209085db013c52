import MotionDiagnostics

/// Parses the expressions and property paths written as strings in the JSON form with the
/// DSL's own grammar, so both forms read values the same way. Line breaks are spaces here.
public enum FragmentParser {
    /// Parses one expression from bytes `range` of `file` (a JSON string's contentSpan when it has
    /// no escapes): spans are real file offsets. The whole range must be consumed.
    public static func expression(in file: SourceFile, range: Range<Int>) -> (Expression?, [Diagnostic]) {
        parse(file.bytes, range: range, fixedSpan: nil) { try $0.expression() }
    }

    /// The same for a decoded string (a JSON string with escapes): every span and diagnostic points at `span`.
    public static func expression(text: String, at span: SourceSpan) -> (Expression?, [Diagnostic]) {
        let bytes = Array(text.utf8)
        return parse(bytes, range: 0..<bytes.count, fixedSpan: span) { try $0.expression() }
    }

    /// `checkmark.strokeEnd`, `star[i].scale`, `star[3].opacity`.
    public static func propertyPath(in file: SourceFile, range: Range<Int>) -> (PropertyPath?, [Diagnostic]) {
        parse(file.bytes, range: range, fixedSpan: nil) { try $0.propertyPath() }
    }

    public static func propertyPath(text: String, at span: SourceSpan) -> (PropertyPath?, [Diagnostic]) {
        let bytes = Array(text.utf8)
        return parse(bytes, range: 0..<bytes.count, fixedSpan: span) { try $0.propertyPath() }
    }

    /// Lexes, runs `rule`, then requires the end of the text. The result is nil when anything
    /// went wrong, so a caller never uses half a value.
    static func parse<T>(_ bytes: [UInt8], range: Range<Int>, fixedSpan: SourceSpan?,
                         _ rule: (inout Parser) throws -> T) -> (T?, [Diagnostic]) {
        let (tokens, lexical) = Lexer.tokenize(bytes, range: range, fixedSpan: fixedSpan)
        var parser = Parser(bytes: bytes, tokens: tokens, diagnostics: lexical, newlinesAreSpace: true)
        do {
            let value = try rule(&parser)
            let rest = parser.current
            if rest.kind != .endOfInput {
                let what = rest.kind == .rightParen || rest.kind == .rightBracket || rest.kind == .rightBrace
                    ? DiagnosticCode.dslUnexpectedClosingDelimiter : .dslTrailingInput
                parser.reportSyntax(Diagnostic(what, "unexpected \(parser.describe(rest)) after the \(T.self == PropertyPath.self ? "property path" : "expression")",
                                         at: rest.span))
                return (nil, parser.diagnostics)
            }
            return (parser.diagnostics.isEmpty ? value : nil, parser.diagnostics)
        } catch {
            return (nil, parser.diagnostics)
        }
    }
}
