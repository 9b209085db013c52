import MotionDiagnostics

/// Turns DSL bytes into tokens. Works on raw bytes (no String decoding up front) and
/// validates UTF-8 as it goes, so an invalid byte is reported exactly where it is.
/// Never fails: every problem is a diagnostic and lexing continues after it.
struct Lexer {
    let bytes: [UInt8]
    let end: Int
    /// When set, every token and diagnostic points here (a decoded JSON string).
    let fixedSpan: SourceSpan?
    var i: Int
    var tokens = TokenList()
    var diagnostics: [Diagnostic] = []
    var pendingComments: [String] = []
    /// Where the previous token ended, to tell `s.0` (glued) from `at .5s` (spaced).
    var previousEnd = -1

    static func tokenize(_ bytes: [UInt8], range: Range<Int>, fixedSpan: SourceSpan? = nil) -> (TokenList, [Diagnostic]) {
        let lo = max(0, min(range.lowerBound, bytes.count))
        let hi = max(lo, min(range.upperBound, bytes.count))
        var lexer = Lexer(bytes: bytes, end: hi, fixedSpan: fixedSpan, i: lo)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    func span(_ lo: Int, _ hi: Int) -> SourceSpan { fixedSpan ?? SourceSpan(start: lo, end: hi) }

    func byte(_ k: Int) -> UInt8? { k < end ? bytes[k] : nil }

    mutating func emit(_ kind: TokenKind, from lo: Int) {
        tokens.append(Token(kind: kind, span: span(lo, i), raw: lo..<i, comments: pendingComments))
        pendingComments = []
        previousEnd = i
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, _ lo: Int, _ hi: Int, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(code, message, at: span(lo, hi), notes: notes))
    }

    mutating func run() {
        // A byte order mark some editors write at the start of a UTF-8 file is not content.
        if i == 0, fixedSpan == nil, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        while i < end {
            let b = bytes[i]
            let lo = i
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                i += 1
            case UInt8(ascii: "\n"):
                i += 1
                emit(.newline, from: lo)
            case UInt8(ascii: "\r"):
                i += 1
                if byte(i) == UInt8(ascii: "\n") { i += 1 }
                emit(.newline, from: lo)
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                string()
            case UInt8(ascii: "#"):
                color()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "."):
                dotOrNumber()
            case _ where Lexer.isNameStart(b):
                name()
            case UInt8(ascii: "-"):
                i += 1
                if byte(i) == UInt8(ascii: ">") { i += 1; emit(.arrow, from: lo) } else { emit(.minus, from: lo) }
            case _ where b >= 0x80:
                if let (scalar, length) = Lexer.decodeScalar(bytes, at: i, end: end) {
                    i += length
                    report(.dslUnexpectedCharacter, "unexpected character '\(Character(scalar))'", lo, i)
                } else {
                    invalidUTF8()
                }
            default:
                i += 1
                if let kind = Lexer.punctuation(b) {
                    emit(kind, from: lo)
                } else {
                    report(.dslUnexpectedCharacter, "unexpected character '\(Lexer.printable(b))'", lo, i)
                }
            }
        }
        // Comments before the end belong to the end-of-input token.
        tokens.append(Token(kind: .endOfInput, span: span(end, end), raw: end..<end, comments: pendingComments))
        pendingComments = []
    }

    static func punctuation(_ b: UInt8) -> TokenKind? {
        switch b {
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: "="): return .equals
        case UInt8(ascii: "+"): return .plus
        case UInt8(ascii: "*"): return .star
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: ";"): return .semicolon
        default: return nil
        }
    }

    /// A control character is shown as its code so the message stays on one line.
    static func printable(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return String(UnicodeScalar(b)) }
        let hex = String(b, radix: 16, uppercase: true)
        return "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
    }

    static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }
    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    static func isNameStart(_ b: UInt8) -> Bool { isLetter(b) || b == UInt8(ascii: "_") }
    static func isNameContinue(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) }

    /// Names: a `-` between two letters continues the name (`ease-in-out`).
    mutating func name() {
        let lo = i
        i = Lexer.nameEnd(bytes, from: lo, end: end)
        emit(.name(String(decoding: bytes[lo..<i], as: UTF8.self)), from: lo)
    }

    /// Where the name whose first byte (a name start) is at `lo` ends.
    static func nameEnd(_ bytes: [UInt8], from lo: Int, end: Int) -> Int {
        var i = lo + 1
        while i < end {
            let b = bytes[i]
            if isNameContinue(b) {
                i += 1
            } else if b == UInt8(ascii: "-"), isLetter(bytes[i - 1]), i + 1 < end, isLetter(bytes[i + 1]) {
                i += 1
            } else {
                break
            }
        }
        return i
    }

    /// `..`, `..<`, a member `.`, or a number written `.5`.
    mutating func dotOrNumber() {
        let lo = i
        if byte(i + 1) == UInt8(ascii: ".") {
            i += 2
            if byte(i) == UInt8(ascii: "<") { i += 1; emit(.dotDotLess, from: lo) } else { emit(.dotDot, from: lo) }
            return
        }
        let glued = previousEnd == lo && (tokens.last?.kind.endsOperand ?? false)
        if let next = byte(i + 1), Lexer.isDigit(next), !glued {
            number()
            return
        }
        i += 1
        emit(.dot, from: lo)
    }

    mutating func lineComment() {
        let lo = i
        while i < end, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") {
            if bytes[i] >= 0x80 { checkUTF8() } else { i += 1 }
        }
        var hi = i
        while hi > lo, bytes[hi - 1] == UInt8(ascii: " ") || bytes[hi - 1] == UInt8(ascii: "\t") { hi -= 1 }
        pendingComments.append(String(decoding: bytes[lo..<hi], as: UTF8.self))
    }

    mutating func blockComment() {
        let lo = i
        i += 2
        while i < end {
            if bytes[i] == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                i += 2
                pendingComments.append(String(decoding: bytes[lo..<i], as: UTF8.self))
                return
            }
            if bytes[i] >= 0x80 { checkUTF8() } else { i += 1 }
        }
        report(.dslUnterminatedComment, "unterminated block comment", lo, lo + 2,
               notes: [.note("the input ended before '*/'", span: span(end, end))])
        pendingComments.append(String(decoding: bytes[lo..<end], as: UTF8.self))
    }

    /// Steps over one scalar at `i`, reporting it if it is not valid UTF-8.
    mutating func checkUTF8() {
        if let (_, length) = Lexer.decodeScalar(bytes, at: i, end: end) { i += length } else { invalidUTF8() }
    }

    /// Reports a run of invalid bytes once, at its first byte.
    mutating func invalidUTF8() {
        let lo = i
        i += 1
        while i < end, bytes[i] >= 0x80, Lexer.decodeScalar(bytes, at: i, end: end) == nil { i += 1 }
        report(.invalidUTF8, "invalid UTF-8 byte 0x\(String(bytes[lo], radix: 16, uppercase: true))", lo, lo + 1)
    }

    /// Decodes one UTF-8 scalar, rejecting overlong forms, surrogates and values past U+10FFFF.
    static func decodeScalar(_ bytes: [UInt8], at k: Int, end: Int) -> (Unicode.Scalar, Int)? {
        let b0 = bytes[k]
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length: Int, minimum: UInt32
        var value: UInt32
        switch b0 {
        case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(b0 & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(b0 & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(b0 & 0x07)
        default: return nil
        }
        guard k + length <= end else { return nil }
        for n in 1..<length {
            let b = bytes[k + n]
            guard b & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
