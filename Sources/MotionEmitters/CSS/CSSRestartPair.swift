/// Two starts of one channel and what the channel shows from each: keyframes as constant + weight ·
/// start (`CSSRestart.Keyframe`).
struct CSSRestartPair {
    let startHigh: [Double]
    let startLow: [Double]

    /// The keyframe at `offset` (a fraction of the duration) that shows `high` from the high start and
    /// `low` from the low one; nil when a number does not depend on the start in a finite way.
    func keyframe(_ offset: Double, _ high: [Double], _ low: [Double], _ easing: CSSEasing) -> CSSRestart.Keyframe? {
        guard high.count == startHigh.count, low.count == startLow.count else { return nil }
        var constant: [Double] = [], weight: [Double] = []
        for i in high.indices {
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
        let jumps = low.breakpoints()
        var out: [CSSRestart.Keyframe] = []
        out.reserveCapacity(keyframes.count)
        for k in keyframes {
            guard let t = timeShowing(k, fit: &low, jumps: jumps),
                  let paired = keyframe(k.time / duration, high.value(at: t), k.values, k.easing) else { return nil }
            out.append(paired)
        }
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
