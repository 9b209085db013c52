import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// SMIL text for morphs: keyframes as `values` and `keyTimes`, each piece's easing as a `keySplines`
/// curve when SMIL can say it (linear, or a cubic-bézier whose control points lie in 0…1, the range SMIL
/// allows: WebKit plays nothing of an animation with one outside it; and whose time does not stand still
/// at an end, see `spline`), else as linear pieces, the
/// fewest within the channel's tolerance (`CSSLinearFit`), as CSS `linear()` points are; steps as their
/// jumps, each a one-microsecond ramp, as the stylesheet writes a jump.
enum CSSMorphSMIL {
    /// SMIL can say this easing over one piece as one `keySplines` curve, in every engine. A curve whose
    /// time tangent vanishes at an end (`x1` 0 or `x2` 1: ease-in, ease-out) is not one: there WebKit
    /// solves the curve for its time only roughly, and shows about 1e-4 of the piece's travel where the
    /// runtime shows 6e-6 (measured in WebKitGTK 2.50.6 a microsecond into an ease-out piece: 1.7e-3 px of 16).
    static func spline(_ easing: CSSEasing) -> (Double, Double, Double, Double)? {
        switch easing {
        case .linear: return (0, 0, 1, 1)
        case let .cubicBezier(x1, y1, x2, y2):
            let unit = 0.0...1.0
            return [x1, y1, x2, y2].allSatisfy(unit.contains) && x1 > 0 && x2 < 1 ? (x1, y1, x2, y2) : nil
        default: return nil
        }
    }

    /// The piece's progress as linear points (x, y), from (0, 0) to (1, 1): `tolerance` is a fraction of
    /// the distance travelled; `jump` the width of a jump's ramp, as a fraction of the piece.
    static func points(_ easing: CSSEasing, tolerance: Double, jump: Double) -> [(x: Double, y: Double)] {
        switch easing {
        case .points(let points): return points
        case .steps, .stepEnd:
            let count = if case .steps(let steps) = easing { steps.count } else { 1 }
            var out: [(x: Double, y: Double)] = [(0, 0)]
            for k in 0...max(count, 1) {
                let edge = Double(k) / Double(max(count, 1))
                let before = edge == 0 ? 0 : easing.value(at: max(0, edge - jump))
                let after = edge == 0 ? easing.value(at: min(1, jump)) : easing.value(at: edge)
                guard after != before else { continue }
                if edge == 0 { out.append((min(1, jump), after)) } else { out += [(edge - jump, before), (edge, after)] }
            }
            if out.last?.x != 1 { out.append((1, 1)) }
            return out
        default: return CSSLinearFit.fit(tolerance: tolerance) { easing.value(at: $0) }.points
        }
    }

    /// One keyframe of the SMIL form: its time, its numbers, and the spline of the piece that follows.
    typealias Key = (time: Double, values: [Double], spline: (Double, Double, Double, Double))

    /// The stylesheet's keyframes as SMIL keys: a piece SMIL cannot say with one spline is split into
    /// linear ones.
    static func keys(_ keyframes: [CSSKeyframe], tolerance: Double) -> [Key] {
        var out: [Key] = []
        for (k0, k1) in zip(keyframes, keyframes.dropFirst()) {
            let span = k1.time - k0.time
            guard span > 0 else { continue }
            if let spline = spline(k0.easing) {
                out.append((k0.time, k0.values, spline))
                continue
            }
            let travel = zip(k0.values, k1.values).map { abs($1 - $0) }.max() ?? 0
            let share = travel > 0 ? tolerance / travel : 1
            for point in points(k0.easing, tolerance: share, jump: CSSChannelFit.jumpWidth / span) where point.x < 1 {
                let time = k0.time + span * point.x
                guard out.last.map({ time - $0.time > 1e-12 }) ?? true else { continue }
                let values = zip(k0.values, k1.values).map { $0 + ($1 - $0) * point.y }
                out.append((time, values, (0, 0, 1, 1)))
            }
        }
        if let last = keyframes.last { out.append((last.time, last.values, (0, 0, 1, 1))) }
        return out
    }

    /// The SMIL element of `morph` for `attribute` (no indentation, no newline): an `<animate>`, or for a
    /// hold the `<set>` of the destination's value begun at the transition's end.
    static func animate(_ morph: CSSMorph, channel: CSSChannel, attribute: CSSSMILAttribute = .path) -> String {
        var attributes = "attributeName=\"\(attribute.name)\" begin=\"indefinite\""
        switch morph.motion {
        case .keyframes(let curve, let duration):
            attributes += " fill=\"freeze\"" + values(curve, duration: duration, channel: channel, attribute: attribute)
        case let .retarget(to, duration, delay, easing):
            attributes += " fill=\"freeze\" dur=\"\(CSSNumber.text(duration))s\"" + timing([spline(easing) ?? (0, 0, 1, 1)])
            attributes += " keyTimes=\"0;1\" to=\"\(attribute.text(to))\""
            if delay > 0 { attributes += " data-motion-delay=\"\(CSSNumber.text(delay))\"" }
        case let .progress(start, to, points, duration, delay):
            attributes += " fill=\"freeze\" dur=\"\(CSSNumber.text(duration))s\" calcMode=\"linear\""
            attributes += " keyTimes=\"\(points.map { CSSNumber.text($0.x) }.joined(separator: ";"))\""
            attributes += " values=\"\(points.map { attribute.text(CSSMorph.mix(start, to, $0.y)) }.joined(separator: ";"))\""
            attributes += " data-motion-progress=\"\(points.map { CSSNumber.text($0.y) }.joined(separator: ";"))\""
            if delay > 0 { attributes += " data-motion-delay=\"\(CSSNumber.text(delay))\"" }
        case let .hold(to, delay):
            return "<set \(attributes) fill=\"freeze\" to=\"\(attribute.text(to))\" data-motion-delay=\"\(CSSNumber.text(delay))\"" + states(morph) + "/>"
        case let .loop(curve, period, delay):
            // No fill: when the loop ends (the state is left) the state's `<set>` under it shows.
            attributes += " repeatCount=\"indefinite\"" + values(curve, duration: period, channel: channel, attribute: attribute)
            attributes += " data-motion-loop=\"\""
            if delay > 0 { attributes += " data-motion-delay=\"\(CSSNumber.text(delay))\"" }
        }
        return "<animate \(attributes)" + states(morph) + "/>"
    }

    /// `dur`, the timing, `keyTimes` and `values` of a curve over `duration` seconds.
    static func values(_ curve: CSSChannelCurve, duration: Double, channel: CSSChannel, attribute: CSSSMILAttribute) -> String {
        let keys = keys(curve.keyframes, tolerance: channel.bakeTolerance)
        return " dur=\"\(CSSNumber.text(duration))s\"" + timing(keys.dropLast().map(\.spline))
            + " keyTimes=\"\(keys.map { CSSNumber.text($0.time / duration) }.joined(separator: ";"))\""
            + " values=\"\(keys.map { attribute.text($0.values) }.joined(separator: ";"))\""
    }

    /// The states a morph plays between, as the script finds it (no source: a loop at rest).
    static func states(_ morph: CSSMorph) -> String {
        (morph.from.map { " data-motion-from=\"\(TextEscaping.markup($0))\"" } ?? "") + " data-motion-to=\"\(TextEscaping.markup(morph.to))\""
    }

    /// `calcMode` (and `keySplines` where some piece is not linear).
    static func timing(_ splines: [(Double, Double, Double, Double)]) -> String {
        guard splines.contains(where: { $0 != (0, 0, 1, 1) }) else { return " calcMode=\"linear\"" }
        let text = splines.map { [$0.0, $0.1, $0.2, $0.3].map(CSSNumber.text).joined(separator: " ") }
        return " calcMode=\"spline\" keySplines=\"\(text.joined(separator: ";"))\""
    }

    /// A state's path at rest: a `<set>` the script begins when the state shows without a transition of
    /// the path (on an element made in that state, under reduced motion, after a hold).
    static func set(state: String, value: String, attribute: String = "d") -> String {
        "<set attributeName=\"\(attribute)\" begin=\"indefinite\" fill=\"freeze\" to=\"\(value)\" data-motion-to=\"\(TextEscaping.markup(state))\"/>"
    }

    /// The SMIL children for `attribute` of the element `id` (channel `channel` of node `node`; for a
    /// gradient's stop, its gradient's morphs are `morphs`), one per line at `indent`: every state's `<set>`,
    /// then every transition's and loop's element.
    static func children(of id: String, node: Int, channel: CSSChannel, lowered: LoweredControl, morphs: [CSSMorph],
                         indent: String, attribute: CSSSMILAttribute = .path, morphing: String? = nil) -> String {
        var out = ""
        for state in lowered.states {
            let values = channel.values(state.frame, node: node, wraps: false)
            out += indent + set(state: state.name, value: attribute.text(values), attribute: attribute.name) + "\n"
        }
        for morph in morphs where morph.element == (morphing ?? id) { out += indent + animate(morph, channel: channel, attribute: attribute) + "\n" }
        return out
    }
}

/// The attribute a SMIL element animates, and which of its channel's numbers give its value.
struct CSSSMILAttribute: Sendable {
    var name: String
    /// The index of the channel's number it takes; nil: all of them, as path data.
    var component: Int?

    static let path = CSSSMILAttribute(name: "d", component: nil)

    func text(_ values: [Double]) -> String {
        guard let component else { return CSSPathValue.pathData(values) }
        return component < values.count ? CSSNumber.text(values[component]) : "0"
    }
}
