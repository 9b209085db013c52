/// An axis-aligned rectangle: origin (minimum x and y) and size.
public struct MotionRect: Hashable, Sendable {
    /// The left edge (minimum x) and top edge (minimum y) and the extent.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: MotionPoint { MotionPoint(midX, midY) }

    /// The smallest rectangle containing both points.
    public init(enclosing a: MotionPoint, _ b: MotionPoint) {
        let lowX = min(a.x, b.x), lowY = min(a.y, b.y)
        self.init(x: lowX, y: lowY, width: max(a.x, b.x) - lowX, height: max(a.y, b.y) - lowY)
    }

    /// The smallest rectangle containing `self` and `p`.
    public func including(_ p: MotionPoint) -> MotionRect {
        let lowX = min(minX, p.x), lowY = min(minY, p.y)
        return MotionRect(x: lowX, y: lowY, width: max(maxX, p.x) - lowX, height: max(maxY, p.y) - lowY)
    }
}
