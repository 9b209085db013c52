/// A restart's piece that is one cubic in time whose shape depends on the start (`backends.md` finding
/// 52): a `cubic` track from `current` (Catmull-Rom) gives each piece a `cubic-bezier` whose y control
/// points are its Bernstein control values over the piece's travel, and those values are affine in the
/// start (a Catmull-Rom segment is linear in its keys) while the ratio is not. So the keyframe carries
/// the two inner control values as constant + weight · start, and the script writes the piece's
/// `cubic-bezier` from them and the two ends it plays, which is the runtime's curve exactly. A channel of
/// several numbers whose curves differ carries two per number and is played apart (`CSSRestartCubic+Numbers`).
struct CSSRestartCubic: Equatable {
    /// The piece's x control points, the same from every start (time-linear: ⅓ and ⅔).
    var x1: Double
    var x2: Double
    /// The inner control values Q1, Q2 (of each number in turn): Q = constant + weight · start.
    var constant: [Double]
    var weight: [Double]

    /// The pair's piece from `high` to `highNext` (and `low` to `lowNext`) eased by each start's own
    /// `cubic-bezier`, when the two share their x control points and the channel is one number.
    static func paired(high: (from: [Double], to: [Double], easing: CSSEasing), low: (from: [Double], to: [Double], easing: CSSEasing),
                       pair: CSSRestartPair) -> CSSRestartCubic? {
        guard case let .cubicBezier(hx1, hy1, hx2, hy2) = high.easing, case let .cubicBezier(lx1, ly1, lx2, ly2) = low.easing,
              abs(hx1 - lx1) <= 1e-12, abs(hx2 - lx2) <= 1e-12,
              high.from.count == 1, low.from.count == 1, high.to.count == 1, low.to.count == 1,
              pair.startHigh.count == 1, pair.startLow.count == 1 else { return nil }
        func controls(_ from: Double, _ to: Double, _ y1: Double, _ y2: Double) -> [Double] {
            [from + y1 * (to - from), from + y2 * (to - from)]
        }
        let qHigh = controls(high.from[0], high.to[0], hy1, hy2), qLow = controls(low.from[0], low.to[0], ly1, ly2)
        let span = pair.startHigh[0] - pair.startLow[0]
        guard span != 0 else { return nil }
        let weight = zip(qHigh, qLow).map { ($0 - $1) / span }
        guard weight.allSatisfy(\.isFinite) else { return nil }
        let constant = zip(qHigh, weight).map { $0 - $1 * pair.startHigh[0] }
        return CSSRestartCubic(x1: hx1, x2: hx2, constant: constant, weight: weight)
    }

    /// Number `j`'s easing over the piece from its `start`, between the ends it plays there. A piece whose
    /// ends meet has no travel to scale by: it is written straight (the proof measures what that misses).
    func easing(from: Double, to: Double, start: Double, number j: Int = 0) -> CSSEasing {
        let travel = to - from
        guard abs(travel) > Self.leastTravel * max(1, abs(from)) else { return .linear }
        let q = [2 * j, 2 * j + 1].map { constant[$0] + weight[$0] * start }
        return .cubicBezier(x1, (q[0] - from) / travel, x2, (q[1] - from) / travel)
    }

    /// As the script's `#shaped` has it.
    static let leastTravel = 1e-12

    /// The easing slot of a restart's keyframe in the script: `["cubic", x1, x2, [c1, c2], [w1, w2]]`.
    var scriptText: String {
        func list(_ values: [Double]) -> String { "[" + values.map(CSSNumber.text).joined(separator: ", ") + "]" }
        return "[\"cubic\", \(CSSNumber.text(x1)), \(CSSNumber.text(x2)), \(list(constant)), \(list(weight))]"
    }

    /// The script's method that turns such slots into `cubic-bezier`s for a start (as `easing(from:to:start:)`),
    /// and its call at the top of a replay; empty when no restart has such a piece. Where a piece carries
    /// several numbers' curves, the replay plays each number apart (`#apart`) and returns its animations,
    /// which `mapping` (`flatMap`, else `map`) lists with the rest.
    static func script(_ restarts: [CSSRestart], className K: String) -> (call: String, method: String, mapping: String) {
        guard restarts.contains(where: { $0.keyframes.contains { $0.cubic != nil } }) else { return ("", "", "map") }
        let apart = restarts.contains { $0.keyframes.contains { ($0.cubic?.constant.count ?? 0) > 2 } }
        let call = (apart ? "    if (keyframes.some((k) => typeof k[3] !== \"string\" && k[3][0] === \"cubic\" && k[3][3].length > 2)) return \(K).#apart(element, kind, keyframes, start, ms, fill);\n" : "")
            + "    keyframes = \(K).#shaped(keyframes, start);\n"
        let apartMethod = !apart ? "" : """
              // A channel of several numbers whose pieces are cubics of their own shapes (`CSSRestartCubic+Numbers`):
              // each number an animation of its own, the others at 1, added to the first (scale(x, 1) then
              // scale(1, y) is scale(x, y)).
              static #apart(element, kind, keyframes, start, ms, fill) {
                getComputedStyle(element).getPropertyValue("opacity");
                return start.map((_, j) => element.animate(\(K).#shaped(keyframes, start, j).map(([offset, constant, weight, easing]) =>
                  ({offset, easing, ...\(K).#declarations(kind, constant.map((c, i) => i === j ? c + weight[i] * start[i] : 1))})),
                  {duration: ms, fill, composite: j ? "add" : "replace"}));
              }


            """
        let method = """
              // A piece that is one cubic in time whose shape depends on the start (`CSSRestartCubic`): number j's
              // cubic-bezier from the ends it plays and its inner control values, constant + weight · start.
              static #shaped(keyframes, start, j = 0) {
                const at = (k) => k[1][j] + k[2][j] * start[j];
                return keyframes.map((k, i) => {
                  if (typeof k[3] === "string" || k[3][0] !== "cubic") return k;
                  const [, x1, x2, c, w] = k[3], from = at(k), travel = at(keyframes[i + 1]) - from;
                  if (!(Math.abs(travel) > 1e-12 * Math.max(1, Math.abs(from)))) return [k[0], k[1], k[2], "linear"];
                  const y = [0, 1].map((n) => (c[2 * j + n] + w[2 * j + n] * start[j] - from) / travel);
                  return [k[0], k[1], k[2], `cubic-bezier(${x1}, ${y[0]}, ${x2}, ${y[1]})`];
                });
              }


            """
        return (call, apartMethod + method, apart ? "flatMap" : "map")
    }
}
