import MotionRuntime

/// Keeping a trim's keyframes inside 0…100 while playing exactly what the runtime draws (the value
/// clamped): every eased segment is cut where its curve crosses a bound. A piece inside is again a
/// bézier-eased segment (the sub-curve renormalised); a piece outside holds at the bound.
enum TrimClamp {
    /// Nil when a piece inside the bounds starts and ends at one level (it cannot be renormalised).
    static func split(_ keys: [LottieKey], lo: Double, hi: Double) -> [LottieKey]? {
        func clamp(_ v: Double) -> Double { min(max(v, lo), hi) }
        var out: [LottieKey] = []
        for (k, key) in keys.enumerated() {
            guard k + 1 < keys.count, key.easing != .hold, let v0 = key.value.first, let v1 = keys[k + 1].value.first else {
                out.append(LottieKey(time: key.time, value: key.value.map(clamp), easing: key.easing))
                continue
            }
            let next = keys[k + 1]
            let curve: MotionCubicBezier
            switch key.easing {
            case .bezier(let bezier): curve = bezier
            default: curve = MotionCubicBezier(0, 0, 1, 1)
            }
            let isLinear = key.easing == .linear
            func y(_ t: Double) -> Double { isLinear ? t : curve.cubic.point(at: t).y }
            func x(_ t: Double) -> Double { isLinear ? t : curve.cubic.point(at: t).x }
            func value(_ t: Double) -> Double { v0 + (v1 - v0) * y(t) }
            var cuts: [Double] = []
            if v1 != v0 {
                for level in [lo, hi] {
                    let target = (level - v0) / (v1 - v0)
                    if isLinear {
                        if target > 0, target < 1 { cuts.append(target) }
                    } else {
                        cuts += crossings(of: curve, level: target)
                    }
                }
            }
            cuts.sort()
            if cuts.isEmpty, value(0.5) >= lo, value(0.5) <= hi, (0...16).allSatisfy({ (lo...hi).contains(value(Double($0) / 16)) }) {
                out.append(key)
                continue
            }
            let bounds = [0.0] + cuts + [1.0]
            for p in 0..<(bounds.count - 1) {
                let a = bounds[p], b = bounds[p + 1]
                guard b > a else { continue }
                let time = key.time + x(a) * (next.time - key.time)
                let middle = value((a + b) / 2)
                if middle < lo || middle > hi {
                    out.append(LottieKey(time: time, value: [clamp(middle)], easing: .hold))
                    continue
                }
                let start = clamp(value(a))
                if isLinear {
                    out.append(LottieKey(time: time, value: [start], easing: .linear))
                    continue
                }
                guard let piece = curve.piece(fromParameter: a, toParameter: b) else { return nil }
                out.append(LottieKey(time: time, value: [start], easing: .bezier(piece)))
            }
        }
        // A piece's end value is the next key's start, so the pieces chain; drop keys that fall on
        // an earlier key's time (a cut at a segment's very end).
        var unique: [LottieKey] = []
        for key in out {
            if let last = unique.last, key.time <= last.time { unique[unique.count - 1] = key } else { unique.append(key) }
        }
        return unique
    }

    /// Every parameter t in (0, 1) where the curve's output `y(t) = level`, ascending, solved by
    /// bracketing sign changes on a fine grid and bisecting each to rounding. Touching the level
    /// without crossing is not a crossing, nor is reaching it at either end.
    static func crossings(of curve: MotionCubicBezier, level: Double) -> [Double] {
        let cubic = curve.cubic
        func offset(_ t: Double) -> Double { cubic.point(at: t).y - level }
        let steps = 512
        var roots: [Double] = []
        var previousT = 0.0
        var previous = offset(0)
        for k in 1...steps {
            let t = Double(k) / Double(steps)
            let value = offset(t)
            if (previous < 0 && value > 0) || (previous > 0 && value < 0) {
                var low = previousT, high = t
                let lowSign = previous < 0
                for _ in 0..<200 {
                    let mid = (low + high) / 2
                    if mid <= low || mid >= high { break }
                    if (offset(mid) < 0) == lowSign { low = mid } else { high = mid }
                }
                let root = (low + high) / 2
                if root > 0, root < 1 { roots.append(root) }
            }
            previous = value
            previousT = t
        }
        return roots
    }
}

/// The rules every written file keeps whatever the player.
enum LottieSafety {
    /// lottie-ios solves an easing's x with a formula that divides 0 by 0 when a control point's x is
    /// exactly 1/3 or 2/3: such an x moves by 1e-6 (the measured error accounts for it).
    static func nudged(_ keys: [LottieKey]) -> [LottieKey] {
        keys.map { key in
            guard case .bezier(let curve) = key.easing else { return key }
            var copy = key
            copy.easing = .bezier(MotionCubicBezier(nudge(curve.x1), curve.y1, nudge(curve.x2), curve.y2))
            return copy
        }
    }

    static func nudge(_ x: Double) -> Double {
        let clamped = min(max(x, 0), 1)
        if clamped == 1.0 / 3 || clamped == 2.0 / 3 { return clamped + 1e-6 }
        return clamped
    }
}
