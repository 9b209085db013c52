import MotionDiagnostics
import MotionRuntime

/// Path data written back as text: commands as read (what SVG renders of a path with an error),
/// or a path of cubics (geometry with a transform baked in).
enum PathDataText {
    /// Coordinates computed by the importer are rounded to 1/10 000 of a unit: far below a pixel,
    /// and the spec stays readable.
    static func number(_ v: Double) -> String {
        // Inputs are bounded (SVGNumbers.maximumMagnitude, finite transforms); this keeps any slip printable.
        guard v.isFinite else { return "0" }
        let rounded = (v * 10_000).rounded() / 10_000
        return NumberText.format(rounded == 0 ? 0 : rounded)
    }

    static func point(_ p: MotionPoint) -> String { "\(number(p.x)) \(number(p.y))" }

    static func commands(_ commands: [MotionPathCommand]) -> String {
        commands.map { command -> String in
            switch command {
            case .move(let p): return "M \(point(p))"
            case .line(let p): return "L \(point(p))"
            case .horizontal(let x): return "H \(number(x))"
            case .vertical(let y): return "V \(number(y))"
            case let .cubic(c1, c2, p): return "C \(point(c1)) \(point(c2)) \(point(p))"
            case let .smoothCubic(c2, p): return "S \(point(c2)) \(point(p))"
            case let .quadratic(c, p): return "Q \(point(c)) \(point(p))"
            case .smoothQuadratic(let p): return "T \(point(p))"
            case let .arc(radii, rotation, large, sweep, p):
                return "A \(point(radii)) \(number(rotation)) \(large ? 1 : 0) \(sweep ? 1 : 0) \(point(p))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }

    /// A path of cubics; a cubic whose control points sit at the thirds of its chord is a line.
    static func path(_ path: MotionPath) -> String {
        var parts: [String] = []
        for subpath in path.subpaths {
            parts.append("M \(point(subpath.start))")
            for (index, c) in subpath.cubics.enumerated() {
                let isLast = index == subpath.cubics.count - 1
                if isStraight(c) {
                    // A closing line is what `Z` draws.
                    if isLast, subpath.isClosed, c.p3 == subpath.start { continue }
                    parts.append("L \(point(c.p3))")
                } else {
                    parts.append("C \(point(c.p1)) \(point(c.p2)) \(point(c.p3))")
                }
            }
            if subpath.isClosed { parts.append("Z") }
        }
        return parts.joined(separator: " ")
    }

    private static func isStraight(_ c: MotionCubic) -> Bool {
        func close(_ a: MotionPoint, _ b: MotionPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
        let third = MotionPoint((c.p3.x - c.p0.x) / 3, (c.p3.y - c.p0.y) / 3)
        return close(c.p1, MotionPoint(c.p0.x + third.x, c.p0.y + third.y))
            && close(c.p2, MotionPoint(c.p0.x + 2 * third.x, c.p0.y + 2 * third.y))
    }
}
