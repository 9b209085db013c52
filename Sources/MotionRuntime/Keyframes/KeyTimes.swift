/// The key times a track actually uses, derived once when the track is built (or retargeted).
enum KeyTimes {
    /// Key times for `values` under `mode`, from the `given` ones when they fit.
    ///
    /// - Paced: cumulative distance over total distance (evenly spaced when nothing moves).
    /// - Discrete: the given times when there are as many as values, or one more (Core Animation's
    ///   form); otherwise `i / n` for n values, so each value shows for an equal share.
    /// - Linear and cubic: the given times when there are as many as values, else `i / (n − 1)`.
    static func resolve<V: MotionInterpolatable>(values: [V], mode: MotionCalculationMode, given: [Double]?) -> [Double] {
        let n = values.count
        if n == 0 { return [] }
        if n == 1 { return [0] }
        switch mode {
        case .paced:
            return paced(values)
        case .discrete:
            if let given, given.count == n || given.count == n + 1 { return given }
            return (0...n).map { Double($0) / Double(n) }
        case .linear, .cubic:
            if let given, given.count == n { return given }
            return (0..<n).map { Double($0) / Double(n - 1) }
        }
    }

    /// True when no key time is before the one ahead of it (a NaN among two or more fails the
    /// comparison): sampling then looks for a key time near the progress only either side of it
    /// (`KeyframePosition.locate`, which a single key never reaches).
    static func ascending(_ keyTimes: [Double]) -> Bool {
        zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Key times proportional to the distance travelled: `[0, d₁, d₁ + d₂, …] / total`.
    static func paced<V: MotionInterpolatable>(_ values: [V]) -> [Double] {
        var cumulative = [0.0]
        cumulative.reserveCapacity(values.count)
        var total = 0.0
        for i in 1..<values.count {
            let step = values[i - 1].distance(to: values[i])
            total += step.isFinite ? step : 0
            cumulative.append(total)
        }
        if !(total > 0) {
            return (0..<values.count).map { Double($0) / Double(values.count - 1) }
        }
        return cumulative.map { $0 / total }
    }
}
