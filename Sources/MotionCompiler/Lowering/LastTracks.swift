import MotionRuntime

/// The last track on each (node, property) of a timeline: the one in effect at its end. One flat
/// table of every node's every property, filled in one pass, so a control with thousands of
/// instances is checked in linear time without hashing.
struct LastTracks {
    private static let stride = MotionProperty.allCases.count
    private var table: [Int]

    init(_ tracks: [MotionTrack], nodeCount: Int) {
        let nodes = tracks.reduce(nodeCount) { Swift.max($0, $1.node + 1) }
        table = [Int](repeating: -1, count: nodes * Self.stride)
        for (k, track) in tracks.enumerated() where track.node >= 0 {
            table[track.node * Self.stride + track.property.rawValue] = k
        }
    }

    /// The index of the last track on `property` of node `node`, or nil when none animates it.
    subscript(node: Int, property: MotionProperty) -> Int? {
        let slot = node * Self.stride + property.rawValue
        guard node >= 0, slot < table.count else { return nil }
        let k = table[slot]
        return k >= 0 ? k : nil
    }
}
