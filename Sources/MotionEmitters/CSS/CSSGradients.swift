import MotionCompiler
import MotionRuntime

/// Gradient fills and strokes in the SVG: a `<linearGradient>` or `<radialGradient>` in the shape's
/// user space (`gradientUnits="userSpaceOnUse"`, so its points are the shape's coordinates and move with
/// its groups), written just before the path it paints.
///
/// Stop colours animate: each `<stop>` reads its colour and opacity from registered custom properties
/// (`--motion-stop-0-r`, `-g`, `-b` and `--motion-stop-0-opacity`, …) that inherit from the gradient
/// element, whose state rules and `@keyframes` set them (the `fillStopRGB`… channels), so a gradient's
/// stops are one channel as a path's colour is. Colour and opacity are separate properties, as for fills:
/// a browser blends a colour with its alpha premultiplied, the runtime on straight alpha. Each colour
/// component is a number of its own, not a `<color>`: blended alike, but read back whole where a colour
/// is read to 8 bits, so the script replays stops from what is on screen at full precision.
///
/// A stop's `offset` and the gradient's points are attributes with no CSS property in any engine (CSS
/// `offset` is the motion-path shorthand; Chromium ignores it in a `<stop>`'s style): the markup draws them
/// as in the initial state, and where they move, SMIL children move them (`CSSGradientGeometry`).
enum CSSGradients {
    /// What each stop's custom properties begin with; the stop's index and the component follow.
    static let stopPropertyPrefix = "--motion-stop-"
    static let colorComponents = ["r", "g", "b"]
    /// The red, green and blue (0…255) of stop `stop`.
    static func colorProperties(_ stop: Int) -> [String] { colorComponents.map { "\(stopPropertyPrefix)\(stop)-\($0)" } }
    static func opacityProperty(_ stop: Int) -> String { "\(stopPropertyPrefix)\(stop)-opacity" }

    /// The custom properties a stop channel's numbers are, in order (the script holds each).
    static func properties(_ channel: CSSChannel, count: Int) -> [String] {
        switch channel {
        case .fillStopRGB, .strokeStopRGB: return (0..<count / 3).flatMap(colorProperties)
        case .fillStopAlpha, .strokeStopAlpha: return (0..<count).map(opacityProperty)
        default: return []
        }
    }

    /// The element, its coordinates multiplied by `scale` (the stroke path's finer user space). Each stop
    /// (`id-0`, `id-1`, …) falls back to its own colour where the custom properties are not registered
    /// (the `.svg` alone). `smil` gives an element's SMIL children (lines), by its id; a gradient with
    /// none is written on one line.
    static func element(_ g: MotionGradient, id: String, scale: Double, smil: (String) -> String = { _ in "" },
                        indent: String = "") -> String {
        func n(_ x: Double) -> String { CSSNumber.text(x * scale) }
        var out: String
        switch g.kind {
        case .linear:
            out = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(g.start.x))\" y1=\"\(n(g.start.y))\""
                + " x2=\"\(n(g.end.x))\" y2=\"\(n(g.end.y))\">"
        case .radial:
            out = "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(g.start.x))\" cy=\"\(n(g.start.y))\""
                + " r=\"\(n(g.radius))\">"
        }
        var stops = ""
        var children = ""
        var animated = false
        for (k, stop) in g.stops.enumerated() {
            let c = stop.color
            let rgb = zip(colorProperties(k), CSSChannel.rgb(c)).map { "var(\($0), \(CSSNumber.text($1)))" }.joined(separator: " ")
            let text = "<stop id=\"\(id)-\(k)\" offset=\"\(CSSNumber.text(stop.position))\" style=\"stop-color: rgb(\(rgb));"
                + " stop-opacity: var(\(opacityProperty(k)), \(CSSNumber.text(c.alpha)))\""
            let smil = smil("\(id)-\(k)")
            animated = animated || !smil.isEmpty
            stops += text + "/>"
            children += indent + "  " + text + (smil.isEmpty ? "/>\n" : ">\n" + smil + indent + "  </stop>\n")
        }
        let points = smil(id)
        // SMIL children: one per line, the stops indented under the element.
        out += animated || !points.isEmpty ? "\n" + points + children + indent : stops
        return out + (g.kind == .linear ? "</linearGradient>" : "</radialGradient>")
    }

    /// One `@property` rule per custom property the control's stops read: inherited, so the stops see
    /// what their gradient element is given; registered, so they blend rather than jump.
    static func registrations(_ lowered: LoweredControl) -> String {
        let stops = lowered.scene.nodes.map { max($0.base.fillGradient.stops.count, $0.base.strokeGradient.stops.count) }.max() ?? 0
        return (0..<stops).map { k in
            colorProperties(k).map { "@property \($0) { syntax: \"<number>\"; inherits: true; initial-value: 0; }\n" }.joined()
                + "@property \(opacityProperty(k)) { syntax: \"<number>\"; inherits: true; initial-value: 1; }\n"
        }.joined()
    }
}
