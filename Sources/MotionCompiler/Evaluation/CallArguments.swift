import MotionDiagnostics
import MotionSyntax

/// A call's or a setting's arguments, split into positional ones and labelled ones,
/// with unknown and repeated labels reported.
struct CallArguments {
    var positional: [Expression] = []
    private var labelled: [(Identifier, Expression)] = []

    /// Nil when a label was unknown or repeated (already reported).
    init?(_ args: [Argument], labels allowed: [String], owner: @autoclosure () -> String, reporter: DiagnosticCollector) {
        var ok = true
        positional.reserveCapacity(args.count)
        for arg in args {
            guard let label = arg.label else {
                positional.append(arg.value)
                continue
            }
            if !allowed.contains(label.name) {
                let help: [DiagnosticNote] = allowed.isEmpty ? [.help("\(owner()) takes no labelled arguments")] : []
                reporter.report(Diagnostic(.unknownLabel, "\(owner()) has no argument '\(label.name)'", at: label.span, notes: help)
                    .suggesting(label.name, from: allowed))
                ok = false
            } else if let first = labelled.first(where: { $0.0.name == label.name }) {
                reporter.report(.duplicateSetting, "argument '\(label.name)' is given twice", at: label.span,
                               notes: [.note("first given here", span: first.0.span)])
                ok = false
            } else {
                labelled.append((label, arg.value))
            }
        }
        if !ok { return nil }
    }

    func labelled(_ name: String) -> Expression? { labelled.first { $0.0.name == name }?.1 }

    func has(_ name: String) -> Bool { labelled(name) != nil }

    /// A flag such as `reversed` (stored as `reversed: true`): true, false, or nil with an error.
    func flag(_ name: String, reporter: DiagnosticCollector) -> Bool? {
        guard let e = labelled(name) else { return false }
        if case .name(let v) = e.kind, v == "true" || v == "false" { return v == "true" }
        reporter.report(.typeMismatch, "'\(name)' is a flag: write it alone", at: e.span)
        return nil
    }

    /// Checks the positional count; reports at the whole call.
    func expect(_ range: ClosedRange<Int>, owner: @autoclosure () -> String, at span: SourceSpan, reporter: DiagnosticCollector) -> Bool {
        if range.contains(positional.count) { return true }
        let wanted = range.lowerBound == range.upperBound ? "\(range.lowerBound)"
            : range.upperBound == Int.max ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
        reporter.report(.argumentCount, "\(owner()) takes \(wanted) argument\(range.upperBound == 1 ? "" : "s"), found \(positional.count)", at: span)
        return false
    }
}

/// Reads a bare keyword (`round`, `forwards`, `jump-start`) from a fixed list.
func keyword(_ e: Expression, allowed: [String], what: String, reporter: DiagnosticCollector) -> String? {
    guard case .name(let n) = e.kind else {
        reporter.report(.typeMismatch, "expected \(what): \(allowed.joined(separator: ", "))", at: e.span)
        return nil
    }
    guard allowed.contains(n) else {
        reporter.report(Diagnostic(.unknownKeyword, "unknown \(what) '\(n)'", at: e.span,
                                   notes: [.help("expected one of: \(allowed.joined(separator: ", "))")])
            .suggesting(n, from: allowed))
        return nil
    }
    return n
}
