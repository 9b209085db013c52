import MotionRuntime

/// A restart's keyframe whose time moves with the start (`backends.md` finding 61): an inner key of a
/// `paced` track from `current`. Paced key times are the distance travelled up to each key over the
/// whole travel, and the first key is the start, so every inner key time depends on it; the values
/// there do not (they are the track's own keys). The keyframe carries the track's keys as constant +
/// weight · start and where the track lies in the transition, and the script works the key time out
/// from the start it read by the runtime's rule (`KeyTimes.paced`), which places the keyframe exactly.
/// Only for a track whose groups are straight in the transition's time (`CSSTrackPlacement.groupsStraight`),
/// or whose parent alone eases it by a curve that reaches each share of its time once (`CSSEasedParent`:
/// the key is where the curve reaches the key's share of the group's time, finding 68):
/// its own repeats and autoreverse are passes one after another, each key once per pass (backwards in a
/// pass that reverses, finding 63); and whose value has the channel's numbers, or a colour's four where
/// its rgb channel reads three (its distance counts the alpha: `CSSRestartFit.startOffsets` keeps an alpha
/// that no start can move, and a key's alpha is then the same from every start, finding 68).
struct CSSRestartPaced: Equatable {
    /// The track's begin and duration as fractions of the transition's duration.
    var begin: Double
    var span: Double
    /// The key this keyframe is (0 < key < keys − 1).
    var key: Int
    /// The track's pass the keyframe lies in (a repeat, or the way back of an autoreverse), and whether
    /// that pass plays the keys backwards: the key's offset is `begin + span · (pass + t)`, `t` its key
    /// time, or `1 − t` backwards.
    var pass = 0
    var reversed = false
    /// Where the track ends inside a pass (cut by a group, or a repeat count that ends part way), as a
    /// fraction of the transition; infinity where it ends with a pass.
    var limit = Double.infinity
    /// True when the track ends inside a pass.
    var isCut: Bool { limit.isFinite }
    /// True when the script's slot carries the cut: the track ends inside a pass, or this is a cut's keyframe.
    var writesCut: Bool { isCut || cut != nil }
    /// One pass's seconds (`span` of the transition).
    var spanSeconds = 0.0
    /// The track's eased parent (`CSSEasedParent`), as fractions of the transition: `begin` and `span` are
    /// then shares of the group's time, which the group's curve reaches at the keyframe's offset.
    var eased: CSSRestartGroupPiece? = nil
    /// A keyframe of a fixed time inside a pass (where a group cuts the track, or the microsecond before
    /// the jump there): its progress along the keys in that pass (0…1 forwards). Its value lies between two
    /// keys whose times move with the start, no affine function of it: the script works it out as the
    /// runtime's paced interpolation at that progress (`values(from:)`). Nil for an inner key.
    var cut: Double? = nil
    /// A cut's channel numbers from the keys' (the runtime's units: a rotation's radians are the channel's
    /// degrees), number by number: scale · key + offset, found from the pair's two starts.
    var unitScale: [Double] = []
    var unitOffset: [Double] = []
    /// A keyframe after the cut that holds the value there (a fill): its own offset; nil for one at its cut.
    var heldAt: Double? = nil
    /// Each key's numbers (the runtime's units: the distance is measured in them) as constant + weight ·
    /// start, number by number.
    var constant: [[Double]]
    var weight: [[Double]]

    /// A paced `current` track of the channel that its groups show at fixed progresses, and its keys from one start.
    struct SampledTrack {
        var track: Int
        var keys: [[Double]]
    }

    /// Where an inner key of a paced `current` track of the channel falls when the transition is played
    /// from a start: the track (index in the timeline), the key, its time in seconds and the track's keys.
    struct Knot {
        var track: Int
        var key: Int
        var pass: Int
        var reversed: Bool
        var time: Double
        var begin: Double
        /// One pass's length, and where the track ends (clipped by its groups).
        var duration: Double
        var end: Double
        var keys: [[Double]]
        /// The track's eased parent: `begin`, `duration` and `end` are then in the group's local time.
        var eased: CSSEasedParent? = nil

        /// Where the track plays in the transition's time (seconds).
        var span: ClosedRange<Double> {
            guard let eased else { return begin...max(begin, end) }
            let a = eased.time(atLocal: begin)
            return a...max(a, eased.time(atLocal: end))
        }
    }

    /// The keyframe's offset (fraction of the transition) from `start`, the channel's numbers.
    func offset(from start: [Double]) -> Double {
        if let heldAt { return heldAt }
        let t = cut ?? Self.keyTime(key, of: keys(from: start))
        let share = begin + span * (Double(pass) + (reversed ? 1 - t : t))
        return eased?.offset(reaching: share) ?? share
    }

    /// The track's keys played from `start` (a colour's alpha, which the start does not carry, is constant).
    func keys(from start: [Double]) -> [[Double]] {
        constant.indices.map { m in
            constant[m].indices.map { constant[m][$0] + (weight[m][$0] == 0 || $0 >= start.count ? 0 : weight[m][$0] * start[$0]) }
        }
    }

    /// A cut's value from `start`: the keys' polyline at its progress, as the runtime's paced keyframes give
    /// it (key times by distance, straight between keys), in the channel's units; nil for an inner key (its
    /// value is its key's).
    func values(from start: [Double]) -> [Double]? {
        guard let along = keysLine(from: start), along.count >= unitScale.count, unitScale.count == unitOffset.count else { return nil }
        return unitScale.indices.map { unitScale[$0] * along[$0] + unitOffset[$0] }
    }

    /// The keys' polyline at a cut's progress from `start`, in the keys' units.
    func keysLine(from start: [Double]) -> [Double]? {
        guard let cut else { return nil }
        let keys = keys(from: start)
        guard let first = keys.first, keys.count > 1 else { return keys.first }
        var previous = (time: 0.0, value: first)
        for m in 1..<keys.count {
            let time = Self.keyTime(m, of: keys)
            if cut <= time || m == keys.count - 1 {
                let f = time > previous.time ? min(1, max(0, (cut - previous.time) / (time - previous.time))) : 1
                return previous.value.indices.map { previous.value[$0] + (keys[m][$0] - previous.value[$0]) * f }
            }
            previous = (time, keys[m])
        }
        return keys.last
    }

    /// True for an inner key that lies past the track's cut from `start` (within the microseconds of the
    /// jump's ramp there): it is not played, the cut's keyframe carries the value there.
    func isPastCut(from start: [Double]) -> Bool {
        cut == nil && isCut && offset(from: start) >= dropsFrom
    }

    /// The offset from which an inner key is past the cut: the cut less the jump's ramp, in the transition's
    /// fractions (`spanSeconds`: how many seconds `span` is, which gives the transition's duration).
    var dropsFrom: Double { limit - 3 * CSSChannelFit.jumpWidth * span / max(spanSeconds, 1e-12) }

    /// The runtime's paced key time of key `key` (`KeyTimes.paced`): cumulative distance over the total,
    /// evenly spaced when nothing moves.
    static func keyTime(_ key: Int, of keys: [[Double]]) -> Double {
        var total = 0.0, upToKey = 0.0
        for m in 1..<keys.count {
            let step = distance(keys[m - 1], keys[m])
            total += step.isFinite ? step : 0
            if m == key { upToKey = total }
        }
        return total > 0 ? upToKey / total : Double(key) / Double(keys.count - 1)
    }

    /// The runtime's distance between two keys' numbers (`MotionInterpolatable.distance`): a scalar's,
    /// a point's, a colour's (red, green, blue and alpha).
    static func distance(_ a: [Double], _ b: [Double]) -> Double {
        switch (a.count, b.count) {
        case (1, 1): return abs(b[0] - a[0])
        case (2, 2): return MotionPoint(a[0], a[1]).distance(to: MotionPoint(b[0], b[1]))
        case (4, 4):
            return MotionColor(red: a[0], green: a[1], blue: a[2], alpha: a[3])
                .distance(to: MotionColor(red: b[0], green: b[1], blue: b[2], alpha: b[3]))
        default: return .nan
        }
    }

    /// The keyframe of a fixed time `time` (seconds) inside a pass of a paced track of the pair's (not at a
    /// pass's ends, where the first or last key shows): a cut (`cut`), its keys affine in the start as an
    /// inner key's are. Nil where no pass holds it.
    static func cut(time: Double, duration: Double, high: [Knot], low: [Knot], pair: CSSRestartPair) -> CSSRestartPaced? {
        guard duration > 0 else { return nil }
        func holds(_ k: Knot) -> Bool {
            guard k.eased == nil else { return false }
            let passBegin = k.begin + k.duration * Double(k.pass), passEnd = passBegin + k.duration
            return time > passBegin + 1e-9 && time < passEnd - 1e-9 && time <= k.end + 1e-12
        }
        guard let h = high.first(where: holds), let l = low.first(where: { $0.track == h.track && $0.pass == h.pass && holds($0) }),
              var found = paired(highTime: h.time, lowTime: l.time, duration: duration, high: [h], low: [l], pair: pair) else { return nil }
        let u = (time - h.begin) / h.duration - Double(h.pass)
        found.cut = h.reversed ? 1 - u : u
        found.key = -1
        return found
    }

    /// Where a paced track of the pair's that ends inside a pass is cut, in seconds, before `time`.
    static func cutEnd(before time: Double, high: [Knot]) -> Double? {
        high.first { k in
            let passes = (k.end - k.begin) / k.duration
            return k.eased == nil && abs(passes - passes.rounded()) > 1e-9 && k.end < time - 1e-9
        }?.end
    }

    /// The keyframe that is the same key of the same track from both starts (`high` at `highTime`,
    /// `low` at `lowTime`, in seconds of a transition lasting `duration`), when each number of each key
    /// is affine in the channel's start.
    static func paired(highTime: Double, lowTime: Double, duration: Double, high: [Knot], low: [Knot],
                       pair: CSSRestartPair) -> CSSRestartPaced? {
        guard duration > 0,
              let h = high.first(where: { abs($0.time - highTime) <= 1e-9 }),
              let l = low.first(where: { $0.track == h.track && $0.key == h.key && $0.pass == h.pass && abs($0.time - lowTime) <= 1e-9 }),
              h.keys.count == l.keys.count, abs(h.begin - l.begin) <= 1e-12, abs(h.duration - l.duration) <= 1e-12,
              h.eased == l.eased else { return nil }
        guard let (constant, weight) = affineKeys(h.keys, l.keys, pair: pair) else { return nil }
        let passes = (h.end - h.begin) / h.duration
        if let eased = h.eased {
            // Shares of the group's time, reached along its curve (`CSSEasedParent`); a track cut inside a
            // pass gives no knots there (`pacedKnots`).
            return CSSRestartPaced(begin: h.begin / eased.duration, span: h.duration / eased.duration, key: h.key, pass: h.pass,
                                   reversed: h.reversed, spanSeconds: h.duration,
                                   eased: CSSRestartGroupPiece(eased, transition: duration), constant: constant, weight: weight)
        }
        return CSSRestartPaced(begin: h.begin / duration, span: h.duration / duration, key: h.key, pass: h.pass, reversed: h.reversed,
                               limit: abs(passes - passes.rounded()) > 1e-9 ? h.end / duration : .infinity,
                               spanSeconds: h.duration, constant: constant, weight: weight)
    }

    /// A track's keys from two starts as constant + weight · start, number by number, when each is affine in
    /// the channel's start (a colour's alpha, which the start does not carry, the same from both: a constant).
    static func affineKeys(_ high: [[Double]], _ low: [[Double]], pair: CSSRestartPair) -> (constant: [[Double]], weight: [[Double]])? {
        guard high.count == low.count else { return nil }
        var constant: [[Double]] = [], weight: [[Double]] = []
        for (kh, kl) in zip(high, low) {
            // A key has the channel's numbers, or a colour's four where the channel reads three: its alpha is
            // the same from both starts (`CSSRestartFit.startOffsets`), a constant.
            guard kh.count == kl.count, kh.count >= pair.startHigh.count, pair.startHigh.count == pair.startLow.count else { return nil }
            let w = kh.indices.map { i in
                i < pair.startHigh.count ? (kh[i] - kl[i]) / (pair.startHigh[i] - pair.startLow[i]) : kh[i] == kl[i] ? 0 : .nan
            }
            guard w.allSatisfy(\.isFinite) else { return nil }
            weight.append(w)
            constant.append(kh.indices.map { $0 < pair.startHigh.count ? kh[$0] - w[$0] * pair.startHigh[$0] : kh[$0] })
        }
        return (constant, weight)
    }

    /// True when no keyframe of a fixed time lies inside a paced track's keys (between its begin and its
    /// end, past the microsecond of a jump at either: `CSSChannelFit.jumpWidth`): the moving keys then
    /// keep their order with the others from every start (the script's keyframes must not go back in time).
    static func keepsOrder(_ keyframes: [CSSRestart.Keyframe], duration: Double) -> Bool {
        let edge = 3 * CSSChannelFit.jumpWidth / duration
        let spans = keyframes.compactMap(\.paced).map { k in
            let shares = (k.begin + k.span * Double(k.pass), k.begin + k.span * Double(k.pass + 1))
            guard let eased = k.eased else { return (shares.0, min(shares.1, k.limit)) }
            // The runtime ends a pass within `MotionTiming.boundaryTolerance` of its local end: where the
            // group's curve flattens that is microseconds early, and a track without a forwards fill shows
            // the base from there (`CSSChannelFit.jumpTime(before:after:)` keeps that jump's keyframes).
            let end = shares.1 - MotionTiming.boundaryTolerance / eased.group.duration
            return (eased.offset(reaching: shares.0), eased.offset(reaching: end))
        }
        return spans.allSatisfy { begin, end in
            keyframes.allSatisfy { $0.paced != nil || $0.offset <= begin + edge || $0.offset >= end - edge }
        }
    }

    /// True when the piece from `high` (and from `low`, each a start's keyframe time and the next's) lies
    /// within a paced track of the pair's: its value there runs straight between two keys, whatever easing
    /// a fit gave it (a bake of that line differs from start to start).
    static func runsStraight(high: (Double, Double), low: (Double, Double), pair: CSSRestartPair) -> Bool {
        func within(_ piece: (Double, Double), _ knots: [Knot]) -> Bool {
            knots.contains { $0.eased == nil && piece.0 >= $0.begin - 1e-9 && piece.1 <= $0.end + 1e-9 }
        }
        return within(high, pair.pacedKnots.high) && within(low, pair.pacedKnots.low)
    }

    /// The eased parent whose curve the piece from `high` (and from `low`) follows: it lies within a paced
    /// track of the pair's under such a group (`CSSEasedParent`), from both starts. Its value there runs
    /// between two keys along the group's curve, cut where the piece begins and ends.
    static func followsGroup(high: (Double, Double), low: (Double, Double), pair: CSSRestartPair) -> CSSEasedParent? {
        func within(_ piece: (Double, Double), _ knots: [Knot]) -> CSSEasedParent? {
            knots.first { $0.eased != nil && piece.0 >= $0.span.lowerBound - 1e-9 && piece.1 <= $0.span.upperBound + 1e-9 }?.eased
        }
        guard let eased = within(high, pair.pacedKnots.high), within(low, pair.pacedKnots.low) == eased else { return nil }
        return eased
    }

    /// The offset slot of a restart's keyframe in the script: `["paced", begin, span, key, constants, weights]`,
    /// then the pass and 1 where it plays backwards, when it is not the first pass forwards; then where the
    /// track is cut (a fraction of the transition) and a cut's progress (its key is −1), when it is cut.
    var scriptText: String {
        func list(_ values: [Double]) -> String { "[" + values.map(CSSNumber.text).joined(separator: ", ") + "]" }
        func lists(_ values: [[Double]]) -> String { "[" + values.map(list).joined(separator: ", ") + "]" }
        var passed = pass == 0 && !reversed && !writesCut && eased == nil ? "" : ", \(pass), \(reversed ? 1 : 0)"
        if writesCut {
            passed += ", \(isCut ? CSSNumber.text(dropsFrom) : "null"), \(cut.map(CSSNumber.text) ?? "null")"
            if cut != nil { passed += ", \(list(unitScale)), \(list(unitOffset))" }
            if let heldAt { passed += ", \(CSSNumber.text(heldAt))" }
        }
        if let eased { passed += ", null, null, [], [], null, \(eased.scriptText)" }
        return "[\"paced\", \(CSSNumber.text(begin)), \(CSSNumber.text(span)), \(key), \(lists(constant)), \(lists(weight))\(passed)]"
    }

    /// The script's method that turns such slots into offsets for a start (as `offset(from:)`), and its
    /// call at the top of a replay; empty when no restart has such a keyframe.
    static func script(_ restarts: [CSSRestart], className K: String) -> (call: String, method: String) {
        guard restarts.contains(where: { $0.keyframes.contains { $0.paced != nil } }) else { return ("", "") }
        let call = "    keyframes = \(K).#paced(keyframes, start);\n"
        let method = """
              // An inner key of a paced track from `current` (`CSSRestartPaced`): its time is the distance travelled
              // to it over the whole travel, from the track's keys played from the start (constant + weight · start),
              // in its pass (backwards where the pass reverses). Where the track ends inside a pass (a group's cut),
              // the keyframes there hold the keys' line at their progress, keys past the cut are dropped, and the
              // keyframes are put in time order; elsewhere (a start within a microsecond of a key could place it
              // before a jump's ramp) offsets never go back.
              static #paced(keyframes, start) {
                let last = 0;
                const cuts = keyframes.some((k) => typeof k[0] !== "number" && (k[0][8] != null || k[0][9] != null));
                const placed = keyframes.map((k) => {
                  if (typeof k[0] === "number") { last = Math.max(last, k[0]); return [cuts ? k[0] : last, ...k.slice(1)]; }
                  const [, begin, span, key, c, w, pass = 0, reversed = 0, drop = null, at = null, scale = [], shift = [], held = null, eased = null] = k[0];
                  const keys = c.map((numbers, m) => numbers.map((x, i) => x + (w[m][i] && w[m][i] * start[i])));
                  const times = [0];
                  let total = 0;
                  for (let m = 1; m < keys.length; m++) {
                    const step = Math.hypot(...keys[m].map((x, i) => x - keys[m - 1][i]));
                    total += Number.isFinite(step) ? step : 0;
                    times.push(total);
                  }
                  const time = (m) => total > 0 ? times[m] / total : m / (keys.length - 1);
                  const t = at === null ? time(key) : at;
                  // Under an eased parent (`CSSEasedParent`) the share of the group's time is reached along its curve.
                  const share = begin + span * (pass + (reversed ? 1 - t : t));
                  const offset = held ?? (eased ? \(K).#reach(eased, share) : share);
                  if (at === null && drop !== null && offset >= drop) return null;
                  last = Math.max(last, offset);
                  if (at === null) return [cuts ? offset : last, ...k.slice(1)];
                  let m = 1;
                  while (m < keys.length - 1 && time(m) < at) m++;
                  const t0 = time(m - 1), t1 = time(m), f = t1 > t0 ? Math.min(1, Math.max(0, (at - t0) / (t1 - t0))) : 1;
                  const value = keys[m - 1].slice(0, scale.length).map((x, i) => (x + (keys[m][i] - x) * f) * scale[i] + shift[i]);
                  return [offset, value, value.map(() => 0), ...k.slice(3)];
                }).filter((k) => k !== null);
                const out = cuts ? placed.map((k, i) => [k, i]).sort((a, b) => a[0][0] - b[0][0] || a[1] - b[1]).map(([k]) => k) : placed;
                // A piece along an eased group's curve: the curve's piece between the offsets placed.
                return out.map((k, i) => Array.isArray(k[3]) && k[3][0] === "group"
                  ? [k[0], k[1], k[2], \(K).#groupPiece(k[3].slice(1), k[0], i + 1 < out.length ? out[i + 1][0] : k[0])] : k);
              }

              // A cubic Bézier from (0, 0) to (1, 1): a coordinate at parameter s, its slope, and the parameter
              // where the coordinate is v (it rises: x always, y here), by bisection to rounding.
              static #bezier(p1, p2, s) { const c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b; return ((a * s + b) * s + c) * s; }
              static #slope(p1, p2, s) { const c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b; return (3 * a * s + 2 * b) * s + c; }
              static #parameter(p1, p2, v) {
                if (!(v > 0)) return 0;
                if (v >= 1) return 1;
                let lo = 0, hi = 1;
                for (let i = 0; i < 200 && hi - lo > 1e-16; i++) {
                  const mid = (lo + hi) / 2;
                  if (mid <= lo || mid >= hi) break;
                  if (\(K).#bezier(p1, p2, mid) < v) lo = mid; else hi = mid;
                }
                return (lo + hi) / 2;
              }

              // The offset where an eased group ([x1, y1, x2, y2, begin, span]) reaches `share` of its time.
              static #reach([x1, y1, x2, y2, begin, span], share) {
                if (share <= 0) return begin;
                if (share >= 1) return begin + span;
                return begin + span * \(K).#bezier(x1, x2, \(K).#parameter(y1, y2, share));
              }

              // The easing of the group's curve between offsets a and b, renormalised: the curve's own piece there
              // (a cubic Bézier), or sampled evenly in its parameter where its x control points leave 0…1
              // (`CSSEasedParent.piece`).
              static #groupPiece([x1, y1, x2, y2, begin, span], a, b) {
                const at = (offset) => Math.min(1, Math.max(0, (offset - begin) / span));
                const pa = at(a), pb = at(b);
                if (!(pb > pa)) return "linear";
                const sa = \(K).#parameter(x1, x2, pa), sb = \(K).#parameter(x1, x2, pb);
                const xa = \(K).#bezier(x1, x2, sa), xb = \(K).#bezier(x1, x2, sb), ya = \(K).#bezier(y1, y2, sa), yb = \(K).#bezier(y1, y2, sb);
                const h = (sb - sa) / 3, dx = xb - xa, dy = yb - ya;
                if (!(dx > 0) || dy === 0) return "linear";
                const c = [h * \(K).#slope(x1, x2, sa) / dx, h * \(K).#slope(y1, y2, sa) / dy,
                  1 - h * \(K).#slope(x1, x2, sb) / dx, 1 - h * \(K).#slope(y1, y2, sb) / dy];
                if (c[0] >= 0 && c[0] <= 1 && c[2] >= 0 && c[2] <= 1 && c.every(Number.isFinite)) return `cubic-bezier(${c.join(", ")})`;
                const n = \(CSSEasedParent.pieceSamples), stops = [];
                for (let i = 0; i <= n; i++) {
                  const p = sa + (sb - sa) * i / n;
                  const x = i === 0 ? 0 : i === n ? 1 : (\(K).#bezier(x1, x2, p) - xa) / dx, y = i === 0 ? 0 : i === n ? 1 : (\(K).#bezier(y1, y2, p) - ya) / dy;
                  stops.push(`${y} ${100 * x}%`);
                }
                return `linear(${stops.join(", ")})`;
              }


            """
        return (call, method)
    }
}

extension CSSRestart.Keyframe {
    /// The keyframe's offset from `start` (one that moves with the start: `CSSRestartPaced`).
    func offset(from start: [Double]) -> Double { paced?.offset(from: start) ?? offset }
}

extension CSSRestartFit {
    /// The inner keys of every `paced` track from `current` on the channel in straight groups, played from
    /// `start`, pass by pass, that fall before the track is clipped; empty when there is none.
    func pacedKnots(from start: MotionFrame) -> [CSSRestartPaced.Knot] {
        let tracks = entry.playback.timeline.tracks
        guard tracks.contains(where: { isPacedFromCurrent($0) }) else { return [] }
        let played = entry.playback.timeline.starting(from: start).tracks
        let placements = CSSTrackPlacement.placements(of: entry.playback.root, tracks: played)
        var out: [CSSRestartPaced.Knot] = []
        for (index, track) in played.enumerated() where index < placements.count && isPacedFromCurrent(track) {
            let placement = placements[index]
            let keys = track.keyframes.values.compactMap(Self.numbers)
            let d = placement.duration
            let eased = placement.groupsStraight ? nil : placement.easedParent
            guard placement.groupsStraight || eased != nil, d > 0, keys.count == track.keyframes.values.count,
                  keys.allSatisfy({ $0.count <= 2 || ($0.count == 4 && channel.readsColourWithoutAlpha) }) else { continue }
            // Under an eased parent, in the group's local time; a pass its end cuts is left to the state.
            var begin = placement.begin, end = placement.end
            if let eased {
                begin = track.timing.begin
                end = min(eased.duration, begin + track.timing.activeDuration)
                let passes = (end - begin) / d
                guard abs(passes - passes.rounded()) <= 1e-9 else { continue }
            }
            var pass = 0
            while begin + d * Double(pass) < end, pass < Self.passLimit {
                let reversed = track.timing.autoreverses && pass % 2 == 1
                // Every inner key of a pass the track reaches, past its cut too: a cut inside the pass is told by it.
                for key in 1..<(keys.count - 1) {
                    let t = track.keyframes.keyTimes[key]
                    let local = begin + d * (Double(pass) + (reversed ? 1 - t : t))
                    out.append(.init(track: index, key: key, pass: pass, reversed: reversed, time: eased?.time(atLocal: local) ?? local,
                                     begin: begin, duration: d, end: end, keys: keys, eased: eased))
                }
                pass += 1
            }
        }
        return out
    }

    /// The paced `current` tracks of the channel whose groups are neither straight nor one eased parent (a
    /// `steps` group, one that repeats or reverses), played from `start`: their keys. Such a group shows the
    /// track at progresses the start does not move, and the value there is the keys' line (`sampledCut`).
    func pacedSampledTracks(from start: MotionFrame) -> [CSSRestartPaced.SampledTrack] {
        let tracks = entry.playback.timeline.tracks
        guard tracks.contains(where: { isPacedFromCurrent($0) }) else { return [] }
        let played = entry.playback.timeline.starting(from: start).tracks
        let placements = CSSTrackPlacement.placements(of: entry.playback.root, tracks: played)
        return played.indices.compactMap { index in
            guard index < placements.count, isPacedFromCurrent(played[index]),
                  !placements[index].groupsStraight, placements[index].easedParent == nil else { return nil }
            let keys = played[index].keyframes.values.compactMap(Self.numbers)
            guard keys.count == played[index].keyframes.values.count,
                  keys.allSatisfy({ $0.count <= 2 || ($0.count == 4 && channel.readsColourWithoutAlpha) }) else { return nil }
            return CSSRestartPaced.SampledTrack(track: index, keys: keys)
        }
    }

    /// The keyframe at `time` (seconds) where a paced `current` track of the pair's is shown by its groups at
    /// a progress the start does not move (`pacedSampledTracks`, finding 73): held at its time, its value the
    /// keys' line at that progress from the start (a cut, `CSSRestartPaced.cut`). The last such track in effect
    /// then, as later tracks win; nil where none is.
    func sampledCut(at time: Double, pair: CSSRestartPair) -> CSSRestartPaced? {
        let duration = entry.playback.duration
        guard duration > 0 else { return nil }
        for (h, l) in zip(pair.pacedSampled.high, pair.pacedSampled.low).reversed() where h.track == l.track {
            guard let progress = entry.playback.timeline.progress(ofTrack: h.track, at: time),
                  let (constant, weight) = CSSRestartPaced.affineKeys(h.keys, l.keys, pair: pair) else { continue }
            var cut = CSSRestartPaced(begin: 0, span: 0, key: -1, constant: constant, weight: weight)
            cut.cut = min(1, max(0, progress))
            cut.heldAt = time / duration
            return cut
        }
        return nil
    }

    /// The most passes whose keys are placed (a track repeating thousands of times is left to its state).
    static let passLimit = 64

    private func isPacedFromCurrent(_ track: MotionTrack) -> Bool {
        track.node == node && track.startsFromCurrent && track.keyframes.mode == .paced && track.keyframes.values.count > 2
            && channel.properties.contains(track.property)
    }
}

extension CSSRestart {
    /// `keyframes` as the script plays them from `start`, each with its offset and values for that start
    /// (its constant; weight 0): each number constant + weight · start; a paced key placed from the start;
    /// where a paced track is cut inside a pass, a cut's keyframes on the keys' line, the keys past the cut
    /// dropped and the keyframes put in time order (`CSSRestartPaced.script`).
    static func played(_ keyframes: [Keyframe], from start: [Double]) -> [Keyframe] {
        var out = keyframes
        if keyframes.contains(where: { $0.paced?.writesCut == true }) {
            out = keyframes.filter { !($0.paced?.isPastCut(from: start) ?? false) }.enumerated()
                .sorted { ($0.element.offset(from: start), $0.offset) < ($1.element.offset(from: start), $1.offset) }.map(\.element)
        }
        var played = out.map { k in
            var k = k
            let values = k.paced?.values(from: start) ?? k.constant.indices.map { k.constant[$0] + k.weight[$0] * start[$0] }
            k.offset = k.offset(from: start)
            k.constant = values
            k.weight = values.map { _ in 0 }
            k.paced = nil
            return k
        }
        // A piece along an eased group's curve: the curve's piece between the offsets placed.
        for i in played.indices {
            guard let group = played[i].group else { continue }
            played[i].easing = i + 1 < played.count ? group.easing(from: played[i].offset, to: played[i + 1].offset) : .linear
            played[i].group = nil
        }
        return played
    }
}
