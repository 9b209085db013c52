import MotionRuntime

/// How a Lottie keyframe moves on to the next one.
enum LottieEasing: Hashable, Sendable {
    /// `"h": 1`: the value holds until the next keyframe.
    case hold
    /// `o = (0, 0)`, `i = (1, 1)`: a straight blend.
    case linear
    /// `o = (x1, y1)`, `i = (x2, y2)`: the value follows the cubic-bézier curve, as CSS's.
    case bezier(Double, Double, Double, Double)

    /// The fraction of the way from this key's value to the next at fraction `x` of the time between them,
    /// as a Lottie player computes it.
    func progress(at x: Double) -> Double {
        switch self {
        case .hold: return 0
        case .linear: return x
        case .bezier(let x1, let y1, let x2, let y2): return MotionCubicBezier(x1, y1, x2, y2).value(at: x)
        }
    }
}

/// One keyframe: a time, the value (Lottie units, always an array) and the easing to the next one.
struct LottieKey: Hashable, Sendable {
    var time: Double
    var value: [Double]
    var easing: LottieEasing
}

/// Evaluating keyframes as Lottie players do: before the first key its value, after the last the last,
/// between two keys the first key's easing. Used only to measure what the file will play against the
/// runtime, never as a definition of motion.
enum LottieKeyEvaluation {
    static func value(of keys: [LottieKey], at time: Double) -> [Double] {
        guard let first = keys.first else { return [] }
        if time <= first.time { return first.value }
        var i = 0
        while i + 1 < keys.count, time >= keys[i + 1].time { i += 1 }
        if i + 1 >= keys.count { return keys[i].value }
        let a = keys[i], b = keys[i + 1]
        let span = b.time - a.time
        guard span > 0 else { return b.value }
        let u = a.easing.progress(at: (time - a.time) / span)
        return zip(a.value, b.value).map { $0 + ($1 - $0) * u }
    }
}

/// Cubic Bézier easing curves taken apart: the parameter where the value crosses a level, and the
/// exact sub-curve between two parameters renormalised to a unit box (a piece of a bézier-eased
/// segment is again a bézier-eased segment).
enum EasingCurve {
    struct BezierHandles: Hashable, Sendable {
        var x1: Double, y1: Double, x2: Double, y2: Double
    }

    static func point(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// Every parameter t in (0, 1) where `y(t) = level`, ascending, solved by bracketing sign changes on a
    /// fine grid and bisecting each to rounding. Touching the level without crossing is not a crossing,
    /// nor is reaching it at either end.
    static func crossings(of c: BezierHandles, level: Double) -> [Double] {
        let steps = 512
        var roots: [Double] = []
        var previousT = 0.0
        var previous = point(0, c.y1, c.y2) - level
        for k in 1...steps {
            let t = Double(k) / Double(steps)
            let value = point(t, c.y1, c.y2) - level
            if (previous < 0 && value > 0) || (previous > 0 && value < 0) {
                var low = previousT, high = t
                let lowSign = previous < 0
                for _ in 0..<200 {
                    let mid = (low + high) / 2
                    if mid <= low || mid >= high { break }
                    if (point(mid, c.y1, c.y2) - level < 0) == lowSign { low = mid } else { high = mid }
                }
                let root = (low + high) / 2
                if root > 0, root < 1 { roots.append(root) }
            }
            previous = value
            previousT = t
        }
        return roots
    }

    /// The sub-curve over parameters `a…b` (de Casteljau), as absolute control points of the unit curve.
    static func piece(_ c: BezierHandles, from a: Double, to b: Double) -> (p0: (Double, Double), p1: (Double, Double),
                                                                        p2: (Double, Double), p3: (Double, Double)) {
        func split(_ p: [(Double, Double)], at t: Double) -> (left: [(Double, Double)], right: [(Double, Double)]) {
            func lerp(_ u: (Double, Double), _ v: (Double, Double)) -> (Double, Double) { (u.0 + (v.0 - u.0) * t, u.1 + (v.1 - u.1) * t) }
            let q0 = lerp(p[0], p[1]), q1 = lerp(p[1], p[2]), q2 = lerp(p[2], p[3])
            let r0 = lerp(q0, q1), r1 = lerp(q1, q2)
            let s = lerp(r0, r1)
            return ([p[0], q0, r0, s], [s, r1, q2, p[3]])
        }
        let whole: [(Double, Double)] = [(0, 0), (c.x1, c.y1), (c.x2, c.y2), (1, 1)]
        let right = b > 0 ? split(whole, at: b).left : [whole[0], whole[0], whole[0], whole[0]]
        let sub = a > 0 && b > 0 ? split(right, at: a / b).right : right
        return (sub[0], sub[1], sub[2], sub[3])
    }
}
