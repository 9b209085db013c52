import MotionDiagnostics

/// One attribute as written: its name, its value with entities resolved, and where both are.
struct XMLAttribute: Sendable {
    var name: String
    var value: String
    var nameSpan: SourceSpan
    /// The value between the quotes.
    var valueSpan: SourceSpan
}

/// An element of the document tree, with the span of its name in the start tag (what a
/// diagnostic about the element points at).
final class XMLElement: Sendable {
    let name: String
    let attributes: [XMLAttribute]
    let children: [XMLElement]
    /// Character data directly inside the element (text and CDATA), joined.
    let text: String
    let nameSpan: SourceSpan

    init(name: String, attributes: [XMLAttribute], children: [XMLElement], text: String, nameSpan: SourceSpan) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.nameSpan = nameSpan
    }

    /// The name without a namespace prefix (`svg:path` is `path`).
    var localName: String { name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name }
    var prefix: String? { name.contains(":") ? String(name.split(separator: ":", maxSplits: 1)[0]) : nil }

    func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }
    func value(_ name: String) -> String? { attribute(name)?.value }
}
