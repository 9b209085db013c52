import MotionRuntime

/// A track's parent group that eases its children's time by a cubic Bézier reaching each share of the
/// group's time once (no overshoot: y1 and y2 in 0…1), playing once and forwards, inside groups that are
/// all straight (`CSSTrackPlacement.groupsStraight`). A time in the group's local time is then seen at one
/// transition time, found as the breakpoints find it (`CSSGroupTimes.progresses`): where a `paced` track
/// from `current` reaches an inner key, whose share of the track moves with the start (`CSSRestartPaced`),
/// and, between two such times, the piece of the group's curve the value follows.
struct CSSEasedParent: Hashable, Sendable {
    var curve: MotionCubicBezier
    /// Where the group begins in the transition (seconds), and its duration.
    var begin: Double
    var duration: Double

    /// The parent of a track inside `groups` (outermost first) that begins at `begin` seconds in the
    /// transition, when it is such a group.
    init?(_ groups: [MotionTrackGroup], begin: Double) {
        guard let parent = groups.last, let curve = parent.easedOnce,
              groups.dropLast().allSatisfy({ $0.timingFunction == .linear && $0.timing.repeatCount <= 1 && !$0.timing.autoreverses })
        else { return nil }
        self.curve = curve
        self.begin = begin
        self.duration = parent.timing.duration
    }

    /// The transition time (seconds) at which the group's children see local time `local` (0…duration).
    func time(atLocal local: Double) -> Double {
        begin + duration * progress(reaching: local / duration)
    }

    /// The group's progress (0…1) at which its curve reaches `share` of its time.
    func progress(reaching share: Double) -> Double {
        if share <= 0 { return 0 }
        if share >= 1 { return 1 }
        return CSSGroupTimes.progresses(of: .cubicBezier(curve), duration: duration, reaching: share).first ?? share
    }

    /// The easing of the piece of the group's curve between group progresses `a` and `b` (0 ≤ a < b ≤ 1),
    /// renormalised: the part of the curve between the two parameters it has there, itself a cubic Bézier.
    /// Where that piece's x control points leave 0…1 (CSS refuses them) or it does not rise, sampled.
    static func piece(of curve: MotionCubicBezier, from a: Double, to b: Double) -> CSSEasing {
        let sa = curve.solve(x: a), sb = curve.solve(x: b)
        let ya = Self.coordinate(sa, curve.y1, curve.y2), yb = Self.coordinate(sb, curve.y1, curve.y2)
        let xa = Self.coordinate(sa, curve.x1, curve.x2), xb = Self.coordinate(sb, curve.x1, curve.x2)
        let h = (sb - sa) / 3
        let dx = xb - xa, dy = yb - ya
        guard dx > 0, dy != 0 else { return .linear }
        let x1 = h * Self.derivative(sa, curve.x1, curve.x2) / dx
        let y1 = h * Self.derivative(sa, curve.y1, curve.y2) / dy
        let x2 = 1 - h * Self.derivative(sb, curve.x1, curve.x2) / dx
        let y2 = 1 - h * Self.derivative(sb, curve.y1, curve.y2) / dy
        if (0...1).contains(x1), (0...1).contains(x2), [x1, y1, x2, y2].allSatisfy(\.isFinite) { return .cubicBezier(x1, y1, x2, y2) }
        // Evenly in the curve's parameter, not in x: where the curve stands nearly upright (the reason its
        // piece has no cubic form) x barely moves while y does, and the points gather there.
        return .points((0...pieceSamples).map { i in
            let p = sa + (sb - sa) * Double(i) / Double(pieceSamples)
            let x = i == 0 ? 0 : i == pieceSamples ? 1 : (Self.coordinate(p, curve.x1, curve.x2) - xa) / dx
            return (x, i == 0 ? 0 : i == pieceSamples ? 1 : (Self.coordinate(p, curve.y1, curve.y2) - ya) / dy)
        })
    }

    /// One coordinate of a curve from 0 to 1 with control values `p1`, `p2` at parameter `s`, and its slope.
    private static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// Points of a sampled piece (`piece(of:from:to:)`), as the script samples it.
    static let pieceSamples = 128
}

/// An eased parent as a restart's keyframes use it (`CSSRestartPaced.eased`, `CSSRestart.Keyframe.group`):
/// offsets are fractions of the transition, which lasts `duration` seconds.
struct CSSRestartGroupPiece: Equatable {
    var group: CSSEasedParent
    var duration: Double

    init(_ group: CSSEasedParent, transition duration: Double) {
        self.group = group
        self.duration = duration
    }

    /// The offset at which the group's curve reaches `share` of its time.
    func offset(reaching share: Double) -> Double {
        duration > 0 ? group.time(atLocal: share * group.duration) / duration : 0
    }

    /// The easing of the piece of the group's curve from offset `a` to offset `b`.
    func easing(from a: Double, to b: Double) -> CSSEasing {
        let progress = { (offset: Double) in min(1, max(0, (offset * duration - group.begin) / group.duration)) }
        let pa = progress(a), pb = progress(b)
        guard pb > pa else { return .linear }
        return CSSEasedParent.piece(of: group.curve, from: pa, to: pb)
    }

    /// The script's slot: `[x1, y1, x2, y2, begin, span]`, the group's begin and duration as fractions of the transition.
    var scriptText: String {
        let c = group.curve
        return "[" + [c.x1, c.y1, c.x2, c.y2, group.begin / duration, group.duration / duration].map(CSSNumber.text).joined(separator: ", ") + "]"
    }
}
