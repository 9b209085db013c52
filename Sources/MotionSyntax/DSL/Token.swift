import MotionDiagnostics

/// What the DSL lexer produces. Comments are not tokens: each token carries the
/// comments written between the previous token and itself, so the parser can hand
/// them to the statement they belong to (see `Parser.takeComments`).
enum TokenKind: Equatable, Sendable {
    case name(String)
    /// The value as written and the unit glued to it (`0.3s`, `212deg`, `50%`).
    case number(Double, NumberUnit?)
    /// The decoded text of a string literal.
    case string(String)
    /// Hex digits without `#`, lowercased.
    case color(String)
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, dot, equals, arrow, dotDot, dotDotLess
    case plus, minus, star, slash, semicolon
    /// A line break outside `( )` and `[ ]` ends a statement; the parser skips it inside them.
    case newline
    case endOfInput

    /// True for tokens after which a `.` glued to a digit is member access (`s.0`), not a number.
    var endsOperand: Bool {
        switch self {
        case .name, .number, .string, .color, .rightParen, .rightBracket: return true
        default: return false
        }
    }
}

struct Token: Sendable {
    var kind: TokenKind
    /// Where diagnostics and tree nodes point (a fixed span for decoded fragments).
    var span: SourceSpan
    /// The bytes the token was read from, in the lexed buffer.
    var raw: Range<Int>
    /// Comments between the previous token and this one, verbatim.
    var comments: [String]
}
