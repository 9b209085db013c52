#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MotionRuntime

/// The `transform` attribute: `matrix`, `translate`, `scale`, `rotate` (about a point), `skewX`,
/// `skewY`, separated by spaces or commas, applied as SVG does (the leftmost outermost).
enum SVGTransformList {
    static func parse(_ text: String) -> MotionAffineTransform? {
        var result = MotionAffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close else { return nil }
            let name = rest[..<open].trimmingCharacters(in: " \t\n\r")
            guard let values = SVGNumbers.list(String(rest[rest.index(after: open)..<close])) else { return nil }
            guard let transform = make(name, values) else { return nil }
            result = result.concatenating(transform)
            // skewX(90) and products of huge scales have no finite matrix: SVG draws nothing sensible either.
            guard [result.a, result.b, result.c, result.d, result.tx, result.ty].allSatisfy({ $0.isFinite && abs($0) <= 1e12 }) else { return nil }
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func make(_ name: String, _ v: [Double]) -> MotionAffineTransform? {
        let radians = Double.pi / 180
        switch (name, v.count) {
        case ("matrix", 6): return MotionAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1): return .translation(MotionPoint(v[0], 0))
        case ("translate", 2): return .translation(MotionPoint(v[0], v[1]))
        case ("scale", 1): return .scale(v[0], v[0])
        case ("scale", 2): return .scale(v[0], v[1])
        case ("rotate", 1): return .rotation(v[0] * radians)
        case ("rotate", 3):
            let c = MotionPoint(v[1], v[2])
            return MotionAffineTransform.translation(c).concatenating(.rotation(v[0] * radians)).concatenating(.translation(MotionPoint(-c.x, -c.y)))
        case ("skewX", 1): return MotionAffineTransform(a: 1, b: 0, c: tan(v[0] * radians), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return MotionAffineTransform(a: 1, b: tan(v[0] * radians), c: 0, d: 1, tx: 0, ty: 0)
        default: return nil
        }
    }

    /// Position, rotation (radians) and scale that give `m` with the anchor at the origin, when the
    /// matrix has no skew (its columns are perpendicular); nil otherwise.
    static func decompose(_ m: MotionAffineTransform) -> (position: MotionPoint, rotation: Double, scale: MotionPoint)? {
        let sx = hypot(m.a, m.b)
        let columnY = hypot(m.c, m.d)
        guard sx > 1e-12, columnY > 1e-12 else { return nil }
        guard abs(m.a * m.c + m.b * m.d) <= 1e-9 * sx * columnY else { return nil }
        let angle = atan2(m.b, m.a)
        // The second column is sy · (−sin, cos): a mirror gives a negative sy.
        let sy = -sin(angle) * m.c + cos(angle) * m.d
        return (MotionPoint(m.tx, m.ty), angle, MotionPoint(sx, sy))
    }
}
