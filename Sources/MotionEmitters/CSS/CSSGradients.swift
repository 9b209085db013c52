import MotionCompiler
import MotionDiagnostics
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
/// What the page does not do: move a stop or the gradient's points. A stop's `offset` and the points are
/// attributes with no CSS property in any engine (CSS `offset` is the motion-path shorthand; Chromium
/// ignores it in a `<stop>`'s style), so the page draws them as in the initial state throughout (MS3014).
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
    /// (the `.svg` alone).
    static func element(_ g: MotionGradient, id: String, scale: Double) -> String {
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
        for (k, stop) in g.stops.enumerated() {
            let c = stop.color
            let rgb = zip(colorProperties(k), CSSChannel.rgb(c)).map { "var(\($0), \(CSSNumber.text($1)))" }.joined(separator: " ")
            out += "<stop id=\"\(id)-\(k)\" offset=\"\(CSSNumber.text(stop.position))\" style=\"stop-color: rgb(\(rgb));"
                + " stop-opacity: var(\(opacityProperty(k)), \(CSSNumber.text(c.alpha)))\"/>"
        }
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

    /// True when `g` places its stops or points as `initial` does: all the page can draw.
    static func sameGeometry(_ g: MotionGradient, _ initial: MotionGradient) -> Bool {
        g.start == initial.start && g.end == initial.end && g.radius == initial.radius
            && g.stops.map(\.position) == initial.stops.map(\.position)
    }

    /// MS3014 for each shape whose fill or stroke gradient ever moves a stop or its points away from the
    /// initial state's: in a state, a track's keyframe or a loop's.
    static func diagnostics(_ lowered: LoweredControl) -> [Diagnostic] {
        let initial = lowered.state(named: lowered.initialState)?.frame ?? lowered.scene.baseFrame
        let tracks = lowered.transitions.flatMap(\.timeline.tracks) + lowered.states.compactMap(\.loop).flatMap(\.timeline.tracks)
        var out: [Diagnostic] = []
        for (n, node) in lowered.nodes.enumerated() where !node.isGroup {
            for property in [MotionProperty.fillGradient, .strokeGradient] {
                guard case .gradient(let held) = initial[property, n], !held.isNone else { continue }
                func moves(_ value: MotionValue) -> Bool {
                    if case .gradient(let g) = value { return !sameGeometry(g, held) }
                    return false
                }
                let changes = lowered.states.contains { moves($0.frame[property, n]) }
                    || tracks.contains { $0.node == n && $0.property == property && $0.keyframes.values.contains(where: moves) }
                guard changes else { continue }
                out.append(Diagnostic(.cssGradientHeld,
                    "css cannot move the stops or points of the \(property.name) of '\(node.name)': the page places them as in state '\(lowered.initialState)' throughout; its colours animate",
                    at: node.span,
                    notes: [.help("a stop's offset and a gradient's points have no CSS property; the Swift, Core Animation and Lottie outputs move them")]))
            }
        }
        return out
    }
}
