import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Checker {
    /// A `fill` or `stroke` setting's paint: a gradient sets `gradient` (and makes the colour clear),
    /// anything else is fitted as the colour. False after reporting.
    func setPaint(_ e: Expression, color: MotionProperty, gradient: MotionProperty, env: Environment,
                  into values: inout PropertyTable) -> Bool {
        guard let r = evaluator.evaluateBound(e, in: env) else { return false }
        if case .gradient(let g) = r.value {
            guard gradientWithinBounds(g, at: e.span) else { return false }
            values[gradient] = BoundValue(.gradient(g))
            values[color] = BoundValue(.color(.clear))
            return true
        }
        guard let v = fit(r, to: color, at: e.span) else { return false }
        values[color] = v
        return true
    }

    /// Every point and the radius within the coordinate bounds.
    func gradientWithinBounds(_ g: MotionGradient, at span: SourceSpan) -> Bool {
        let coordinate = NumberBounds.coordinate.named("a gradient coordinate")
        for x in [g.start.x, g.start.y, g.end.x, g.end.y, g.radius] where !reporter.within(coordinate, x, at: span) { return false }
        return true
    }

    /// Every gradient a shape's fill or stroke takes — in a state, or as a keyframe of a track or a
    /// loop — must have its setting's kind and stop count, since gradients blend stop by stop
    /// (MS2090); a fill or stroke painted with a colour takes no gradient. A colour given to a fill
    /// or stroke a gradient paints changes nothing on screen (MS2092).
    func checkGradients(nodes: [NodeModel], states: [StateModel], transitions: [TransitionModel]) {
        // A shape is found by its position, and only what a state or track sets is looked at: a large
        // control without gradients pays one pass over its tables and builds nothing.
        func check(_ value: BoundValue, _ property: MotionProperty, node: String, where place: @autoclosure () -> String, at span: SourceSpan) {
            guard let position = nodePosition(node), nodes[position].shape != nil else { return }
            let shape = nodes[position]
            let paint = property == .fillGradient || property == .fillColor ? "fill" : "stroke"
            let setting = shape.baseValue(paint == "fill" ? .fillGradient : .strokeGradient)?.value.gradient ?? .none
            if property == .fillColor || property == .strokeColor {
                guard !setting.isNone else { return }
                reporter.report(.colorUnderGradient,
                                "the \(paint) colour \(place()) changes nothing: the \(paint) of shape '\(node)' is a gradient",
                                at: span, notes: [.note("shape '\(node)' is declared here", span: shape.span),
                                                  .help("animate the gradient's stops with '\(node).\(paint)Gradient'")])
                return
            }
            guard case .gradient(let g) = value.value, !g.hasSameStructure(as: setting) || setting.isNone else { return }
            let message = setting.isNone
                ? "the \(paint) gradient \(place()) is for shape '\(node)', whose \(paint) is a colour"
                : "the \(paint) gradient \(place()) does not match the \(paint) gradient of shape '\(node)': it is \(Self.describe(g)), the shape's \(Self.describe(setting))"
            reporter.report(.gradientStructureMismatch, message, at: span,
                            notes: [.note("shape '\(node)' and its \(paint) are declared here", span: shape.span),
                                    .help("gradients blend stop by stop: give the shape's '\(paint)' setting a gradient, and every "
                                          + "gradient of its \(paint) the same kind and as many stops (repeat a colour to add one)")])
        }
        func isPaint(_ p: MotionProperty) -> Bool {
            switch p {
            case .fillGradient, .strokeGradient, .fillColor, .strokeColor: return true
            default: return false
            }
        }
        func checkTracks(_ root: TrackGroupModel, where place: String) {
            root.forEachTrack { track in
                guard isPaint(track.property) else { return }
                for (k, keyframe) in track.values.enumerated() {
                    guard case .value(let v) = keyframe else { continue }
                    check(v, track.property, node: track.node, where: "at keyframe \(k)\(place)", at: track.span)
                    if track.property == .fillColor || track.property == .strokeColor { break }
                }
            }
        }
        for state in states {
            for i in state.values.indices where state.values[i].span != nil && isPaint(state.values[i].property) {
                let entry = state.values[i]
                check(entry.value, entry.property, node: entry.node, where: "in state '\(state.name)'", at: entry.span ?? state.span)
            }
            if let loop = state.loop { checkTracks(loop.root, where: " of the loop of state '\(state.name)'") }
        }
        for transition in transitions where transition.reversal == nil {
            checkTracks(transition.root, where: "")
        }
    }

    /// "a linear gradient of 3 stops".
    static func describe(_ g: MotionGradient) -> String {
        "a \(g.kind.rawValue) gradient of \(g.stops.count) stop\(g.stops.count == 1 ? "" : "s")"
    }
}
