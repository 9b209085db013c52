extension MotionPath {
    /// The path as a spec's `path GEOMETRY, start: …, direction: …, reversed` describes it, in this
    /// order: closed subpaths are first turned to run in `direction`, then rotated to begin at
    /// `start` (so the start is found on the final direction), and finally, when `reversed`, the
    /// finished path runs backwards as `bezierPathByReversingPath` would (a closed subpath keeps its
    /// start point; an open one starts at its old end).
    public func adjusted(direction: MotionPathDirection? = nil, start: MotionPathStart? = nil, reversed: Bool = false) -> MotionPath {
        var path = self
        if let direction { path = path.oriented(direction) }
        if let start { path = path.starting(at: start) }
        if reversed { path = path.reversed() }
        return path
    }
}
