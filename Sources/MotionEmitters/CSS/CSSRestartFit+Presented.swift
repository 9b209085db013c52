import MotionRuntime

extension CSSRestartFit {
    /// Times sampled along each way into the source state for what it can present.
    static let presentedSteps = 256

    /// The starts beyond the pair's proven span (`provenFactors` along `offsets` from the source state)
    /// that an interrupt can present: a way into the source state leaves, mid-flight, any of its frames,
    /// and one that overshoots, or whose keyframes pass the states' values, shows values far from every
    /// state's (finding 49: 0.102 where the states' spread reaches 0.815). One start below and one above,
    /// each number at the farthest value any way in shows, where that passes the span (else at the span's
    /// end). The page's numbers are affine in their own starts, and so is their error, which is then
    /// largest at the ends of the starts' range: proven there, the restart holds from every start between.
    /// Empty when no way in leaves the span.
    func presentedStarts(_ source: MotionFrame, offsets: [MotionProperty: [Double]]) -> [MotionFrame] {
        guard node < source.nodeCount else { return [] }
        // Per number of each property: the span already proven, widened by what the ways in show.
        var lowest: [MotionProperty: [Double]] = [:], highest: [MotionProperty: [Double]] = [:]
        for (property, delta) in offsets {
            guard let own = Self.numbers(source[property, node]), own.count == delta.count else { continue }
            lowest[property] = own.indices.map { own[$0] + Self.provenFactors.lowerBound * delta[$0] }
            highest[property] = own.indices.map { own[$0] + Self.provenFactors.upperBound * delta[$0] }
        }
        var widened = (low: false, high: false)
        for way in waysIn where way.duration > 0 && node < way.base.nodeCount {
            var frame = way.base
            for step in 0...Self.presentedSteps {
                way.sample(at: way.duration * Double(step) / Double(Self.presentedSteps), into: &frame)
                for property in offsets.keys {
                    guard let shown = Self.numbers(frame[property, node]), shown.count == lowest[property]?.count else { continue }
                    for (i, v) in shown.enumerated() where v.isFinite {
                        if v < lowest[property]![i] { lowest[property]![i] = v; widened.low = true }
                        if v > highest[property]![i] { highest[property]![i] = v; widened.high = true }
                    }
                }
            }
        }
        func start(_ numbers: [MotionProperty: [Double]]) -> MotionFrame? {
            var out = source
            for (property, v) in numbers {
                guard let value = Self.value(like: source[property, node], numbers: v) else { return nil }
                out[property, node] = value
            }
            return out
        }
        return [widened.low ? start(lowest) : nil, widened.high ? start(highest) : nil].compactMap { $0 }
    }
}

extension CSSStyleSheet {
    /// Every way into `state`, played from rest on node `node`'s own part (renumbered to node 0, as
    /// `CSSRestartFit.ofNode` plays): what an interrupt can leave on screen as the state is left.
    func waysInto(_ state: String, node: Int) -> [MotionTransition<String>] {
        preparedEntries.all({ entries }).compactMap { prepared in
            prepared.entry.destination.name == state && node < prepared.split.playbacks.count ? prepared.split.playbacks[node] : nil
        }
    }
}
