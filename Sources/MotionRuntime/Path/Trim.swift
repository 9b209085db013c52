extension MotionPath {
    /// The part of the path between fractions `start` and `end` of its arc length, shifted by
    /// `offset`, with Core Animation's stroke policy and Lottie's offset:
    ///
    /// - `start` and `end` are clamped to 0…1; nothing is drawn when start ≥ end.
    /// - `offset` (Lottie's `o`, here as a fraction of the path: 1 is a whole turn) moves both ends
    ///   along the path, wrapping around its end: a piece that crosses the end continues from the
    ///   start (joined into one subpath when the path is a single closed subpath).
    ///
    /// The result is exact: cubics split by de Casteljau at parameters found by inverting the arc
    /// length, never flattened.
    public func trimmed(start: Double, end: Double, offset: Double = 0) -> MotionPath {
        let s = clampUnit(start), e = clampUnit(end)
        guard s < e else { return MotionPath() }
        var shift = offset.isFinite ? offset - offset.rounded(.down) : 0
        if shift >= 1 { shift = 0 }
        if s == 0, e == 1, shift == 0 { return self }
        let a = s + shift, b = e + shift
        let total = length
        guard total > 0 else { return MotionPath() }
        if b <= 1 { return pieces(from: a * total, to: b * total) }
        if a >= 1 { return pieces(from: (a - 1) * total, to: (b - 1) * total) }
        let tail = pieces(from: a * total, to: total), head = pieces(from: 0, to: (b - 1) * total)
        if subpaths.count == 1, subpaths[0].isClosed,
           let last = tail.subpaths.last, let first = head.subpaths.first {
            // Across the seam of a closed path the stroke is one continuous piece.
            let joined = MotionSubpath(start: last.start, cubics: last.cubics + first.cubics, isClosed: false)
            return MotionPath(tail.subpaths.dropLast() + [joined] + head.subpaths.dropFirst())
        }
        return MotionPath(tail.subpaths + head.subpaths)
    }

    /// The pieces between arc lengths `from` and `to` (from < to), one open subpath per subpath
    /// they touch.
    func pieces(from: Double, to: Double) -> MotionPath {
        var result: [MotionSubpath] = []
        var travelled = 0.0
        for subpath in subpaths {
            var piece: [MotionCubic] = []
            for cubic in subpath.cubics {
                let length = cubic.length
                let lo = max(from, travelled), hi = min(to, travelled + length)
                if hi > lo, length > 0 {
                    let t0 = lo <= travelled ? 0 : cubic.parameter(atLength: lo - travelled, totalLength: length)
                    let t1 = hi >= travelled + length ? 1 : cubic.parameter(atLength: hi - travelled, totalLength: length)
                    if t1 > t0 { piece.append(cubic.subcurve(from: t0, to: t1)) }
                }
                travelled += length
            }
            if !piece.isEmpty {
                let whole = piece.count == subpath.cubics.count && from <= travelled - subpathLength(subpath)
                    && to >= travelled
                result.append(MotionSubpath(start: piece[0].p0, cubics: piece, isClosed: whole && subpath.isClosed))
            }
        }
        return MotionPath(result)
    }

    private func subpathLength(_ subpath: MotionSubpath) -> Double {
        subpath.cubics.reduce(0) { $0 + $1.length }
    }
}
