import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import MotionSyntax
import Testing
import TestSupport

/// Parses, checks and lowers DSL text; records an issue when it has errors.
func lowerDSL(_ text: String, path: String = "t.motion") -> LoweredControl? {
    let (model, headlines) = checkDSL(text, path: path)
    #expect(!headlines.contains { $0.contains(": error: ") }, "\(headlines)")
    return model.map(Lowering.lower)
}

/// One of the specs in `specs/`, lowered.
func lowerSpec(_ name: String) throws -> LoweredControl {
    let text = try Repository.read("specs/\(name)")
    return try #require(lowerDSL(text, path: name))
}

/// An independent reference for `cubic-bezier(x1, y1, x2, y2)`: x(s) is increasing for x1, x2 in
/// 0…1, so plain bisection finds s with x(s) = x; the answer is y(s).
func bezierByBisection(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
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

/// Paced key times by hand: cumulative distance over the total.
func pacedKeyTimes(_ values: [Double]) -> [Double] {
    var cumulative = [0.0]
    for i in 1..<values.count { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
    let total = cumulative.last ?? 1
    return cumulative.map { $0 / total }
}

/// Piecewise-linear keyframes at progress `p` (clamped to 0…1).
func linearKeyframes(_ values: [Double], keyTimes: [Double], at p: Double) -> Double {
    let p = min(max(p, 0), 1)
    for i in 0..<(values.count - 1) where p <= keyTimes[i + 1] {
        let u = (p - keyTimes[i]) / (keyTimes[i + 1] - keyTimes[i])
        return values[i] + (values[i + 1] - values[i]) * u
    }
    return values[values.count - 1]
}

/// Every 25 ms from 0 to `end`, as k / 40.
func every25ms(through end: Double) -> [Double] {
    (0...Int((end * 40 + 1e-9).rounded(.down))).map { Double($0) / 40 }
}

extension SampleTable {
    /// The scalar column `key`.
    func scalars(_ key: String) -> [Double] {
        (columns.first { $0.key == key }?.values ?? []).map { $0.scalar ?? .nan }
    }

    func column(_ key: String) -> [MotionRuntime.MotionValue] {
        columns.first { $0.key == key }?.values ?? []
    }
}

/// Expects two lists of numbers to agree element by element within `tolerance`.
func expectClose(_ got: [Double], _ want: [Double], tolerance: Double = 1e-9, _ what: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(got.count == want.count, "\(what): \(got.count) values, expected \(want.count)", sourceLocation: sourceLocation)
    for (i, (g, w)) in zip(got, want).enumerated() where !(abs(g - w) <= tolerance) {
        Issue.record("\(what)[\(i)]: \(g), expected \(w)", sourceLocation: sourceLocation)
    }
}
