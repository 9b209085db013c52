/// Renders diagnostics as text: the one-line form `path:line:col: error: message [CODE]`,
/// then the source line with a gutter and carets under the span, then `= help:`/`= note:` lines.
/// Colour is a decorator over the same text, used only on a terminal.
public struct DiagnosticRenderer: Sendable {
    public var colors: Bool
    /// Draw the excerpt and carets (off gives only the one-line forms and notes).
    public var excerpts: Bool

    public init(colors: Bool = false, excerpts: Bool = true) {
        self.colors = colors
        self.excerpts = excerpts
    }

    /// The first line only: what tests assert and what editors' problem matchers read.
    public static func headline(_ d: Diagnostic, in file: SourceFile) -> String {
        let p = file.position(of: d.span.start)
        return "\(file.path):\(p.line):\(p.column): \(d.severity.rawValue): \(d.message) [\(d.code.id)]"
    }

    public func render(_ d: Diagnostic, in file: SourceFile) -> String {
        let p = file.position(of: d.span.start)
        var out = paint("\(file.path):\(p.line):\(p.column): ", .bold)
        out += paint("\(d.severity.rawValue):", d.severity == .error ? .red : d.severity == .warning ? .yellow : .cyan)
        out += paint(" \(d.message) [\(d.code.id)]", .bold) + "\n"
        if excerpts { out += excerpt(span: d.span, in: file) }
        for n in d.notes {
            if let span = n.span, excerpts, span != d.span {
                let np = file.position(of: span.start)
                out += "   = \(n.kind.rawValue): \(n.message) (\(file.path):\(np.line):\(np.column))\n"
            } else {
                out += "   = \(n.kind.rawValue): \(n.message)\n"
            }
        }
        return out
    }

    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { render($0, in: file) }.joined()
    }

    /// The source line with a gutter and carets. A span that runs past its first
    /// line is underlined to the end of that line.
    func excerpt(span: SourceSpan, in file: SourceFile) -> String {
        let p = file.position(of: span.start)
        let scalars = Array(file.lineText(p.line).unicodeScalars)
        let gutter = String(p.line)
        let pad = String(repeating: " ", count: gutter.count)
        let endPos = file.position(of: span.end)
        let endColumn = endPos.line == p.line ? endPos.column : scalars.count + 1
        var caretStart = p.column - 1 // 0-based, in scalars
        var width = max(1, endColumn - p.column)
        // A very long line (generated or minified input) is shown as a window around the span.
        var shown = scalars[...]
        var prefix = "", suffix = ""
        if scalars.count > Self.maximumExcerptWidth {
            let from = max(0, min(caretStart - Self.excerptContext, scalars.count - Self.maximumExcerptWidth))
            let to = min(scalars.count, from + Self.maximumExcerptWidth)
            shown = scalars[from..<to]
            if from > 0 { prefix = "…" }
            if to < scalars.count { suffix = "…" }
            caretStart = caretStart - from + prefix.count
            width = max(1, min(width, to - (p.column - 1)))
        }
        var line = prefix
        line.unicodeScalars.append(contentsOf: shown)
        line += suffix
        let lineScalars = Array(line.unicodeScalars)
        // Tabs stay tabs under the caret so it lines up in any terminal.
        var lead = ""
        for (i, s) in lineScalars.enumerated() where i < caretStart {
            lead.append(s == "\t" ? "\t" : " ")
        }
        if caretStart > lineScalars.count { lead += String(repeating: " ", count: caretStart - lineScalars.count) }
        var out = "\(pad) |\n"
        out += "\(gutter) | \(line)\n"
        out += "\(pad) | \(lead)" + paint(String(repeating: "^", count: width), .red) + "\n"
        return out
    }

    /// Lines longer than this many characters are cut to a window around the span.
    static let maximumExcerptWidth = 120
    static let excerptContext = 40

    enum Style: String { case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36" }

    func paint(_ s: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(s)\u{1B}[0m" : s
    }

    /// `error: 2 errors, 1 warning` style summary, or nil when there is nothing to say.
    public static func summary(errors: Int, warnings: Int) -> String? {
        if errors == 0 && warnings == 0 { return nil }
        func plural(_ n: Int, _ w: String) -> String { "\(n) \(w)\(n == 1 ? "" : "s")" }
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        return parts.joined(separator: ", ")
    }
}

/// `--diagnostics-format json`: one JSON document per run, for editors.
/// Keys are written in a fixed order so output is byte-stable.
public enum DiagnosticJSONRenderer {
    public static func render(_ files: [(SourceFile, [Diagnostic])]) -> String {
        var items: [String] = []
        for (file, diagnostics) in files {
            for d in diagnostics {
                let s = file.position(of: d.span.start), e = file.position(of: d.span.end)
                var notes: [String] = []
                for n in d.notes {
                    var o = "{\"kind\":\(TextEscaping.jsonString(n.kind.rawValue)),\"message\":\(TextEscaping.jsonString(n.message))"
                    if let span = n.span {
                        let np = file.position(of: span.start)
                        o += ",\"line\":\(np.line),\"column\":\(np.column)"
                    }
                    notes.append(o + "}")
                }
                items.append(
                    "{\"file\":\(TextEscaping.jsonString(file.path)),\"line\":\(s.line),\"column\":\(s.column)," +
                    "\"endLine\":\(e.line),\"endColumn\":\(e.column),\"severity\":\(TextEscaping.jsonString(d.severity.rawValue))," +
                    "\"code\":\(TextEscaping.jsonString(d.code.id)),\"message\":\(TextEscaping.jsonString(d.message)),\"notes\":[\(notes.joined(separator: ","))]}")
            }
        }
        return "{\"diagnostics\":[" + items.joined(separator: ",") + "]}\n"
    }
}
