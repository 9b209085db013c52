import MotionDiagnostics
import MotionRuntime

extension Checker {
    /// Every path a shape takes — in a state, or as a keyframe of a track — must have its `path`
    /// setting's structure (the same subpaths, each with as many segments, closed alike), since
    /// paths blend point by point (MS2080). One structure per shape also lets a track start from
    /// `current`, whatever was on screen.
    func checkPathStructures(nodes: [NodeModel], states: [StateModel], transitions: [TransitionModel]) {
        var declared: [String: (path: MotionPath, span: SourceSpan)] = [:]
        for node in nodes where node.shape != nil {
            if case .path(let p)? = node.baseValue(.path)?.value { declared[node.name] = (p, node.span) }
        }
        func check(_ value: BoundValue, node: String, where place: String, at span: SourceSpan) {
            guard case .path(let path) = value.value, let shape = declared[node],
                  !path.hasSameStructure(as: shape.path) else { return }
            reporter.report(.pathStructureMismatch,
                            "the path \(place) does not match the structure of the path of shape '\(node)': it has "
                                + "\(Self.structure(of: path)), the shape's \(Self.structure(of: shape.path))",
                            at: span,
                            notes: [.note("shape '\(node)' and its path are declared here", span: shape.span),
                                    .help("paths morph point by point: give every path of a shape the same subpaths, each with "
                                          + "as many segments, closed alike (repeat a point to add a segment: "
                                          + "polygon(a, b, b, c) has 4, like a rectangle)")])
        }
        for state in states {
            for entry in state.values where entry.property == .path {
                guard let span = entry.span else { continue }
                check(entry.value, node: entry.node, where: "in state '\(state.name)'", at: span)
            }
        }
        for transition in transitions where transition.reversal == nil {
            for track in transition.root.allTracks where track.property == .path {
                for (k, keyframe) in track.values.enumerated() {
                    guard case .value(let v) = keyframe else { continue }
                    check(v, node: track.node, where: "at keyframe \(k)", at: track.span)
                }
            }
        }
    }

    /// The structure as words: "1 closed subpath of 3 segments".
    static func structure(of path: MotionPath) -> String {
        if path.subpaths.isEmpty { return "no subpaths" }
        return path.subpaths.map { s in
            "\(s.isClosed ? "a closed" : "an open") subpath of \(s.cubics.count) segment\(s.cubics.count == 1 ? "" : "s")"
        }.joined(separator: ", ")
    }
}
