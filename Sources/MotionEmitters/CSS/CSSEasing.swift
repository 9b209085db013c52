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
/// renormalised to run from (0, 0) to (1, 1): de Casteljau splits give the exact sub-curve, so
/// a keyframe segment that covers only part of a runtime segment stays exact. Nil when the piece
/// does not move (its ends have one output) or its x control points leave 0…1 (not a CSS curve).
enum BezierPiece {
    static func piece(of curve: MotionCubicBezier, from a: Double, to b: Double) -> CSSEasing? {
        if a <= 0, b >= 1 { return .cubicBezier(curve.x1, curve.y1, curve.x2, curve.y2) }
        let p0 = (0.0, 0.0), p1 = (curve.x1, curve.y1), p2 = (curve.x2, curve.y2), p3 = (1.0, 1.0)
        let sa = parameter(ofX: a, curve), sb = parameter(ofX: b, curve)
        // Split at sb, keep the left; then split that at sa / sb, keep the right.
        let (l0, l1, l2, l3) = leftPart([p0, p1, p2, p3], at: sb)
        let s = sb > 0 ? sa / sb : 0
        let (r0, r1, r2, r3) = rightPart([l0, l1, l2, l3], at: s)
        let dx = r3.0 - r0.0, dy = r3.1 - r0.1
        guard dx > 1e-12, abs(dy) > 1e-12 else { return nil }
        let x1 = (r1.0 - r0.0) / dx, x2 = (r2.0 - r0.0) / dx
        let y1 = (r1.1 - r0.1) / dy, y2 = (r2.1 - r0.1) / dy
        guard x1 >= 0, x1 <= 1, x2 >= 0, x2 <= 1 else { return nil }
        return .cubicBezier(x1, y1, x2, y2)
    }

    typealias P = (Double, Double)

    static func lerp(_ a: P, _ b: P, _ t: Double) -> P { (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t) }

    static func leftPart(_ p: [P], at t: Double) -> (P, P, P, P) {
        let a = lerp(p[0], p[1], t), b = lerp(p[1], p[2], t), c = lerp(p[2], p[3], t)
        let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
        return (p[0], a, d, f)
    }

    static func rightPart(_ p: [P], at t: Double) -> (P, P, P, P) {
        let a = lerp(p[0], p[1], t), b = lerp(p[1], p[2], t), c = lerp(p[2], p[3], t)
        let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
        return (f, e, c, p[3])
    }

    /// The curve parameter whose x is `x`, by bisection (x(t) is monotone for x1, x2 in 0…1).
    static func parameter(ofX x: Double, _ curve: MotionCubicBezier) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            let u = 1 - mid
            let value = 3 * u * u * mid * curve.x1 + 3 * u * mid * mid * curve.x2 + mid * mid * mid
            if value < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
