import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// Dashed strokes on the page. The stroke path of a dashed node has no `pathLength`: its
/// `stroke-dasharray` is the node's pattern and its `stroke-dashoffset` the dash phase
/// (`CSSChannel.dashPhase`), both in the stroke path's units (`CSSStrokeScale`), so the pattern
/// stays true on a morphing path whose length changes. SVG dashes each subpath from its start with
/// the offset, as the runtime does.
///
/// A dashed stroke that is also trimmed is drawn through a `<mask>` whose content is the trimmed
/// stroke (the `-trim` path: the trim's dash channels on `pathLength="1"`, the stroke's width, cap,
/// join and path of the moment), so only the visible part of the pattern shows; the dashed stroke's
/// offset puts the phase at the trim's start (`CSSChannel.trimmedDashPhase`), as the runtime lays
/// the pattern from there. Where the trim ends inside a dash, the mask's cap is that dash's cap.
enum CSSDashes {
    /// The fixed pattern, in the stroke path's units.
    static func dashArray(_ pattern: [Double]) -> String {
        "stroke-dasharray: \(pattern.map { CSSNumber.text($0 * CSSStrokeScale.factor) }.joined(separator: " "));"
    }

    /// The dash offset that starts the pattern at the trim's start with the frame's phase: the phase
    /// less the start's distance along the path of the moment (in the shape's units).
    static func phaseAtTrimStart(_ frame: MotionFrame, node n: Int) -> Double {
        let (start, _) = CSSChannel.trim(frame, n)
        return frame.dashPhase[n] - start * frame.path[n].length
    }

    /// The mask's id for the trim path `trimID`.
    static func maskID(_ trimID: String) -> String { trimID + "-mask" }

    /// The `<mask>` holding the trim path, in the stroke path's user space (which is what
    /// `userSpaceOnUse` means for the masked path): a region far larger than any drawing, since the
    /// default (the path's box, which has no height for a level line) would cut the stroke.
    /// `children`: whole lines inside the trim path (a morph's SMIL form), if any.
    static func mask(trimID: String, pathData: String, indent: String, children: String = "") -> String {
        let extent = 1_000_000.0, x = CSSNumber.text(-extent), size = CSSNumber.text(2 * extent)
        return indent + "<mask id=\"\(maskID(trimID))\" maskUnits=\"userSpaceOnUse\" x=\"\(x)\" y=\"\(x)\" width=\"\(size)\" height=\"\(size)\">\n"
            + indent + "  <path id=\"\(trimID)\" d=\"\(pathData)\" pathLength=\"1\""
            + (children.isEmpty ? "/>\n" : ">\n" + children + indent + "  </path>\n")
            + indent + "</mask>\n"
    }

    /// The trim path's fixed style: white (the whole of the mask's luminance where it is drawn), the
    /// stroke's cap, join and miter limit.
    static func maskRule(id: String, style: StrokeStyle) -> String {
        "#\(id) { \(maskBlock(style: style)) }\n"
    }

    /// `maskRule`'s declarations.
    static func maskBlock(style: StrokeStyle) -> String {
        "fill: none; stroke: #fff; stroke-linecap: \(style.lineCap.rawValue); "
            + "stroke-linejoin: \(style.lineJoin.rawValue); stroke-miterlimit: \(CSSNumber.text(style.miterLimit));"
    }

    /// A dashed stroke whose trim has an offset: its visible part may run past the path's start,
    /// where SVG restarts the pattern and the runtime carries it on (a closed path's seam is one
    /// piece), and one mask and one dash offset cannot say both.
    static func refusals(_ control: LoweredControl) -> [Diagnostic] {
        let frames = control.states.map(\.frame)
        let timelines = control.transitions.map(\.timeline) + control.states.compactMap { $0.loop?.timeline }
        var out: [Diagnostic] = []
        for (n, shape) in control.scene.nodes.enumerated() where !shape.isGroup && !shape.dashPattern.isEmpty {
            let offset = frames.contains { $0.trimOffset[n] != 0 }
                || timelines.contains { $0.tracks.contains { $0.node == n && $0.property == .trimOffset } }
            if offset {
                out.append(.unsupported("a dashed stroke of '\(control.nodes[n].name)' whose trim has an offset", by: .css, at: control.nodes[n].span,
                                        help: "the page restarts the pattern where the trim passes the path's start; move the trim's ends instead"))
            }
        }
        return out
    }
}
