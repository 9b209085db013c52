import MotionDiagnostics
import MotionRuntime

/// Walks an SVG document and builds the spec's nodes. Styles are computed as SVG cascades and
/// inherits them, then written out in full on every shape (a spec does not inherit). Transforms
/// become position, rotation and scale about the origin where they have no skew; a group whose
/// transform has one passes it down to its children, and a shape bakes it into its path data.
struct SVGImporter {
    let root: XMLElement
    private(set) var diagnostics = DiagnosticBag()
    private(set) var size: (width: Double, height: Double) = (300, 150)
    private var sheet = SVGStyleSheet()
    private var names = SpecNames()
    private let paints: SVGPaintResolver
    private let elementsByID: [String: XMLElement]
    /// `<use>` elements being expanded, against reference cycles.
    private var expanding: Set<ObjectIdentifier> = []
    /// Nodes made so far. `<use>` can multiply a small file into a huge tree; a spec stops at
    /// `maximumNodes`, as repeats do, and nesting (with `<use>` expanded) at `maximumDepth`.
    private var nodeCount = 0
    private var limitReported = false
    static let maximumNodes = 10_000
    static let maximumDepth = 512

    static let drawable: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]
    static let containers: Set<String> = ["g", "a", "switch"]
    /// Elements SVG itself does not draw where they stand: definitions, metadata, styles.
    static let notDrawn: Set<String> = [
        "defs", "symbol", "title", "desc", "metadata", "style", "script", "linearGradient", "radialGradient", "stop",
        "clipPath", "mask", "filter", "marker", "pattern", "font", "font-face", "view", "cursor",
    ]
    static let leftOut: Set<String> = ["text", "image", "foreignObject", "video", "audio", "iframe", "canvas", "animate",
                                       "animateTransform", "animateMotion", "set"]

    init(root: XMLElement) {
        self.root = root
        var byID: [String: XMLElement] = [:]
        var stack = [root]
        while let element = stack.popLast() {
            if let id = element.value("id"), byID[id] == nil { byID[id] = element }
            stack.append(contentsOf: element.children.reversed())
        }
        elementsByID = byID
        paints = SVGPaintResolver(elementsByID: byID)
    }

    /// The top-level nodes; sets `size` from the root's viewBox (or width and height).
    mutating func nodes() -> [SpecNode] {
        var stack = [root]
        while let element = stack.popLast() {
            if element.localName == "style" { sheet.add(element, diagnostics: &diagnostics) }
            stack.append(contentsOf: element.children.reversed())
        }
        let origin = readSize()
        let style = SVGStyle().child(root, sheet: sheet, diagnostics: &diagnostics)
        if style.opacity < 1 {
            diagnostics.report(.svgLeftOut, "opacity on the root <svg> is left out: set the control's opacity where it is shown", at: root.nameSpan)
        }
        return root.children.flatMap { node($0, parentStyle: style, pending: .translation(MotionPoint(-origin.x, -origin.y)), depth: 1) }
    }

    private mutating func readSize() -> MotionPoint {
        if let attribute = root.attribute("viewBox") {
            if let v = SVGNumbers.list(attribute.value), v.count == 4, v[2] > 0, v[3] > 0 {
                size = (v[2], v[3])
                return MotionPoint(v[0], v[1])
            }
            diagnostics.report(.svgBadValue, "'\(attribute.value)' is not a valid viewBox; the width and height are used", at: attribute.valueSpan)
        }
        var found = 0
        for (name, keyPath) in [("width", 0), ("height", 1)] {
            guard let attribute = root.attribute(name) else { continue }
            if case .user(let v)? = SVGNumbers.length(attribute.value), v > 0 {
                if keyPath == 0 { size.width = v } else { size.height = v }
                found += 1
            } else {
                diagnostics.report(.svgBadValue, "'\(attribute.value)' is not a size a spec can use for '\(name)'", at: attribute.valueSpan)
            }
        }
        if found < 2 {
            diagnostics.report(.svgApproximated, "the <svg> has no viewBox and no width and height in user units; its size is taken as \(PathDataText.number(size.width)) x \(PathDataText.number(size.height))",
                               at: root.nameSpan)
        }
        return MotionPoint(0, 0)
    }

    private mutating func node(_ element: XMLElement, parentStyle: SVGStyle, pending: MotionAffineTransform, depth: Int) -> [SpecNode] {
        // Editor data in another namespace (sodipodi:, inkscape:, sketch:) draws nothing.
        if let prefix = element.prefix, prefix != "svg" { return [] }
        let kind = element.localName
        if Self.notDrawn.contains(kind) { return [] }
        if Self.leftOut.contains(kind) {
            diagnostics.report(.svgLeftOut, "<\(kind)> cannot be drawn by a spec; it is left out", at: element.nameSpan)
            return []
        }
        guard Self.drawable.contains(kind) || Self.containers.contains(kind) || kind == "use" || kind == "svg" else {
            diagnostics.report(.svgLeftOut, "<\(kind)> is not an SVG element a spec can draw; it is left out", at: element.nameSpan)
            return []
        }
        guard nodeCount < Self.maximumNodes, depth <= Self.maximumDepth else {
            if !limitReported {
                limitReported = true
                diagnostics.report(.svgLeftOut, nodeCount >= Self.maximumNodes
                    ? "the drawing has more than \(Self.maximumNodes) elements (with <use> expanded); this one and the rest are left out"
                    : "elements are nested deeper than \(Self.maximumDepth) levels (with <use> expanded); the deeper ones are left out", at: element.nameSpan)
            }
            return []
        }
        nodeCount += 1
        let style = parentStyle.child(element, sheet: sheet, diagnostics: &diagnostics)
        if style.display == "none" { return [] }
        var own = MotionAffineTransform.identity
        if let attribute = element.attribute("transform") {
            if let t = SVGTransformList.parse(attribute.value) {
                own = t
            } else {
                diagnostics.report(.svgBadValue, "'\(attribute.value)' is not a valid transform; as in SVG, the element is drawn without it", at: attribute.valueSpan)
            }
        }
        if kind == "use" || kind == "svg" {
            let x = element.value("x").flatMap(Self.userLength) ?? 0
            let y = element.value("y").flatMap(Self.userLength) ?? 0
            own = own.concatenating(.translation(MotionPoint(x, y)))
            if kind == "svg", element.attribute("viewBox") != nil {
                diagnostics.report(.svgApproximated, "a nested <svg>'s viewBox and clipping are left out; its content is drawn as a group at its x and y",
                                   at: element.nameSpan)
            }
        }
        let effective = pending.concatenating(own)
        let determinant = effective.a * effective.d - effective.b * effective.c
        if abs(determinant) < 1e-12 { return [] } // SVG draws nothing through a singular matrix
        if Self.drawable.contains(kind) {
            return shape(element, style: style, transform: effective).map { [$0] } ?? []
        }
        var contents: [XMLElement] = element.children
        if kind == "use" {
            guard let target = referencedElement(element) else { return [] }
            let key = ObjectIdentifier(target)
            guard !expanding.contains(key) else {
                diagnostics.report(.svgBadValue, "<use> refers to itself through '\(target.value("id") ?? "")'; it is left out", at: element.nameSpan)
                return []
            }
            expanding.insert(key)
            defer { expanding.remove(key) }
            contents = target.localName == "symbol" ? target.children : [target]
        }
        let decomposed = SVGTransformList.decompose(effective)
        var settings = decomposed.map(Self.transformSettings) ?? []
        if style.opacity < 1 { settings.append("opacity \(PathDataText.number(style.opacity))") }
        let childPending = decomposed == nil ? effective : .identity
        let name = names.unique(from: element.value("id"), fallback: kind == "g" ? "layer" : kind)
        let nodes = contents.flatMap { node($0, parentStyle: style, pending: childPending, depth: depth + 1) }
        guard !nodes.isEmpty else { return [] }
        return [.group(name: name, settings: settings, children: nodes)]
    }

    private mutating func referencedElement(_ use: XMLElement) -> XMLElement? {
        guard let attribute = use.attribute("href") ?? use.attribute("xlink:href") else { return nil }
        guard attribute.value.hasPrefix("#"), let target = elementsByID[String(attribute.value.dropFirst())] else {
            diagnostics.report(.svgBadValue, "<use> refers to '\(attribute.value)', which is not in the file; it is left out", at: attribute.valueSpan)
            return nil
        }
        return target
    }

    private static func userLength(_ text: String) -> Double? {
        if case .user(let v)? = SVGNumbers.length(text) { return v }
        return nil
    }

    /// `position`, `anchor`, `rotation` and `scale` for a transform without skew, about the origin.
    private static func transformSettings(_ t: (position: MotionPoint, rotation: Double, scale: MotionPoint)) -> [String] {
        let n = PathDataText.number
        var settings: [String] = []
        let degrees = t.rotation * 180 / Double.pi
        let turns = n(degrees) != "0"
        let scales = n(t.scale.x) != "1" || n(t.scale.y) != "1"
        if n(t.position.x) != "0" || n(t.position.y) != "0" { settings.append("position (\(n(t.position.x)), \(n(t.position.y)))") }
        if turns || scales { settings.append("anchor (0, 0)") }
        if scales { settings.append(t.scale.x == t.scale.y ? "scale \(n(t.scale.x))" : "scale (\(n(t.scale.x)), \(n(t.scale.y)))") }
        if turns { settings.append("rotation \(n(degrees))deg") }
        return settings
    }

    private mutating func shape(_ element: XMLElement, style: SVGStyle, transform: MotionAffineTransform) -> SpecNode? {
        guard style.visibility == "visible" || style.visibility == "inherit" else { return nil }
        guard var geometry = SVGGeometry.of(element, diagnostics: &diagnostics) else { return nil }
        var settings: [String] = []
        var lineWidth = style.strokeWidth
        let decomposed = SVGTransformList.decompose(transform)
        if decomposed == nil {
            geometry = geometry.baked(transform)
            let stretch = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
            lineWidth *= stretch
            let stroked = style.stroke != .none && style.strokeWidth > 0
            diagnostics.report(.svgTransformBaked, "the transform of <\(element.localName)> skews it, which position, rotation and scale cannot say; it is baked into the path data"
                               + (stroked ? " and the stroke width scaled by \(PathDataText.number(stretch)) (a skewed stroke is drawn even)" : ""),
                               at: element.attribute("transform")?.valueSpan ?? element.nameSpan)
        }
        settings.append("path \(geometry.spec)")
        if let decomposed { settings += Self.transformSettings(decomposed) }
        let fill = geometry.fillable
            ? paints.colour(style.fill, opacity: style.fillOpacity, style: style, property: "fill", element: element, diagnostics: &diagnostics)
            : nil
        let stroke = style.strokeWidth > 0
            ? paints.colour(style.stroke, opacity: style.strokeOpacity, style: style, property: "stroke", element: element, diagnostics: &diagnostics)
            : nil
        if let stroke {
            var line = "stroke \(stroke.specText), width: \(PathDataText.number(lineWidth)), cap: \(style.lineCap), join: \(style.lineJoin)"
            if style.lineJoin == "miter" { line += ", miter: \(PathDataText.number(style.miterLimit))" }
            settings.append(line)
            if style.dashArray != "none" {
                diagnostics.report(.svgApproximated, "stroke-dasharray on <\(element.localName)> cannot be said in a spec; the stroke is drawn solid",
                                   at: style.spans["stroke-dasharray"] ?? element.nameSpan)
            }
        }
        settings.append(fill.map { "fill \($0.specText)" } ?? "fill none")
        if fill != nil, style.fillRule == "evenodd", !geometry.simple {
            switch EvenOddFill.nonzeroEquivalent(MotionPath(commands: geometry.commands)) {
            case .unchanged: break
            case .reoriented(let path): settings[0] = // the path is the first setting
                "path \(SVGGeometry.svg(PathDataText.path(path)))"
            case .crossing:
                diagnostics.report(.svgApproximated, "fill-rule evenodd on <\(element.localName)> is drawn nonzero: its outlines cross, and where they overlap the fill may differ",
                                   at: style.spans["fill-rule"] ?? element.nameSpan)
            }
        }
        if style.opacity < 1 { settings.append("opacity \(PathDataText.number(style.opacity))") }
        let name = names.unique(from: element.value("id"), fallback: element.localName)
        return .shape(name: name, settings: settings)
    }
}
