import MotionDiagnostics

/// A JSON document to be written, with the layout decided at write time: containers that
/// fit in `JSONText.width` columns print on one line unless they are marked to break (the
/// document, params, lets, nodes, bodies, states, state values, transitions and items always
/// put one member per line), and containers holding one that breaks break too.
indirect enum JSONText: Sendable {
    /// A number, `true`, `false`, `null` or an already quoted string.
    case raw(String)
    case array([JSONText], breaks: Bool)
    case object([(String, JSONText)], breaks: Bool)

    static func string(_ s: String) -> JSONText { .raw(DiagnosticJSONRenderer.quote(s)) }
    static func number(_ v: Double) -> JSONText { .raw(NumberText.format(v)) }
    static func array(_ items: [JSONText]) -> JSONText { .array(items, breaks: false) }
    static func object(_ members: [(String, JSONText)]) -> JSONText { .object(members, breaks: false) }

    static let width = 100

    /// The whole document, ending in a newline.
    var document: String {
        var out = ""
        write(into: &out, indent: 0, used: 0)
        return out + "\n"
    }

    /// True when this or something inside it must break over lines.
    var mustBreak: Bool {
        switch self {
        case .raw: return false
        case .array(let items, let breaks): return (breaks && !items.isEmpty) || items.contains { $0.mustBreak }
        case .object(let members, let breaks): return (breaks && !members.isEmpty) || members.contains { $0.1.mustBreak }
        }
    }

    var oneLine: String {
        switch self {
        case .raw(let s): return s
        case .array(let items, _): return "[" + items.map(\.oneLine).joined(separator: ", ") + "]"
        case .object(let members, _):
            return "{" + members.map { DiagnosticJSONRenderer.quote($0.0) + ": " + $0.1.oneLine }.joined(separator: ", ") + "}"
        }
    }

    /// `used` is how many columns the current line already holds (indentation and key).
    func write(into out: inout String, indent: Int, used: Int) {
        if !mustBreak {
            let line = oneLine
            if used + line.count <= JSONText.width || { if case .raw = self { return true } else { return false } }() {
                out += line
                return
            }
        }
        let pad = String(repeating: "  ", count: indent + 1)
        switch self {
        case .raw(let s):
            out += s
        case .array(let items, _):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1, used: pad.count)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members, _):
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                let prefix = pad + DiagnosticJSONRenderer.quote(key) + ": "
                out += prefix
                value.write(into: &out, indent: indent + 1, used: prefix.count)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }
}
