import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// The built-in functions: arithmetic helpers, colours, geometry and timing functions.
struct Builtins {
    let evaluator: Evaluator
    var reporter: DiagnosticCollector { evaluator.reporter }

    static let names = ["abs", "arc", "ceil", "cos", "cubic-bezier", "floor", "line", "linearGradient", "max", "min", "oval", "polar",
                        "polygon", "polyline", "radialGradient", "rect", "rgb", "rgba", "round", "roundedRect", "sin", "spring", "sqrt",
                        "steps", "svg", "tan", "white"]

    /// The built-ins that share an implementation, found by one lookup of the name rather than by
    /// comparing it with every name (a large spec calls `oval` and `cubic-bezier` thousands of times).
    enum Family { case minMax, rounding, sqrt, trig, polar, color, geometry, timing, gradient }

    static let families: [String: Family] = [
        "min": .minMax, "max": .minMax, "abs": .rounding, "floor": .rounding, "ceil": .rounding, "round": .rounding,
        "sqrt": .sqrt, "sin": .trig, "cos": .trig, "tan": .trig, "polar": .polar, "rgb": .color, "rgba": .color, "white": .color,
        "oval": .geometry, "rect": .geometry, "roundedRect": .geometry, "arc": .geometry, "line": .geometry, "polyline": .geometry,
        "polygon": .geometry, "svg": .geometry, "cubic-bezier": .timing, "steps": .timing, "spring": .timing,
        "linearGradient": .gradient, "radialGradient": .gradient,
    ]

    func call(_ fn: Identifier, _ args: [Argument], span: SourceSpan, in env: Environment, depth: Int) -> ExpressionValue? {
        guard let family = Self.families[fn.name] else {
            reporter.report(Diagnostic(.unknownFunction, "unknown function '\(fn.name)'", at: fn.span)
                .suggesting(fn.name, from: Self.names))
            return nil
        }
        let labels: [String]
        switch family {
        case .geometry, .gradient, .timing:
            switch fn.name {
            case "roundedRect": labels = ["radius"]
            case "arc": labels = ["from", "to", "clockwise", "counterclockwise"]
            case "linearGradient": labels = ["from", "to"]
            case "radialGradient": labels = ["center", "radius"]
            case "spring": labels = ["mass", "stiffness", "damping", "velocity", "response", "dampingFraction"]
            default: labels = []
            }
        default: labels = []
        }
        guard let a = CallArguments(args, labels: labels, owner: "'\(fn.name)'", reporter: reporter) else { return nil }
        let ctx = Call(builtins: self, args: a, name: fn.name, span: span, env: env, depth: depth)
        switch family {
        case .minMax: return ctx.minMax(fn.name == "min")
        case .rounding: return ctx.rounding(fn.name)
        case .sqrt: return ctx.sqrt()
        case .trig: return ctx.trig(fn.name)
        case .polar: return ctx.polar()
        case .color: return ctx.color(fn.name)
        case .geometry: return ctx.geometry(fn.name)
        case .timing: return ctx.timing(fn.name)
        case .gradient: return ctx.gradient(fn.name)
        }
    }
}

/// One call being evaluated: its arguments and where to evaluate them.
struct Call {
    let builtins: Builtins
    let args: CallArguments
    /// The function's name; messages quote it as the owner of the arguments.
    let name: String
    let span: SourceSpan
    let env: Environment
    let depth: Int

    var owner: String { "'\(name)'" }
    var evaluator: Evaluator { builtins.evaluator }
    var reporter: DiagnosticCollector { builtins.reporter }

    func count(_ range: ClosedRange<Int>) -> Bool { args.expect(range, owner: owner, at: span, reporter: reporter) }

    func value(_ i: Int) -> ExpressionValue? { evaluator.evaluate(args.positional[i], in: env, depth: depth) }

    func number(_ e: Expression) -> Double? { evaluator.number(e, in: env, depth: depth) }

    func number(_ i: Int) -> Double? { number(args.positional[i]) }

    func point(_ i: Int) -> MotionPoint? { evaluator.point(args.positional[i], in: env, depth: depth) }

    func angle(_ e: Expression) -> Double? { evaluator.angle(e, in: env, depth: depth) }

    func result(_ x: Double, _ d: Dimension) -> ExpressionValue? { evaluator.finite(.number(x, d), at: span) }

    func minMax(_ isMin: Bool) -> ExpressionValue? {
        guard count(1...Int.max) else { return nil }
        var best: (Double, Dimension)?
        for (i, e) in args.positional.enumerated() {
            guard let v = value(i) else { return nil }
            guard case .number(let x, let d) = v else {
                reporter.report(.typeMismatch, "expected a number, found \(v.noun)", at: e.span)
                return nil
            }
            if let b = best {
                guard b.1 == d else {
                    reporter.report(.unitMismatch, "expected \(b.1.noun), found \(d.noun)", at: e.span)
                    return nil
                }
                if isMin ? x < b.0 : x > b.0 { best = (x, d) }
            } else {
                best = (x, d)
            }
        }
        guard let b = best else { return nil }
        return .number(b.0, b.1)
    }

    func rounding(_ name: String) -> ExpressionValue? {
        guard count(1...1), let v = value(0) else { return nil }
        guard case .number(let x, let d) = v else {
            reporter.report(.typeMismatch, "expected a number, found \(v.noun)", at: args.positional[0].span)
            return nil
        }
        switch name {
        case "abs": return .number(abs(x), d)
        case "floor": return .number(x.rounded(.down), d)
        case "ceil": return .number(x.rounded(.up), d)
        default: return .number(x.rounded(.toNearestOrAwayFromZero), d)
        }
    }

    func sqrt() -> ExpressionValue? {
        guard count(1...1), let x = number(0) else { return nil }
        guard x >= 0 else {
            reporter.report(.invalidArithmetic, "square root of a negative number", at: span)
            return nil
        }
        return .number(x.squareRoot(), .plain)
    }

    func trig(_ name: String) -> ExpressionValue? {
        guard count(1...1), let a = angle(args.positional[0]) else { return nil }
        switch name {
        case "sin": return result(Math.sin(a), .plain)
        case "cos": return result(Math.cos(a), .plain)
        default: return result(Math.tan(a), .plain)
        }
    }

    /// The point at `angle` (clockwise on screen from 3 o'clock) on a circle of `radius` around the origin.
    func polar() -> ExpressionValue? {
        guard count(2...2), let r = number(0), let a = angle(args.positional[1]) else { return nil }
        return .point(MotionPoint(r * Math.cos(a), r * Math.sin(a)))
    }

    func color(_ name: String) -> ExpressionValue? {
        switch name {
        case "rgb", "rgba":
            let n = name == "rgb" ? 3 : 4
            guard count(n...n) else { return nil }
            var c: [Double] = []
            for i in 0..<n {
                guard let x = number(i) else { return nil }
                let limit = i == 3 ? 1.0 : 255.0
                guard x >= 0, x <= limit else {
                    reporter.report(.valueOutOfRange, "colour component \(numberText(x)) is outside 0…\(numberText(limit))",
                                   at: args.positional[i].span)
                    return nil
                }
                c.append(i == 3 ? x : x / 255)
            }
            return .color(MotionColor(red: c[0], green: c[1], blue: c[2], alpha: n == 4 ? c[3] : 1))
        default:
            guard count(1...2) else { return nil }
            var c: [Double] = []
            for i in 0..<args.positional.count {
                guard let x = number(i) else { return nil }
                guard x >= 0, x <= 1 else {
                    reporter.report(.valueOutOfRange, "'white' takes values in 0…1, found \(numberText(x))", at: args.positional[i].span)
                    return nil
                }
                c.append(x)
            }
            return .color(MotionColor(red: c[0], green: c[0], blue: c[0], alpha: c.count == 2 ? c[1] : 1))
        }
    }
}
