/// The fewest straight pieces through a curve's samples: greedily from the first sample, each piece
/// runs to the farthest sample such that every sample it skips lies within `tolerance` of it. The
/// samples are the curve's exact values, so a piece is within `tolerance` of the curve at each of them;
/// between two samples the error adds what the dense polyline itself misses there, which the callers
/// bound (and then measure the result against the runtime).
enum PolylineFit {
    /// The shares of a tolerance a fit tries in turn: the dense samples lie within an eighth of it of
    /// the curve, so ¾ leaves room for rounding; the tighter ones are for when a measurement fails.
    static let shares = [0.75, 0.5, 0.25]

    /// Indices of the samples kept, the first and last always among them. `miss(i, j, k)`: how far
    /// sample k lies from the straight piece from sample i to sample j (i < k < j).
    static func kept(count: Int, tolerance: Double, miss: (Int, Int, Int) -> Double) -> [Int] {
        guard count > 2 else { return Array(0..<count) }
        var out = [0]
        var i = 0
        while i < count - 1 {
            var j = i + 1
            while j + 1 < count, fits(i, j + 1, tolerance, miss) { j += 1 }
            out.append(j)
            i = j
        }
        return out
    }

    private static func fits(_ i: Int, _ j: Int, _ tolerance: Double, _ miss: (Int, Int, Int) -> Double) -> Bool {
        for k in (i + 1)..<j where !(miss(i, j, k) <= tolerance) { return false }
        return true
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
