import MotionDiagnostics
import MotionRuntime

extension Checker {
    /// Every path a shape takes — in a state, or as a keyframe of a track — must have its `path`
    /// setting's structure (the same subpaths, each with as many segments, closed alike), since
    /// paths blend point by point (MS2080). One structure per shape also lets a track start from
    /// `current`, whatever was on screen.
    func checkPathStructures(nodes: [NodeModel], states: [StateModel], transitions: [TransitionModel]) {
        // Only what a state or track sets is compared, and a shape is found by its position: a large
        // control that morphs nothing pays one pass over its tables and builds nothing.
        func check(_ value: BoundValue, node: String, where place: @autoclosure () -> String, at span: SourceSpan) {
            guard case .path(let path) = value.value, let position = nodePosition(node), nodes[position].shape != nil,
                  case .path(let shapePath)? = nodes[position].baseValue(.path)?.value,
                  !path.hasSameStructure(as: shapePath) else { return }
            let shapeSpan = nodes[position].span
            reporter.report(.pathStructureMismatch,
                            "the path \(place()) does not match the structure of the path of shape '\(node)': it has "
                                + "\(Self.structure(of: path)), the shape's \(Self.structure(of: shapePath))",
                            at: span,
                            notes: [.note("shape '\(node)' and its path are declared here", span: shapeSpan),
                                    .help("paths morph point by point: give every path of a shape the same subpaths, each with "
                                          + "as many segments, closed alike (repeat a point to add a segment: "
                                          + "polygon(a, b, b, c) has 4, like a rectangle)")])
        }
        for state in states {
            for i in state.values.indices where state.values[i].property == .path {
                guard let span = state.values[i].span else { continue }
                check(state.values[i].value, node: state.values[i].node, where: "in state '\(state.name)'", at: span)
            }
        }
        for transition in transitions where transition.reversal == nil {
            transition.root.forEachTrack { track in
                guard track.property == .path else { return }
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
