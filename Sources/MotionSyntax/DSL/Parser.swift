import MotionDiagnostics

/// Thrown after a syntax error has been reported; the statement loop catches it and recovers.
struct ParseAbort: Error {}

/// The recursive-descent parser over a token array: the cursor, error reporting,
/// statement-level recovery and comment bookkeeping. The grammar lives in the extensions.
struct Parser {

    let bytes: [UInt8]
    let tokens: TokenList
    var pos = 0
    var diagnostics: [Diagnostic] = []
    /// Fragments (JSON strings) have no statements: every line break is a space.
    let newlinesAreSpace: Bool
    /// Token indices of the `(` and `[` open in the expression being parsed; newlines inside them are spaces.
    var openGroupings: [Int] = []
    /// Open braces, parentheses and brackets of any kind, for the nesting limit.
    var nesting = 0
    var nestingReported = false
    /// Tokens before this index have given their comments to some statement.
    var triviaMark = 0
    /// How many groupings were open when the last error was reported (for recovery).
    var groupingsAtError = 0
    /// Set when an unclosed `(` or `[` was diagnosed: recovery resumes at this line break.
    var resumeAt: Int?
    var endOfInputReported = false
    /// How many `expression()` calls are active (1 = the outermost of a statement).
    var expressionLevel = 0
    /// Where the lexer reported errors, in order: a statement with a bad character or literal
    /// gets no further syntax error, which would only repeat the same mistake.
    let lexicalErrorStarts: [Int]
    /// Where the statement being parsed begins.
    var statementStart = 0
    var statementIndex = 0

    init(bytes: [UInt8], tokens: TokenList, diagnostics: [Diagnostic], newlinesAreSpace: Bool) {
        self.bytes = bytes
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.newlinesAreSpace = newlinesAreSpace
        self.lexicalErrorStarts = diagnostics.map(\.span.start)
    }

    // MARK: cursor

    /// The index of the next token that matters here: line breaks are skipped inside groupings.
    func significantIndex(from start: Int) -> Int {
        var k = start
        if newlinesAreSpace || !openGroupings.isEmpty {
            while tokens[k].kind == .newline { k += 1 }
        }
        return k
    }

    var current: Token { tokens[significantIndex(from: pos)] }

    /// The token after `current` (with the same skipping rule).
    var next: Token {
        let k = significantIndex(from: pos)
        return k + 1 < tokens.count ? tokens[significantIndex(from: k + 1)] : tokens[k]
    }

    @discardableResult
    mutating func advance() -> Token {
        let k = significantIndex(from: pos)
        pos = min(k + 1, tokens.count - 1)
        return tokens[k]
    }

    func isName(_ token: Token, _ word: String) -> Bool {
        if case .name(let n) = token.kind { return n == word }
        return false
    }

    func nameText(_ token: Token) -> String? {
        if case .name(let n) = token.kind { return n }
        return nil
    }

    var atStatementEnd: Bool {
        switch current.kind {
        case .newline, .semicolon, .rightBrace, .endOfInput: return true
        default: return false
        }
    }

    func text(of token: Token) -> String {
        String(decoding: bytes[token.raw], as: UTF8.self)
    }

    /// How a token is named in "found …".
    func describe(_ token: Token) -> String {
        switch token.kind {
        case .newline: return "end of line"
        case .endOfInput: return newlinesAreSpace ? "end of text" : "end of file"
        case .string: return "a string"
        default:
            var t = text(of: token)
            if t.unicodeScalars.count > 24 { t = String(t.unicodeScalars.prefix(24)) + "…" }
            return "'\(t)'"
        }
    }

    // MARK: errors

    mutating func error(_ code: DiagnosticCode, _ message: String, at span: SourceSpan,
                        notes: [DiagnosticNote] = []) -> ParseAbort {
        reportSyntax(Diagnostic(code, message, at: span, notes: notes))
        groupingsAtError = openGroupings.count
        return ParseAbort()
    }

    mutating func report(_ d: Diagnostic) { diagnostics.append(d) }

    /// Reports a syntax error unless the lexer already reported one in this statement before it.
    mutating func reportSyntax(_ d: Diagnostic) {
        let repeatsLexicalError = lexicalErrorStarts.contains { $0 >= statementStart && $0 <= d.span.start }
        if !repeatsLexicalError { diagnostics.append(d) }
    }

    /// "expected X, found Y" at the current token. Inside a grouping, when a later line starts
    /// no deeper than the statement did, that line is a new statement and the likelier mistake
    /// is a missing `)` or `]`: say that instead, and resume at that line.
    mutating func expected(_ what: String, code: DiagnosticCode = .dslExpectedToken) -> ParseAbort {
        let k = significantIndex(from: pos)
        if !newlinesAreSpace, let openIndex = openGroupings.last,
           let lineBreak = firstLineBreakBeforeNewStatement(after: openIndex, before: k) {
            let open = tokens[openIndex]
            let closer = open.kind == .leftParen ? ")" : "]"
            let abort = error(.dslUnclosedDelimiter, "unclosed '\(text(of: open))'", at: open.span,
                              notes: [.note("expected '\(closer)' before the end of the line", span: tokens[lineBreak].span)])
            resumeAt = lineBreak
            return abort
        }
        return error(code, "expected \(what), found \(describe(tokens[k]))", at: tokens[k].span)
    }

    /// The first line break between two tokens after which a line is indented no deeper than
    /// the statement's first line (or holds a closing brace or the end of input).
    func firstLineBreakBeforeNewStatement(after start: Int, before end: Int) -> Int? {
        let statementIndent = indent(ofLineAt: statementIndex)
        var k = start + 1
        while k <= end, k < tokens.count {
            if tokens[k].kind == .newline {
                var first = k + 1
                while first < tokens.count, tokens[first].kind == .newline { first += 1 }
                guard first < tokens.count else { return nil }
                if tokens[first].kind == .rightBrace || tokens[first].kind == .endOfInput
                    || indent(ofLineAt: first) <= statementIndent {
                    return first <= end ? k : nil
                }
                k = first
            } else {
                k += 1
            }
        }
        return nil
    }

    /// Bytes of indentation before the first token on the line of token `k`.
    func indent(ofLineAt k: Int) -> Int {
        var j = min(k, tokens.count - 1)
        while j > 0, tokens[j - 1].kind != .newline { j -= 1 }
        let lineStart = j > 0 ? tokens[j - 1].raw.upperBound : 0
        return tokens[j].raw.lowerBound - lineStart
    }

    mutating func expect(_ kind: TokenKind, _ what: String) throws -> Token {
        if current.kind == kind { return advance() }
        throw expected(what)
    }

    mutating func expectName(_ what: String) throws -> Identifier {
        let t = current
        if case .name(let n) = t.kind {
            advance()
            return Identifier(n, span: t.span)
        }
        throw expected(what)
    }

    /// Counts one more open brace, parenthesis or bracket; past the limit, reports once and aborts.
    /// Callers pair it with `defer { nesting -= 1 }` placed before the call.
    mutating func checkNesting(_ open: Token) throws {
        guard nesting > NestingLimit.depth else { return }
        throw tooDeep(at: open.span)
    }

    // MARK: recovery

    /// Skips to the end of the broken statement: a line break (or `;`) outside any grouping
    /// it opened, or the `}` closing a block it opened, or the `}` of the enclosing block.
    /// Iterative, so a pathological input cannot exhaust the stack here.
    mutating func recoverToStatementEnd() {
        if let k = resumeAt {
            resumeAt = nil
            pos = k
            return
        }
        var groupings = groupingsAtError
        var braces = 0
        while true {
            switch tokens[pos].kind {
            case .endOfInput:
                return
            case .newline, .semicolon:
                if groupings == 0 && braces == 0 { return }
            case .leftParen, .leftBracket:
                groupings += 1
            case .rightParen, .rightBracket:
                groupings = max(0, groupings - 1)
            case .leftBrace:
                braces += 1
                groupings = 0
            case .rightBrace:
                if braces == 0 { return }
                braces -= 1
                if braces == 0 {
                    pos += 1
                    return
                }
            default:
                break
            }
            pos += 1
        }
    }

    /// Skips line breaks and `;` between statements.
    mutating func skipSeparators() {
        while tokens[pos].kind == .newline || tokens[pos].kind == .semicolon { pos += 1 }
    }

    // MARK: trivia

    /// The comments attached to tokens from the mark up to (not including) `end`, in order.
    mutating func takeComments(upTo end: Int) -> [String] {
        let end = min(end, tokens.count)
        guard triviaMark < end else { return [] }
        var out: [String] = []
        for k in triviaMark..<end { out.append(contentsOf: tokens[k].comments) }
        triviaMark = end
        return out
    }

    /// Ends a one-line statement: its comments above and inside become leading trivia,
    /// a comment after it on its line becomes trailing trivia.
    mutating func finishStatement() throws -> Trivia {
        let t = tokens[pos]
        switch t.kind {
        case .newline:
            let leading = takeComments(upTo: pos)
            let trailing = takeComments(upTo: pos + 1)
            pos += 1
            return Trivia(leading: leading, trailing: trailing.isEmpty ? nil : trailing.joined(separator: " "))
        case .semicolon:
            let leading = takeComments(upTo: pos + 1)
            pos += 1
            return Trivia(leading: leading)
        case .rightBrace, .endOfInput:
            return Trivia(leading: takeComments(upTo: pos))
        default:
            throw error(.dslExpectedToken, "expected end of line, found \(describe(t))", at: t.span)
        }
    }

    /// After a block's `}`: only a comment may follow on that line.
    mutating func finishBlock() throws -> String? {
        let t = tokens[pos]
        switch t.kind {
        case .newline:
            let trailing = takeComments(upTo: pos + 1)
            pos += 1
            return trailing.isEmpty ? nil : trailing.joined(separator: " ")
        case .semicolon:
            pos += 1
            return nil
        case .rightBrace, .endOfInput:
            return nil
        default:
            throw error(.dslExpectedToken, "expected end of line after '}', found \(describe(t))", at: t.span)
        }
    }
}
