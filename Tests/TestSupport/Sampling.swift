import Testing

/// An independent reference for `cubic-bezier(x1, y1, x2, y2)`: x(s) is increasing for x1, x2 in
/// 0…1, so plain bisection finds s with x(s) = x; the answer is y(s).
public func bezierByBisection(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bez(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bez(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return bez(y1, y2, (lo + hi) / 2)
}

/// Every 25 ms from 0 to `end`, as k / 40.
public func every25ms(through end: Double) -> [Double] {
    (0...Int((end * 40 + 1e-9).rounded(.down))).map { Double($0) / 40 }
}

/// Expects two lists of numbers to agree element by element within `tolerance`.
public func expectClose(_ got: [Double], _ want: [Double], tolerance: Double = 1e-9, _ what: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(got.count == want.count, "\(what): \(got.count) values, expected \(want.count)", sourceLocation: sourceLocation)
    for (i, (g, w)) in zip(got, want).enumerated() where !(abs(g - w) <= tolerance) {
        Issue.record("\(what)[\(i)]: \(g), expected \(w)", sourceLocation: sourceLocation)
    }
}

/// Paced key times by hand: cumulative distance over the total.
public func pacedKeyTimes(_ values: [Double]) -> [Double] {
    var cumulative = [0.0]
    for i in 1..<values.count { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
    let total = cumulative.last ?? 1
    return cumulative.map { $0 / total }
}

/// Piecewise-linear keyframes at progress `p` (clamped to 0…1).
public func linearKeyframes(_ values: [Double], keyTimes: [Double], at p: Double) -> Double {
    let p = min(max(p, 0), 1)
    for i in 0..<(values.count - 1) where p <= keyTimes[i + 1] {
        let u = (p - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
        return values[i] + (values[i + 1] - values[i]) * u
    }
    return values[values.count - 1]
}
