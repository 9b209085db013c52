extension MotionPath {
    /// Dashes drawn on one path at most: past this many the rest of the path is left undashed
    /// (solid), so a pattern far finer than the path cannot make a frame take unbounded time. The
    /// compiler refuses patterns that could reach it (MS2085).
    public static let maximumDashCount = 10_000

    /// The dashes of the path: `pattern` alternates lengths drawn and skipped (Core Animation's
    /// `lineDashPattern`, SVG's `stroke-dasharray`: an odd count is repeated to make it even), starting
    /// `phase` into the pattern (`lineDashPhase`, `stroke-dashoffset`; negative phases wrap).
    ///
    /// - The pattern restarts at the start of every subpath, with the same phase (as Core Graphics,
    ///   SVG and Skia dash).
    /// - A dash never continues across a closed subpath's start: the last dash ends there.
    /// - A dash of length 0 is a subpath holding one point (round and square caps draw it as a dot).
    /// - An empty pattern, or one whose lengths sum to 0 or are not finite and not negative, leaves the
    ///   path as it is (a solid stroke).
    ///
    /// Applied to a trimmed path (`MotionScene.strokedPath`), the pattern runs along the visible part:
    /// its first dash starts at the trim's start.
    public func dashed(pattern: [Double], phase: Double) -> MotionPath {
        guard let dashes = Self.dashLengths(pattern), phase.isFinite else { return self }
        let period = dashes.reduce(0, +)
        var shift = phase.truncatingRemainder(dividingBy: period)
        if shift < 0 { shift += period }
        var result: [MotionSubpath] = []
        var budget = Self.maximumDashCount
        for subpath in subpaths {
            let walker = DashWalker(subpath: subpath)
            let slack = 1e-9 * max(walker.total, 1)
            var at = -shift, index = 0
            while at <= walker.total + slack, budget > 0 {
                let length = dashes[index]
                // A dash touching the path only at an end draws nothing there; a dot (length 0) on it does.
                // Lengths are measured numerically: an end within `slack` of a dash's is the same point.
                let touches = length == 0 ? at >= -slack : at + length > slack && at < walker.total - slack
                if index % 2 == 0, touches {
                    result.append(walker.piece(from: max(at, 0), to: min(at + length, walker.total)))
                    budget -= 1
                }
                at += length
                index = (index + 1) % dashes.count
            }
            if budget == 0, at < walker.total { result.append(walker.piece(from: max(at, 0), to: walker.total)) }
        }
        return MotionPath(result)
    }

    /// The pattern as dashing reads it: its lengths twice when their count is odd; nil when it draws
    /// a solid line (empty, a length negative or not finite, or nothing but zeros).
    static func dashLengths(_ pattern: [Double]) -> [Double]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let sum = pattern.reduce(0, +)
        guard sum > 0, sum.isFinite else { return nil }
        return pattern.count % 2 == 0 ? pattern : pattern + pattern
    }
}

/// Walks one subpath by arc length to cut pieces from it, its cubics' lengths measured once.
private struct DashWalker {
    let subpath: MotionSubpath
    let lengths: [Double]
    let total: Double

    init(subpath: MotionSubpath) {
        self.subpath = subpath
        lengths = subpath.cubics.map(\.length)
        total = lengths.reduce(0, +)
    }

    /// The open piece between arc lengths `from` and `to` (a single point when they are equal).
    func piece(from: Double, to: Double) -> MotionSubpath {
        var cubics: [MotionCubic] = []
        var travelled = 0.0
        for (cubic, length) in zip(subpath.cubics, lengths) {
            defer { travelled += length }
            let lo = max(from, travelled), hi = min(to, travelled + length)
            guard hi > lo, length > 0 else { continue }
            let t0 = lo <= travelled ? 0 : cubic.parameter(atLength: lo - travelled, totalLength: length)
            let t1 = hi >= travelled + length ? 1 : cubic.parameter(atLength: hi - travelled, totalLength: length)
            if t1 > t0 { cubics.append(cubic.subcurve(from: t0, to: t1)) }
        }
        if let first = cubics.first { return MotionSubpath(start: first.p0, cubics: cubics, isClosed: false) }
        let point = self.point(atLength: from)
        return MotionSubpath(start: point, cubics: [MotionCubic(point, point, point, point)], isClosed: false)
    }

    private func point(atLength distance: Double) -> MotionPoint {
        var travelled = 0.0
        for (cubic, length) in zip(subpath.cubics, lengths) {
            if distance <= travelled + length, length > 0 {
                return cubic.point(at: cubic.parameter(atLength: distance - travelled, totalLength: length))
            }
            travelled += length
        }
        return subpath.end
    }
}
