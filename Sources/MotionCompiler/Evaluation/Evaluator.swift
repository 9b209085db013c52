import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// Evaluates expressions to compile-time values, reporting every problem at the
/// expression that caused it. Returns nil after reporting (callers stay quiet then).
struct Evaluator {
    let reporter: DiagnosticCollector

    static let paramHelp = DiagnosticNote.help(
        "a param is set at run time, so it may only stand alone as a colour, width, opacity, state or keyframe value; use a 'let' for a compile-time constant")

    /// Evaluates a value that may be a param used whole (`stroke strokeColor`).
    func evaluateBound(_ e: Expression, in env: Environment) -> BoundResult? {
        if case .name(let n) = e.kind, env.lookup(n) == nil, let param = env.params[n] {
            return BoundResult(value: Self.value(of: param.defaultValue), param: param.name)
        }
        return evaluate(e, in: env).map { BoundResult(value: $0, param: nil) }
    }

    static func value(of v: MotionValue) -> ExpressionValue {
        switch v {
        case .scalar(let x): return .number(x, .plain)
        case .point(let p): return .point(p)
        case .color(let c): return .color(c)
        case .path(let path):
            // Params are colours or numbers; a path only reaches here through the runtime's API.
            var commands: [MotionPathCommand] = []
            for subpath in path.subpaths {
                commands.append(.move(subpath.start))
                for c in subpath.cubics { commands.append(.cubic(control1: c.p1, control2: c.p2, to: c.p3)) }
                if subpath.isClosed { commands.append(.close) }
            }
            return .geometry(.svg(commands))
        case .gradient(let g):
            return .gradient(g)
        }
    }

    func evaluate(_ e: Expression, in env: Environment, depth: Int = 0) -> ExpressionValue? {
        if depth > NestingLimit.depth {
            reporter.tooDeep(at: e.span)
            return nil
        }
        let d = depth + 1
        switch e.kind {
        case .number(let x, let unit):
            return finite(Self.number(x, unit), at: e.span)
        case .string(let s):
            return .string(s)
        case .color(let hex):
            guard let c = Colors.hex(hex) else {
                reporter.report(.typeMismatch, "'#\(hex)' is not a colour", at: e.span,
                               notes: [.help("write #rgb, #rrggbb or #rrggbbaa")])
                return nil
            }
            return .color(c)
        case .name(let n):
            return name(n, at: e.span, in: env)
        case .tuple(let items):
            var values: [ExpressionValue] = []
            for item in items {
                guard let v = evaluate(item, in: env, depth: d) else { return nil }
                values.append(v)
            }
            return .tuple(values)
        case .array(let items):
            var values: [ExpressionValue] = []
            for item in items {
                guard let v = evaluate(item, in: env, depth: d) else { return nil }
                values.append(v)
            }
            return .array(values)
        case .call(let fn, let args):
            return Builtins(evaluator: self).call(fn, args, span: e.span, in: env, depth: d)
        case .unary(let op, let operand):
            guard let v = evaluate(operand, in: env, depth: d) else { return nil }
            if op == .plus { return v }
            return negate(v, at: e.span)
        case .binary(let op, let l, let r):
            guard let a = evaluate(l, in: env, depth: d), let b = evaluate(r, in: env, depth: d) else { return nil }
            return Arithmetic(reporter: reporter).apply(op, a, b, span: e.span)
        case .range(let lo, let hi, let halfOpen):
            guard let a = number(lo, in: env, depth: d), let b = number(hi, in: env, depth: d) else { return nil }
            return .range(a, b, halfOpen: halfOpen)
        case .member(let base, let member):
            guard let v = evaluate(base, in: env, depth: d) else { return nil }
            return self.member(v, member, at: e.span)
        case .subscripted(let base, let index):
            guard let v = evaluate(base, in: env, depth: d), let i = evaluate(index, in: env, depth: d) else { return nil }
            return subscripted(v, i, base: base.span, index: index.span)
        }
    }

    static func number(_ x: Double, _ unit: NumberUnit?) -> ExpressionValue {
        switch unit {
        case nil: return .number(x, .plain)
        case .seconds: return .number(x, .time)
        case .milliseconds: return .number(x / 1000, .time)
        case .degrees: return .number(x * Double.pi / 180, .angle)
        case .radians: return .number(x, .angle)
        case .turns: return .number(x * 2 * Double.pi, .angle)
        case .percent: return .number(x / 100, .plain)
        }
    }

    func finite(_ v: ExpressionValue, at span: SourceSpan) -> ExpressionValue? {
        if case .number(let x, _) = v, !x.isFinite {
            reporter.report(.invalidArithmetic, "the number is not finite", at: span)
            return nil
        }
        return v
    }

    private func name(_ n: String, at span: SourceSpan, in env: Environment) -> ExpressionValue? {
        switch env.lookup(n) {
        case .value(let v): return v
        case .poisoned: return nil
        case nil: break
        }
        if env.params[n] != nil {
            reporter.report(.paramNotAllowed, "param '\(n)' cannot be used here", at: span, notes: [Self.paramHelp])
            return nil
        }
        if let c = Colors.named[n] { return .color(c) }
        if let t = TimingNames.resolve(n) { return .timing(t) }
        let candidates = env.visibleNames + Colors.names + TimingNames.names
        reporter.report(Diagnostic(.unknownName, "unknown name '\(n)'", at: span).suggesting(n, from: candidates))
        return nil
    }

    private func negate(_ v: ExpressionValue, at span: SourceSpan) -> ExpressionValue? {
        switch v {
        case .number(let x, let d): return .number(-x, d)
        case .tuple(let items):
            var out: [ExpressionValue] = []
            for item in items {
                guard let n = negate(item, at: span) else { return nil }
                out.append(n)
            }
            return .tuple(out)
        default:
            reporter.report(.typeMismatch, "cannot negate \(v.noun)", at: span)
            return nil
        }
    }

    private func member(_ v: ExpressionValue, _ member: Identifier, at span: SourceSpan) -> ExpressionValue? {
        guard case .tuple(let items) = v else {
            reporter.report(.typeMismatch, "\(v.noun) has no member '\(member.name)'", at: member.span)
            return nil
        }
        let index: Int?
        switch member.name {
        case "x": index = items.count == 2 ? 0 : nil
        case "y": index = items.count == 2 ? 1 : nil
        default: index = Int(member.name)
        }
        guard let i = index, i >= 0, i < items.count else {
            reporter.report(.indexOutOfRange, "\(v.noun) has no member '\(member.name)'", at: member.span,
                           notes: [.help(items.count == 2 ? "use .x, .y, .0 or .1" : "members are .0 to .\(max(0, items.count - 1))")])
            return nil
        }
        return items[i]
    }

    private func subscripted(_ v: ExpressionValue, _ i: ExpressionValue, base: SourceSpan, index: SourceSpan) -> ExpressionValue? {
        guard case .array(let items) = v else {
            reporter.report(.typeMismatch, "cannot subscript \(v.noun)", at: base)
            return nil
        }
        guard case .number(let x, .plain) = i, let n = Self.integer(x) else {
            reporter.report(.typeMismatch, "an index must be a whole number, found \(i.noun == "a number" ? "a fraction" : i.noun)", at: index)
            return nil
        }
        guard n >= 0, n < items.count else {
            reporter.report(.indexOutOfRange, "index \(n) is out of range for an array of \(items.count)", at: index)
            return nil
        }
        return items[n]
    }

    /// An integral Double as an Int, without trapping on huge or non-finite values.
    static func integer(_ x: Double) -> Int? {
        guard x.isFinite, x == x.rounded(), abs(x) < 1e15 else { return nil }
        return Int(x)
    }

    // MARK: Expected kinds

    /// A plain number (no unit).
    /// `what` names the number in a message, and is made only for one.
    func number(_ e: Expression, in env: Environment, depth: Int = 0, what: @autoclosure () -> String = "a number") -> Double? {
        guard let v = evaluate(e, in: env, depth: depth) else { return nil }
        return plainNumber(v, at: e.span, what: what())
    }

    func plainNumber(_ v: ExpressionValue, at span: SourceSpan, what: @autoclosure () -> String = "a number") -> Double? {
        switch v {
        case .number(let x, .plain): return x
        case .number(_, let dim):
            reporter.report(.unitMismatch, "expected \(what()), found \(dim.noun)", at: span,
                           notes: [.help("remove the unit")])
            return nil
        default:
            reporter.report(.typeMismatch, "expected \(what()), found \(v.noun)", at: span)
            return nil
        }
    }

    /// A number of the given dimension. A plain 0 is accepted as any dimension.
    func measure(_ v: ExpressionValue, _ dim: Dimension, at span: SourceSpan) -> Double? {
        switch v {
        case .number(let x, let d) where d == dim: return x
        case .number(0, .plain): return 0
        case .number(let x, let d):
            let help: String
            switch dim {
            case .time: help = "write a time with a unit: \(numberText(x))s or \(numberText(x))ms"
            case .angle: help = "write an angle with a unit: \(numberText(x))deg, \(numberText(x))rad or \(numberText(x))turn"
            case .plain: help = "remove the unit"
            }
            reporter.report(.unitMismatch, "expected \(dim.noun), found \(d.noun)", at: span, notes: [.help(help)])
            return nil
        default:
            reporter.report(.typeMismatch, "expected \(dim.noun), found \(v.noun)", at: span)
            return nil
        }
    }

    func time(_ e: Expression, in env: Environment) -> Double? {
        guard let v = evaluate(e, in: env) else { return nil }
        return measure(v, .time, at: e.span)
    }

    func angle(_ e: Expression, in env: Environment, depth: Int = 0) -> Double? {
        guard let v = evaluate(e, in: env, depth: depth) else { return nil }
        return measure(v, .angle, at: e.span)
    }

    func point(_ e: Expression, in env: Environment, depth: Int = 0) -> MotionPoint? {
        guard let v = evaluate(e, in: env, depth: depth) else { return nil }
        return point(v, at: e.span)
    }

    func point(_ v: ExpressionValue, at span: SourceSpan) -> MotionPoint? {
        if let p = v.point { return p }
        reporter.report(.typeMismatch, "expected a point, found \(v.noun)", at: span,
                       notes: [.help("write a point as (x, y)")])
        return nil
    }
}
