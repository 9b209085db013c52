/// A restart of a channel of several numbers whose pieces are cubics in time of their own shapes
/// (`backends.md` finding 59: `s0.scale cubic [current, 1.37, 1.19, (0.54, 0.57)]`, x and y on different
/// Catmull-Rom curves). One keyframe list has one easing per piece for every number, which no baked
/// progress shares exactly from every start; each number's Bernstein control values are affine in its
/// own start, so each piece carries them all (`CSSRestartCubic`, two per number) and the script plays
/// each number as an animation of its own, composited into the node's transform (`scale(x, 1)`, then
/// `scale(1, y)` added: `scale(x, y)`). A scale only: a colour or an origin has no such sum, and a position
/// (whose tolerance is not divided by the node's reach) is proven in straight pieces by the other replays.
extension CSSRestartCubic {
    /// The kinds whose numbers the script plays apart (`#apart`).
    static let apartKinds: Set<String> = ["scale"]

    /// The inner control values of the piece from `a` to `b` of every number, as constant + weight ·
    /// start, when from both starts each number is one cubic in time there (to 1e-9 of its size).
    static func apart(from a: Double, to b: Double, high: inout CSSChannelFit, low: inout CSSChannelFit,
                      pair: CSSRestartPair) -> CSSRestartCubic? {
        guard b > a, let qHigh = controls(from: a, to: b, fit: &high), let qLow = controls(from: a, to: b, fit: &low),
              qHigh.count == 2 * pair.startHigh.count, pair.startHigh.count == pair.startLow.count else { return nil }
        var constant: [Double] = [], weight: [Double] = []
        for (i, (high, low)) in zip(qHigh, qLow).enumerated() {
            let span = pair.startHigh[i / 2] - pair.startLow[i / 2]
            guard span != 0 else { return nil }
            let w = (high - low) / span
            guard w.isFinite else { return nil }
            weight.append(w)
            constant.append(high - w * pair.startHigh[i / 2])
        }
        return CSSRestartCubic(x1: 1.0 / 3, x2: 2.0 / 3, constant: constant, weight: weight)
    }

    /// Each number's inner Bernstein control values (P1, P2 of number 0, then of number 1, …) of the fit's
    /// piece from `a` to `b`, when every number is one cubic in time there.
    private static func controls(from a: Double, to b: Double, fit: inout CSSChannelFit) -> [Double]? {
        let v = [0, 1.0 / 3, 2.0 / 3, 1].map { fit.value(at: a + (b - a) * $0) }
        let p = v[0].indices.map { CSSChannelFit.bernstein(v[0][$0], v[1][$0], v[2][$0], v[3][$0]) }
        for x in CSSChannelFit.interiorTimes {
            let exact = fit.value(at: a + (b - a) * x), u = 1 - x
            for (j, c) in p.enumerated() {
                let cubic = c[0] * u * u * u + 3 * c[1] * u * u * x + 3 * c[2] * u * x * x + c[3] * x * x * x
                guard abs(exact[j] - cubic) <= 1e-9 * max(1, c.map(abs).max() ?? 1) else { return nil }
            }
        }
        return p.flatMap { [$0[1], $0[2]] }
    }
}

extension CSSRestartFit {
    /// The channel's keyframes at every breakpoint, each piece on its numbers' own cubics in time
    /// (`CSSRestartCubic.apart`), a jump a straight microsecond before it as the fit writes one; nil when
    /// a piece is not such a cubic from both starts, or the kind cannot be played apart.
    func apart(kind: String, pair: CSSRestartPair, fitHigh: inout CSSChannelFit, fitLow: inout CSSChannelFit) -> [CSSRestart.Keyframe]? {
        let duration = entry.playback.duration
        guard duration > 0, pair.startHigh.count > 1, CSSRestartCubic.apartKinds.contains(kind) else { return nil }
        let points = fitLow.breakpoints(), others = fitHigh.breakpoints()
        guard points.count == others.count, zip(points, others).allSatisfy({ abs($0 - $1) <= 1e-12 }) else { return nil }
        func keyframe(_ t: Double, at sample: Double) -> CSSRestart.Keyframe? {
            pair.keyframe(t / duration, fitHigh.value(at: sample), fitLow.value(at: sample), .linear)
        }
        var out: [CSSRestart.Keyframe] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let edge = CSSChannelFit.clockEdge(b)
            let jumps = (fitHigh.jumpsAtEnd(b) || fitLow.jumpsAtEnd(b)) && edge - a > 2 * CSSChannelFit.jumpWidth
            let end = jumps ? edge - CSSChannelFit.jumpWidth : b
            guard var first = keyframe(a, at: a),
                  let cubic = CSSRestartCubic.apart(from: a, to: end, high: &fitHigh, low: &fitLow, pair: pair) else { return nil }
            first.cubic = cubic
            out.append(first)
            guard jumps else { continue }
            guard let before = keyframe(end, at: end) else { return nil }
            out.append(before)
            if edge < b {
                guard let after = keyframe(edge, at: b) else { return nil }
                out.append(after)
            }
        }
        guard let last = keyframe(duration, at: duration) else { return nil }
        return out + [last]
    }
}
