import MotionDiagnostics

/// Turns a computed paint into the one colour a spec can give a fill or a stroke, reporting what a
/// spec cannot say: a gradient is drawn in the average of its stops, a pattern is left out.
struct SVGPaintResolver {
    let elementsByID: [String: XMLElement]

    /// The colour to draw with (opacity folded into alpha), or nil for no paint.
    func colour(_ paint: SVGPaint, opacity: Double, style: SVGStyle, property: String, element: XMLElement,
                diagnostics: inout DiagnosticBag) -> SVGColor? {
        let span = style.spans[property] ?? element.nameSpan
        var colour: SVGColor
        switch paint {
        case .none: return nil
        case .color(let c): colour = c
        case .currentColor: colour = style.color
        case let .reference(id, fallback):
            if let target = elementsByID[id], ["linearGradient", "radialGradient"].contains(target.localName),
               let average = averageStop(of: target, depth: 0) {
                diagnostics.report(.svgApproximated, "the \(property) of <\(element.localName)> is the gradient '\(id)'; a spec draws the average of its stops, \(average.specText)",
                                   at: span)
                colour = average
            } else if let target = elementsByID[id] {
                let instead = fallback.map { if case .color(let c) = $0 { "its fallback colour \(c.specText)" } else { "no \(property)" } } ?? "no \(property)"
                diagnostics.report(.svgLeftOut, "the \(property) of <\(element.localName)> is a <\(target.localName)>, which a spec cannot draw; it is drawn with \(instead)",
                                   at: span)
                guard case .color(let c)? = fallback else { return nil }
                colour = c
            } else {
                diagnostics.report(.svgBadValue, "the \(property) of <\(element.localName)> refers to '#\(id)', which is not in the file; as in SVG, it is drawn with \(fallback == nil ? "no \(property)" : "the fallback")",
                                   at: span)
                guard case .color(let c)? = fallback else { return nil }
                colour = c
            }
        }
        colour.alpha *= opacity
        return colour.alpha > 0 ? colour : nil
    }

    /// The mean colour of a gradient's stops; stops may come from the gradient it links to (`href`).
    private func averageStop(of gradient: XMLElement, depth: Int) -> SVGColor? {
        let stops = gradient.children.filter { $0.localName == "stop" }
        if stops.isEmpty {
            guard depth < 16, let href = gradient.value("href") ?? gradient.value("xlink:href"), href.hasPrefix("#"),
                  let linked = elementsByID[String(href.dropFirst())] else { return nil }
            return averageStop(of: linked, depth: depth + 1)
        }
        var sum = SVGColor(red: 0, green: 0, blue: 0, alpha: 0)
        for stop in stops {
            var declared: [String: String] = [:]
            for name in ["stop-color", "stop-opacity"] { declared[name] = stop.value(name) }
            for d in SVGStyleSheet.declarations(stop.value("style") ?? "") { declared[d.name] = d.value }
            var c = declared["stop-color"].flatMap(SVGColor.parse) ?? .black
            c.alpha *= declared["stop-opacity"].flatMap { Double($0.trimmingSpaces) }.map { min(1, max(0, $0)) } ?? 1
            sum.red += c.red; sum.green += c.green; sum.blue += c.blue; sum.alpha += c.alpha
        }
        let count = Double(stops.count)
        return SVGColor(red: sum.red / count, green: sum.green / count, blue: sum.blue / count, alpha: sum.alpha / count)
    }
}
