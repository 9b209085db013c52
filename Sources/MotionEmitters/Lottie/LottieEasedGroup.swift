import MotionRuntime

/// The innermost group around a track when it eases its children's time by a cubic Bézier that reaches
/// each share of the group's time once (no overshoot: y1 and y2 in 0…1), played once and forwards: a
/// transition's header easing (`transition a -> b for 0.3s ease-in-out`) is its root group's. A key the
/// track reaches at a share of the group's local time is seen where the curve reaches that share, and a
/// straight segment between two keys follows the piece of the curve between them, itself a cubic Bézier
/// (`MotionCubicBezier.piece(fromParameter:toParameter:)`): Lottie says it exactly, where a sampled
/// channel would be a key per frame and still off by the curve between frames.
struct LottieEasedGroup {
    let curve: MotionCubicBezier
    /// Where the group begins on the transition's clock (seconds), and its duration.
    let begin: Double
    let duration: Double

    init?(_ group: MotionTrackGroup, begin: Double) {
        guard let curve = group.easedOnce else { return nil }
        self.curve = curve
        self.begin = begin
        self.duration = group.timing.duration
    }

    /// `keys` (transition seconds, laid out as if the group passed its time through unchanged) moved onto
    /// the group's curve: each key to the time the curve reaches its share, each straight segment eased by
    /// the curve's piece. Keys before the group begins stay where they are when they hold (the base, or a
    /// backwards fill). Nil for a segment with a curve of its own (a curve of a curve), a key past the
    /// group's end, or a piece whose x control points leave 0…1.
    func keys(_ keys: [LottieKey]) -> [LottieKey]? {
        let path = curve.cubic
        var out: [LottieKey] = []
        out.reserveCapacity(keys.count)
        // Each key's parameter on the curve (nil before the group begins).
        var parameters: [Double?] = []
        for key in keys {
            let share = (key.time - begin) / duration
            if share < -1e-12 {
                guard key.easing == .hold else { return nil }
                out.append(key)
                parameters.append(nil)
                continue
            }
            guard share <= 1 + 1e-12 else { return nil }
            let p = parameter(reaching: min(1, max(0, share)))
            out.append(LottieKey(time: begin + duration * path.point(at: p).x, value: key.value, easing: key.easing))
            parameters.append(p)
        }
        for k in out.indices {
            switch out[k].easing {
            case .hold: continue
            case .bezier: return nil
            case .linear:
                // The last key's easing reads nothing after it.
                guard k + 1 < out.count else { continue }
                guard let pa = parameters[k], let pb = parameters[k + 1], pb > pa else { return nil }
                guard let piece = curve.piece(fromParameter: pa, toParameter: pb),
                      (0...1).contains(piece.x1), (0...1).contains(piece.x2) else { return nil }
                out[k].easing = .bezier(piece)
            }
        }
        return out
    }

    /// The curve's parameter where its y reaches `share` (0…1): y rises with the parameter when y1 and y2
    /// are in 0…1, so bisection finds it to the last bit.
    func parameter(reaching share: Double) -> Double {
        if share <= 0 { return 0 }
        if share >= 1 { return 1 }
        let path = curve.cubic
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            if path.point(at: mid).y < share { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
