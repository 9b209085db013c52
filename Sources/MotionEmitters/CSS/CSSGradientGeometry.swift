import MotionCompiler
import MotionRuntime

/// A gradient's stop positions and points on the page. They are SVG attributes (a `<stop>`'s `offset`,
/// the gradient's `x1` `y1` `x2` `y2` or `cx` `cy` `r`) that no CSS property moves in any engine (CSS
/// `offset` is the motion-path shorthand), so they move by SMIL alone, in every engine: one channel per
/// gradient (`fillGradientGeometry`, `strokeGradientGeometry`: the positions, then the points), fitted as
/// any channel is, and written as the morph's SMIL form (`CSSMorphSMIL`) per attribute, with the same keys:
/// every state's `<set>`, every transition's `<animate>` (from the value on screen for a `current` track
/// along one curve), a `<set>` that holds it through a transition that does not move it,
/// and a looping state's period repeated. The page's script begins them at each state change (`CSSMorphScript`).
enum CSSGradientGeometry {
    static let channels: [CSSChannel] = [.fillGradientGeometry, .strokeGradientGeometry]

    /// The stop positions, then the points (linear: start, end; radial: centre, radius) times `scale`.
    static func numbers(_ g: MotionGradient, scale: Double) -> [Double] {
        let points = g.kind == .linear ? [g.start.x, g.start.y, g.end.x, g.end.y] : [g.start.x, g.start.y, g.radius]
        return g.stops.map(\.position) + points.map { $0 * scale }
    }

    /// Per number of `numbers`, the element that carries it (the stop `id-k`, or the gradient `id`) and its attribute.
    static func attributes(_ g: MotionGradient, id: String) -> [(element: String, attribute: CSSSMILAttribute)] {
        let points = g.kind == .linear ? ["x1", "y1", "x2", "y2"] : ["cx", "cy", "r"]
        let stops = g.stops.indices.map { ("\(id)-\($0)", CSSSMILAttribute(name: "offset", component: $0)) }
        return stops + points.enumerated().map { (id, CSSSMILAttribute(name: $1, component: g.stops.count + $0)) }
    }

    /// The SMIL children of `element` (the gradient `id` or one of its stops), one per line at `indent`;
    /// empty when the gradient's geometry never moves.
    static func children(of element: String, gradient id: String, node: Int, channel: CSSChannel, lowered: LoweredControl,
                         morphs: [CSSMorph], indent: String) -> String {
        guard moves(node: node, channel: channel, lowered: lowered, morphs: morphs, id: id) else { return "" }
        let g = channel == .fillGradientGeometry ? lowered.scene.nodes[node].base.fillGradient : lowered.scene.nodes[node].base.strokeGradient
        let mine = morphs.filter { $0.element == id }
        let states = lowered.states.map { channel.values($0.frame, node: node, wraps: false) }
        // An attribute every state and every motion leaves where the markup puts it gets no SMIL.
        func varies(_ k: Int) -> Bool {
            let values = states.map { $0[k] } + mine.flatMap { $0.values.map { $0[k] } }
            return values.contains { $0 != values.first }
        }
        return attributes(g, id: id).filter { $0.element == element && varies($0.attribute.component ?? 0) }.map { target in
            CSSMorphSMIL.children(of: element, node: node, channel: channel, lowered: lowered, morphs: morphs, indent: indent,
                                  attribute: target.attribute, morphing: id)
        }.joined()
    }

    /// True when some gradient of the control has SMIL children (so the script plays them).
    static func any(_ lowered: LoweredControl, elements: CSSElements, morphs: [CSSMorph]) -> Bool {
        lowered.scene.nodes.indices.contains { n in
            channels.contains { channel in
                elements.parts[n].contains(channel.part)
                    && moves(node: n, channel: channel, lowered: lowered, morphs: morphs, id: elements.id(n, channel.part))
            }
        }
    }

    /// True when the gradient `id`'s geometry differs between states or some transition or loop moves it.
    static func moves(node: Int, channel: CSSChannel, lowered: LoweredControl, morphs: [CSSMorph], id: String) -> Bool {
        if morphs.contains(where: { $0.element == id }) { return true }
        let values = lowered.states.map { channel.values($0.frame, node: node, wraps: false) }
        return values.contains { $0 != values.first }
    }
}

extension CSSStyleSheet {
    /// Notes the SMIL motion of every gradient's geometry that moves: per way into a state, per looping state.
    /// Way by way (the sheet's prepared entries) and loop by loop, each playback placed and split by node
    /// once for every gradient: made per gradient, a control of n gradients split its playbacks n times (issue 12: 400 moving
    /// gradients took 2.3 s, growing with the square of their number).
    mutating func noteGradientGeometry(_ entries: [CSSEntry]) {
        // The gradients that may move, in node and channel order (the order their morphs are noted in),
        // and for each whether its geometry differs between states.
        var gradients: [(node: Int, channel: CSSChannel)] = []
        var moves: [Bool] = []
        for n in lowered.scene.nodes.indices {
            for channel in CSSGradientGeometry.channels where elements.parts[n].contains(channel.part) {
                let tracked = animatedProperties[n].contains(channel.properties[0])
                let looped = lowered.states.contains { loopMoves(channel, node: n, in: $0) }
                guard tracked || looped else { continue }
                let values = lowered.states.map { channel.values($0.frame, node: n, wraps: false) }
                gradients.append((n, channel))
                moves.append(values.contains { $0 != values.first })
            }
        }
        guard !gradients.isEmpty else { return }
        var found = Array(repeating: [CSSMorph](), count: gradients.count)
        for (index, entry) in entries.enumerated() where entry.playback.duration > 0 {
            // Prepared one entry at a time, as the entries' rules are, and let go of after it.
            let prepared = preparedEntries.prepared(index, makeEntries)
            for k in gradients.indices {
                found[k] += gradientGeometry(entry, placements: prepared.placements, split: prepared.split, node: gradients[k].node,
                                             channel: gradients[k].channel, moves: &moves[k])
            }
            preparedEntries.release(index)
        }
        for state in lowered.states {
            guard let loop = state.loop else { continue }
            let looping = gradients.indices.filter { loopMoves(gradients[$0].channel, node: gradients[$0].node, in: state) }
            guard !looping.isEmpty else { continue }
            let (period, placements, split) = Self.preparedPeriod(of: loop, state: state)
            for k in looping {
                found[k] += gradientGeometryLoop(state, period: period, placements: placements, split: split, node: gradients[k].node,
                                                 channel: gradients[k].channel, entries: entries, moves: &moves[k])
            }
        }
        // A gradient whose tracks and loops keep its geometry where the states put it needs no SMIL.
        for k in gradients.indices where moves[k] { morphs += found[k] }
    }

    /// The geometry's motion in one transition: keyframes, a `to` animation from the value on screen, or a
    /// hold through a transition that leaves it to another; nothing where the destination's `<set>` shows it.
    private func gradientGeometry(_ entry: CSSEntry, placements: [CSSTrackPlacement], split: NodePlaybacks, node n: Int,
                                  channel: CSSChannel, moves: inout Bool) -> [CSSMorph] {
        let duration = entry.playback.duration
        guard duration > 0 else { return [] }
        let id = elements.id(n, channel.part)
        var fit = CSSChannelFit(channel: channel, node: n, playback: entry.playback, split: split, placements: placements,
                                wraps: false, reach: reach(of: n, entry))
        let rest = channel.values(entry.destination.frame, node: n, wraps: false)
        let constant = fit.isConstant(equalTo: rest)
        if fit.tracks.isEmpty {
            // Untouched, the runtime keeps what was on screen until the transition ends: where another way
            // moves it, or the source state puts it elsewhere. The script holds 10 µs past the end, where a
            // transition shows its last frame (`CSSStyleSheet.hold`).
            guard !constant || animatedElsewhere(channel, node: n) else { return [] }
            let delay = duration + (entry.destination.loop == nil ? 1e-5 : -1e-5)
            return [CSSMorph(from: entry.source.name, to: entry.destination.name, element: id, motion: .hold(to: rest, delay: delay))]
        }
        // Still from rest, but from `current` it starts wherever an interrupt or a loop left it.
        if constant && !fit.tracks.contains(where: { $0.track.startsFromCurrent }) { return [] }
        if !constant { moves = true }
        let tolerance = progressTolerance(fit, rest: rest)
        if let timing = CSSRetarget.timing(channel, node: n, entry: entry, placements: placements, split: split, rest: rest, wraps: false,
                                           progressTolerance: tolerance) {
            let start = channel.values(entry.playback.base, node: n, wraps: false)
            return [CSSMorph(from: entry.source.name, to: entry.destination.name, element: id,
                             motion: .retarget(start: { start }, to: rest, timing: timing, progressTolerance: tolerance))]
        }
        return [CSSMorph(from: entry.source.name, to: entry.destination.name, element: id, motion: .keyframes(fit.fit(), duration: duration))]
    }

    /// A looping state's period, begun at once when the state shows without a transition and after each
    /// entering transition's duration.
    private func gradientGeometryLoop(_ state: LoweredState, period: MotionTransition<String>, placements: [CSSTrackPlacement],
                                      split: NodePlaybacks, node n: Int, channel: CSSChannel, entries: [CSSEntry],
                                      moves: inout Bool) -> [CSSMorph] {
        var fit = CSSChannelFit(channel: channel, node: n, playback: period, split: split, placements: placements,
                                wraps: false, reach: reach(of: n, frames: [state.frame]))
        if fit.isConstant(equalTo: channel.values(state.frame, node: n, wraps: false)) { return [] }
        moves = true
        let curve = fit.fit()
        let id = elements.id(n, channel.part)
        var out = [CSSMorph(from: nil, to: state.name, element: id, motion: .loop(curve, period: period.duration, delay: 0))]
        for entry in entries where entry.destination.name == state.name {
            out.append(CSSMorph(from: entry.source.name, to: state.name, element: id,
                                motion: .loop(curve, period: period.duration, delay: entry.playback.duration)))
        }
        return out
    }
}
