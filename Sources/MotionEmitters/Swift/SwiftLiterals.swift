import MotionDiagnostics
import MotionRuntime

/// Swift source for runtime values. Every number goes through `NumberText.format`, the shortest
/// text that reads back as the same Double, so a generated literal is the lowered value bit for bit.
enum SwiftLiterals {
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
        return NumberText.format(value)
    }

    static func point(_ p: MotionPoint) -> String { "MotionPoint(\(number(p.x)), \(number(p.y)))" }

    static func color(_ c: MotionColor) -> String {
        "MotionColor(red: \(number(c.red)), green: \(number(c.green)), blue: \(number(c.blue)), alpha: \(number(c.alpha)))"
    }

    static func value(_ v: MotionValue) -> String {
        switch v {
        case .scalar(let x): return ".scalar(\(number(x)))"
        case .point(let p): return ".point(\(point(p)))"
        case .color(let c): return ".color(\(color(c)))"
        case .path(let p): return ".path(\(path(p)))"
        case .gradient(let g): return ".gradient(\(gradient(g)))"
        }
    }

    /// The bare value (a Double, Point or Color), for assigning to a `MotionNodeValues` or `MotionFrame` member.
    static func bare(_ v: MotionValue) -> String {
        switch v {
        case .scalar(let x): return number(x)
        case .point(let p): return point(p)
        case .color(let c): return color(c)
        case .path(let p): return path(p)
        case .gradient(let g): return gradient(g)
        }
    }

    static func property(_ p: MotionProperty) -> String { "." + p.name }

    static func timingFunction(_ f: MotionTimingFunction) -> String {
        switch f {
        case .linear: return ".linear"
        case .cubicBezier(let c):
            return ".cubicBezier(MotionCubicBezier(\(number(c.x1)), \(number(c.y1)), \(number(c.x2)), \(number(c.y2))))"
        case .steps(let s): return ".steps(MotionSteps(\(s.count), \(stepPosition(s.position))))"
        case .spring(let s):
            return ".spring(MotionSpring(mass: \(number(s.mass)), stiffness: \(number(s.stiffness)), damping: \(number(s.damping)), initialVelocity: \(number(s.initialVelocity))))"
        }
    }

    static func stepPosition(_ p: MotionStepPosition) -> String {
        switch p {
        case .jumpStart: return ".jumpStart"
        case .jumpEnd: return ".jumpEnd"
        case .jumpNone: return ".jumpNone"
        case .jumpBoth: return ".jumpBoth"
        }
    }

    static func fill(_ f: MotionFillMode) -> String {
        switch f {
        case .none: return ".none"
        case .forwards: return ".forwards"
        case .backwards: return ".backwards"
        case .both: return ".both"
        }
    }

    static func mode(_ m: MotionCalculationMode) -> String {
        switch m {
        case .linear: return ".linear"
        case .discrete: return ".discrete"
        case .paced: return ".paced"
        case .cubic: return ".cubic"
        }
    }

    /// `MotionTiming(...)` with only the arguments that differ from the initialiser's defaults.
    static func timing(_ t: MotionTiming) -> String {
        var parts: [String] = []
        if t.begin != 0 { parts.append("begin: \(number(t.begin))") }
        parts.append("duration: \(number(t.duration))")
        if t.repeatCount != 1 { parts.append("repeatCount: \(number(t.repeatCount))") }
        if t.autoreverses { parts.append("autoreverses: true") }
        if t.fill != .none { parts.append("fill: \(fill(t.fill))") }
        return "MotionTiming(\(parts.joined(separator: ", ")))"
    }

    static func cubic(_ c: MotionCubic) -> String {
        "MotionCubic(\(point(c.p0)), \(point(c.p1)), \(point(c.p2)), \(point(c.p3)))"
    }

    /// A path on one line: `MotionPath([MotionSubpath(start: …, cubics: […], isClosed: …)])`.
    static func path(_ p: MotionPath) -> String {
        let subpaths = p.subpaths.map { s in
            "MotionSubpath(start: \(point(s.start)), cubics: [\(s.cubics.map(cubic).joined(separator: ", "))], isClosed: \(s.isClosed))"
        }
        return "MotionPath([\(subpaths.joined(separator: ", "))])"
    }

    /// A gradient on one line: `MotionGradient(kind: .linear, stops: [MotionGradient.Stop(…, at: …)], …)`.
    static func gradient(_ g: MotionGradient) -> String {
        if g.isNone { return "MotionGradient.none" }
        let stops = g.stops.map { "MotionGradient.Stop(\(color($0.color)), at: \(number($0.position)))" }
        return "MotionGradient(kind: .\(g.kind.rawValue), stops: [\(stops.joined(separator: ", "))], "
            + "start: \(point(g.start)), end: \(point(g.end)), radius: \(number(g.radius)))"
    }

    static func numbers(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }
}
