import MotionDiagnostics

/// A JSON document built by an emitter (Lottie), written deterministically: members in the
/// order given, numbers through `NumberText.format`, strings with RFC 8259 escapes.
public indirect enum JSONNode: Sendable {
    case null
    case bool(Bool)
    /// A non-finite number (never produced by a correct emitter) is written as `null`.
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([(key: String, value: JSONNode)])

    public static func int(_ value: Int) -> JSONNode { .number(Double(value)) }
    public static func numbers(_ values: [Double]) -> JSONNode { .array(values.map(JSONNode.number)) }

    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}

/// Writes `JSONNode`s. `compact` has no whitespace at all (what players load); `pretty` puts one
/// member or element per line, indented by two spaces, except arrays of scalars, which stay on one
/// line (`[0, 0.5, 1]`) so keyframe data remains readable in a diff.
public enum JSONWriter {
    public enum Style: Sendable { case compact, pretty }

    /// The document, ending in a newline.
    public static func document(_ node: JSONNode, style: Style) -> String {
        var out = ""
        write(node, style: style, indent: 0, into: &out)
        return out + "\n"
    }

    public static func write(_ node: JSONNode, style: Style, indent: Int, into out: inout String) {
        let pretty = style == .pretty
        switch node {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? NumberText.format(value) : "null"
        case .string(let value): out += TextEscaping.jsonString(value)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if !pretty || items.allSatisfy(\.isScalar) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += pretty ? ", " : "," }
                    write(item, style: style, indent: indent, into: &out)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad(indent + 1)
                write(item, style: style, indent: indent + 1, into: &out)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += pad(indent) + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += pretty ? "{\n" : "{"
            for (i, member) in members.enumerated() {
                if pretty { out += pad(indent + 1) }
                out += TextEscaping.jsonString(member.key) + (pretty ? ": " : ":")
                write(member.value, style: style, indent: indent + 1, into: &out)
                if i + 1 < members.count { out += pretty ? ",\n" : "," } else if pretty { out += "\n" }
            }
            out += pretty ? pad(indent) + "}" : "}"
        }
    }

    static func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }
}
