import MotionRuntime

/// A restart's keyframe whose time moves with the start (`backends.md` finding 61): an inner key of a
/// `paced` track from `current`. Paced key times are the distance travelled up to each key over the
/// whole travel, and the first key is the start, so every inner key time depends on it; the values
/// there do not (they are the track's own keys). The keyframe carries the track's keys as constant +
/// weight · start and where the track lies in the transition, and the script works the key time out
/// from the start it read by the runtime's rule (`KeyTimes.paced`), which places the keyframe exactly.
/// Only for a track whose groups are straight in the transition's time (`CSSTrackPlacement.groupsStraight`):
/// its own repeats and autoreverse are passes one after another, each key once per pass (backwards in a
/// pass that reverses, finding 63); and whose value has the channel's numbers (a colour's distance
/// counts its alpha, which its rgb channel does not read).
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
    /// Where the track ends (clipped by its groups), as a fraction of the transition: a pass ends there.
    var limit = Double.infinity
    /// Each key's numbers (the runtime's units: the distance is measured in them) as constant + weight ·
    /// start, number by number.
    var constant: [[Double]]
    var weight: [[Double]]

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
    }

    /// The keyframe's offset (fraction of the transition) from `start`, the channel's numbers.
    func offset(from start: [Double]) -> Double {
        let keys = constant.indices.map { m in constant[m].indices.map { constant[m][$0] + weight[m][$0] * start[$0] } }
        let t = Self.keyTime(key, of: keys)
        return begin + span * (Double(pass) + (reversed ? 1 - t : t))
    }

    /// The runtime's paced key time of key `key` (`KeyTimes.paced`): cumulative distance over the total,
    /// evenly spaced when nothing moves.
    static func keyTime(_ key: Int, of keys: [[Double]]) -> Double {
        var total = 0.0, upToKey = 0.0
        for m in 1..<keys.count {
            let step = keys[m].count == 1 ? abs(keys[m][0] - keys[m - 1][0])
                : MotionPoint(keys[m - 1][0], keys[m - 1][1]).distance(to: MotionPoint(keys[m][0], keys[m][1]))
            total += step.isFinite ? step : 0
            if m == key { upToKey = total }
        }
        return total > 0 ? upToKey / total : Double(key) / Double(keys.count - 1)
    }

    /// The keyframe that is the same key of the same track from both starts (`high` at `highTime`,
    /// `low` at `lowTime`, in seconds of a transition lasting `duration`), when each number of each key
    /// is affine in the channel's start.
    static func paired(highTime: Double, lowTime: Double, duration: Double, high: [Knot], low: [Knot],
                       pair: CSSRestartPair) -> CSSRestartPaced? {
        guard duration > 0,
              let h = high.first(where: { abs($0.time - highTime) <= 1e-9 }),
              let l = low.first(where: { $0.track == h.track && $0.key == h.key && $0.pass == h.pass && abs($0.time - lowTime) <= 1e-9 }),
              h.keys.count == l.keys.count, abs(h.begin - l.begin) <= 1e-12, abs(h.duration - l.duration) <= 1e-12 else { return nil }
        var constant: [[Double]] = [], weight: [[Double]] = []
        for (kh, kl) in zip(h.keys, l.keys) {
            guard kh.count == pair.startHigh.count, kl.count == pair.startLow.count else { return nil }
            let w = kh.indices.map { (kh[$0] - kl[$0]) / (pair.startHigh[$0] - pair.startLow[$0]) }
            guard w.allSatisfy(\.isFinite) else { return nil }
            weight.append(w)
            constant.append(kh.indices.map { kh[$0] - w[$0] * pair.startHigh[$0] })
        }
        return CSSRestartPaced(begin: h.begin / duration, span: h.duration / duration, key: h.key, pass: h.pass, reversed: h.reversed,
                               limit: h.end / duration, constant: constant, weight: weight)
    }

    /// True when no keyframe of a fixed time lies inside a paced track's keys (between its begin and its
    /// end, past the microsecond of a jump at either: `CSSChannelFit.jumpWidth`): the moving keys then
    /// keep their order with the others from every start (the script's keyframes must not go back in time).
    static func keepsOrder(_ keyframes: [CSSRestart.Keyframe], duration: Double) -> Bool {
        let edge = 3 * CSSChannelFit.jumpWidth / duration
        let spans = keyframes.compactMap(\.paced).map {
            ($0.begin + $0.span * Double($0.pass), min($0.begin + $0.span * Double($0.pass + 1), $0.limit))
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
            knots.contains { piece.0 >= $0.begin - 1e-9 && piece.1 <= $0.end + 1e-9 }
        }
        return within(high, pair.pacedKnots.high) && within(low, pair.pacedKnots.low)
    }

    /// The offset slot of a restart's keyframe in the script: `["paced", begin, span, key, constants, weights]`,
    /// then the pass and 1 where it plays backwards, when it is not the first pass forwards.
    var scriptText: String {
        func list(_ values: [Double]) -> String { "[" + values.map(CSSNumber.text).joined(separator: ", ") + "]" }
        func lists(_ values: [[Double]]) -> String { "[" + values.map(list).joined(separator: ", ") + "]" }
        let passed = pass == 0 && !reversed ? "" : ", \(pass), \(reversed ? 1 : 0)"
        return "[\"paced\", \(CSSNumber.text(begin)), \(CSSNumber.text(span)), \(key), \(lists(constant)), \(lists(weight))\(passed)]"
    }

    /// The script's method that turns such slots into offsets for a start (as `offset(from:)`), and its
    /// call at the top of a replay; empty when no restart has such a keyframe.
    static func script(_ restarts: [CSSRestart], className K: String) -> (call: String, method: String) {
        guard restarts.contains(where: { $0.keyframes.contains { $0.paced != nil } }) else { return ("", "") }
        let call = "    keyframes = \(K).#paced(keyframes, start);\n"
        let method = """
              // An inner key of a paced track from `current` (`CSSRestartPaced`): its time is the distance travelled
              // to it over the whole travel, from the track's keys played from the start (constant + weight · start).
              // (A start within a microsecond of a key could place it before a jump's ramp: offsets never go back.)
              static #paced(keyframes, start) {
                let last = 0;
                return keyframes.map((k) => {
                  if (typeof k[0] === "number") { last = Math.max(last, k[0]); return [last, ...k.slice(1)]; }
                  const [, begin, span, key, c, w, pass = 0, reversed = 0] = k[0];
                  const keys = c.map((numbers, m) => numbers.map((x, i) => x + w[m][i] * start[i]));
                  let total = 0, upToKey = 0;
                  for (let m = 1; m < keys.length; m++) {
                    const step = Math.hypot(...keys[m].map((x, i) => x - keys[m - 1][i]));
                    total += Number.isFinite(step) ? step : 0;
                    if (m === key) upToKey = total;
                  }
                  const t = total > 0 ? upToKey / total : key / (keys.length - 1);
                  last = Math.max(last, begin + span * (pass + (reversed ? 1 - t : t)));
                  return [last, ...k.slice(1)];
                });
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
            guard placement.groupsStraight, d > 0, keys.count == track.keyframes.values.count, keys.allSatisfy({ $0.count <= 2 }) else { continue }
            var pass = 0
            while placement.begin + d * Double(pass) < placement.end, pass < Self.passLimit {
                let reversed = track.timing.autoreverses && pass % 2 == 1
                for key in 1..<(keys.count - 1) {
                    let t = track.keyframes.keyTimes[key]
                    let time = placement.begin + d * (Double(pass) + (reversed ? 1 - t : t))
                    guard time < placement.end else { continue }
                    out.append(.init(track: index, key: key, pass: pass, reversed: reversed, time: time, begin: placement.begin,
                                     duration: d, end: placement.end, keys: keys))
                }
                pass += 1
            }
        }
        return out
    }

    /// The most passes whose keys are placed (a track repeating thousands of times is left to its state).
    static let passLimit = 64

    private func isPacedFromCurrent(_ track: MotionTrack) -> Bool {
        track.node == node && track.startsFromCurrent && track.keyframes.mode == .paced && track.keyframes.values.count > 2
            && channel.properties.contains(track.property)
    }
}
