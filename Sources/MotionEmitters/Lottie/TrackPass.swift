import MotionRuntime

/// One pass of a track as Lottie keys (seconds from the pass's start, values in Lottie units), and the
/// passes of a repeating, autoreversing track laid end to end: Lottie has no repeat, so it is unrolled.
enum TrackPass {
    /// The keys of one forward pass over `0…duration`, with a key at both ends: straight, held or
    /// bézier-eased segments; `steps(n)` as n held keys.
    static func forward(_ keyframes: MotionKeyframes<MotionRuntime.MotionValue>, duration: Double,
                        mapped: (MotionRuntime.MotionValue) -> [Double]) -> Result<[LottieKey], SegmentKeyBuilder.Refusal> {
        let values = keyframes.values.map(mapped)
        let n = values.count
        guard n > 0 else { return .failure(.init(text: "an empty track")) }
        let times = keyframes.keyTimes.prefix(n).map { $0 * duration }
        guard times.count == n else { return .failure(.init(text: "key times")) }
        var keys: [LottieKey] = []
        if times[0] > 0 { keys.append(LottieKey(time: 0, value: values[0], easing: .hold)) }
        for k in 0..<n {
            guard k + 1 < n else {
                keys.append(LottieKey(time: times[k], value: values[k], easing: .hold))
                break
            }
            let function: MotionTimingFunction
            switch keyframes.mode {
            case .discrete:
                keys.append(LottieKey(time: times[k], value: values[k], easing: .hold))
                continue
            case .paced: function = .linear
            case .cubic: return .failure(.init(text: "Catmull-Rom (cubic) keyframes"))
            case .linear: function = keyframes.timingFunction(segment: k)
            }
            switch function {
            case .linear: keys.append(LottieKey(time: times[k], value: values[k], easing: .linear))
            case .cubicBezier(let curve): keys.append(LottieKey(time: times[k], value: values[k], easing: .bezier(curve)))
            case .spring: return .failure(.init(text: "a spring"))
            case .steps(let steps):
                // Constant on each [j/n, (j+1)/n): one held key per interval with that interval's value.
                let count = max(steps.count, 1)
                guard count <= 10_000 else { return .failure(.init(text: "steps")) }
                let span = times[k + 1] - times[k]
                for j in 0..<count {
                    let u = steps.value(at: (Double(j) + 0.5) / Double(count))
                    let value = zip(values[k], values[k + 1]).map { $0 + ($1 - $0) * u }
                    keys.append(LottieKey(time: times[k] + span * Double(j) / Double(count), value: value, easing: .hold))
                }
            }
        }
        if let last = keys.last, last.time < duration { keys.append(LottieKey(time: duration, value: last.value, easing: .hold)) }
        return .success(keys)
    }

    /// The same pass played backwards: keys mirrored in time, each eased segment by the mirrored curve,
    /// each held one showing the value it held going forward.
    static func reversed(_ pass: [LottieKey], duration: Double) -> [LottieKey] {
        var out: [LottieKey] = []
        for i in stride(from: pass.count - 1, through: 0, by: -1) {
            let time = duration - pass[i].time
            guard i > 0 else {
                out.append(LottieKey(time: time, value: pass[0].value, easing: .hold))
                break
            }
            let before = pass[i - 1]
            switch before.easing {
            case .hold: out.append(LottieKey(time: time, value: before.value, easing: .hold))
            case .linear: out.append(LottieKey(time: time, value: pass[i].value, easing: .linear))
            case .bezier(let curve): out.append(LottieKey(time: time, value: pass[i].value, easing: .bezier(curve.reversed)))
            }
        }
        return out
    }

    /// Every pass that starts before `limit`, in transition seconds, cut at `limit` (the end of the
    /// active duration or of the transition). A pass that starts exactly at `limit` while the track is
    /// still active (`activeEnd` later) is there too, as its first key: the runtime, as Core Animation,
    /// shows the next pass's start on a pass boundary, and so the frame held from there on.
    /// Nil beyond 10 000 passes or 100 000 keys.
    static func unrolled(_ pass: [LottieKey], begin: Double, duration: Double, autoreverses: Bool, until limit: Double,
                         activeEnd: Double, jumpLead: Double) -> [LottieKey]? {
        let tolerance = MotionTiming.boundaryTolerance
        // A pass starts before the limit when it starts more than the tolerance before it: a track
        // `at 0.1s for 0.2s` ends at 0.30000000000000004, one rounding past the end of its one pass.
        var count = ((limit - begin - tolerance) / duration).rounded(.up)
        let passesBeforeLimit = ((limit - begin + tolerance) / duration).rounded(.down)
        if limit < activeEnd - tolerance, abs(begin + passesBeforeLimit * duration - limit) <= tolerance {
            count = passesBeforeLimit + 1
        }
        guard count.isFinite, count <= 10_000, count * Double(pass.count) <= 100_000 else { return nil }
        let backwards = autoreverses ? reversed(pass, duration: duration) : pass
        var keys: [LottieKey] = []
        for p in 0..<max(Int(count), 1) {
            let offset = begin + Double(p) * duration
            let keysOfPass = (p % 2 == 1 ? backwards : pass).map { LottieKey(time: $0.time + offset, value: $0.value, easing: $0.easing) }
            keys = appending(keysOfPass, to: keys, jumpLead: jumpLead)
        }
        return cut(keys, at: limit)
    }

    /// Appends keys; where one falls on the last key's time, the later one wins: with the same value it
    /// replaces it; with another, the earlier key moves back by `jumpLead` (a jump between passes) when a
    /// curve runs up to it, and goes when a hold leads to it (a discrete last value shows only at its
    /// own instant, and there the next pass has begun).
    static func appending(_ more: [LottieKey], to keys: [LottieKey], jumpLead: Double) -> [LottieKey] {
        var out = keys
        for key in more {
            if let last = out.last, key.time <= last.time + 1e-12 {
                if last.value == key.value {
                    out[out.count - 1] = key
                    continue
                }
                if out.count >= 2, out[out.count - 2].easing == .hold {
                    out[out.count - 1] = key
                    continue
                }
                out[out.count - 1].time = key.time - jumpLead
                if out.count >= 2, out[out.count - 2].time >= out[out.count - 1].time { out.remove(at: out.count - 2) }
            }
            out.append(key)
        }
        return out
    }

    /// The keys up to `limit`: a segment running past it ends there, on its value there, its easing cut
    /// to the part before (an exact sub-curve).
    static func cut(_ keys: [LottieKey], at limit: Double) -> [LottieKey] {
        // Within a nanosecond a key is on the limit (begins and durations add up with rounding).
        guard let k = keys.lastIndex(where: { $0.time <= limit + 1e-9 }) else { return [] }
        var out = Array(keys[...k])
        if out[k].time > limit { out[k].time = limit }
        guard k + 1 < keys.count, keys[k].time < limit - 1e-9 else { return out }
        let a = keys[k], b = keys[k + 1]
        let x = (limit - a.time) / (b.time - a.time)
        let value = LottieKeyEvaluation.value(of: [a, b], at: limit)
        if case .bezier(let curve) = a.easing, let piece = curve.piece(from: 0, to: x) { out[k].easing = .bezier(piece) }
        out.append(LottieKey(time: limit, value: value, easing: .hold))
        return out
    }
}
