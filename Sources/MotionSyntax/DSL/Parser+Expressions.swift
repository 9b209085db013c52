import MotionDiagnostics

/// Expressions, by precedence: range, sum, product, unary, postfix, primary.
/// Recursion happens only at `( [` and calls, which count against the nesting limit;
/// prefix operators are read in a loop so `- - - … 1` cannot exhaust the stack.
extension Parser {
    mutating func expression() throws -> Expression {
        expressionLevel += 1
        defer { expressionLevel -= 1 }
        let e = try rangeExpression()
        // Later stages walk the tree recursively: bound its depth once, at the outermost expression.
        if expressionLevel == 1, ExpressionDepth.of(e) > NestingLimit.depth {
            throw tooDeep(at: e.span)
        }
        return e
    }

    mutating func rangeExpression() throws -> Expression {
        let lower = try binary(minimumPrecedence: 1)
        let op = current
        guard op.kind == .dotDot || op.kind == .dotDotLess else { return lower }
        advance()
        let upper = try binary(minimumPrecedence: 1)
        return Expression(.range(lower, upper, halfOpen: op.kind == .dotDotLess), span: lower.span.union(upper.span))
    }

    /// Reports the nesting limit (once per file) and aborts the statement.
    mutating func tooDeep(at span: SourceSpan) -> ParseAbort {
        if !nestingReported {
            nestingReported = true
            report(Diagnostic(.nestingTooDeep, "nesting is deeper than \(NestingLimit.depth) levels", at: span))
        }
        groupingsAtError = openGroupings.count
        return ParseAbort()
    }

    static func binaryOperator(_ kind: TokenKind) -> BinaryOperator? {
        switch kind {
        case .plus: return .add
        case .minus: return .subtract
        case .star: return .multiply
        case .slash: return .divide
        default: return nil
        }
    }

    /// Precedence climbing; operators of one level associate to the left.
    mutating func binary(minimumPrecedence: Int) throws -> Expression {
        var lhs = try unary()
        var chain = 0
        while let op = Parser.binaryOperator(current.kind), op.precedence >= minimumPrecedence {
            chain += 1
            if chain > NestingLimit.depth { throw tooDeep(at: current.span) }
            advance()
            let rhs = try binary(minimumPrecedence: op.precedence + 1)
            lhs = Expression(.binary(op, lhs, rhs), span: lhs.span.union(rhs.span))
        }
        return lhs
    }

    /// A `-` directly applied to a number literal is folded into it (`-0.1` is the number -0.1),
    /// so the DSL and the JSON form give the same tree for negative numbers.
    mutating func unary() throws -> Expression {
        var prefixes: [(UnaryOperator, SourceSpan)] = []
        while current.kind == .minus || current.kind == .plus {
            if nesting + prefixes.count >= NestingLimit.depth { throw tooDeep(at: current.span) }
            let t = advance()
            prefixes.append((t.kind == .minus ? .minus : .plus, t.span))
        }
        var e = try postfix()
        for (op, span) in prefixes.reversed() {
            if op == .minus, case .number(let value, let unit) = e.kind {
                e = Expression(.number(value == 0 ? 0 : -value, unit: unit), span: span.union(e.span))
            } else {
                e = Expression(.unary(op, e), span: span.union(e.span))
            }
        }
        return e
    }

    mutating func postfix() throws -> Expression {
        var e = try primary()
        var chain = 0
        while true {
            chain += 1
            if chain > NestingLimit.depth { throw tooDeep(at: current.span) }
            if current.kind == .dot {
                advance()
                let member = current
                switch member.kind {
                case .name(let n):
                    advance()
                    e = Expression(.member(e, Identifier(n, span: member.span)), span: e.span.union(member.span))
                case .number(_, nil) where text(of: member).allSatisfy({ $0 >= "0" && $0 <= "9" }):
                    advance()
                    e = Expression(.member(e, Identifier(text(of: member), span: member.span)), span: e.span.union(member.span))
                default:
                    throw expected("a member name after '.'")
                }
            } else if current.kind == .leftBracket {
                let (index, close) = try subscriptIndex()
                e = Expression(.subscripted(e, index), span: e.span.union(close.span))
            } else {
                return e
            }
        }
    }

    mutating func primary() throws -> Expression {
        let t = current
        switch t.kind {
        case .number(let value, let unit):
            advance()
            return Expression(.number(value, unit: unit), span: t.span)
        case .string(let s):
            advance()
            return Expression(.string(s), span: t.span)
        case .color(let hex):
            advance()
            return Expression(.color(hex), span: t.span)
        case .name(let n):
            advance()
            if current.kind == .leftParen {
                let (arguments, close) = try callArguments()
                return Expression(.call(Identifier(n, span: t.span), arguments), span: t.span.union(close.span))
            }
            return Expression(.name(n), span: t.span)
        case .leftParen:
            return try parenthesized()
        case .leftBracket:
            let (elements, span) = try bracketList()
            return Expression(.array(elements), span: span)
        default:
            throw expected("an expression", code: .dslExpectedExpression)
        }
    }

    // MARK: groupings

    /// `(e)` (the span grows to the parentheses) or a tuple `(a, b, …)`.
    mutating func parenthesized() throws -> Expression {
        let open = advance()
        openGroupings.append(pos - 1)
        nesting += 1
        defer { openGroupings.removeLast(); nesting -= 1 }
        try checkNesting(open)
        var elements = [try expression()]
        while current.kind == .comma {
            advance()
            elements.append(try expression())
        }
        guard current.kind == .rightParen else { throw expected(elements.count == 1 ? "')'" : "',' or ')'") }
        let close = advance()
        let span = open.span.union(close.span)
        if elements.count == 1 {
            var inner = elements[0]
            inner.span = span
            return inner
        }
        return Expression(.tuple(elements), span: span)
    }

    /// `[a, b, …]` (a trailing comma is allowed): arrays, track values, `keys` and `timing`.
    mutating func bracketList() throws -> ([Expression], SourceSpan) {
        let open = advance()
        openGroupings.append(pos - 1)
        nesting += 1
        defer { openGroupings.removeLast(); nesting -= 1 }
        try checkNesting(open)
        var elements: [Expression] = []
        while current.kind != .rightBracket {
            elements.append(try expression())
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightBracket {
                throw expected("',' or ']'")
            }
        }
        let close = advance()
        return (elements, open.span.union(close.span))
    }

    mutating func subscriptIndex() throws -> (Expression, Token) {
        let open = advance()
        openGroupings.append(pos - 1)
        nesting += 1
        defer { openGroupings.removeLast(); nesting -= 1 }
        try checkNesting(open)
        let index = try expression()
        guard current.kind == .rightBracket else { throw expected("']'") }
        return (index, advance())
    }

    /// `(args)` of a call; a trailing comma is allowed.
    mutating func callArguments() throws -> ([Argument], Token) {
        let open = advance()
        openGroupings.append(pos - 1)
        nesting += 1
        defer { openGroupings.removeLast(); nesting -= 1 }
        try checkNesting(open)
        var arguments: [Argument] = []
        while current.kind != .rightParen {
            arguments.append(try argument(flagsAllowed: true))
            if current.kind == .comma {
                advance()
            } else if current.kind != .rightParen {
                throw expected("',' or ')'")
            }
        }
        return (arguments, advance())
    }

    /// Words that, written bare as an argument, mean `word: true`.
    static let flagWords: Set<String> = ["reversed", "counterclockwise"]

    /// `value`, `label: value`, or a bare flag (`reversed` becomes `reversed: true`).
    mutating func argument(flagsAllowed: Bool) throws -> Argument {
        let t = current
        if case .name(let n) = t.kind {
            if next.kind == .colon {
                advance()
                advance()
                return Argument(label: Identifier(n, span: t.span), try expression())
            }
            if flagsAllowed, Parser.flagWords.contains(n) {
                switch next.kind {
                case .comma, .rightParen, .newline, .semicolon, .rightBrace, .endOfInput:
                    advance()
                    return Argument(label: Identifier(n, span: t.span), Expression(.name("true"), span: t.span))
                default:
                    break
                }
            }
        }
        return Argument(try expression())
    }

    /// `node.property`, `node[i].property`, `node[3].property`.
    mutating func propertyPath() throws -> PropertyPath {
        let node = try expectName("a property path")
        var index: Expression?
        if current.kind == .leftBracket {
            index = try subscriptIndex().0
        }
        guard current.kind == .dot else { throw expected("'.' and a property name after '\(node.name)'") }
        advance()
        let property = try expectName("a property name")
        return PropertyPath(node: node, index: index, property: property, span: node.span.union(property.span))
    }
}
