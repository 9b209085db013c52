import MotionDiagnostics

/// Shapes, groups, repeats and their settings.
extension Parser {
    mutating func node() throws -> NodeDecl {
        let keyword = advance()
        switch nameText(keyword) {
        case "shape":
            let name = try expectName("a shape name")
            let (body, end, trivia, close) = try nodeBody(after: "the shape name")
            return .shape(ShapeDecl(name: name, body: body, endComments: end, trivia: trivia, span: keyword.span.union(close)))
        case "group":
            let name = try expectName("a group name")
            let (body, end, trivia, close) = try nodeBody(after: "the group name")
            return .group(GroupDecl(name: name, body: body, endComments: end, trivia: trivia, span: keyword.span.union(close)))
        default:
            let name = try expectName("a name after 'repeat'")
            _ = try expect(.leftBracket, "'[' and an index name after '\(name.name)'")
            let index = try expectName("an index name")
            _ = try expect(.rightBracket, "']' after the index name")
            guard isName(current, "in") else { throw expected("'in' and a range after '\(name.name)[\(index.name)]'") }
            advance()
            let range = try expression()
            let (body, end, trivia, close) = try nodeBody(after: "the range")
            return .repeat(RepeatDecl(name: name, index: index, range: range, body: body, endComments: end,
                                      trivia: trivia, span: keyword.span.union(close)))
        }
    }

    /// `{ settings, lets and nodes }`. Any node may hold nodes here: the compiler says which may not.
    mutating func nodeBody(after what: String) throws -> ([BodyItem], [String], Trivia, SourceSpan) {
        let open = try openBlock(after: what)
        defer { nesting -= 1 }
        var trivia = Trivia(leading: takeComments(upTo: pos))
        var body: [BodyItem] = []
        while true {
            if let (comments, close) = nextMember(in: open) {
                trivia.trailing = close.kind == .rightBrace ? try finishBlock() : nil
                return (body, comments, trivia, close.span)
            }
            statement { p in body.append(try p.bodyItem()) }
        }
    }

    mutating func bodyItem() throws -> BodyItem {
        let t = current
        guard let word = nameText(t) else {
            throw unknownStatement(t, in: "a node", candidates: [], help: "a setting, 'let' or a node")
        }
        if word == "let", case .name = next.kind { return .let(try letDecl()) }
        if DSLKeywords.nodes.contains(word), case .name = next.kind { return .node(try node()) }
        if DSLKeywords.settings.contains(word) { return .setting(try setting()) }
        throw unknownStatement(t, in: "a node", candidates: DSLKeywords.body,
                               help: "a setting (\(DSLKeywords.settings.joined(separator: ", "))), 'let' or a node")
    }

    /// `keyword value[, label: value][, flag]…`.
    mutating func setting() throws -> Setting {
        let keyword = advance()
        let name = text(of: keyword)
        guard !atStatementEnd else { throw expected("a value after '\(name)'", code: .dslExpectedExpression) }
        var arguments = [Argument(try expression())]
        while current.kind == .comma {
            advance()
            arguments.append(try argument(flagsAllowed: true))
        }
        let span = keyword.span.union(arguments.last?.span ?? keyword.span)
        return Setting(keyword: Identifier(name, span: keyword.span), arguments: arguments,
                       trivia: try finishStatement(), span: span)
    }
}
