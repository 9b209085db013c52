import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// Every token kind, units, colours, names with dashes, the `.` rules and comments.
@Suite struct DSLLexerTests {
    func kinds(_ text: String) -> [TokenKind] {
        Lexer.tokenize(Array(text.utf8), range: 0..<text.utf8.count).0.map(\.kind)
    }

    func lexErrors(_ text: String) -> [String] {
        let file = SourceFile(path: "l.motion", text: text)
        return Lexer.tokenize(file.bytes, range: 0..<file.bytes.count).1.map { DiagnosticRenderer.headline($0, in: file) }
    }

    @Test func punctuation() {
        #expect(kinds("{ } ( ) [ ] , : . = -> .. ..< + - * / ;") == [
            .leftBrace, .rightBrace, .leftParen, .rightParen, .leftBracket, .rightBracket, .comma, .colon,
            .dot, .equals, .arrow, .dotDot, .dotDotLess, .plus, .minus, .star, .slash, .semicolon, .endOfInput,
        ])
    }

    @Test func namesContinueWithADashBetweenLetters() {
        #expect(kinds("ease-in-out cubic-bezier _x1 w-r w - r w -r a-1") == [
            .name("ease-in-out"), .name("cubic-bezier"), .name("_x1"), .name("w-r"),
            .name("w"), .minus, .name("r"), .name("w"), .minus, .name("r"),
            .name("a"), .minus, .number(1, nil), .endOfInput,
        ])
    }

    @Test func numbersAndUnits() {
        #expect(kinds("4 0.3 .5 1e-3 2E+2 0.3s 150ms 212deg 1rad 0.5turn 50%") == [
            .number(4, nil), .number(0.3, nil), .number(0.5, nil), .number(0.001, nil), .number(200, nil),
            .number(0.3, .seconds), .number(150, .milliseconds), .number(212, .degrees), .number(1, .radians),
            .number(0.5, .turns), .number(50, .percent), .endOfInput,
        ])
    }

    @Test func rangesBetweenNumbers() {
        #expect(kinds("0..1 0 ..< 7 0.3 .. 0.85") == [
            .number(0, nil), .dotDot, .number(1, nil), .number(0, nil), .dotDotLess, .number(7, nil),
            .number(0.3, nil), .dotDot, .number(0.85, nil), .endOfInput,
        ])
    }

    @Test func aGluedDotIsMemberAccessAndASpacedOneStartsANumber() {
        #expect(kinds("s.0.1 p.x at .5s (1, 2).1") == [
            .name("s"), .dot, .number(0, nil), .dot, .number(1, nil), .name("p"), .dot, .name("x"),
            .name("at"), .number(0.5, .seconds),
            .leftParen, .number(1, nil), .comma, .number(2, nil), .rightParen, .dot, .number(1, nil), .endOfInput,
        ])
    }

    @Test func stringsWithEscapes() {
        #expect(kinds(#""a \"b\" \\ \n \t \u{1F600} é""#) == [.string("a \"b\" \\ \n \t 😀 é"), .endOfInput])
    }

    @Test func coloursAreLowercasedWithoutTheHash() {
        #expect(kinds("#F00 #FF0000 #ff000080") == [.color("f00"), .color("ff0000"), .color("ff000080"), .endOfInput])
    }

    @Test func newlinesInEveryStyle() {
        #expect(kinds("a\nb\r\nc\rd") == [.name("a"), .newline, .name("b"), .newline, .name("c"), .newline, .name("d"), .endOfInput])
    }

    @Test func commentsRideOnTheNextToken() {
        let bytes = Array("a // one  \n/* two\n */ b /* three */".utf8)
        let (tokens, errors) = Lexer.tokenize(bytes, range: 0..<bytes.count)
        #expect(errors.isEmpty)
        #expect(tokens.map(\.kind) == [.name("a"), .newline, .name("b"), .endOfInput])
        #expect(tokens[1].comments == ["// one"])
        #expect(tokens[2].comments == ["/* two\n */"])
        #expect(tokens[3].comments == ["/* three */"])
    }

    @Test func tokenSpans() {
        let (tokens, _) = Lexer.tokenize(Array("let r = 0.3s".utf8), range: 0..<12)
        #expect(tokens.map(\.span) == [SourceSpan(start: 0, end: 3), SourceSpan(start: 4, end: 5), SourceSpan(start: 6, end: 7),
                                       SourceSpan(start: 8, end: 12), SourceSpan(start: 12, end: 12)])
    }

    @Test func aRangeOfTheBytesIsLexedWithRealOffsets() {
        let bytes = Array("xx r + 1 yy".utf8)
        let (tokens, _) = Lexer.tokenize(bytes, range: 3..<8)
        #expect(tokens.map(\.kind) == [.name("r"), .plus, .number(1, nil), .endOfInput])
        #expect(tokens.map(\.span.start) == [3, 5, 7, 8])
    }

    @Test func lexicalErrors() {
        #expect(lexErrors("a ~ b") == ["l.motion:1:3: error: unexpected character '~' [MS1101]"])
        #expect(lexErrors("a \u{7} b") == ["l.motion:1:3: error: unexpected character '\\u{07}' [MS1101]"])
        #expect(lexErrors("\"a\\") == ["l.motion:1:3: error: a '\\' must be followed by an escape [MS1103]",
                                      "l.motion:1:1: error: unterminated string [MS1102]"])
        #expect(lexErrors("# x") == ["l.motion:1:1: error: invalid colour '#' [MS1105]"])
        #expect(lexErrors("2e") == ["l.motion:1:2: error: unknown unit 'e' [MS1106]"])
        #expect(lexErrors("1 /* a") == ["l.motion:1:3: error: unterminated block comment [MS1104]"])
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a".utf8)
        let (tokens, errors) = Lexer.tokenize(bytes, range: 0..<bytes.count)
        #expect(errors.isEmpty)
        #expect(tokens.map(\.kind) == [.name("a"), .endOfInput])
        #expect(tokens[0].span == SourceSpan(start: 3, end: 4))
        // Anywhere else it is an unexpected character.
        #expect(lexErrors("a \u{FEFF}") == ["l.motion:1:3: error: unexpected character '\u{FEFF}' [MS1101]"])
    }
}
