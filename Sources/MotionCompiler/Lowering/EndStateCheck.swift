import MotionDiagnostics
import MotionRuntime

/// MS2048: a transition must end on its destination state. At the duration (where tracks hold
/// and the control then rests in the destination state) every property must equal the state's
/// value within 1e-9, trims compared as they are drawn: clamped to 0…1, and any two empty trims
/// (start ≥ end) equal; a property whose last track ends on a spring segment that has settled there
/// (`MotionSpring.isSettled`) counts as equal. A `*` transition is checked from every state it serves, on the
/// properties it animates only (the others keep whatever the source had).
enum EndStateCheck {
    static let tolerance = 1e-9

    static func diagnostics(_ lowered: LoweredControl) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let morphing = lowered.morphingNodes()
        for transition in lowered.transitions {
            guard let destination = lowered.state(named: transition.to) else { continue }
            for source in lowered.sourceStates(of: transition) {
                // The lowered timeline is already flattened and planned: starting it from the source
                // copies it, and plans again only when a track starts from `current`.
                let timeline = transition.timeline.starting(from: source.frame)
                let end = timeline.frame(at: transition.duration, base: source.frame)
                out += mismatches(transition, source: source.name, end: end, destination: destination, lowered: lowered,
                                  morphing: morphing, tracks: timeline.tracks)
            }
        }
        return out
    }

    private static func mismatches(_ transition: LoweredTransition, source: String, end: MotionFrame, destination: LoweredState,
                                   lowered: LoweredControl, morphing: [Bool], tracks: [MotionTrack]) -> [Diagnostic] {
        let lastTrack = LastTracks(transition.timeline.tracks, nodeCount: lowered.nodes.count)
        func span(_ i: Int, _ properties: [MotionProperty]) -> SourceSpan {
            let k = properties.compactMap { lastTrack[i, $0] }.max()
            guard let k, k < transition.trackSpans.count else { return transition.span }
            return transition.trackSpans[k]
        }
        var out: [Diagnostic] = []
        let checkAll = transition.from != nil
        for (i, node) in lowered.nodes.enumerated() where i < end.nodeCount {
            let tracked = { (p: MotionProperty) in lastTrack[i, p] != nil }
            for property in lowered.properties(ofNode: i, morphs: { morphing.indices.contains(i) && morphing[i] })
            where property != .strokeStart && property != .strokeEnd {
                guard checkAll || tracked(property) else { continue }
                let got = end[property, i], want = destination.frame[property, i]
                // The last track is read (a copy of its arrays) only for a value that differs.
                if !equal(got, want), !(lastTrack[i, property].map { settled(got, at: want, by: tracks[$0]) } ?? false) {
                    out.append(diagnostic(transition, source: source, what: "\(node.name).\(property.name)",
                                          got: text(got), want: text(want), state: destination.name,
                                          span: span(i, [property]), tracked: tracked(property)))
                }
            }
            let trimTracked = tracked(.strokeStart) || tracked(.strokeEnd)
            guard !node.isGroup, checkAll || trimTracked else { continue }
            let got = (end.strokeStart[i], end.strokeEnd[i]), want = (destination.frame.strokeStart[i], destination.frame.strokeEnd[i])
            func settledEnd(_ p: MotionProperty, _ g: Double, _ w: Double) -> Bool {
                g == w || (lastTrack[i, p].map { settled(.scalar(g), at: .scalar(w), by: tracks[$0]) } ?? false)
            }
            let bothSettled = settledEnd(.strokeStart, got.0, want.0) && settledEnd(.strokeEnd, got.1, want.1)
            if !sameTrim(got, want), !bothSettled {
                out.append(diagnostic(transition, source: source, what: "\(node.name) trimmed to",
                                      got: "\(ValueText.number(got.0)) .. \(ValueText.number(got.1))",
                                      want: "\(ValueText.number(want.0)) .. \(ValueText.number(want.1))", state: destination.name,
                                      span: span(i, [.strokeStart, .strokeEnd]), tracked: trimTracked))
            }
        }
        return out
    }

    private static func diagnostic(_ transition: LoweredTransition, source: String, what: String, got: String,
                                   want: String, state: String, span: SourceSpan, tracked: Bool) -> Diagnostic {
        let from = transition.from == nil ? " (from '\(source)')" : ""
        let message = "transition \(transition.title)\(from) ends with \(what) \(got), but state '\(state)' has \(want)"
        let help = tracked
            ? "end the animation on \(want), or change the state"
            : "animate it to \(want), or give both states the same value"
        return Diagnostic(.endsOffState, message, at: span, notes: [.help(help)])
    }

    /// Trims as drawn: clamped to 0…1; start ≥ end draws nothing, so all such trims are equal.
    static func sameTrim(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
        func clamp(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
        let a0 = clamp(a.0), a1 = clamp(a.1), b0 = clamp(b.0), b1 = clamp(b.1)
        let aEmpty = a0 >= a1, bEmpty = b0 >= b1
        if aEmpty || bEmpty { return aEmpty == bEmpty }
        return abs(a0 - b0) <= tolerance && abs(a1 - b1) <= tolerance
    }

    /// A track whose last segment is a spring ends where the spring got to: on the state when it has
    /// settled there, within `MotionSpring.settlingThreshold` of that segment's travel (what a
    /// spring track without `for` does by its length).
    static func settled(_ got: MotionValue, at want: MotionValue, by track: MotionTrack) -> Bool {
        let keyframes = track.keyframes
        let n = keyframes.values.count
        guard n >= 2, keyframes.mode != .discrete, keyframes.mode != .paced,
              case .spring = keyframes.timingFunction(segment: n - 2) else { return false }
        let x = ValueText.components(got), y = ValueText.components(want), s = ValueText.components(keyframes.values[n - 2])
        guard x.count == y.count, y.count == s.count else { return false }
        return x.indices.allSatisfy { MotionSpring.isSettled(x[$0], at: y[$0], from: s[$0]) }
    }

    static func equal(_ a: MotionValue, _ b: MotionValue) -> Bool {
        // Component by component without making arrays: a large control compares every property
        // of every node.
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= tolerance }
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): return close(x, y)
        case let (.point(p), .point(q)): return close(p.x, q.x) && close(p.y, q.y)
        case let (.color(c), .color(d)):
            return close(c.red, d.red) && close(c.green, d.green) && close(c.blue, d.blue) && close(c.alpha, d.alpha)
        default: break
        }
        let x = ValueText.components(a), y = ValueText.components(b)
        return x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static func text(_ v: MotionValue) -> String {
        let parts = ValueText.components(v).map(ValueText.number)
        if case .scalar = v { return parts[0] }
        return "(" + parts.joined(separator: ", ") + ")"
    }
}
