/// A progress curve p(x), x in 0…1, as CSS `linear()` points: the fewest points within `tolerance`
/// of p (a fraction of the distance the value travels). Dense points first (an interval halved while
/// the straight line misses p at its quarter points by more than an eighth of the tolerance), then
/// `PolylineFit` keeps the fewest within ¾ of it, then the points are rounded (x to a millionth,
/// y to a power of ten at most a sixteenth of the tolerance) so the text stays short. The result is
/// measured against p at eight times per dense interval; when it breaks the tolerance the unrounded
/// points are tried, then fewer skipped (within ½, then ¼ of the tolerance).
enum CSSLinearFit {
    struct Fit {
        var points: [(x: Double, y: Double)]
        /// The largest difference from p, measured.
        var error: Double
    }

    static func fit(tolerance: Double, _ p: (Double) -> Double) -> Fit {
        let dense = PolylineFit.halved(from: (0, p(0)), to: (1, p(1)), value: p) { a, b in
            var worst = 0.0
            for q in [0.25, 0.5, 0.75] {
                let x = a.x + (b.x - a.x) * q
                worst = max(worst, abs(p(x) - (a.y + (b.y - a.y) * q)))
            }
            return worst > tolerance / 8
        }.points
        // The fewest points within ¾ of the tolerance of the dense ones, rounded; tighter while the
        // measured error breaks the tolerance.
        var best = Fit(points: dense, error: error(of: dense, against: dense, p))
        let samples = PolylineFit.Samples(x: dense.map(\.x), values: dense.map(\.y), dimension: 1)
        for share in PolylineFit.shares {
            let kept = PolylineFit.kept(samples, tolerance: tolerance * share) { i, j, k in
                let a = dense[i], b = dense[j], c = dense[k]
                return abs(c.y - (a.y + (b.y - a.y) * (c.x - a.x) / (b.x - a.x)))
            }.map { dense[$0] }
            let rounded = kept.enumerated().map { k, point in
                (x: k == 0 || k == kept.count - 1 ? point.x : PolylineFit.rounded(point.x, quantum: 1e-6),
                 y: PolylineFit.rounded(point.y, quantum: tolerance / 16))
            }
            let roundedError = error(of: rounded, against: dense, p)
            if roundedError <= tolerance { return Fit(points: rounded, error: roundedError) }
            let keptError = error(of: kept, against: dense, p)
            if keptError <= tolerance { return Fit(points: kept, error: keptError) }
            if keptError < best.error { best = Fit(points: kept, error: keptError) }
        }
        return best
    }

    /// The largest difference between the points (as Chromium interpolates them) and p, at each dense
    /// point and seven times between each two.
    static func error(of points: [(x: Double, y: Double)], against dense: [(x: Double, y: Double)], _ p: (Double) -> Double) -> Double {
        var largest = 0.0
        var segment = 1
        func line(_ x: Double) -> Double {
            while segment < points.count - 1, points[segment].x < x { segment += 1 }
            let a = points[segment - 1], b = points[segment]
            return b.x > a.x ? a.y + (b.y - a.y) * (min(max(x, a.x), b.x) - a.x) / (b.x - a.x) : b.y
        }
        for (a, b) in zip(dense, dense.dropFirst()) {
            for k in 0..<8 {
                let x = a.x + (b.x - a.x) * Double(k) / 8
                largest = max(largest, abs(p(x) - line(x)))
            }
        }
        largest = max(largest, abs(p(1) - line(1)))
        return largest
    }
}
