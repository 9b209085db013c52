import MotionDiagnostics

/// The SVG properties a spec can carry, computed for one element: inherited ones come from the
/// parent unless the element sets them (or says `inherit`); the rest belong to the element alone.
struct SVGStyle {
    var fill: SVGPaint = .color(.black)
    var fillOpacity = 1.0
    var fillRule = "nonzero"
    var stroke: SVGPaint = .none
    var strokeOpacity = 1.0
    var strokeWidth = 1.0
    var lineCap = "butt"
    var lineJoin = "miter"
    var miterLimit = 4.0
    var color = SVGColor.black
    var dashArray = "none"
    var visibility = "visible"

    // Not inherited.
    var opacity = 1.0
    var display = "inline"

    /// Where each property was given, for diagnostics.
    var spans: [String: SourceSpan] = [:]

    /// The properties a spec cannot carry, named so that using them is reported rather than ignored.
    static let leftOut: Set<String> = ["clip-path", "mask", "filter", "marker-start", "marker-mid", "marker-end", "marker", "vector-effect"]

    /// The child's style: the parent's inherited properties, then the element's own declarations in
    /// cascade order (presentation attributes, then `<style>` rules, then the `style` attribute).
    func child(_ element: XMLElement, sheet: SVGStyleSheet, diagnostics: inout DiagnosticBag) -> SVGStyle {
        var style = self
        style.opacity = 1
        style.display = "inline"
        var declared: [(name: String, value: String, span: SourceSpan)] = []
        for attribute in element.attributes where Self.properties.contains(attribute.name) || Self.leftOut.contains(attribute.name) {
            declared.append((attribute.name, attribute.value, attribute.valueSpan))
        }
        for d in sheet.declarations(for: element) { declared.append((d.name, d.value, element.nameSpan)) }
        if let attribute = element.attribute("style") {
            for d in SVGStyleSheet.declarations(attribute.value) { declared.append((d.name, d.value, attribute.valueSpan)) }
        }
        for (name, value, span) in declared {
            style.set(name, value.trimmingSpaces, span: span, parent: self, element: element, diagnostics: &diagnostics)
        }
        return style
    }

    static let properties: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "color", "stroke-dasharray", "visibility", "opacity", "display",
    ]

    private mutating func set(_ name: String, _ value: String, span: SourceSpan, parent: SVGStyle, element: XMLElement,
                              diagnostics: inout DiagnosticBag) {
        if Self.leftOut.contains(name) {
            if value != "none" {
                diagnostics.report(.svgLeftOut, "'\(name)' on <\(element.localName)> cannot be drawn by a spec; the element is drawn without it", at: span)
            }
            return
        }
        guard Self.properties.contains(name) else { return }
        if value == "inherit" {
            copy(name, from: parent)
            return
        }
        func bad() {
            diagnostics.report(.svgBadValue, "'\(value)' is not a valid value for '\(name)' on <\(element.localName)>; it is ignored", at: span)
        }
        func fraction() -> Double? {
            let t = value.trimmingSpaces
            if t.hasSuffix("%"), let v = Double(t.dropLast()) { return min(1, max(0, v / 100)) }
            return Double(t).map { min(1, max(0, $0)) }
        }
        switch name {
        case "fill", "stroke":
            guard let paint = SVGPaint.parse(value) else { return bad() }
            if name == "fill" { fill = paint } else { stroke = paint }
        case "fill-opacity": if let v = fraction() { fillOpacity = v } else { bad() }
        case "stroke-opacity": if let v = fraction() { strokeOpacity = v } else { bad() }
        case "opacity": if let v = fraction() { opacity = v } else { bad() }
        case "stroke-width":
            guard let length = SVGNumbers.length(value) else { return bad() }
            switch length {
            case .user(let v) where v >= 0: strokeWidth = v
            case .user: bad()
            case .relative(let v, let unit):
                strokeWidth = unit == "%" ? v / 100 * 100 : v * 16
                diagnostics.report(.svgApproximated, "stroke-width '\(value)' is relative; it is read as \(NumberText.format(strokeWidth)) (1em = 16, 100% = 100)", at: span)
            }
        case "stroke-miterlimit":
            guard let v = Double(value), v >= 1, v <= SVGNumbers.maximumMagnitude else { return bad() }
            miterLimit = v
        case "fill-rule": if ["nonzero", "evenodd"].contains(value) { fillRule = value } else { bad() }
        case "stroke-linecap": if ["butt", "round", "square"].contains(value) { lineCap = value } else { bad() }
        case "stroke-linejoin":
            switch value {
            case "miter", "round", "bevel": lineJoin = value
            case "miter-clip", "arcs": lineJoin = "miter"
            default: bad()
            }
        case "color": if let c = SVGColor.parse(value) { color = c } else { bad() }
        case "stroke-dasharray": dashArray = value
        case "visibility": visibility = value
        case "display": display = value
        default: break
        }
        spans[name] = span
    }

    private mutating func copy(_ name: String, from parent: SVGStyle) {
        switch name {
        case "fill": fill = parent.fill
        case "fill-opacity": fillOpacity = parent.fillOpacity
        case "fill-rule": fillRule = parent.fillRule
        case "stroke": stroke = parent.stroke
        case "stroke-opacity": strokeOpacity = parent.strokeOpacity
        case "stroke-width": strokeWidth = parent.strokeWidth
        case "stroke-linecap": lineCap = parent.lineCap
        case "stroke-linejoin": lineJoin = parent.lineJoin
        case "stroke-miterlimit": miterLimit = parent.miterLimit
        case "color": color = parent.color
        case "stroke-dasharray": dashArray = parent.dashArray
        case "visibility": visibility = parent.visibility
        case "opacity": opacity = parent.opacity
        case "display": display = parent.display
        default: break
        }
    }
}
