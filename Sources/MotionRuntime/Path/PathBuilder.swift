/// Builds a path element by element, like `UIBezierPath`: move, line, curve, close.
public struct PathBuilder: Sendable {
    private var finished: [Subpath] = []
    /// The subpath being drawn, if a move or segment started one and no close ended it.
    var current: Subpath?

    public init() {}

    /// The point the next segment starts from.
    public var currentPoint: Point {
        if let current { return current.end }
        // After a close, drawing continues from the closed subpath's start.
        guard let last = finished.last else { return .zero }
        return last.isClosed ? last.start : last.end
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        flush()
        current = Subpath(start: p)
    }

    /// A straight segment from the current point.
    public mutating func line(to p: Point) {
        append(.line(currentPoint, p))
    }

    /// A cubic segment from the current point.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        append(Cubic(currentPoint, control1, control2, p))
    }

    /// A quadratic segment from the current point, raised exactly to a cubic.
    public mutating func quadCurve(to p: Point, control: Point) {
        append(.quadratic(currentPoint, control, p))
    }

    /// Appends a segment; a segment without a current subpath starts one at its start.
    public mutating func append(_ cubic: Cubic) {
        if current == nil { current = Subpath(start: cubic.p0) }
        current?.cubics.append(cubic)
    }

    /// Closes the current subpath with a straight segment back to its start (when it has length);
    /// the next segment starts from that start again, as in SVG and Core Graphics.
    public mutating func close() {
        guard var subpath = current else { return }
        if subpath.end != subpath.start { subpath.cubics.append(.line(subpath.end, subpath.start)) }
        subpath.isClosed = true
        finished.append(subpath)
        current = nil
    }

    private mutating func flush() {
        if let subpath = current { finished.append(subpath) }
        current = nil
    }

    /// The path built so far.
    public var path: Path {
        var all = finished
        if let subpath = current { all.append(subpath) }
        return Path(all)
    }
}
