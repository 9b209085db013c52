import MotionRuntime

/// What the ways into one state can leave on screen, per node: for each number of each property a
/// channel of the node reads, the lowest and highest finite value any way in shows on the grid of
/// `CSSRestartFit.presentedSteps` steps (`CSSRestartFit.presentedStarts`). Each way is split by node
/// (`NodePlaybacks`) and each node's part sampled on its own, once per content: nodes whose own tracks
/// and starting values are alike (shapes staggered in a few groups) show the same ranges, measured
/// once (issue 12: sampling the whole control at every step cost as much as every node's grid).
struct CSSPresentedRanges {
    /// Where a node's property keeps its numbers' range in `lowest` and `highest`.
    struct Slot: Hashable {
        let property: MotionProperty
        let start: Int
        /// The numbers the state's own value has: a sample with another count is not read.
        let count: Int
    }

    /// Per node, its slots.
    private(set) var slots: [[Slot]] = []
    private(set) var lowest: [Double] = []
    private(set) var highest: [Double] = []

    /// What decides a node's ranges along one way: its own timeline, its starting values of the
    /// properties read, and the slots' properties and counts (their places in `lowest` aside).
    private struct Key: Hashable {
        let timeline: MotionTimeline
        /// `timeline.hashValue`, kept by the split (`NodePlaybacks.timelineHashes`): hashed once per node.
        let timelineHash: Int
        let duration: Double
        let base: [MotionValue]
        let properties: [MotionProperty]
        let counts: [Int]

        static func == (a: Key, b: Key) -> Bool {
            a.timelineHash == b.timelineHash && a.duration == b.duration && a.base == b.base && a.properties == b.properties
                && a.counts == b.counts && a.timeline == b.timeline
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(timelineHash)
            hasher.combine(duration)
            hasher.combine(base)
            hasher.combine(properties)
            hasher.combine(counts)
        }
    }

    /// `ways`: every way into the state, played from rest over the whole control, and how to split it by node; `state`: the
    /// state's frame (each number's count); `properties`: per node, the properties its channels read.
    init(ways: [(playback: MotionTransition<String>, split: () -> NodePlaybacks)], state: MotionFrame, properties: (Int) -> [MotionProperty]) {
        for node in 0..<state.nodeCount {
            var own: [Slot] = []
            for property in properties(node) where !own.contains(where: { $0.property == property }) {
                guard let count = CSSRestartFit.numbers(state[property, node])?.count else { continue }
                own.append(Slot(property: property, start: lowest.count, count: count))
                lowest += repeatElement(.infinity, count: count)
                highest += repeatElement(-.infinity, count: count)
            }
            slots.append(own)
        }
        for (way, splitting) in ways where way.duration > 0 {
            // Asked for one way at a time, and let go of after it: each holds a playback per node.
            let split = splitting()
            let nodes = min(slots.count, way.base.nodeCount)
            // Per content, the node's ranges along this way, in the order of its slots' numbers.
            var measured: [Key: (lowest: [Double], highest: [Double])] = [:]
            for node in 0..<nodes where !slots[node].isEmpty {
                let own = split.playbacks[node]
                let key = Key(timeline: own.timeline, timelineHash: split.timelineHashes.hash(node: node),
                              duration: own.duration, base: slots[node].map { own.base[$0.property, 0] },
                              properties: slots[node].map(\.property), counts: slots[node].map(\.count))
                let ranges = measured[key] ?? Self.ranges(own, slots: slots[node])
                measured[key] = ranges
                // Widened as the samples would have widened them, way after way (a strict comparison: of
                // equal numbers the first seen stays).
                let first = slots[node][0].start
                for i in ranges.lowest.indices {
                    if ranges.lowest[i] < lowest[first + i] { lowest[first + i] = ranges.lowest[i] }
                    if ranges.highest[i] > highest[first + i] { highest[first + i] = ranges.highest[i] }
                }
            }
        }
    }

    /// The lowest and highest numbers `own` (a node's part of a way, node 0) shows of `slots` on the
    /// grid, in the order of the slots' numbers (which follow each other in `lowest`).
    private static func ranges(_ own: MotionTransition<String>, slots: [Slot]) -> (lowest: [Double], highest: [Double]) {
        let first = slots[0].start
        let count = slots.reduce(0) { $0 + $1.count }
        var lowest = [Double](repeating: .infinity, count: count), highest = [Double](repeating: -.infinity, count: count)
        let shifted = slots.map { Slot(property: $0.property, start: $0.start - first, count: $0.count) }
        var frame = own.base
        for step in 0...CSSRestartFit.presentedSteps {
            own.sample(at: own.duration * Double(step) / Double(CSSRestartFit.presentedSteps), into: &frame)
            for slot in shifted { record(frame[slot.property, 0], in: slot, lowest: &lowest, highest: &highest) }
        }
        return (lowest, highest)
    }

    /// Widens the slot's range by a sampled value's finite numbers (a strict comparison, so that of
    /// equal numbers the first seen stays, as `presentedStarts` compares them).
    private static func record(_ value: MotionValue, in slot: Slot, lowest: inout [Double], highest: inout [Double]) {
        func take(_ i: Int, _ v: Double) {
            guard v.isFinite else { return }
            if v < lowest[slot.start + i] { lowest[slot.start + i] = v }
            if v > highest[slot.start + i] { highest[slot.start + i] = v }
        }
        // The plain kinds read in place: the grid visits every node at every step.
        switch value {
        case .scalar(let v) where slot.count == 1: take(0, v)
        case .point(let p) where slot.count == 2: take(0, p.x); take(1, p.y)
        case .color(let c) where slot.count == 4: take(0, c.red); take(1, c.green); take(2, c.blue); take(3, c.alpha)
        case .gradient:
            guard let numbers = CSSRestartFit.numbers(value), numbers.count == slot.count else { return }
            for (i, v) in numbers.enumerated() { take(i, v) }
        default: return
        }
    }

    /// The node's ranges by property (empty past the last node).
    func ranges(node: Int) -> CSSPresentedValues {
        guard slots.indices.contains(node) else { return CSSPresentedValues() }
        var out = CSSPresentedValues()
        for slot in slots[node] {
            out.ranges[slot.property] = (Array(lowest[slot.start..<slot.start + slot.count]),
                                         Array(highest[slot.start..<slot.start + slot.count]))
        }
        return out
    }
}

/// One node's lowest and highest numbers per property that the ways into a state show (infinite where
/// none shows a finite one): what an interrupt can leave on screen as the state is left.
struct CSSPresentedValues {
    var ranges: [MotionProperty: (lowest: [Double], highest: [Double])] = [:]
}

/// Each state's `CSSPresentedRanges`, made when a restart fit first asks for the state and then shared
/// by every node's fits.
final class CSSPresentedRangesByState {
    private var made: [String: CSSPresentedRanges] = [:]

    func ranges(into state: String, _ make: () -> CSSPresentedRanges) -> CSSPresentedRanges {
        if let ranges = made[state] { return ranges }
        let ranges = make()
        made[state] = ranges
        return ranges
    }

    /// Lets go of every state's ranges: a later ask samples them again.
    func release() { made = [:] }
}
