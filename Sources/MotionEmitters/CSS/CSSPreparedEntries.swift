import MotionRuntime

/// Every way into every state (`CSSEntry`, each with its playback from the source at rest), and each
/// entry's tracks' placements and playback split by node, each made once, on the first ask, and then
/// shared: by the entry's rules, by the ranges the ways into a state show (`presentedInto`) and by the
/// channels that look at every entry. Made per ask, each would replay the whole control again (issue 12:
/// the 10,000-shape sheet split every playback three times), and per channel a control's cost would grow
/// with the square of its nodes.
final class CSSPreparedEntries {
    struct Prepared {
        let entry: CSSEntry
        let placements: [CSSTrackPlacement]
        let split: NodePlaybacks
    }

    private var entries: [CSSEntry]?
    private var prepared: [Int: Prepared] = [:]

    /// The entries, made by `make` on the first call.
    func entries(_ make: () -> [CSSEntry]) -> [CSSEntry] {
        if let entries { return entries }
        let made = make()
        entries = made
        return made
    }

    /// Entry `index` of `entries(make)`, prepared on the first call for it.
    func prepared(_ index: Int, _ make: () -> [CSSEntry]) -> Prepared {
        if let found = prepared[index] { return found }
        let entry = entries(make)[index]
        let made = Prepared(entry: entry, placements: CSSTrackPlacement.placements(of: entry.transition.root, tracks: entry.playback.timeline.tracks),
                            split: NodePlaybacks(entry.playback))
        prepared[index] = made
        return made
    }

    /// Entry `index`'s playback split by node: the prepared one, or else one made for the caller alone
    /// (not kept: an ask from outside the entry's own rules would hold it past them).
    func split(_ index: Int, _ make: () -> [CSSEntry]) -> NodePlaybacks {
        prepared[index]?.split ?? NodePlaybacks(entries(make)[index].playback)
    }

    /// Lets go of entry `index`'s preparation (a later ask makes it again): its split holds a playback
    /// per node, and a large control's sheet cannot hold every entry's at once.
    func release(_ index: Int) { prepared[index] = nil }

    /// Every entry prepared, in entry order.
    func all(_ make: () -> [CSSEntry]) -> [Prepared] {
        entries(make).indices.map { prepared($0, make) }
    }

    /// Lets go of the entries and what was prepared (each split holds a playback per node): a later ask
    /// makes them again.
    func release() {
        entries = nil
        prepared = [:]
    }
}
