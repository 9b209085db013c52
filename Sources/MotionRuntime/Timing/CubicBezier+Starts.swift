/// Where to start solving a curve: the parameter t at 17 evenly spaced x, with dt/dx there, so a
/// cubic Hermite guess lands within about 1e-6 of the root and Halley's method reaches rounding in
/// one or two steps instead of three or four from t = x. Keyframes hold one table per timing
/// function beside the functions (a table inside the curve made every copy of it 280 bytes long).
/// A table begins with the curve's polynomial coefficients, so a solve reads them instead of
/// working them out from the control points every sample.
extension MotionCubicBezier {
    /// Cells of the table; 17 knots at x = i / 16.
    @usableFromInline static var startCells: Int { 16 }
    /// Doubles at the head of a table: x(t)'s c, b, a, 3a, 2b and 6a, then y(t)'s c, b, a, each
    /// computed as `coordinate`, `derivative` and `secondDerivative` compute them, so a value read
    /// from the table is the same to the bit.
    @usableFromInline static var coefficientCount: Int { 9 }
    /// Doubles per table: the coefficients, then (t, h·dt/dx) at each knot, interleaved so a cell's
    /// four numbers are adjacent.
    @usableFromInline static var startTableLength: Int { coefficientCount + 2 * (startCells + 1) }

    /// Appends this curve's table to `table`. Where x(t) may turn back (x1 or x2 outside 0…1) the
    /// root need not be unique, so the table starts every solve at t = x, as `solve(x:)` does.
    func appendStarts(to table: inout [Double]) {
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        table += [cx, bx, ax, 3 * ax, 2 * bx, 6 * ax, cy, by, ay]
        let cells = Self.startCells, h = 1 / Double(cells)
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            for i in 0...cells { table += [Double(i) * h, h] }
            return
        }
        let knots = (0...cells).map { i in i == 0 ? 0 : i == cells ? 1 : solve(x: Double(i) * h) }
        for i in 0...cells {
            // h·dt/dx = h / x′(t), bounded by three times the larger neighbouring chord: the bound
            // keeps the Hermite piece near the chord where x′ vanishes (x1 = 0 or x2 = 1).
            let left = i > 0 ? knots[i] - knots[i - 1] : 0, right = i < cells ? knots[i + 1] - knots[i] : 0
            let bound = 3 * max(left, right)
            let slope = Self.derivative(knots[i], x1, x2)
            table += [knots[i], slope > 0 ? min(h / slope, bound) : bound]
        }
    }

    /// The tables for `functions`, one per function at `index · startTableLength` (a function
    /// that is not a cubic Bézier leaves its table unused); empty when none is a cubic Bézier.
    static func startTables(for functions: [MotionTimingFunction]) -> [Double] {
        let curves = functions.map { function -> MotionCubicBezier? in
            if case .cubicBezier(let curve) = function { return curve }
            return nil
        }
        guard curves.contains(where: { $0 != nil }) else { return [] }
        var table: [Double] = []
        table.reserveCapacity(functions.count * startTableLength)
        for curve in curves {
            if let curve {
                curve.appendStarts(to: &table)
            } else {
                table += repeatElement(0, count: startTableLength)
            }
        }
        return table
    }

    /// The output progress for input progress `x`, as `value(at:)`, solving from `table`, this
    /// curve's table (see `startTables(for:)`).
    @inlinable @inline(__always)
    func value(at x: Double, table: UnsafePointer<Double>) -> Double {
        if x > 0, x < 1 {
            let t = solve(x: x, near: Self.start(x, table: table), table: table)
            return ((table[8] * t + table[7]) * t + table[6]) * t
        }
        if x.isNaN { return x }
        if x < 0 { return startSlope * x }
        if x > 1 { return 1 + endSlope * (x - 1) }
        return x
    }

    /// `solve(x:from:)` for 0 < x < 1 from a table's start, with no division on the path of the
    /// step that confirms the root. From a start within about 1e-6 of the root one Halley step lands
    /// at rounding (it is `solve(x:from:)`'s first step, to the bit, and returned as it does when it is
    /// under 1e-15); the confirming step (at most 1e-15, as `solve(x:from:)` accepts) divides by the
    /// first step's slope, worked out beside that step, which differs from the slope there by a
    /// relative `|x″ · Δt / x′|`: held under 1e-3, that changes a step of 1e-15 by under 1e-18, below
    /// rounding of t. Anything else (a flat slope, a step out of 0…1, a start farther off) is left to
    /// `solve(x:from:)`.
    @inlinable @inline(__always)
    func solve(x: Double, near start: Double, table: UnsafePointer<Double>) -> Double {
        let c = table[0], b = table[1], a = table[2], a3 = table[3], b2 = table[4], a6 = table[5]
        let error = ((a * start + b) * start + c) * start - x
        if error == 0 { return start }
        let slope = (a3 * start + b2) * start + c
        let curvature = a6 * start + b2
        let denominator = slope * slope - 0.5 * error * curvature
        let t = start - error * slope / denominator
        let inverse = slope / denominator
        if abs(slope) >= 1e-6, t >= 0, t <= 1 {
            if abs(t - start) <= 1e-15 { return t }
            let step = (((a * t + b) * t + c) * t - x) * inverse
            if abs(step) <= 1e-15, abs(curvature * (t - start)) <= 1e-3 * abs(slope) {
                let next = t - step
                if next >= 0, next <= 1 { return next }
            }
        }
        return solve(x: x, from: start)
    }

    /// The Hermite guess for 0 < x < 1 from `table`, kept within its cell's knots (t is
    /// non-decreasing in x).
    @inlinable @inline(__always)
    static func start(_ x: Double, table: UnsafePointer<Double>) -> Double {
        let scaled = x * Double(startCells)
        let cell = min(Int(scaled), startCells &- 1)
        let u = scaled - Double(cell)
        let knots = table + (coefficientCount &+ 2 &* cell)
        let t0 = knots[0], m0 = knots[1], t1 = knots[2], m1 = knots[3]
        let chord = t1 - t0
        let c2 = 3 * chord - 2 * m0 - m1, c3 = m0 + m1 - 2 * chord
        let guess = t0 + u * (m0 + u * (c2 + u * c3))
        return min(max(guess, t0), t1)
    }
}
