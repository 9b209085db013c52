import MotionDiagnostics
import MotionSyntax

/// `+ - * /` on numbers (keeping their dimension) and points. Every result is checked to be finite.
struct Arithmetic {
    let reporter: DiagnosticCollector

    func apply(_ op: BinaryOperator, _ a: ExpressionValue, _ b: ExpressionValue, span: SourceSpan) -> ExpressionValue? {
        switch (a, b) {
        case (.number(let x, let dx), .number(let y, let dy)):
            return numbers(op, x, dx, y, dy, span: span)
        case (.tuple(let xs), .tuple(let ys)) where op == .add || op == .subtract:
            guard xs.count == ys.count else {
                reporter.report(.typeMismatch, "cannot \(verb(op)) \(a.noun) and \(b.noun)", at: span)
                return nil
            }
            var out: [ExpressionValue] = []
            for (x, y) in zip(xs, ys) {
                guard let r = apply(op, x, y, span: span) else { return nil }
                out.append(r)
            }
            return .tuple(out)
        case (.tuple(let xs), .number) where op == .multiply || op == .divide:
            var out: [ExpressionValue] = []
            for x in xs {
                guard let r = apply(op, x, b, span: span) else { return nil }
                out.append(r)
            }
            return .tuple(out)
        case (.number, .tuple(let ys)) where op == .multiply:
            var out: [ExpressionValue] = []
            for y in ys {
                guard let r = apply(op, a, y, span: span) else { return nil }
                out.append(r)
            }
            return .tuple(out)
        default:
            reporter.report(.typeMismatch, "cannot \(verb(op)) \(a.noun) and \(b.noun)", at: span)
            return nil
        }
    }

    private func verb(_ op: BinaryOperator) -> String {
        switch op {
        case .add: return "add"
        case .subtract: return "subtract"
        case .multiply: return "multiply"
        case .divide: return "divide"
        }
    }

    private func numbers(_ op: BinaryOperator, _ x: Double, _ dx: Dimension, _ y: Double, _ dy: Dimension, span: SourceSpan) -> ExpressionValue? {
        let result: Double
        let dim: Dimension
        switch op {
        case .add, .subtract:
            guard dx == dy else {
                reporter.report(.unitMismatch, "cannot \(verb(op)) \(dx.noun) and \(dy.noun)", at: span)
                return nil
            }
            result = op == .add ? x + y : x - y
            dim = dx
        case .multiply:
            guard dx == .plain || dy == .plain else {
                reporter.report(.unitMismatch, "cannot multiply \(dx.noun) by \(dy.noun)", at: span)
                return nil
            }
            result = x * y
            dim = dx == .plain ? dy : dx
        case .divide:
            if dy != .plain && dx != dy {
                reporter.report(.unitMismatch, "cannot divide \(dx.noun) by \(dy.noun)", at: span)
                return nil
            }
            if y == 0 {
                reporter.report(.invalidArithmetic, "division by zero", at: span)
                return nil
            }
            result = x / y
            dim = dx == dy ? .plain : dx
        }
        guard result.isFinite else {
            reporter.report(.invalidArithmetic, "the result is not finite", at: span)
            return nil
        }
        return .number(result, dim)
    }
}
