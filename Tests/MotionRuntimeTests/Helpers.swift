import Testing
@testable import MotionRuntime

/// |a − b| ≤ tolerance, with the values in the failure message.
func expectClose(_ a: Double, _ b: Double, _ tolerance: Double, _ note: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= tolerance, "\(a) vs \(b) (tolerance \(tolerance)) \(note)", sourceLocation: sourceLocation)
}

func expectClose(_ a: MotionPoint, _ b: MotionPoint, _ tolerance: Double, _ note: String = "",
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.distance(to: b) <= tolerance, "\(a) vs \(b) (tolerance \(tolerance)) \(note)",
            sourceLocation: sourceLocation)
}

/// The distance from `q` to the nearest point of `cubic`: a dense scan, then golden-section refinement.
func distance(from q: MotionPoint, to cubic: MotionCubic) -> Double {
    let samples = 2000
    var bestT = 0.0, best = Double.infinity
    for i in 0...samples {
        let t = Double(i) / Double(samples)
        let d = cubic.point(at: t).distance(to: q)
        if d < best { best = d; bestT = t }
    }
    var low = max(bestT - 1.0 / Double(samples), 0), high = min(bestT + 1.0 / Double(samples), 1)
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<100 {
        let a = high - ratio * (high - low), b = low + ratio * (high - low)
        if cubic.point(at: a).distance(to: q) < cubic.point(at: b).distance(to: q) { high = b } else { low = a }
    }
    return min(best, cubic.point(at: (low + high) / 2).distance(to: q))
}

/// The distance from `q` to the nearest point of `path`.
func distance(from q: MotionPoint, to path: MotionPath) -> Double {
    path.cubics.map { distance(from: q, to: $0) }.min() ?? .infinity
}

/// The length of `cubic` as the sum of `n` chords: an independent reference (error ~ 1/n²).
func chordLength(_ cubic: MotionCubic, chords n: Int) -> Double {
    var total = 0.0
    var previous = cubic.p0
    for i in 1...n {
        let p = cubic.point(at: Double(i) / Double(n))
        total += previous.distance(to: p)
        previous = p
    }
    return total
}
