/// Builds a path element by element, like `UIBezierPath`: move, line, curve, close.
public struct MotionPathBuilder: Sendable {
    private var finished: [MotionSubpath] = []
    /// The subpath being drawn, if a move or segment started one and no close ended it.
    var current: MotionSubpath?

    public init() {}

    /// The point the next segment starts from.
    public var currentPoint: MotionPoint {
        if let current { return current.end }
        // After a close, drawing continues from the closed subpath's start.
        guard let last = finished.last else { return .zero }
        return last.isClosed ? last.start : last.end
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: MotionPoint) {
        flush()
        current = MotionSubpath(start: p)
    }

    /// A straight segment from the current point.
    public mutating func line(to p: MotionPoint) {
        append(.line(currentPoint, p))
    }

    /// A cubic segment from the current point.
    public mutating func curve(to p: MotionPoint, control1: MotionPoint, control2: MotionPoint) {
        append(MotionCubic(currentPoint, control1, control2, p))
    }

    /// A quadratic segment from the current point, raised exactly to a cubic.
    public mutating func quadCurve(to p: MotionPoint, control: MotionPoint) {
        append(.quadratic(currentPoint, control, p))
    }

    /// Appends a segment; a segment without a current subpath starts one at its start.
    public mutating func append(_ cubic: MotionCubic) {
        if current == nil { current = MotionSubpath(start: cubic.p0) }
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
    public var path: MotionPath {
        var all = finished
        if let subpath = current { all.append(subpath) }
        return MotionPath(all)
    }
}
