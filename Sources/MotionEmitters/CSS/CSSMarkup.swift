import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// The SVG: one `<svg>` root carrying `data-state`, and per node nested `<g>`s and `<path>`s with
/// explicit path data (never `<circle>` or `<rect>`, whose start points differ from the runtime's).
enum CSSMarkup {
    /// `rootAttributes` (` role="switch" …`, or ` aria-hidden="true"` inside a component, whose host
    /// carries the role) follow `data-state`. No `<title>` or label: the host names the control.
    /// `morphs`: the stylesheet's morphing paths, also written as SMIL inside their elements (`CSSMorphSMIL`).
    static func svg(_ lowered: LoweredControl, elements: CSSElements, rootAttributes: String, morphs: [CSSMorph] = []) -> String {
        let w = CSSNumber.text(lowered.width), h = CSSNumber.text(lowered.height)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(elements.root)\" class=\"motion-control\""
        out += " viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" preserveAspectRatio=\"xMidYMid meet\""
        out += " data-state=\"\(TextEscaping.markup(lowered.initialState))\"\(rootAttributes)>\n"
        let shapes = lowered.scene.nodes
        // Children of each node, in tree order.
        var children: [[Int]] = Array(repeating: [], count: shapes.count)
        var top: [Int] = []
        for (n, shape) in shapes.enumerated() {
            if let parent = shape.parent, parent >= 0, parent < n { children[parent].append(n) } else { top.append(n) }
        }
        func write(_ n: Int, depth: Int) {
            guard depth < NestingLimit.depth else { return }
            var closers: [String] = []
            var level = depth
            for part in elements.parts[n] where [.outer, .rotate, .scale].contains(part) {
                out += String(repeating: "  ", count: level + 1) + "<g id=\"\(elements.id(n, part))\">\n"
                closers.append(String(repeating: "  ", count: level + 1) + "</g>\n")
                level += 1
            }
            let inner = String(repeating: "  ", count: level + 1)
            let initial = lowered.state(named: lowered.initialState)?.frame ?? lowered.scene.baseFrame
            // The initial state's path: what an engine that animates no `d` by CSS shows on load.
            let path = initial.path.indices.contains(n) ? initial.path[n] : shapes[n].path
            let d = pathData(path)
            // A morphing path's SMIL form, as the element's children; the element closes after them.
            func close(_ part: CSSPart, _ channel: CSSChannel) -> String {
                guard elements.morphs[n] else { return "/>\n" }
                return ">\n" + CSSMorphSMIL.children(of: elements.id(n, part), node: n, channel: channel, lowered: lowered,
                                                     morphs: morphs, indent: inner + "  ") + inner + "</path>\n"
            }
            // A gradient's moving stop positions and points: SMIL children of its element and its stops.
            func geometry(_ id: String, _ channel: CSSChannel) -> (String) -> String {
                { CSSGradientGeometry.children(of: $0, gradient: id, node: n, channel: channel, lowered: lowered, morphs: morphs,
                                               indent: inner + ($0 == id ? "  " : "    ")) }
            }
            if elements.parts[n].contains(.fill) {
                var paint = ""
                if elements.fillGradient[n] {
                    let id = elements.id(n, .fillGradient)
                    out += inner + CSSGradients.element(initial.fillGradient[n], id: id, scale: 1,
                                                        smil: geometry(id, .fillGradientGeometry), indent: inner) + "\n"
                    paint = " fill=\"url(#\(id))\""
                }
                out += inner + "<path id=\"\(elements.id(n, .fill))\" d=\"\(d)\"\(paint)" + close(.fill, .fillPath)
            }
            if elements.parts[n].contains(.stroke) {
                // Written at a finer scale so Chromium measures the dash accurately (CSSStrokeScale).
                let fine = pathData(CSSStrokeScale.scaled(path))
                var paint = ""
                if elements.strokeGradient[n] {
                    // In the stroke path's user space, which its transform makes finer.
                    let id = elements.id(n, .strokeGradient)
                    out += inner + CSSGradients.element(initial.strokeGradient[n], id: id, scale: CSSStrokeScale.factor,
                                                        smil: geometry(id, .strokeGradientGeometry), indent: inner) + "\n"
                    paint = " stroke=\"url(#\(id))\""
                }
                // A dashed stroke is measured in its own units: its pattern is lengths, not fractions.
                let length = elements.dashed[n] ? "" : " pathLength=\"1\""
                var masked = ""
                if elements.dashTrimmed[n] {
                    let smil = elements.morphs[n] ? CSSMorphSMIL.children(of: elements.id(n, .trim), node: n, channel: .trimMaskPath,
                                                                          lowered: lowered, morphs: morphs, indent: inner + "    ") : ""
                    out += CSSDashes.mask(trimID: elements.id(n, .trim), pathData: fine, indent: inner, children: smil)
                    masked = " mask=\"url(#\(CSSDashes.maskID(elements.id(n, .trim))))\""
                }
                out += inner + "<path id=\"\(elements.id(n, .stroke))\" d=\"\(fine)\"\(length)"
                    + " transform=\"\(CSSStrokeScale.attribute)\"\(paint)\(masked)" + close(.stroke, .strokePath)
            }
            for child in children[n] { write(child, depth: level) }
            for closer in closers.reversed() { out += closer }
        }
        for n in top { write(n, depth: 0) }
        out += "</svg>\n"
        return out
    }

    /// SVG path data from the runtime's cubics: `M`, `C` per segment, `Z` for closed subpaths.
    static func pathData(_ path: MotionPath) -> String {
        // Appended to one string (no string per point or command): every shape's outline is written.
        var out = ""
        out.reserveCapacity(path.subpaths.reduce(0) { $0 + 16 + 48 * $1.cubics.count })
        func point(_ p: MotionRuntime.MotionPoint) {
            out += CSSNumber.text(p.x)
            out += " "
            out += CSSNumber.text(p.y)
        }
        for subpath in path.subpaths {
            if !out.isEmpty { out += " " }
            out += "M"
            point(subpath.start)
            for cubic in subpath.cubics {
                out += " C"
                point(cubic.p1)
                out += " "
                point(cubic.p2)
                out += " "
                point(cubic.p3)
            }
            if subpath.isClosed { out += " Z" }
        }
        return out
    }
}
