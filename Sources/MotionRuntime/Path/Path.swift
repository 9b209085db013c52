/// A path: subpaths of absolute cubic segments, as `CGPath` after every element is raised to a
/// cubic. Value type; building and trimming allocate, sampling a timeline never touches paths.
public struct MotionPath: Hashable, Sendable {
    /// The connected runs, in drawing order.
    public var subpaths: [MotionSubpath]

    public init(_ subpaths: [MotionSubpath] = []) {
        self.subpaths = subpaths
    }

    /// True when nothing would be stroked: no segments at all.
    public var isEmpty: Bool { subpaths.allSatisfy { $0.cubics.isEmpty } }

    /// Every segment in order, across subpaths.
    public var cubics: [MotionCubic] { subpaths.flatMap(\.cubics) }

    /// The exact bounding box of the curves (not of their control points); nil for an empty path.
    public var bounds: MotionRect? {
        var rect: MotionRect?
        for subpath in subpaths {
            if subpath.cubics.isEmpty {
                rect = rect?.including(subpath.start) ?? MotionRect(enclosing: subpath.start, subpath.start)
            }
            for cubic in subpath.cubics {
                let b = cubic.bounds
                let merged = rect.map { $0.including(MotionPoint(b.minX, b.minY)).including(MotionPoint(b.maxX, b.maxY)) }
                rect = merged ?? b
            }
        }
        return rect
    }

    /// The path with every point mapped by `transform` (affine maps take cubics to cubics exactly).
    public func applying(_ transform: MotionAffineTransform) -> MotionPath {
        MotionPath(subpaths.map { $0.applying(transform) })
    }

    /// The path run backwards, as `bezierPathByReversingPath`: subpaths in reverse order, each
    /// reversed; a closed subpath keeps its start point and runs the other way round.
    public func reversed() -> MotionPath {
        MotionPath(subpaths.reversed().map { $0.reversed() })
    }
}

/// One connected run of segments, starting at `start`; closed subpaths end where they start
/// (the closing segment is explicit when it has length).
public struct MotionSubpath: Hashable, Sendable {
    /// Where the subpath begins (its move-to point).
    public var start: MotionPoint
    /// The segments in order, each starting where the previous one ends.
    public var cubics: [MotionCubic]
    /// Closed by a close command: drawn with a join, not caps, where it meets its start.
    public var isClosed: Bool

    public init(start: MotionPoint, cubics: [MotionCubic] = [], isClosed: Bool = false) {
        self.start = start
        self.cubics = cubics
        self.isClosed = isClosed
    }

    /// The subpath through `cubics`, closed or not; the start is the first cubic's start.
    public init(cubics: [MotionCubic], isClosed: Bool) {
        self.init(start: cubics.first?.p0 ?? .zero, cubics: cubics, isClosed: isClosed)
    }

    /// Where the subpath ends (its start when it has no segments).
    public var end: MotionPoint { cubics.last?.p3 ?? start }

    /// The subpath with every point mapped by `transform`.
    public func applying(_ transform: MotionAffineTransform) -> MotionSubpath {
        MotionSubpath(start: transform.apply(start), cubics: cubics.map { $0.applying(transform) }, isClosed: isClosed)
    }

    /// The subpath run backwards; a closed one keeps its start.
    public func reversed() -> MotionSubpath {
        MotionSubpath(start: end, cubics: cubics.reversed().map(\.reversed), isClosed: isClosed)
    }
}
