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

    /// The document, ending in a newline. Written as bytes into one buffer and made a string once.
    public static func document(_ node: JSONNode, style: Style) -> String {
        var out: [UInt8] = []
        write(node, style: style, indent: 0, into: &out)
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
    }

    public static func write(_ node: JSONNode, style: Style, indent: Int, into out: inout String) {
        var bytes: [UInt8] = []
        write(node, style: style, indent: indent, into: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    private static func write(_ node: JSONNode, style: Style, indent: Int, into out: inout [UInt8]) {
        let pretty = style == .pretty
        switch node {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .number(let value): JSONText.number(value, into: &out)
        case .string(let value): JSONText.string(value, into: &out)
        case .array(let items):
            if pretty, !items.isEmpty, items.allSatisfy(\.isScalar) {
                out.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", ".utf8 }
                    write(item, style: style, indent: indent, into: &out)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            writeElements(count: items.count, style: style, indent: indent, into: &out) { items[$0] }
        case .object(let members):
            if members.isEmpty { out += "{}".utf8; return }
            out += (pretty ? "{\n" : "{").utf8
            for (i, member) in members.enumerated() {
                if pretty { pad(indent + 1, into: &out) }
                JSONText.string(member.key, into: &out)
                out += (pretty ? ": " : ":").utf8
                write(member.value, style: style, indent: indent + 1, into: &out)
                if i + 1 < members.count { out += (pretty ? ",\n" : ",").utf8 } else if pretty { out.append(UInt8(ascii: "\n")) }
            }
            if pretty { pad(indent, into: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// An array of `count` elements made by `element`, as `write` writes an array that is compact or
    /// holds objects or arrays: on one line without spaces (compact), else one element per line.
    private static func writeElements(count: Int, style: Style, indent: Int, into out: inout [UInt8], element: (Int) -> JSONNode) {
        if count == 0 { out += "[]".utf8; return }
        guard style == .pretty else {
            out.append(UInt8(ascii: "["))
            for i in 0..<count {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(element(i), style: style, indent: indent, into: &out)
            }
            out.append(UInt8(ascii: "]"))
            return
        }
        out += "[\n".utf8
        for i in 0..<count {
            pad(indent + 1, into: &out)
            write(element(i), style: style, indent: indent + 1, into: &out)
            out += (i + 1 < count ? ",\n" : "\n").utf8
        }
        pad(indent, into: &out)
        out.append(UInt8(ascii: "]"))
    }

    private static func pad(_ level: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }
}
