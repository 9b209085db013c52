import MotionRuntime

/// A spec fills with the nonzero rule. For an even-odd path whose outlines do not cross (an icon's
/// ring, a letter's counter), turning every outline so that nested ones alternate direction makes the
/// nonzero fill the even-odd one exactly. Paths whose outlines cross cannot be fixed that way.
enum EvenOddFill {
    enum Outcome {
        /// The directions already alternate: the nonzero fill is the even-odd one.
        case unchanged
        /// The same outlines with some reversed: filled nonzero, it is the even-odd fill.
        case reoriented(MotionPath)
        /// The outlines cross (or are too many to tell): the fills may differ.
        case crossing
    }

    /// Segments per cubic when outlines are flattened, and the most segments compared pairwise.
    static let samplesPerCubic = 8
    static let maximumSegments = 3_000

    static func nonzeroEquivalent(_ path: MotionPath) -> Outcome {
        let polygons = path.subpaths.map(flatten)
        let segmentCount = polygons.reduce(0) { $0 + $1.count }
        guard segmentCount <= maximumSegments else { return .crossing }
        if crosses(polygons) { return .crossing }
        var subpaths = path.subpaths
        var changed = false
        for (i, polygon) in polygons.enumerated() {
            let area = signedArea(polygon)
            guard abs(area) > 1e-9, let probe = polygon.first else { continue }
            let depth = polygons.indices.filter { $0 != i && contains(polygons[$0], probe) }.count
            if (depth % 2 == 0) != (area > 0) {
                subpaths[i] = subpaths[i].reversed()
                changed = true
            }
        }
        return changed ? .reoriented(MotionPath(subpaths)) : .unchanged
    }

    /// The outline as points; the fill closes it back to the first.
    private static func flatten(_ subpath: MotionSubpath) -> [MotionPoint] {
        var points = [subpath.start]
        for cubic in subpath.cubics {
            for k in 1...samplesPerCubic { points.append(cubic.point(at: Double(k) / Double(samplesPerCubic))) }
        }
        return points
    }

    /// Positive when the outline turns clockwise on screen (y down).
    private static func signedArea(_ p: [MotionPoint]) -> Double {
        guard p.count > 2 else { return 0 }
        var sum = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// Even-odd ray casting.
    private static func contains(_ polygon: [MotionPoint], _ point: MotionPoint) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
            j = i
        }
        return inside
    }

    /// Whether any two edges cross, within an outline or between two (closing edges included;
    /// edges that share an end in the same outline are not compared).
    private static func crosses(_ polygons: [[MotionPoint]]) -> Bool {
        var edges: [(a: MotionPoint, b: MotionPoint, outline: Int, index: Int, count: Int)] = []
        for (o, p) in polygons.enumerated() where p.count > 1 {
            for i in p.indices {
                let b = p[(i + 1) % p.count]
                if b != p[i] { edges.append((p[i], b, o, i, p.count)) }
            }
        }
        func side(_ p: MotionPoint, _ q: MotionPoint, _ r: MotionPoint) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        for i in edges.indices {
            for j in (i + 1)..<edges.count {
                let e = edges[i], f = edges[j]
                if e.outline == f.outline {
                    let gap = abs(e.index - f.index)
                    if gap <= 1 || gap == e.count - 1 { continue }
                }
                let d1 = side(e.a, e.b, f.a), d2 = side(e.a, e.b, f.b), d3 = side(f.a, f.b, e.a), d4 = side(f.a, f.b, e.b)
                if d1 * d2 < 0, d3 * d4 < 0 { return true }
            }
        }
        return false
    }
}
