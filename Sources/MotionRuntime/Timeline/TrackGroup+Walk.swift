/// Walking a group tree in `MotionTimeline`'s order (depth first, children in order) and to its
/// depth limit, so an emitter that lays tracks out in its own format sees exactly the tracks the
/// timeline plays, numbered as `MotionTimeline.tracks` numbers them.
extension MotionTrackGroup {
    /// Calls `body` with every track and the groups enclosing it, outermost (this group) first.
    /// Groups deeper than the timeline plays are skipped with their tracks.
    public func forEachTrack(_ body: (_ track: MotionTrack, _ groups: [MotionTrackGroup]) -> Void) {
        var enclosing: [MotionTrackGroup] = []
        func visit(_ group: MotionTrackGroup) {
            guard enclosing.count < MotionTimeline.maximumDepth else { return }
            enclosing.append(group)
            for child in group.children {
                switch child {
                case .track(let track): body(track, enclosing)
                case .group(let nested): visit(nested)
                }
            }
            enclosing.removeLast()
        }
        visit(self)
    }

    /// The same tree with track i (in timeline order) replaced by `transform(i, track)`, or left
    /// out where that is nil; groups stay, emptied or not. A group deeper than the timeline plays
    /// keeps no children.
    public func mappingTracks(_ transform: (_ index: Int, _ track: MotionTrack) -> MotionTrack?) -> MotionTrackGroup {
        var next = 0
        func map(_ group: MotionTrackGroup, depth: Int) -> MotionTrackGroup {
            var copy = group
            copy.children = []
            guard depth < MotionTimeline.maximumDepth else { return copy }
            for child in group.children {
                switch child {
                case .track(let track):
                    let index = next
                    next += 1
                    if let mapped = transform(index, track) { copy.children.append(.track(mapped)) }
                case .group(let nested):
                    copy.children.append(.group(map(nested, depth: depth + 1)))
                }
            }
            return copy
        }
        return map(self, depth: 0)
    }
}
