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

/// Each diagnostic's headline followed by its notes, as `= kind: message (line:col)`.
func dslReport(_ text: String) -> [String] {
    let file = SourceFile(path: "t.motion", text: text)
    var out: [String] = []
    for d in DSLParser.parse(file).1 {
        out.append(DiagnosticRenderer.headline(d, in: file))
        for n in d.notes {
            let at = n.span.map { " (\(file.position(of: $0.start)))" } ?? ""
            out.append("= \(n.kind.rawValue): \(n.message)\(at)")
        }
    }
    return out
}

/// A control wrapped around `body` lines, so error positions are easy to count: the body
/// starts on line 2.
func inControl(_ body: String) -> String { "control X {\n" + body + "}\n" }
