import Foundation
import MotionCompiler
import MotionRuntime

/// CSS + SVG in headless Chromium: the page is switched as a user's script would (`data-state`), every
/// animation paused and seeked, and each shape read back: dash array and offset as the visible trim, the
/// element's matrix to the control (getCTM), opacity down its groups, fill and stroke colours, width.
enum ConformanceCSS {
    /// Chromium serializes computed colours with 8-bit channels: half a step either way.
    static let colourStep = 1.0 / 510.0

    static func page(_ spec: ConformanceSpec) -> URL? {
        ConformanceRun.files(spec, target: "css", suffix: ".html").first
    }

    static func jobs(_ spec: ConformanceSpec) -> [[String: Any]] {
        guard let page = page(spec) else { return [] }
        return spec.cases.map { item in
            var job: [String: Any] = ["id": "\(spec.baseName)/\(item.slug)", "page": page.path]
            switch item.kind {
            case .state(let name):
                job["from"] = name
                job["rest"] = true
            case .transition(let from, let to):
                job["from"] = from
                job["to"] = to
                job["times"] = item.times
            case .interrupt(let from, let to, let at, let back):
                job["from"] = from
                job["to"] = to
                job["times"] = item.times
                job["interrupt"] = ["at": at, "to": back]
            case .leaveLoop(let via, let state, let at, _, let back):
                // The loop left mid-period is an interrupt after the entering transition is over.
                job["from"] = via
                job["to"] = state
                job["times"] = item.times
                job["interrupt"] = ["at": at, "to": back]
            case .loop(let state, let via, _, _):
                job["from"] = via ?? state
                job["to"] = state
                job["times"] = item.times
            }
            return job
        }
    }

    /// Fills the CSS cell of every case of `spec` from the driver's results.
    static func measure(_ spec: ConformanceSpec, results: [String: [String: Any]], into rows: inout [String: ConformanceCell]) {
        let comparison = ShapeComparison(lowered: spec.lowered, colourStep: colourStep, bound: ConformanceTarget.css.bound)
        for item in spec.cases {
            var cell = ConformanceCell(.css)
            defer { rows[item.slug] = cell }
            guard page(spec) != nil else { cell.fail("no HTML page was compiled"); continue }
            guard let result = results["\(spec.baseName)/\(item.slug)"] else { cell.fail("Chromium gave no result"); continue }
            if let error = result["error"] as? String { cell.fail(error); continue }
            if let errors = JSONPick.array(result["console_errors"]), !errors.isEmpty {
                cell.fail("console errors: \(errors.prefix(2))")
            }
            let elements = JSONPick.object(result["elements"]) ?? [:]
            // Not the root's: a node named like the control's last word (`knob` in `glossy-knob`) would match it.
            let ids = elements.keys.sorted().filter { $0 != NodeNames.kebab(spec.lowered.name) }
            let times: [Double?] = item.times.isEmpty ? [nil] : item.times.map { $0 }
            for (i, node) in spec.lowered.nodes.enumerated() where !node.isGroup {
                guard let id = NodeNames.match(node.name, in: ids), let base = JSONPick.object(elements[id]) else {
                    cell.fail("no element with an id for node '\(node.name)' (ids: \(ids.prefix(12).joined(separator: ", ")))")
                    continue
                }
                // The emitter draws a node as a group (opacity, transform) holding a `-fill` and a `-stroke`
                // path; a node without either is read from its own element.
                let fill = JSONPick.object(elements[id + "-fill"])
                let stroke = JSONPick.object(elements[id + "-stroke"])
                for (k, time) in times.enumerated() where k < item.frames.count {
                    var reading = (fill == nil && stroke == nil) ? read(fill: base, stroke: base, at: k)
                        : read(fill: fill, stroke: stroke, at: k)
                    if !spec.lowered.scene.nodes[i].dashPattern.isEmpty {
                        readDashes(stroke, trim: JSONPick.object(elements[id + "-trim"]), pathLength: item.frames[k].path[i].length,
                                   at: k, into: &reading)
                    }
                    readGradients(elements, id: id, at: k, into: &reading)
                    comparison.compare(shape: i, frame: item.frames[k], reading: reading, time: time, into: &cell)
                }
            }
        }
    }

    static func value(_ element: [String: Any]?, _ key: String, _ k: Int) -> Any? {
        guard let values = JSONPick.array(element?[key]), k < values.count else { return nil }
        return values[k]
    }

    /// A shape from its fill path and its stroke path (either may be missing: no such paint).
    static func read(fill: [String: Any]?, stroke: [String: Any]?, at k: Int) -> ShapeReading {
        var reading = ShapeReading()
        let geometry = stroke ?? fill
        // A path may carry its own transform (the stroke is written at a finer scale inside
        // `scale(1/16)`): the node's matrix is the path's CTM without it, and the width, in the
        // path's units, is scaled by it.
        let local = geometry.flatMap { CSSChromium.matrix($0, at: k) } ?? .identity
        reading.matrix = JSONPick.numbers(value(geometry, "ctm", k)).map { withoutLocal($0, local) }
        if let chain = JSONPick.number(value(geometry, "opacity_chain", k)) { reading.opacity = chain }
        reading.fill = fill == nil ? [0, 0, 0, 0]
            : paint(value(fill, "fill", k), opacity: JSONPick.number(value(fill, "fill-opacity", k)),
                    hidden: value(fill, "hidden", k) as? Bool ?? false)
        // The path of the moment: the fill's in design units, else the stroke's, written 16× finer.
        if let fill, let d = value(fill, "d", k) as? String {
            reading.path = CSSPathText.numbers(d)
        } else if let stroke, let d = value(stroke, "d", k) as? String {
            reading.path = CSSPathText.numbers(d).map { $0.map { $0 / 16 } }
        }
        guard let stroke else {
            reading.stroke = [0, 0, 0, 0]
            return reading
        }
        let hidden = value(stroke, "hidden", k) as? Bool ?? false
        reading.stroke = paint(value(stroke, "stroke", k), opacity: JSONPick.number(value(stroke, "stroke-opacity", k)),
                               hidden: false)
        let strokeLocal = CSSChromium.matrix(stroke, at: k) ?? .identity
        reading.lineWidth = JSONPick.number(value(stroke, "stroke-width", k)).map { $0 * strokeLocal.determinant.magnitude.squareRoot() }
        let cap = value(stroke, "stroke-linecap", k) as? String ?? "butt"
        // A trim drawn from its raw ends computes its dash with `calc()`, which Chromium serializes as such.
        let offset = CSSChromium.length(value(stroke, "stroke-dashoffset", k)) ?? 0
        let dash = value(stroke, "stroke-dasharray", k)
        if hidden {
            reading.trim = .nothing
        } else if dash == nil || dash is NSNull {
            reading.trim = .piece(start: 0, length: 1)
        } else if let parts = CSSChromium.lengths(dash), let length = parts.first {
            if length <= 1e-9 {
                let strokeShows = (reading.stroke?[3] ?? 0) > 0 && (reading.lineWidth ?? 0) > 0 && (reading.opacity ?? 1) > 0
                reading.trim = cap != "butt" && strokeShows ? .dot : .nothing
            } else {
                reading.trim = .piece(start: VisibleTrim.fraction(-offset), length: min(length, 1))
            }
        }
        return reading
    }

    /// `ctm` (a, b, c, d, e, f) times the inverse of `local`: the matrix of the element's parent.
    static func withoutLocal(_ ctm: [Double], _ local: RuntimeMatrix) -> [Double] {
        guard ctm.count == 6, local != .identity, local.determinant != 0 else { return ctm }
        let det = local.determinant
        let inverse = RuntimeMatrix(a: local.d / det, b: -local.b / det, c: -local.c / det, d: local.a / det,
                                    tx: (local.c * local.ty - local.d * local.tx) / det,
                                    ty: (local.b * local.tx - local.a * local.ty) / det)
        let m = RuntimeMatrix(a: ctm[0], b: ctm[1], c: ctm[2], d: ctm[3], tx: ctm[4], ty: ctm[5]).concatenating(inverse)
        return [m.a, m.b, m.c, m.d, m.tx, m.ty]
    }

    /// `[r, g, b, a]` (0…255, alpha 0…1) times the paint's opacity → straight RGBA 0…1; `none` → clear.
    static func paint(_ value: Any?, opacity: Double?, hidden: Bool) -> [Double]? {
        if hidden { return [0, 0, 0, 0] }
        if let text = value as? String { return text == "none" ? [0, 0, 0, 0] : nil }
        guard let c = JSONPick.numbers(value), c.count == 4 else { return nil }
        return [c[0] / 255, c[1] / 255, c[2] / 255, c[3] * (opacity ?? 1)]
    }
}

/// Chromium's computed `d` (`path("M 12 8 C 15.3 10 …")`) as its numbers in order: for the page's
/// paths (`M`, `C`, `Z` only) that is each subpath's start, then each segment's control points and end.
enum CSSPathText {
    static func numbers(_ text: String) -> [Double]? {
        guard text.hasPrefix("path(") else { return nil }
        let pattern = try! NSRegularExpression(pattern: "[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?")
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            Range(match.range, in: text).flatMap { Double(text[$0]) }
        }
    }
}
