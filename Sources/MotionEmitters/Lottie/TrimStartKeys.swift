import MotionRuntime

/// A trim's start as Lottie must play it, the lower of the (clamped) start and end (players swap a start
/// past its end and draw the gap; the runtime draws nothing), kept exact: both ends' exact keys are cut at
/// every key time of either and at every instant they cross (found by bisection to rounding), and each
/// piece takes the lower end's segment, its curve cut to that piece (an exact sub-curve).
enum TrimStartKeys {
    /// Nil when a piece cannot be cut exactly (a jump inside one, a sub-curve that is not a curve).
    static func lower(_ start: [LottieKey], _ end: [LottieKey]) -> [LottieKey]? {
        guard !start.isEmpty, !end.isEmpty else { return nil }
        var times = (start.map(\.time) + end.map(\.time)).sorted()
        var cuts: [Double] = []
        for (a, b) in zip(times, times.dropFirst()) where b > a {
            cuts += crossings(start, end, from: a, to: b)
        }
        times = (times + cuts).sorted()
        var unique: [Double] = []
        for t in times where unique.last.map({ t > $0 }) ?? true { unique.append(t) }
        var out: [LottieKey] = []
        for (k, t) in unique.enumerated() {
            guard k + 1 < unique.count else {
                let s = value(start, t), e = value(end, t)
                out.append(LottieKey(time: t, value: [min(s, e)], easing: .hold))
                break
            }
            let next = unique[k + 1]
            let middle = (t + next) / 2
            let keys = value(start, middle) <= value(end, middle) ? start : end
            guard let key = piece(of: keys, from: t, to: next) else { return nil }
            out.append(key)
        }
        return out
    }

    static func value(_ keys: [LottieKey], _ t: Double) -> Double {
        LottieKeyEvaluation.value(of: keys, at: t).first ?? 0
    }

    /// The key at `a` that plays `keys` from `a` to `b` (both inside one of its segments): its value
    /// there, and the segment's easing cut to the piece. Nil when the segment's end value is not what
    /// `keys` show at `b` from the left (a jump at `b` would need keys of its own).
    static func piece(of keys: [LottieKey], from a: Double, to b: Double) -> LottieKey? {
        let v = [value(keys, a)]
        guard let k = keys.lastIndex(where: { $0.time <= a }), k + 1 < keys.count else {
            return LottieKey(time: a, value: v, easing: .hold)
        }
        let key = keys[k], following = keys[k + 1]
        guard b <= following.time else { return nil }
        let span = following.time - key.time
        switch key.easing {
        case .hold:
            return LottieKey(time: a, value: v, easing: .hold)
        case .linear:
            return LottieKey(time: a, value: v, easing: .linear)
        case .bezier(let curve):
            let u0 = (a - key.time) / span, u1 = (b - key.time) / span
            guard let cut = curve.piece(from: u0, to: u1) else {
                // A piece that does not move holds (the curve is flat there).
                return abs(value(keys, b) - v[0]) <= 1e-12 ? LottieKey(time: a, value: v, easing: .hold) : nil
            }
            return LottieKey(time: a, value: v, easing: .bezier(cut))
        }
    }

    /// Where start − end changes sign strictly inside (a, b), on a grid of 64 steps then by bisection.
    static func crossings(_ start: [LottieKey], _ end: [LottieKey], from a: Double, to b: Double) -> [Double] {
        func difference(_ t: Double) -> Double { value(start, t) - value(end, t) }
        var out: [Double] = []
        let steps = 64
        var previous = a + (b - a) * 1e-9
        var before = difference(previous)
        for i in 1...steps {
            let t = i == steps ? b - (b - a) * 1e-9 : a + (b - a) * Double(i) / Double(steps)
            let now = difference(t)
            if (before < 0) != (now < 0) {
                var lo = previous, hi = t
                for _ in 0..<100 {
                    let mid = (lo + hi) / 2
                    if mid <= lo || mid >= hi { break }
                    if (difference(mid) < 0) == (before < 0) { lo = mid } else { hi = mid }
                }
                out.append(SegmentKeyBuilder.rounded(hi))
            }
            previous = t
            before = now
        }
        return out.filter { $0 > a && $0 < b }
    }
}
