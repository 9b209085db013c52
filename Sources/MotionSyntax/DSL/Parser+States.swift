import MotionDiagnostics

/// `state NAME [initial] { PATH VALUE … }`.
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
            statement { p in state.assignments.append(try p.assignment()) }
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
