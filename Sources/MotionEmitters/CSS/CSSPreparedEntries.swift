import MotionRuntime

/// Every way into every state with its tracks' placements and its playback split by node, made once
/// when a channel first asks and then shared: made per channel, each ask would replay the whole
/// control for every entry, and a control's cost would grow with the square of its nodes.
final class CSSPreparedEntries {
    struct Prepared {
        let entry: CSSEntry
        let placements: [CSSTrackPlacement]
        let split: NodePlaybacks
    }

    private var made: [Prepared]?

    /// The prepared entries, made from `entries` on the first call.
    func all(_ entries: () -> [CSSEntry]) -> [Prepared] {
        if let made { return made }
        let prepared = entries().map { entry in
            Prepared(entry: entry, placements: CSSTrackPlacement.placements(of: entry.transition.root, tracks: entry.playback.timeline.tracks),
                     split: NodePlaybacks(entry.playback))
        }
        made = prepared
        return prepared
    }

    /// Lets go of the prepared entries (each holds its playback split by node): a later ask makes them again.
    func release() { made = nil }
}
