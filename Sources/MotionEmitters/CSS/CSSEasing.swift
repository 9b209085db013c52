import MotionDiagnostics
import MotionRuntime

/// The `animation-timing-function` of one keyframe segment: how the value moves from this keyframe
/// to the next as a function of the segment's progress x in 0…1.
enum CSSEasing: Hashable, Sendable {
    case linear
    /// Exact: the runtime's curve, or the piece of it the segment covers, renormalised.
    case cubicBezier(Double, Double, Double, Double)
    /// Holds the keyframe's value until the next keyframe (discrete values, visibility).
    case stepEnd
    /// Exact: a runtime segment's `steps(n, position)` over the whole segment.
    case steps(MotionSteps)
    /// Baked: CSS `linear()` points (x, y), x increasing from 0 to 1.
    case points([(x: Double, y: Double)])

    /// The output progress at `x`, as Chromium evaluates it (used to measure baked and fitted curves).
    func value(at x: Double) -> Double {
        switch self {
        case .linear: return x
        case let .cubicBezier(x1, y1, x2, y2): return MotionCubicBezier(x1, y1, x2, y2).value(at: x)
        case .stepEnd: return x >= 1 ? 1 : 0
        case .steps(let steps): return steps.value(at: x)
        case .points(let points):
            guard let first = points.first, let last = points.last else { return x }
            if x <= first.x { return first.y }
            if x >= last.x { return last.y }
            var i = 1
            while i < points.count - 1, points[i].x < x { i += 1 }
            let a = points[i - 1], b = points[i]
            return b.x > a.x ? a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x) : b.y
        }
    }

    /// The CSS text.
    var css: String {
        switch self {
        case .linear: return "linear"
        case let .cubicBezier(x1, y1, x2, y2):
            return "cubic-bezier(\([x1, y1, x2, y2].map(CSSNumber.text).joined(separator: ", ")))"
        case .stepEnd: return "step-end"
        case .steps(let steps):
            let position = switch steps.position {
            case .jumpStart: "jump-start"
            case .jumpEnd: "jump-end"
            case .jumpNone: "jump-none"
            case .jumpBoth: "jump-both"
            }
            return "steps(\(steps.count), \(position))"
        case .points(let points):
            let stops = points.map { "\(CSSNumber.text($0.y)) \(CSSNumber.text($0.x * 100))%" }
            return "linear(\(stops.joined(separator: ", ")))"
        }
    }

    static func == (a: CSSEasing, b: CSSEasing) -> Bool { a.css == b.css }
    func hash(into hasher: inout Hasher) { hasher.combine(css) }
}

/// Numbers in the generated CSS: `NumberText.format` after rounding to 12 significant decimals in
/// absolute terms (1e-12 of a unit, far below the 1e-3 the outputs promise), so binary noise
/// such as 0.30000000000000004 does not reach the text. From 1e15 on a double has no fraction left
/// to round, and `value * 1e12` would overflow to infinity past 1.8e296: such values are written as
/// they are.
enum CSSNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = abs(value) < 1e15 ? (value * 1e12).rounded() / 1e12 : value
        return NumberText.format(rounded == 0 ? 0 : rounded)
    }
}

/// The piece of a cubic-bézier timing curve between input progress `a` and `b` (0 ≤ a < b ≤ 1),
/// renormalised (the runtime's exact sub-curve), so a keyframe segment that covers only part of a
/// runtime segment stays exact. Nil when the piece does not move or its x control points leave
/// 0…1 (not a CSS curve).
extension CSSEasing {
    static func piece(of curve: MotionCubicBezier, from a: Double, to b: Double) -> CSSEasing? {
        guard let piece = curve.piece(from: a, to: b), (0...1).contains(piece.x1), (0...1).contains(piece.x2) else { return nil }
        return .cubicBezier(piece.x1, piece.y1, piece.x2, piece.y2)
    }
}
