import MotionDiagnostics

/// `state NAME [initial] { PATH VALUE … loop [options] { … } }`.
extension Parser {
    mutating func stateDecl() throws -> StateDecl {
        let keyword = advance()
        let name = try expectName("a state name")
        var initial: SourceSpan?
        if isName(current, "initial") { initial = advance().span }
        let open = try openBlock(after: "the state name")
        defer { nesting -= 1 }
        var state = StateDecl(name: name, initial: initial, assignments: [])
        state.trivia.leading = takeComments(upTo: pos)
        while true {
            if let (comments, close) = nextMember(in: open) {
                state.endComments = comments
                state.span = keyword.span.union(close.span)
                if close.kind == .rightBrace { state.trivia.trailing = try finishBlock() }
                return state
            }
            // `loop.opacity 1` sets a shape called `loop`.
            if isName(current, "loop"), next.kind != .dot, next.kind != .leftBracket {
                statement { p in state.loops.append(try p.loopDecl()) }
            } else {
                statement { p in state.assignments.append(try p.assignment()) }
            }
        }
    }

    mutating func assignment() throws -> Assignment {
        guard case .name = current.kind else { throw expected("a property path such as 'shape.opacity'") }
        let target = try propertyPath()
        guard !atStatementEnd else { throw expected("a value for '\(target.node.name).\(target.property.name)'", code: .dslExpectedExpression) }
        let value = try expression()
        return Assignment(target: target, value: value, trivia: try finishStatement(), span: target.span.union(value.span))
    }
}

extension Parser {
    /// `loop [options] { tracks and groups }`: the header reads a transition's options (a bare
    /// duration too); the checker says which of them a loop takes.
    mutating func loopDecl() throws -> LoopDecl {
        let keyword = advance()
        let options = try timingOptions(bareDuration: true)
        let (items, end, trivia, close) = try transitionBody(after: "the loop header")
        return LoopDecl(options: options, items: items, endComments: end, trivia: trivia, span: keyword.span.union(close))
    }
}
