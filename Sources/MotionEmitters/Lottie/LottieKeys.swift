import MotionRuntime

/// How a Lottie keyframe moves on to the next one.
enum LottieEasing: Hashable, Sendable {
    /// `"h": 1`: the value holds until the next keyframe.
    case hold
    /// `o = (0, 0)`, `i = (1, 1)`: a straight blend.
    case linear
    /// `o = (x1, y1)`, `i = (x2, y2)`: the value follows the cubic-bézier curve, as CSS's.
    case bezier(MotionCubicBezier)

    /// The fraction of the way from this key's value to the next at fraction `x` of the time between them,
    /// as a Lottie player computes it.
    func progress(at x: Double) -> Double {
        switch self {
        case .hold: return 0
        case .linear: return x
        case .bezier(let curve): return curve.value(at: x)
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
        // The last key at or before `time` (keys run in time order), found by halving: a measure
        // evaluates every millisecond of a long bake, so a scan from the first key was quadratic.
        var i = 0, high = keys.count - 1
        while i < high {
            let mid = (i + high + 1) / 2
            if keys[mid].time <= time { i = mid } else { high = mid - 1 }
        }
        if i + 1 >= keys.count { return keys[i].value }
        let a = keys[i], b = keys[i + 1]
        let span = b.time - a.time
        guard span > 0 else { return b.value }
        let u = a.easing.progress(at: (time - a.time) / span)
        return zip(a.value, b.value).map { $0 + ($1 - $0) * u }
    }
}
