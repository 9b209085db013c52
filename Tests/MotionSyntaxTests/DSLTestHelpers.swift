import MotionDiagnostics
@testable import MotionSyntax

/// Parses DSL text under a fixed path and renders each diagnostic's one-line form.
func dslHeadlines(_ text: String, path: String = "t.motion") -> [String] {
    let file = SourceFile(path: path, text: text)
    let (_, diagnostics) = DSLParser.parse(file)
    return diagnostics.map { DiagnosticRenderer.headline($0, in: file) }
}

/// Parses DSL text that must be valid; returns the control (nil if there were errors).
func dslControl(_ text: String) -> ControlDecl? {
    let (spec, diagnostics) = DSLParser.parse(SourceFile(path: "t.motion", text: text))
    return diagnostics.isEmpty ? spec?.control : nil
}


/// The same expression with every span synthesized, to compare structure only.
func stripSpans(_ e: Expression) -> Expression {
    func arg(_ a: Argument) -> Argument {
        Argument(label: a.label.map { Identifier($0.name) }, stripSpans(a.value))
    }
    switch e.kind {
    case .tuple(let xs): return Expression(.tuple(xs.map(stripSpans)))
    case .array(let xs): return Expression(.array(xs.map(stripSpans)))
    case .call(let f, let args): return Expression(.call(Identifier(f.name), args.map(arg)))
    case .unary(let op, let x): return Expression(.unary(op, stripSpans(x)))
    case .binary(let op, let a, let b): return Expression(.binary(op, stripSpans(a), stripSpans(b)))
    case .range(let a, let b, let h): return Expression(.range(stripSpans(a), stripSpans(b), halfOpen: h))
    case .member(let x, let m): return Expression(.member(stripSpans(x), Identifier(m.name)))
    case .subscripted(let x, let i): return Expression(.subscripted(stripSpans(x), stripSpans(i)))
    default: return Expression(e.kind)
    }
}
