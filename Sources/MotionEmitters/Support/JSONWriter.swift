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
/// line (`[0, 0.5, 1]`) so keyframe data remains readable in a diff. The text is `JSONStream`'s (one
/// set of rules, whether a document is made as nodes or streamed).
public enum JSONWriter {
    public enum Style: Sendable { case compact, pretty }

    /// The document, ending in a newline.
    public static func document(_ node: JSONNode, style: Style) -> String {
        var stream = JSONStream(style: style)
        stream.value(node)
        return stream.finishedText()
    }
}
