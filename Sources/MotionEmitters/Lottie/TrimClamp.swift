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
            let control: EasingCurve.BezierHandles
            switch key.easing {
            case .bezier(let x1, let y1, let x2, let y2): control = EasingCurve.BezierHandles(x1: x1, y1: y1, x2: x2, y2: y2)
            default: control = EasingCurve.BezierHandles(x1: 0, y1: 0, x2: 1, y2: 1)
            }
            let isLinear = key.easing == .linear
            func y(_ t: Double) -> Double { isLinear ? t : EasingCurve.point(t, control.y1, control.y2) }
            func x(_ t: Double) -> Double { isLinear ? t : EasingCurve.point(t, control.x1, control.x2) }
            func value(_ t: Double) -> Double { v0 + (v1 - v0) * y(t) }
            var cuts: [Double] = []
            if v1 != v0 {
                for level in [lo, hi] {
                    let target = (level - v0) / (v1 - v0)
                    if isLinear {
                        if target > 0, target < 1 { cuts.append(target) }
                    } else {
                        cuts += EasingCurve.crossings(of: control, level: target)
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
                let piece = EasingCurve.piece(control, from: a, to: b)
                let w = piece.p3.0 - piece.p0.0, h = piece.p3.1 - piece.p0.1
                guard w > 0, abs(h) > 1e-12 else { return nil }
                out.append(LottieKey(time: time, value: [start], easing: .bezier(
                    (piece.p1.0 - piece.p0.0) / w, (piece.p1.1 - piece.p0.1) / h,
                    (piece.p2.0 - piece.p0.0) / w, (piece.p2.1 - piece.p0.1) / h)))
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
}

/// The rules every written file keeps whatever the player.
enum LottieSafety {
    /// lottie-ios solves an easing's x with a formula that divides 0 by 0 when a control point's x is
    /// exactly 1/3 or 2/3: such an x moves by 1e-6 (the measured error accounts for it).
    static func nudged(_ keys: [LottieKey]) -> [LottieKey] {
        keys.map { key in
            guard case .bezier(let x1, let y1, let x2, let y2) = key.easing else { return key }
            var copy = key
            copy.easing = .bezier(nudge(x1), y1, nudge(x2), y2)
            return copy
        }
    }

    /// Every number finite and within ±1e9 (players keep 32-bit floats; a NaN would be written as null).
    static func numbersAreBounded(_ node: JSONNode) -> Bool {
        var stack = [node]
        while let next = stack.popLast() {
            switch next {
            case .number(let value): if !(abs(value) <= 1e9) { return false }
            case .array(let items): stack += items
            case .object(let members): stack += members.map(\.value)
            case .null, .bool, .string: break
            }
        }
        return true
    }

    static func nudge(_ x: Double) -> Double {
        let clamped = min(max(x, 0), 1)
        if clamped == 1.0 / 3 || clamped == 2.0 / 3 { return clamped + 1e-6 }
        return clamped
    }
}
