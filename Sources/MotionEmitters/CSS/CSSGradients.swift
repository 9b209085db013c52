import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// Gradient fills and strokes in the SVG: a `<linearGradient>` or `<radialGradient>` in the shape's
/// user space (`gradientUnits="userSpaceOnUse"`, so its points are the shape's coordinates and move with
/// its groups), written just before the path it paints, with the initial state's stops.
///
/// What the page does not do: change a gradient between states or animate its stops. `stop-color` and
/// `stop-opacity` are CSS properties and would animate, but a stop's `offset` and the gradient's points are
/// attributes with no CSS property in any engine (CSS `offset` is the motion-path shorthand; Chromium
/// ignores `offset` in a `<stop>`'s style), so the page shows the initial gradient throughout (MS3014).
enum CSSGradients {
    /// The element, its coordinates multiplied by `scale` (the stroke path's finer user space).
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
        for stop in g.stops {
            let c = stop.color
            let rgb = CSSChannel.rgb(c).map(CSSNumber.text).joined(separator: " ")
            out += "<stop offset=\"\(CSSNumber.text(stop.position))\" stop-color=\"rgb(\(rgb))\" stop-opacity=\"\(CSSNumber.text(c.alpha))\"/>"
        }
        return out + (g.kind == .linear ? "</linearGradient>" : "</radialGradient>")
    }

    /// MS3014 for each shape whose fill or stroke gradient ever differs from the initial state's.
    static func diagnostics(_ lowered: LoweredControl) -> [Diagnostic] {
        let initial = lowered.state(named: lowered.initialState)?.frame ?? lowered.scene.baseFrame
        var out: [Diagnostic] = []
        for (n, node) in lowered.nodes.enumerated() where !node.isGroup {
            for property in [MotionProperty.fillGradient, .strokeGradient] where initial[property, n] != .gradient(.none) {
                let changes = lowered.states.contains { $0.frame[property, n] != initial[property, n] }
                    || lowered.transitions.contains { $0.timeline.tracks.contains { $0.node == n && $0.property == property } }
                    || lowered.states.contains { $0.loop?.timeline.tracks.contains { $0.node == n && $0.property == property } ?? false }
                guard changes else { continue }
                out.append(Diagnostic(.cssGradientHeld,
                    "css cannot animate the \(property.name) of '\(node.name)': the page draws it as in state '\(lowered.initialState)' throughout",
                    at: node.span,
                    notes: [.help("a stop's offset and a gradient's points have no CSS property; the Swift and Lottie outputs animate it")]))
            }
        }
        return out
    }
}
