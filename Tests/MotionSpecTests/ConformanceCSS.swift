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
            let ids = elements.keys.sorted()
            let times: [Double?] = item.times.isEmpty ? [nil] : item.times.map { $0 }
            for (i, node) in spec.lowered.nodes.enumerated() where !node.isGroup {
                guard let id = NodeNames.match(node.name, in: ids), let element = JSONPick.object(elements[id]) else {
                    cell.fail("no element with an id for node '\(node.name)' (ids: \(ids.prefix(12).joined(separator: ", ")))")
                    continue
                }
                for (k, time) in times.enumerated() where k < item.frames.count {
                    let reading = read(element, at: k)
                    comparison.compare(shape: i, frame: item.frames[k], reading: reading, time: time, into: &cell)
                }
            }
        }
    }

    static func value(_ element: [String: Any], _ key: String, _ k: Int) -> Any? {
        guard let values = JSONPick.array(element[key]), k < values.count else { return nil }
        return values[k]
    }

    static func read(_ element: [String: Any], at k: Int) -> ShapeReading {
        var reading = ShapeReading()
        let hidden = value(element, "hidden", k) as? Bool ?? false
        reading.hidden = hidden
        reading.matrix = JSONPick.numbers(value(element, "ctm", k))
        if let chain = JSONPick.number(value(element, "opacity_chain", k)) { reading.opacity = hidden ? 0 : chain }
        reading.fill = paint(value(element, "fill", k), opacity: JSONPick.number(value(element, "fill-opacity", k)))
        reading.stroke = paint(value(element, "stroke", k), opacity: JSONPick.number(value(element, "stroke-opacity", k)))
        reading.lineWidth = JSONPick.number(value(element, "stroke-width", k))
        let cap = value(element, "stroke-linecap", k) as? String ?? "butt"
        let offset = JSONPick.number(value(element, "stroke-dashoffset", k)) ?? 0
        let dash = value(element, "stroke-dasharray", k)
        if dash == nil || dash is NSNull {
            reading.trim = .piece(start: 0, length: 1)
        } else if let parts = JSONPick.numbers(dash), let length = parts.first {
            if length <= 1e-9 {
                let strokeShows = (reading.stroke?[3] ?? 0) > 0 && (reading.lineWidth ?? 0) > 0 && !hidden
                    && (reading.opacity ?? 1) > 0
                reading.trim = cap != "butt" && strokeShows ? .dot : .nothing
            } else {
                reading.trim = .piece(start: VisibleTrim.fraction(-offset), length: min(length, 1))
            }
        }
        return reading
    }

    /// `[r, g, b, a]` (0…255, alpha 0…1) times the paint's opacity → straight RGBA 0…1; `none` → clear.
    static func paint(_ value: Any?, opacity: Double?) -> [Double]? {
        if let text = value as? String { return text == "none" ? [0, 0, 0, 0] : nil }
        guard let c = JSONPick.numbers(value), c.count == 4 else { return nil }
        return [c[0] / 255, c[1] / 255, c[2] / 255, c[3] * (opacity ?? 1)]
    }
}
