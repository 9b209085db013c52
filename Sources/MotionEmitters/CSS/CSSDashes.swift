import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// Dashed strokes on the page. The stroke path of a dashed node has no `pathLength`: its
/// `stroke-dasharray` is the node's pattern and its `stroke-dashoffset` the dash phase
/// (`CSSChannel.dashPhase`), both in the stroke path's units (`CSSStrokeScale`), so the pattern
/// stays true on a morphing path whose length changes. SVG dashes each subpath from its start with
/// the offset, as the runtime does.
enum CSSDashes {
    /// The fixed pattern, in the stroke path's units.
    static func dashArray(_ pattern: [Double]) -> String {
        "stroke-dasharray: \(pattern.map { CSSNumber.text($0 * CSSStrokeScale.factor) }.joined(separator: " "));"
    }

    /// A dashed stroke that is also trimmed: the page draws a trim with the stroke's own dash array,
    /// so it cannot draw a pattern along the trimmed part as well.
    static func refusals(_ control: LoweredControl) -> [Diagnostic] {
        let frames = control.states.map(\.frame)
        let timelines = control.transitions.map(\.timeline) + control.states.compactMap { $0.loop?.timeline }
        var out: [Diagnostic] = []
        for (n, shape) in control.scene.nodes.enumerated() where !shape.isGroup && !shape.dashPattern.isEmpty {
            let trimmed = frames.contains { $0.strokeStart[n] != 0 || $0.strokeEnd[n] != 1 || $0.trimOffset[n] != 0 }
            let animated = timelines.contains { $0.tracks.contains { $0.node == n && [.strokeStart, .strokeEnd, .trimOffset].contains($0.property) } }
            if trimmed || animated {
                out.append(.unsupported("a dashed stroke of '\(control.nodes[n].name)' that is trimmed", by: .css, at: control.nodes[n].span,
                                        help: "the page draws a trim as a dash; draw the dashed stroke untrimmed, or the trim undashed"))
            }
        }
        return out
    }
}
