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
            // An offset may be negative (`startOffsets`), and a clamped trim end proven only within 0…1.
            let a = shiftedNumbers(property, own: own, delta: delta, Self.provenFactors.lowerBound)
            let b = shiftedNumbers(property, own: own, delta: delta, Self.provenFactors.upperBound)
            lowest[property] = zip(a, b).map { min($0, $1) }
            highest[property] = zip(a, b).map { max($0, $1) }
        }
        var widened = (low: false, high: false)
        for (property, shown) in presented.ranges {
            guard let count = lowest[property]?.count, shown.lowest.count == count else { continue }
            for i in 0..<count {
                if shown.lowest[i] < lowest[property]![i] { lowest[property]![i] = shown.lowest[i]; widened.low = true }
                if shown.highest[i] > highest[property]![i] { highest[property]![i] = shown.highest[i]; widened.high = true }
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
    /// What the ways into `state` show on node `node` (`CSSPresentedRanges`): what an interrupt can
    /// leave on screen as the state is left. Sampled for every node at the first ask for the state.
    func presentedInto(_ state: String, node: Int) -> CSSPresentedValues {
        presentedRanges.ranges(into: state) {
            let ways = entries.indices.filter { entries[$0].destination.name == state }.map { index in
                (playback: entries[index].playback, split: { preparedEntries.split(index, makeEntries) })
            }
            let frame = lowered.state(named: state)?.frame ?? MotionFrame(nodes: [])
            return CSSPresentedRanges(ways: ways, state: frame) { node in
                elements.channels(of: node).flatMap(\.properties)
            }
        }.ranges(node: node)
    }
}
