import MotionDiagnostics
import MotionSyntax

extension Checker {
    /// Params: each a colour or a number, known at compile time (its default).
    func checkParams(_ decls: [ParamDecl], env: inout Environment) -> [ParamModel] {
        var out: [ParamModel] = []
        for decl in decls {
            let name = decl.name.name
            if let first = out.first(where: { $0.name == name }) {
                duplicate("param", name, at: decl.name.span, first: first.span)
                continue
            }
            guard let v = evaluator.evaluate(decl.value, in: env) else { continue }
            let model: ParamModel
            switch v {
            case .color(let c): model = ParamModel(name: name, kind: .color, defaultValue: .color(c), span: decl.name.span)
            case .number(let x, .plain): model = ParamModel(name: name, kind: .number, defaultValue: .scalar(x), span: decl.name.span)
            default:
                reporter.report(.typeMismatch, "a param must be a colour or a number, found \(v.noun)", at: decl.value.span)
                continue
            }
            out.append(model)
            env.params[name] = model
        }
        return out
    }

    func duplicate(_ kind: String, _ name: String, at span: SourceSpan, first: SourceSpan) {
        reporter.report(.duplicateName, "\(kind) '\(name)' is declared twice", at: span,
                       notes: [.note("first declared here", span: first)])
    }

    /// Lets, evaluated in order into the innermost frame: each may use the ones before it.
    func bindLets(_ lets: [LetDecl], in env: inout Environment) {
        var seen: [String: SourceSpan] = [:]
        for decl in lets {
            let name = decl.name.name
            if let first = seen[name] {
                duplicate("let", name, at: decl.name.span, first: first)
                continue
            }
            if env.frames.count == 1, let p = env.params[name] {
                duplicate("name", name, at: decl.name.span, first: p.span)
                continue
            }
            seen[name] = decl.name.span
            if let v = evaluator.evaluate(decl.value, in: env) {
                env.bind(name, .value(v))
            } else {
                env.bind(name, .poisoned)
            }
        }
    }

    /// `size W x H`: both plain numbers greater than 0, within `NumberBounds.size`.
    func checkSize(_ control: ControlDecl, env: Environment) -> (Double, Double)? {
        guard let size = control.size else {
            reporter.report(.invalidSize, "control '\(control.name.name)' has no size", at: control.name.span,
                           notes: [.help("add a line such as 'size 50 x 50'")])
            return nil
        }
        var result: [Double] = []
        for e in [size.width, size.height] {
            guard let v = evaluator.number(e, in: env) else { return nil }
            guard v > 0, v.isFinite else {
                reporter.report(.invalidSize, "the size must be greater than 0, found \(numberText(v))", at: e.span)
                return nil
            }
            guard reporter.within(NumberBounds.size, v, at: e.span) else { return nil }
            result.append(v)
        }
        return (result[0], result[1])
    }
}
