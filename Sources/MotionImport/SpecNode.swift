/// The spec the importer writes, as a tree: each node its name and its settings, one line each
/// (`path oval(0, 0, 10, 10)`, `fill #ff0000`).
indirect enum SpecNode {
    case shape(name: String, settings: [String])
    case group(name: String, settings: [String], children: [SpecNode])

    /// The DSL text of the node at `indent` levels.
    func text(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case let .shape(name, settings):
            return "\(pad)shape \(name) {\n" + settings.map { "\(pad)  \($0)\n" }.joined() + "\(pad)}\n"
        case let .group(name, settings, children):
            return "\(pad)group \(name) {\n" + settings.map { "\(pad)  \($0)\n" }.joined()
                + children.map { $0.text(indent: indent + 1) }.joined() + "\(pad)}\n"
        }
    }
}
