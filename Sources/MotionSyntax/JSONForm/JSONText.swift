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

    static func string(_ s: String) -> JSONText { .raw(TextEscaping.jsonString(s)) }
    static func number(_ v: Double) -> JSONText { .raw(NumberText.format(v)) }
    static func array(_ items: [JSONText]) -> JSONText { .array(items, breaks: false) }
    static func object(_ members: [(String, JSONText)]) -> JSONText { .object(members, breaks: false) }

    static let width = 100

    /// The whole document, ending in a newline.
    var document: String {
        var out = ""
        write(into: &out, indent: 0, used: 0, after: 0)
        return out + "\n"
    }

    /// Whether the one-line form fits in `budget` columns (counted in Unicode scalars, as diagnostics
    /// count columns) and holds nothing that must break. Stops as soon as the answer is no, so laying
    /// out a large document costs little more than writing it.
    func fits(_ budget: inout Int) -> Bool {
        switch self {
        case .raw(let s):
            budget -= s.unicodeScalars.count
            return budget >= 0
        case .array(let items, let breaks):
            if breaks && !items.isEmpty { return false }
            budget -= 2 + 2 * max(0, items.count - 1) // brackets and ", "
            for item in items where budget < 0 || !item.fits(&budget) { return false }
            return budget >= 0
        case .object(let members, let breaks):
            if breaks && !members.isEmpty { return false }
            budget -= 2 + 2 * max(0, members.count - 1)
            for (key, value) in members {
                budget -= TextEscaping.jsonString(key).unicodeScalars.count + 2 // `"key": `
                if budget < 0 || !value.fits(&budget) { return false }
            }
            return budget >= 0
        }
    }

    var oneLine: String {
        switch self {
        case .raw(let s): return s
        case .array(let items, _): return "[" + items.map(\.oneLine).joined(separator: ", ") + "]"
        case .object(let members, _):
            return "{" + members.map { TextEscaping.jsonString($0.0) + ": " + $0.1.oneLine }.joined(separator: ", ") + "}"
        }
    }

    /// `used` is how many columns the line already holds (indentation and key), `after` how many
    /// follow the value on its line (a comma).
    func write(into out: inout String, indent: Int, used: Int, after: Int) {
        var budget = JSONText.width - used - after
        if case .raw(let text) = self {
            out += text
            return
        }
        if fits(&budget) {
            out += oneLine
            return
        }
        let pad = String(repeating: "  ", count: indent + 1)
        switch self {
        case .raw(let s):
            out += s
        case .array(let items, _):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1, used: pad.unicodeScalars.count, after: i + 1 < items.count ? 1 : 0)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members, _):
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                let prefix = pad + TextEscaping.jsonString(key) + ": "
                out += prefix
                value.write(into: &out, indent: indent + 1, used: prefix.unicodeScalars.count,
                            after: i + 1 < members.count ? 1 : 0)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }
}
