import MotionRuntime

extension CSSRestartFit {
    /// The restart fit of `channel` of node `node` played on the node's own part of the entry's
    /// playback (`split`, renumbered to node 0), of every state's frame and of what the ways into the source
    /// state show on the node (`presented`). A start differs from the
    /// source state only on this node, and a node's values depend on its own tracks and base alone, so
    /// each start played there shows exactly what the whole control would, at a cost (the frames
    /// shifted, the playbacks restarted) that does not grow with the number of nodes.
    static func ofNode(_ node: Int, channel: CSSChannel, entry: CSSEntry, split: NodePlaybacks, wraps: Bool, reach: Double,
                       states: [MotionFrame], presented: CSSPresentedValues = CSSPresentedValues(), pathIsFixed: Bool = false,
                       budget: CSSBakeBudget? = nil, memo: CSSChannelFitMemo? = nil) -> CSSRestartFit {
        var own = entry
        own.playback = split.playbacks[node]
        let ownStates = states.map { node < $0.nodeCount ? MotionFrame(nodes: [$0[node: node]]) : MotionFrame(nodes: []) }
        var fit = CSSRestartFit(channel: channel, node: 0, entry: own, wraps: wraps, reach: reach, states: ownStates, playsOwnNode: true)
        fit.presented = presented
        fit.pathIsFixed = pathIsFixed
        fit.budget = budget
        fit.memo = memo
        // With no `current` value the start changes only the base: every start plays the same tracks,
        // placed once here (a `current` paced track's key times move with its start).
        if !own.playback.timeline.tracks.contains(where: \.startsFromCurrent) {
            fit.ownPlacements = CSSTrackPlacement.placements(of: own.playback.root, tracks: own.playback.timeline.tracks)
        }
        return fit
    }

    /// The channel over the node's own playback started from `start` (a one-node frame): its `current`
    /// values taken again from it, as the whole transition's would be.
    func ownNodeFit(from start: MotionFrame) -> CSSChannelFit {
        let timeline = entry.playback.timeline.starting(from: start)
        let placements = ownPlacements ?? CSSTrackPlacement.placements(of: entry.playback.root, tracks: timeline.tracks)
        var fit = CSSChannelFit(channel: channel, ownTimeline: timeline, base: start, duration: entry.playback.duration,
                                placements: placements, wraps: wraps, reach: reach)
        fit.budget = budget
        fit.memo = memo
        fit.cutsColourAtBounds = cutsColourAtBounds
        fit.decidesColourCut = false
        return fit
    }
}
