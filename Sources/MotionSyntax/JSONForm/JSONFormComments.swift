/// How comments look in the JSON form. The AST keeps comments verbatim (`// text`, `/* text */`);
/// the JSON form drops the `// ` of an ordinary line comment so a person can write
/// `"//": ["circle and checkmark"]`. A string that starts with `//` or `/*` is kept verbatim.
enum JSONFormComments {
    /// The JSON form of a verbatim comment.
    static func text(_ verbatim: String) -> String {
        if verbatim.hasPrefix("// ") {
            let rest = String(verbatim.dropFirst(3))
            if !rest.hasPrefix("//"), !rest.hasPrefix("/*") { return rest }
        }
        return verbatim
    }

    /// The verbatim comment for a JSON-form string, or nil with the reason it cannot be a comment.
    static func verbatim(_ text: String) -> Result<String, CommentProblem> {
        var comment = text.hasPrefix("//") || text.hasPrefix("/*") ? text : "// " + text
        // The DSL lexer ends a comment at its last visible character.
        while let last = comment.unicodeScalars.last, last == " " || last == "\t" { comment.unicodeScalars.removeLast() }
        if comment.hasPrefix("//") {
            if comment.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) { return .failure(.lineBreakInLineComment) }
            return .success(comment)
        }
        // A block comment: closed exactly once, at its end (block comments do not nest).
        let body = comment.dropFirst(2)
        guard body.hasSuffix("*/"), comment.count >= 4 else { return .failure(.unclosedBlockComment) }
        if body.dropLast(2).contains("*/") { return .failure(.blockCommentClosedEarly) }
        return .success(comment)
    }

    enum CommentProblem: Error {
        case lineBreakInLineComment, unclosedBlockComment, blockCommentClosedEarly

        var message: String {
            switch self {
            case .lineBreakInLineComment: return "a line comment cannot hold a line break"
            case .unclosedBlockComment: return "a block comment must end with '*/'"
            case .blockCommentClosedEarly: return "a block comment cannot hold '*/' before its end"
            }
        }
    }
}
