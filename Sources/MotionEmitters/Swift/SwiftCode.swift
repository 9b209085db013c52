/// A small builder for indented Swift source: one line at a time, four spaces per level.
struct SwiftCode {
    private(set) var text = ""
    var level = 0

    mutating func line(_ content: String = "") {
        if content.isEmpty { text += "\n"; return }
        // Appended in place, piece by piece: a line made as a string first was copied once more.
        for _ in 0..<level { text += "    " }
        text += content
        text += "\n"
    }

    /// `/// text` lines at the current level.
    mutating func doc(_ content: String) {
        for part in content.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + part)
        }
    }

    /// `opening`, the body one level in, then `closing`.
    mutating func block(_ opening: String, _ closing: String = "}", _ body: (inout SwiftCode) -> Void) {
        line(opening)
        level += 1
        body(&self)
        level -= 1
        line(closing)
    }
}
