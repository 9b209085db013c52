/// Two starts of one channel and what the channel shows from each: keyframes as constant + weight ·
/// start (`CSSRestart.Keyframe`).
struct CSSRestartPair {
    let startHigh: [Double]
    let startLow: [Double]
    /// Where the inner keys of the channel's paced `current` tracks fall from each start (`CSSRestartPaced`).
    var pacedKnots: (high: [CSSRestartPaced.Knot], low: [CSSRestartPaced.Knot]) = ([], [])
    /// The keys of the channel's paced `current` tracks whose groups sample them at fixed progresses, from each
    /// start (`CSSRestartFit.pacedSampledTracks`).
    var pacedSampled: (high: [CSSRestartPaced.SampledTrack], low: [CSSRestartPaced.SampledTrack]) = ([], [])

    /// The keyframe at `offset` (a fraction of the duration) that shows `high` from the high start and
    /// `low` from the low one; nil when a number does not depend on the start in a finite way.
    func keyframe(_ offset: Double, _ high: [Double], _ low: [Double], _ easing: CSSEasing) -> CSSRestart.Keyframe? {
        guard high.count == startHigh.count, low.count == startLow.count else { return nil }
        var constant: [Double] = [], weight: [Double] = []
        for i in high.indices {
            // A number no start moves (a dash array's gap of 1 on a path the trim never wraps) is the
            // same from every start: constant where both show it alike.
            if startHigh[i] == startLow[i] {
                guard high[i] == low[i] else { return nil }
                weight.append(0)
                constant.append(high[i])
                continue
            }
            var w = (high[i] - low[i]) / (startHigh[i] - startLow[i])
            guard w.isFinite else { return nil }
            if abs(w - w.rounded()) < 1e-9 { w = w.rounded() }
            weight.append(w)
            constant.append(((high[i] - w * startHigh[i]) * 1e9).rounded() / 1e9)
        }
        return CSSRestart.Keyframe(offset: offset, constant: constant, weight: weight, easing: easing)
    }

    /// The low start's fitted keyframes, each paired with what the high start shows at the same time
    /// and kept with its easing. A keyframe that carries the value after a jump (written a microsecond
    /// early, `CSSChannelFit.jumpWidth`) is read where the jump is. Nil when a keyframe's time cannot
    /// be told (the pair is then fitted from both starts).
    func read(_ keyframes: [CSSKeyframe], fitted low: inout CSSChannelFit, other high: inout CSSChannelFit,
              duration: Double) -> [CSSRestart.Keyframe]? {
        guard duration > 0 else { return nil }
        let breakpoints = low.breakpoints()
        var out: [CSSRestart.Keyframe] = []
        out.reserveCapacity(keyframes.count)
        for k in keyframes {
            guard let t = timeShowing(k, fit: &low, jumps: breakpoints),
                  let paired = keyframe(k.time / duration, high.value(at: t), k.values, k.easing) else { return nil }
            out.append(paired)
        }
        // A value that jumps from the other start only (a track beginning without a backwards fill
        // jumps from a start other than its first value) is written as the fit writes a jump: a
        // straight line over the last microsecond before it.
        for (a, b) in zip(breakpoints, breakpoints.dropFirst()) where b < duration && high.jumpsAtEnd(b) && !low.jumpsAtEnd(b) {
            let edge = CSSChannelFit.clockEdge(b), end = edge - CSSChannelFit.jumpWidth
            guard edge - a > 2 * CSSChannelFit.jumpWidth,
                  let before = keyframe(end / duration, high.value(at: end), low.value(at: end), .linear) else { return nil }
            out.removeAll { abs($0.offset * duration - end) <= 1e-12 }
            out.append(before)
            // The low fit's keyframe at the jump, if it has one, starts the next piece with its easing.
            if !out.contains(where: { abs($0.offset * duration - edge) <= 1e-12 }) {
                guard let after = keyframe(edge / duration, high.value(at: b), low.value(at: b), .linear) else { return nil }
                out.append(after)
            }
        }
        out.sort { $0.offset < $1.offset }
        return out
    }

    /// When the fit shows keyframe `k`'s values: at its time, or at the jump within a few
    /// microseconds after it.
    private func timeShowing(_ k: CSSKeyframe, fit: inout CSSChannelFit, jumps: [Double]) -> Double? {
        if fit.value(at: k.time) == k.values { return k.time }
        for b in jumps where b > k.time && b - k.time <= 3 * CSSChannelFit.jumpWidth && fit.value(at: b) == k.values { return b }
        return nil
    }
}
