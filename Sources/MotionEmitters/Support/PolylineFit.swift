/// The fewest straight pieces through a curve's samples: greedily from the first sample, each piece
/// runs to the farthest sample such that every sample it skips lies within `tolerance` of it. The
/// samples are the curve's exact values, so a piece is within `tolerance` of the curve at each of them;
/// between two samples the error adds what the dense polyline itself misses there, which the callers
/// bound (and then measure the result against the runtime).
enum PolylineFit {
    /// The shares of a tolerance a fit tries in turn: the dense samples lie within an eighth of it of
    /// the curve, so ¾ leaves room for rounding; the tighter ones are for when a measurement fails.
    static let shares = [0.75, 0.5, 0.25]

    /// The most dense samples `halved` makes of one curve unless told otherwise.
    static let denseLimit = 20_000

    /// The samples of a curve of `dimension` coordinates: sample k lies at `x[k]` (ascending); a piece
    /// ending on it passes through `knots[k·dimension + c]` in coordinate c (the sample's own value,
    /// or its projection where a piece may only move along one line), and must pass within the
    /// tolerance of `targets[k·dimension + c]` where it skips the sample.
    struct Samples {
        var x: [Double]
        var knots: [Double]
        var targets: [Double]
        var dimension: Int

        var count: Int { x.count }

        /// Samples whose pieces pass through their own values.
        init(x: [Double], values: [Double], dimension: Int) {
            self.init(x: x, knots: values, targets: values, dimension: dimension)
        }

        init(x: [Double], knots: [Double], targets: [Double], dimension: Int) {
            self.x = x
            self.knots = knots
            self.targets = targets
            self.dimension = max(dimension, 1)
        }
    }

    /// Indices of the samples kept, the first and last always among them: the same greedy choice as
    /// testing every skipped sample with `miss(i, j, k)` (how far sample k lies from the straight piece
    /// from sample i to sample j, i < k < j, in the tolerance's units), in time linear in the samples.
    ///
    /// From sample i the pieces that skip samples i+1 … j−1 within the tolerance are those whose slope
    /// in each coordinate lies inside a cone, narrowed by each sample skipped; growing j narrows it by
    /// one sample. The cone is kept twice, narrowed and widened by a margin far above the rounding of
    /// `miss`: a slope inside the narrow one fits whatever `miss` rounds, one outside the wide one
    /// fails; only between the two (a piece within rounding of the tolerance) is `miss` asked, so the
    /// choice is exactly the one `miss` makes.
    static func kept(_ samples: Samples, tolerance: Double, miss: (Int, Int, Int) -> Double) -> [Int] {
        let count = samples.count
        guard count > 2 else { return Array(0..<count) }
        let d = samples.dimension
        let margins = (0..<d).map { c in margin(samples, coordinate: c, tolerance: tolerance) }
        // Per coordinate: the narrow cone [lowInner, highInner] and the wide one [lowOuter, highOuter].
        var lowInner = [Double](repeating: 0, count: d), highInner = lowInner
        var lowOuter = lowInner, highOuter = lowInner
        var out = [0]
        var i = 0
        while i < count - 1 {
            for c in 0..<d {
                lowInner[c] = -.infinity; lowOuter[c] = -.infinity
                highInner[c] = .infinity; highOuter[c] = .infinity
            }
            // Set when the cone cannot be trusted (a repeated position, a number that is not finite):
            // from then on this piece is tested sample by sample.
            var exactOnly = !margins.allSatisfy(\.isFinite)
            var j = i + 1
            while j + 1 < count {
                // Narrow the cone by sample j, which the piece to j + 1 skips.
                let w = samples.x[j] - samples.x[i]
                if !exactOnly {
                    if w > 0, w.isFinite {
                        for c in 0..<d {
                            let base = samples.knots[i * d + c], target = samples.targets[j * d + c], m = margins[c]
                            let below = target - tolerance - base, above = target + tolerance - base
                            lowInner[c] = max(lowInner[c], (below + m) / w)
                            lowOuter[c] = max(lowOuter[c], (below - m) / w)
                            highInner[c] = min(highInner[c], (above - m) / w)
                            highOuter[c] = min(highOuter[c], (above + m) / w)
                            if !(below.isFinite && above.isFinite) { exactOnly = true }
                        }
                    } else {
                        exactOnly = true
                    }
                }
                let fitsNext: Bool
                if exactOnly {
                    fitsNext = fits(i, j + 1, tolerance, miss)
                } else if case let span = samples.x[j + 1] - samples.x[i], span > 0 {
                    var inside = true, outside = false
                    for c in 0..<d {
                        let slope = (samples.knots[(j + 1) * d + c] - samples.knots[i * d + c]) / span
                        if !(slope >= lowInner[c] && slope <= highInner[c]) { inside = false }
                        if slope < lowOuter[c] || slope > highOuter[c] { outside = true }
                    }
                    fitsNext = inside ? true : outside ? false : fits(i, j + 1, tolerance, miss)
                } else {
                    fitsNext = fits(i, j + 1, tolerance, miss)
                }
                guard fitsNext else { break }
                j += 1
            }
            out.append(j)
            i = j
        }
        return out
    }

    /// A bound on how far the rounding of a miss (a difference of values of this size) can go, with
    /// room to spare: a millionth of a millionth of the largest magnitude involved.
    private static func margin(_ samples: Samples, coordinate c: Int, tolerance: Double) -> Double {
        var largest = abs(tolerance)
        let d = samples.dimension
        for k in 0..<samples.count {
            largest = max(largest, abs(samples.knots[k * d + c]), abs(samples.targets[k * d + c]))
        }
        return largest.isFinite ? 1e-12 * largest : .infinity
    }

    private static func fits(_ i: Int, _ j: Int, _ tolerance: Double, _ miss: (Int, Int, Int) -> Double) -> Bool {
        for k in (i + 1)..<j where !(miss(i, j, k) <= tolerance) { return false }
        return true
    }

    /// Dense samples of a curve from `start` to `end`: an interval is halved (its middle sampled with
    /// `value`) while `splits` says its straight line strays too far, until it is narrower than 2⁻²⁴ or
    /// there are `limit` samples. In order of x; `converged` is false when an interval that strays was
    /// kept for one of those limits. Linear in the samples made.
    static func halved<Value>(from start: (x: Double, y: Value), to end: (x: Double, y: Value), limit: Int = denseLimit,
                              value: (Double) -> Value,
                              splits: ((x: Double, y: Value), (x: Double, y: Value)) -> Bool) -> (points: [(x: Double, y: Value)], converged: Bool) {
        var out = [start]
        // The right ends of the intervals still to look at, nearest last.
        var pending = [end]
        var converged = true
        while let right = pending.last, let left = out.last {
            if splits(left, right) {
                if right.x - left.x > 1.0 / 16_777_216, out.count + pending.count < limit {
                    let x = (left.x + right.x) / 2
                    pending.append((x, value(x)))
                    continue
                }
                converged = false
            }
            out.append(pending.removeLast())
        }
        return (out, converged)
    }

    /// `value` rounded to a multiple of the power of ten at or below `quantum` (short text in the
    /// output; the callers measure the error after rounding).
    static func rounded(_ value: Double, quantum: Double) -> Double {
        guard quantum > 0, quantum.isFinite else { return value }
        var step = 1.0
        var scale = 1.0
        while step > quantum, scale < 1e12 { step /= 10; scale *= 10 }
        let r = (value * scale).rounded() / scale
        return r.isFinite ? r : value
    }
}
