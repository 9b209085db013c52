import MotionDiagnostics

/// The MS3010 note of the channels baked in one place (a transition's entry, a state's loop): the first
/// node's name, how many others were baked there alike, and the largest error of them all (for scale and
/// rotation in px at the point farthest from each node's anchor). `index`: where the note stands among
/// the sheet's diagnostics, rewritten as nodes join it.
struct CSSBakedNote {
    struct Key: Hashable {
        let context: String
        let span: SourceSpan
        let channel: CSSChannel
    }

    let index: Int
    /// Where and what the note says: its context, its span and its channel.
    let key: Key
    /// The first node's name.
    let first: String
    private(set) var nodes: Set<Int>
    private(set) var error: Double
    var others: Int { nodes.count - 1 }

    init(index: Int, key: Key, node: Int, name: String, error: Double) {
        self.index = index
        self.key = key
        self.first = name
        nodes = [node]
        self.error = error
    }

    /// Another node baked alike (or the same one again: counted once), and its error.
    mutating func add(node: Int, error: Double) {
        nodes.insert(node)
        self.error = max(self.error, error)
    }

    var diagnostic: Diagnostic {
        let channel = key.channel
        let nodes = others == 0 ? "'\(first)'" : "'\(first)' and \(others) other node\(others == 1 ? "" : "s")"
        let what: String = switch channel {
        case .dashArray: "the dash length of \(nodes) (\(others == 0 ? "its" : "their") trim ends move on different curves)"
        default: "the \(channel.rawValue) of \(nodes)"
        }
        let unit = channel == .scale || channel == .rotate ? " px at the point farthest from its anchor"
            : channel.unit.isEmpty ? "" : " " + channel.unit
        return Diagnostic(.bakedApproximation,
                          "css cannot express \(what) \(key.context) exactly; it is baked into keyframe points (largest error \(NumberText.format(error))\(unit))",
                          at: key.span,
                          notes: [.help("the points are added until the measured difference from the runtime is below a tenth of 1e-3")])
    }
}
