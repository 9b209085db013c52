/// Collects indented lines (two spaces a level) and the blank lines between them.
struct LineWriter {
    private(set) var lines: [String] = []
    var level = 0

    mutating func line(_ text: String, trailing: String? = nil) {
        var text = String(repeating: "  ", count: level) + text
        if let trailing { text += " " + trailing }
        lines.append(text)
    }

    /// Comments kept verbatim, one per line, at the current indentation.
    mutating func comments(_ comments: [String]) {
        for c in comments { line(c) }
    }

    /// One blank line, never two in a row and never at the start.
    mutating func blank() {
        if let last = lines.last, !last.isEmpty { lines.append("") }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
