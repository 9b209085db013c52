import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// The outline of one drawable element: as the spec's `path` setting writes it, and as absolute
/// path commands (to bake a transform into).
struct SVGGeometry {
    /// The argument of `path`: `oval(…)`, `rect(…)`, `roundedRect(…)`, `line(…)`, `polyline(…)`, `polygon(…)`, `svg("…")`.
    var spec: String
    var commands: [MotionRuntime.MotionPathCommand]
    /// A line has no inside: it is never filled.
    var fillable: Bool
    /// Rectangles and ellipses never cross themselves, so the fill rule cannot matter.
    var simple: Bool

    private static func n(_ v: Double) -> String { PathDataText.number(v) }

    /// The geometry of a `path`, `rect`, `circle`, `ellipse`, `line`, `polyline` or `polygon`, or nil when
    /// the element draws nothing (zero size, no data), with the reason reported when it is a bad value.
    static func of(_ element: XMLElement, diagnostics: inout DiagnosticBag) -> SVGGeometry? {
        func length(_ name: String, default fallback: Double? = 0) -> Double? {
            guard let attribute = element.attribute(name) else { return fallback }
            switch SVGNumbers.length(attribute.value) {
            case .user(let v): return v
            case .relative(let v, let unit):
                diagnostics.report(.svgBadValue, "'\(attribute.value)' on <\(element.localName)>: a spec has no context for '\(unit)' lengths; it is read as \(n(v))",
                                   at: attribute.valueSpan)
                return v
            case nil:
                diagnostics.report(.svgBadValue, "'\(attribute.value)' is not a valid length for '\(name)' on <\(element.localName)>; it is read as \(fallback.map(n) ?? "missing")",
                                   at: attribute.valueSpan)
                return fallback
            }
        }
        switch element.localName {
        case "rect":
            guard let x = length("x"), let y = length("y"), let w = length("width"), let h = length("height"), w > 0, h > 0 else { return nil }
            var rx = element.attribute("rx") == nil ? nil : length("rx")
            var ry = element.attribute("ry") == nil ? nil : length("ry")
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let radiusX = min(max(0, rx ?? 0), w / 2), radiusY = min(max(0, ry ?? 0), h / 2)
            if radiusX == 0 || radiusY == 0 {
                return SVGGeometry(spec: "rect(\(n(x)), \(n(y)), \(n(w)), \(n(h)))", data: "M \(n(x)) \(n(y)) H \(n(x + w)) V \(n(y + h)) H \(n(x)) Z", fillable: true, simple: true)
            }
            let corners = "M \(n(x + radiusX)) \(n(y)) H \(n(x + w - radiusX)) A \(n(radiusX)) \(n(radiusY)) 0 0 1 \(n(x + w)) \(n(y + radiusY))"
                + " V \(n(y + h - radiusY)) A \(n(radiusX)) \(n(radiusY)) 0 0 1 \(n(x + w - radiusX)) \(n(y + h))"
                + " H \(n(x + radiusX)) A \(n(radiusX)) \(n(radiusY)) 0 0 1 \(n(x)) \(n(y + h - radiusY))"
                + " V \(n(y + radiusY)) A \(n(radiusX)) \(n(radiusY)) 0 0 1 \(n(x + radiusX)) \(n(y)) Z"
            if radiusX == radiusY {
                return SVGGeometry(spec: "roundedRect(\(n(x)), \(n(y)), \(n(w)), \(n(h)), radius: \(n(radiusX)))", data: corners, fillable: true, simple: true)
            }
            return SVGGeometry(spec: svg(corners), data: corners, fillable: true, simple: true)
        case "circle", "ellipse":
            guard let cx = length("cx"), let cy = length("cy") else { return nil }
            let rx: Double?, ry: Double?
            if element.localName == "circle" {
                rx = length("r"); ry = rx
            } else {
                let x = element.attribute("rx") == nil ? nil : length("rx")
                let y = element.attribute("ry") == nil ? nil : length("ry")
                rx = x ?? y; ry = y ?? x
            }
            guard let rx, let ry, rx > 0, ry > 0 else { return nil }
            let data = "M \(n(cx + rx)) \(n(cy)) A \(n(rx)) \(n(ry)) 0 0 1 \(n(cx)) \(n(cy + ry)) A \(n(rx)) \(n(ry)) 0 0 1 \(n(cx - rx)) \(n(cy))"
                + " A \(n(rx)) \(n(ry)) 0 0 1 \(n(cx)) \(n(cy - ry)) A \(n(rx)) \(n(ry)) 0 0 1 \(n(cx + rx)) \(n(cy)) Z"
            return SVGGeometry(spec: "oval(\(n(cx - rx)), \(n(cy - ry)), \(n(2 * rx)), \(n(2 * ry)))", data: data, fillable: true, simple: true)
        case "line":
            guard let x1 = length("x1"), let y1 = length("y1"), let x2 = length("x2"), let y2 = length("y2") else { return nil }
            return SVGGeometry(spec: "line((\(n(x1)), \(n(y1))), (\(n(x2)), \(n(y2))))", data: "M \(n(x1)) \(n(y1)) L \(n(x2)) \(n(y2))",
                               fillable: false, simple: true)
        case "polyline", "polygon":
            guard let attribute = element.attribute("points") else { return nil }
            var numbers = SVGNumbers.list(attribute.value) ?? SVGNumbers.leadingList(attribute.value)
            if SVGNumbers.list(attribute.value) == nil || numbers.count % 2 == 1 {
                numbers.removeLast(numbers.count % 2)
                diagnostics.report(.svgBadValue, "the points of <\(element.localName)> have an error; as in SVG, the points before it are drawn",
                                   at: attribute.valueSpan)
            }
            guard numbers.count >= 4 else { return nil }
            let points = stride(from: 0, to: numbers.count, by: 2).map { "(\(n(numbers[$0])), \(n(numbers[$0 + 1])))" }
            let data = "M " + stride(from: 0, to: numbers.count, by: 2).map { "\(n(numbers[$0])) \(n(numbers[$0 + 1]))" }.joined(separator: " L ")
                + (element.localName == "polygon" ? " Z" : "")
            // polygon() takes at least three points; two are a closed line, which path data can say.
            let spec = element.localName == "polygon" && points.count < 3 ? svg(data) : "\(element.localName)(\(points.joined(separator: ", ")))"
            return SVGGeometry(spec: spec, data: data, fillable: true, simple: false)
        case "path":
            guard let attribute = element.attribute("d") else { return nil }
            let reading = PathDataReading(attribute.value)
            if let error = reading.error {
                if reading.commands.isEmpty && attribute.value.trimmingSpaces.isEmpty { return nil }
                diagnostics.report(.svgBadValue, "path data: \(error.message); as in SVG, the part before the error is drawn",
                                   at: SourceSpan(start: attribute.valueSpan.start + error.offset, end: attribute.valueSpan.start + error.offset + 1))
                guard reading.commands.contains(where: { if case .move = $0 { return false } else { return true } }) else { return nil }
                let text = PathDataText.commands(reading.commands)
                return SVGGeometry(spec: svg(text), commands: reading.commands, fillable: true, simple: false)
            }
            // Whitespace runs are separators in path data: one space keeps every token apart.
            let text = attribute.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
            return SVGGeometry(spec: svg(text), commands: reading.commands, fillable: true, simple: false)
        default:
            return nil
        }
    }

    private init(spec: String, commands: [MotionRuntime.MotionPathCommand], fillable: Bool, simple: Bool) {
        self.spec = spec
        self.commands = commands
        self.fillable = fillable
        self.simple = simple
    }

    private init(spec: String, data: String, fillable: Bool, simple: Bool) {
        self.init(spec: spec, commands: PathDataReading(data).commands, fillable: fillable, simple: simple)
    }

    /// The outline with `transform` applied to every point, as path data.
    func baked(_ transform: MotionAffineTransform) -> SVGGeometry {
        let path = MotionPath(commands: commands).applying(transform)
        let text = PathDataText.path(path)
        return SVGGeometry(spec: Self.svg(text), commands: PathDataReading(text).commands, fillable: fillable, simple: simple)
    }

    static func svg(_ data: String) -> String {
        "svg(\"" + data.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\")"
    }
}

extension SVGNumbers {
    /// The numbers before the first thing that is not one (SVG draws the points before an error).
    static func leadingList(_ text: String) -> [Double] {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        while !words.isEmpty, list(words.joined(separator: " ")) == nil { words.removeLast() }
        return list(words.joined(separator: " ")) ?? []
    }
}
