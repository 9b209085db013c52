/// A piece that is one cubic in time whose ends (nearly) meet (`backends.md` finding 52: a `cubic`
/// track ending `-23deg, -23deg`): a `cubic-bezier` scales its curve by the piece's travel, so over no
/// travel it needs y control points past any bound (−2.3e8 over the 3e-8° a key time's rounding left),
/// and a rounding of either end moves the whole bulge. Split where the curve turns, each part is monotone
/// with a travel of its own and, a part of a cubic in time being a cubic in its own time, one
/// `cubic-bezier` exactly. At a turn the curve is flat, so the rounding of the split's time shows nothing.
extension CSSChannelFit {
    /// A piece's travel below this share of how far its curve reaches from its start (the control
    /// polygon's extent) has ends that meet: a `cubic-bezier`'s y control points would pass ±1000, where
    /// the 1e-9 to which a restart's constants are written already moves the curve by 1e-6.
    static let meetingEndsShare = 1e-3

    /// True when a cubic in time's `cubic-bezier` has ends that meet (its y control points past
    /// 1 / `meetingEndsShare`): it is split where it turns instead.
    static func endsMeet(_ easing: CSSEasing) -> Bool {
        guard case let .cubicBezier(_, y1, _, y2) = easing else { return false }
        return max(abs(y1), abs(y2)) > 1 / meetingEndsShare
    }

    /// The piece from `a` to `b` (values `va`, `vb`) split where its farthest-reaching number turns,
    /// when its ends meet and each part is one cubic in time matching the runtime: the first part's
    /// easing, and a keyframe at each turn carrying the next part's. Nil otherwise.
    mutating func splitAtTurns(from a: Double, to b: Double, va: [Double], vb: [Double]) -> (first: CSSEasing, turns: [CSSKeyframe])? {
        let v1 = value(at: a + (b - a) / 3), v2 = value(at: a + 2 * (b - a) / 3)
        var lead: (reach: Double, controls: [Double])?
        for j in va.indices {
            let p = Self.bernstein(va[j], v1[j], v2[j], vb[j])
            let reach = max(abs(p[1] - p[0]), abs(p[2] - p[0]))
            if reach > lead?.reach ?? 1e-9 { lead = (reach, p) }
        }
        guard let lead, abs(lead.controls[3] - lead.controls[0]) < Self.meetingEndsShare * lead.reach else { return nil }
        let turns = Self.turns(lead.controls)
        guard !turns.isEmpty else { return nil }
        let cuts = [a] + turns.map { a + (b - a) * $0 } + [b]
        var easings: [CSSEasing] = []
        var keyframes: [CSSKeyframe] = []
        for (p, q) in zip(cuts, cuts.dropFirst()) {
            let vp = value(at: p), vq = value(at: q)
            guard let easing = timeCubic(from: p, to: q, va: vp, vb: vq), matchesRuntime(easing, from: p, to: q, va: vp, vb: vq) else { return nil }
            easings.append(easing)
            if p > a { keyframes.append(CSSKeyframe(time: p, values: vp, easing: easing)) }
        }
        return (easings[0], keyframes)
    }

    /// The `cubic-bezier` of a cubic in time (x control points at ⅓ and ⅔) through the piece's values
    /// at its thirds, read on the number that travels farthest; nil when none travels.
    mutating func timeCubic(from a: Double, to b: Double, va: [Double], vb: [Double]) -> CSSEasing? {
        var lead: Int?
        var size = 1e-9
        for j in va.indices where abs(vb[j] - va[j]) > size { lead = j; size = abs(vb[j] - va[j]) }
        guard let lead else { return nil }
        let g1 = (value(at: a + (b - a) / 3)[lead] - va[lead]) / (vb[lead] - va[lead])
        let g2 = (value(at: a + 2 * (b - a) / 3)[lead] - va[lead]) / (vb[lead] - va[lead])
        let p = Self.bernstein(0, g1, g2, 1)
        return .cubicBezier(1.0 / 3, p[1], 2.0 / 3, p[2])
    }

    /// True when `easing` from `va` to `vb` is the runtime from `a` to `b` at the pieces' inner check
    /// times, to 1e-9 of the values' size (as a piece's exact candidates are checked).
    private mutating func matchesRuntime(_ easing: CSSEasing, from a: Double, to b: Double, va: [Double], vb: [Double]) -> Bool {
        let scale = max(1, (va + vb).map(abs).max() ?? 1)
        for x in Self.interiorTimes {
            let g = easing.value(at: x), exact = value(at: a + (b - a) * x)
            for j in exact.indices where abs(exact[j] - (va[j] + (vb[j] - va[j]) * g)) > 1e-9 * scale { return false }
        }
        return true
    }

    /// The Bernstein control values of the cubic in x through `v0`, `v1`, `v2`, `v3` at x = 0, ⅓, ⅔, 1.
    static func bernstein(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> [Double] {
        // v(⅓) = (8P0 + 12P1 + 6P2 + P3) / 27 and v(⅔) = (P0 + 6P1 + 12P2 + 8P3) / 27, solved for P1, P2.
        let r1 = 27 * v1 - 8 * v0 - v3, r2 = 27 * v2 - v0 - 8 * v3
        return [v0, (2 * r1 - r2) / 18, (2 * r2 - r1) / 18, v3]
    }

    /// Where (0 < x < 1, in order) the cubic with Bernstein control values `p` turns: its derivative,
    /// 3·((P1−P0)(1−x)² + 2(P2−P1)(1−x)x + (P3−P2)x²), is zero and changes sign.
    static func turns(_ p: [Double]) -> [Double] {
        let d0 = p[1] - p[0], d1 = p[2] - p[1], d2 = p[3] - p[2]
        let qa = d0 - 2 * d1 + d2, qb = 2 * (d1 - d0), qc = d0
        let size = max(abs(qa), abs(qb), abs(qc))
        guard size > 0 else { return [] }
        var roots: [Double] = []
        if abs(qa) <= 1e-12 * size {
            if qb != 0 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant > 0 else { return [] }
            // The root of larger size first, the other from the product of the roots (no cancellation).
            let q = -0.5 * (qb + (qb < 0 ? -1 : 1) * discriminant.squareRoot())
            roots = [q / qa] + (q != 0 ? [qc / q] : [])
        }
        return roots.filter { $0 > 1e-6 && $0 < 1 - 1e-6 }.sorted()
    }
}
