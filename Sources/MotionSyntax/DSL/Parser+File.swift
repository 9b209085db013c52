import MotionDiagnostics

/// The file and its one control.
extension Parser {
    mutating func specFile() -> SpecFile? {
        var first: ControlDecl?
        var firstKeyword: SourceSpan?
        var sawOtherError = false
        while true {
            skipSeparators()
            let t = tokens[pos]
            if t.kind == .endOfInput { break }
            let start = pos
            statementStart = t.span.start
            statementIndex = pos
            if isName(t, "control") {
                do {
                    let control = try controlDecl()
                    if let firstSpan = firstKeyword {
                        report(Diagnostic(.dslExtraControl, "a file holds one control; found a second one", at: t.span,
                                          notes: [.note("the first control is here", span: firstSpan)]))
                    } else {
                        first = control
                        firstKeyword = t.span
                    }
                } catch {
                    if firstKeyword == nil { firstKeyword = t.span }
                    recoverToStatementEnd()
                }
            } else if t.kind == .rightBrace {
                report(Diagnostic(.dslUnexpectedClosingDelimiter, "unexpected '}' without an opening '{'", at: t.span))
                sawOtherError = true
                pos += 1
            } else {
                var d = Diagnostic(.dslExpectedToken, "expected 'control', found \(describe(t))", at: t.span)
                if let n = nameText(t) { d = d.suggesting(n, from: ["control"]) }
                reportSyntax(d)
                sawOtherError = true
                groupingsAtError = 0
                recoverToStatementEnd()
            }
            if pos == start, tokens[pos].kind != .endOfInput { pos += 1 }
        }
        if firstKeyword == nil && !sawOtherError {
            report(Diagnostic(.dslMissingControl, "the file has no control", at: SourceSpan(at: 0),
                              notes: [.help("a spec file holds one 'control NAME { … }'")]))
        }
        // Comments after the control's closing brace stay with it, printed before that brace.
        let rest = takeComments(upTo: tokens.count)
        guard var control = first else { return nil }
        control.endComments.append(contentsOf: rest)
        return SpecFile(control: control)
    }

    /// Opens a block at `{`, counting it against the nesting limit. On success the caller
    /// must balance it with `defer { nesting -= 1 }`.
    mutating func openBlock(after what: String) throws -> Token {
        let k = significantIndex(from: pos)
        guard tokens[k].kind == .leftBrace else {
            let abort = expected("'{' after \(what)")
            if tokens[k].kind == .newline, let end = endOfIndentedBody(after: k) { resumeAt = end }
            throw abort
        }
        if nesting + 1 > NestingLimit.depth {
            if !nestingReported {
                nestingReported = true
                report(Diagnostic(.nestingTooDeep, "nesting is deeper than \(NestingLimit.depth) levels", at: tokens[k].span))
            }
            groupingsAtError = 0
            pos = k
            throw ParseAbort()
        }
        nesting += 1
        return advance()
    }

    /// A header that lost its `{` but is followed by deeper-indented lines: those lines are its body.
    /// Returns where to resume: after a `}` at the header's indentation, or at the line break before
    /// the next line that is no deeper than the header. Nil when the next line is not deeper.
    func endOfIndentedBody(after lineBreak: Int) -> Int? {
        let headerIndent = indent(ofLineAt: statementIndex)
        var k = lineBreak
        var sawBody = false
        while k < tokens.count {
            var first = k
            while first < tokens.count - 1, tokens[first].kind == .newline { first += 1 }
            let kind = tokens[first].kind
            if kind == .endOfInput { return sawBody ? first : nil }
            let lineIndent = indent(ofLineAt: first)
            if lineIndent <= headerIndent {
                guard sawBody else { return nil }
                return kind == .rightBrace && lineIndent == headerIndent ? first + 1 : first - 1
            }
            sawBody = true
            k = first
            while k < tokens.count - 1, tokens[k].kind != .newline { k += 1 }
            if tokens[k].kind == .endOfInput { return k }
        }
        return nil
    }

    /// Between members of a block: nil when a member starts here, or the comments before the
    /// closing `}` and the token that closed the block (`}` or, when unclosed, the end of input).
    mutating func nextMember(in open: Token) -> (endComments: [String], close: Token)? {
        skipSeparators()
        let t = tokens[pos]
        if t.kind == .rightBrace {
            let comments = takeComments(upTo: pos + 1)
            pos += 1
            return (comments, t)
        }
        if t.kind == .endOfInput {
            if !endOfInputReported {
                endOfInputReported = true
                report(Diagnostic(.dslUnclosedDelimiter, "unclosed '{'", at: open.span,
                                  notes: [.note("the file ended before its '}'", span: t.span)]))
            }
            return (takeComments(upTo: pos), t)
        }
        return nil
    }

    /// Runs one statement; on a syntax error skips to its end. Always makes progress.
    mutating func statement(_ body: (inout Parser) throws -> Void) {
        let start = pos
        statementStart = tokens[pos].span.start
        statementIndex = pos
        do {
            try body(&self)
        } catch {
            recoverToStatementEnd()
        }
        if pos == start, tokens[pos].kind != .endOfInput { pos += 1 }
    }

    /// An unknown word at the start of a statement, with a suggestion from the block's keywords.
    mutating func unknownStatement(_ t: Token, in block: String, candidates: [String], help: String) -> ParseAbort {
        guard let n = nameText(t) else {
            return error(.dslExpectedToken, "expected \(help), found \(describe(t))", at: t.span)
        }
        var d = Diagnostic(.dslUnknownStatement, "unknown statement '\(n)' in \(block)", at: t.span)
        let suggested = d.suggesting(n, from: candidates)
        d = suggested.notes.isEmpty ? Diagnostic(d.code, d.message, at: d.span, notes: [.help("expected \(help)")]) : suggested
        reportSyntax(d)
        groupingsAtError = 0
        return ParseAbort()
    }

    mutating func controlDecl() throws -> ControlDecl {
        let keyword = advance()
        let name = try expectName("a control name")
        let open = try openBlock(after: "the control name")
        defer { nesting -= 1 }
        var control = ControlDecl(name: name)
        control.trivia.leading = takeComments(upTo: pos)
        while true {
            if let (comments, close) = nextMember(in: open) {
                control.endComments = comments
                control.span = keyword.span.union(close.span)
                break
            }
            statement { p in try p.controlMember(into: &control) }
        }
        control.trivia.trailing = try finishBlock()
        return control
    }

    mutating func controlMember(into control: inout ControlDecl) throws {
        let t = current
        switch nameText(t) {
        case "description":
            advance()
            let text = current
            guard case .string(let s) = text.kind else { throw expected("a string after 'description'") }
            advance()
            let trivia = try finishStatement()
            let decl = DescriptionDecl(text: s, trivia: trivia, span: t.span.union(text.span))
            if let first = control.description {
                report(Diagnostic(.dslDuplicateDeclaration, "a control has one description", at: t.span,
                                  notes: [.note("the first description is here", span: first.span)]))
            } else {
                control.description = decl
            }
        case "role":
            advance()
            let name = try expectName("a role after 'role'")
            let decl = RoleDecl(name: name, trivia: try finishStatement(), span: t.span.union(name.span))
            if let first = control.role {
                report(Diagnostic(.dslDuplicateDeclaration, "a control has one role", at: t.span,
                                  notes: [.note("the first role is here", span: first.span)]))
            } else {
                control.role = decl
            }
        case "size":
            advance()
            let width = try expression()
            guard isName(current, "x") else { throw expected("'x' between width and height") }
            advance()
            let height = try expression()
            let trivia = try finishStatement()
            let decl = SizeDecl(width: width, height: height, trivia: trivia, span: t.span.union(height.span))
            if let first = control.size {
                report(Diagnostic(.dslDuplicateDeclaration, "a control has one size", at: t.span,
                                  notes: [.note("the first size is here", span: first.span)]))
            } else {
                control.size = decl
            }
        case "param":
            advance()
            let (name, value) = try binding(after: "param")
            control.params.append(ParamDecl(name: name, value: value, trivia: try finishStatement(), span: t.span.union(value.span)))
        case "let":
            control.lets.append(try letDecl())
        case "shape", "group", "repeat":
            control.nodes.append(try node())
        case "state":
            control.states.append(try stateDecl())
        case "transition":
            control.transitions.append(try transitionDecl())
        default:
            throw unknownStatement(t, in: "a control", candidates: DSLKeywords.control,
                                   help: "a declaration (\(DSLKeywords.control.joined(separator: ", ")))")
        }
    }

    /// `NAME = expr` after `param` or `let`.
    mutating func binding(after keyword: String) throws -> (Identifier, Expression) {
        let name = try expectName("a name after '\(keyword)'")
        _ = try expect(.equals, "'=' after '\(name.name)'")
        return (name, try expression())
    }

    mutating func letDecl() throws -> LetDecl {
        let keyword = advance()
        let (name, value) = try binding(after: "let")
        return LetDecl(name: name, value: value, trivia: try finishStatement(), span: keyword.span.union(value.span))
    }
}
