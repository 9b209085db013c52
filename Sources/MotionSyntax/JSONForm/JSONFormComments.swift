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
        // Block comments, each closed (they do not nest), separated by blanks and perhaps ending in a
        // line comment: what the DSL keeps when several comments share a line.
        let scalars = Array(comment.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == " " || scalars[i] == "\t" {
                i += 1
            } else if i + 1 < scalars.count, scalars[i] == "/", scalars[i + 1] == "/" {
                let rest = scalars[i...]
                return rest.contains("\n") || rest.contains("\r") ? .failure(.lineBreakInLineComment) : .success(comment)
            } else if i + 1 < scalars.count, scalars[i] == "/", scalars[i + 1] == "*" {
                var j = i + 2
                while j + 1 < scalars.count, !(scalars[j] == "*" && scalars[j + 1] == "/") { j += 1 }
                guard j + 1 < scalars.count else { return .failure(.unclosedBlockComment) }
                i = j + 2
            } else {
                return .failure(.textAfterBlockComment)
            }
        }
        return .success(comment)
    }

    enum CommentProblem: Error {
        case lineBreakInLineComment, unclosedBlockComment, textAfterBlockComment

        var message: String {
            switch self {
            case .lineBreakInLineComment: return "a line comment cannot hold a line break"
            case .unclosedBlockComment: return "a block comment must end with '*/'"
            case .textAfterBlockComment: return "only another comment may follow '*/' in a comment"
            }
        }
    }
}
