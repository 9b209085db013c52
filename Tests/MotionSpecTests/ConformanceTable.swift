import Foundation

/// The columns of the conformance table, each with its bound.
enum ConformanceTarget: String, CaseIterable {
    case swift, css, lottie, rlottie, thorvg
    case lottieWeb = "lottie-web"

    var heading: String {
        switch self {
        case .swift: "swift (≤ 1e-9)"
        case .css: "css in chromium (≤ 1e-3)"
        case .lottie: "lottie values (≤ 1e-3)"
        case .rlottie: "rlottie IoU (≥ 0.95)"
        case .thorvg: "thorvg IoU (≥ 0.97)"
        case .lottieWeb: "lottie-web IoU (≥ 0.96)"
        }
    }

    /// Largest error (values) or smallest IoU (pixels) that passes.
    var bound: Double {
        switch self {
        case .swift: 1e-9
        case .css, .lottie: 1e-3
        case .rlottie: 0.95
        case .thorvg: 0.97
        // lottie-web 5.7.5 clips a layer with a drop shadow to the layer's bounding box (its filter region):
        // the shape switch's knob loses its outer half-stroke and shadow (0.965; `specs/backends/lottie.md`).
        case .lottieWeb: 0.96
        }
    }

    var isIoU: Bool { self == .rlottie || self == .thorvg || self == .lottieWeb }
}

/// The worst comparison of a cell: where it happened and both values.
struct ConformanceMeasurement {
    var error: Double
    /// What may differ by `error` there (values: the bound; colours add the consumer's 8-bit step).
    var allowed: Double
    var property: String
    var time: Double?
    var runtime: String
    var target: String

    /// How far over its allowance, relative: the cell keeps the measurement that fails worst.
    var excess: Double { error - allowed }
}

/// One cell: spec × case × target.
struct ConformanceCell {
    var target: ConformanceTarget
    /// Values: the measurement with the largest excess over its allowance. Pixels: the smallest IoU.
    var worst: ConformanceMeasurement?
    /// The target could not be measured (no output, a tool failed): a failing cell.
    var problem: String?
    /// The target cannot express this case at all (Lottie markers always start at rest).
    var notApplicable: String?
    /// The target refused the spec for a feature `specs/backends.md` marks unsupported for it (MS3011).
    var unsupported: String?

    init(_ target: ConformanceTarget) { self.target = target }

    mutating func record(_ m: ConformanceMeasurement) {
        if target.isIoU {
            if worst == nil || m.error < worst!.error { worst = m }
        } else if worst == nil || m.excess > worst!.excess {
            worst = m
        }
    }

    mutating func fail(_ text: String) {
        if problem == nil { problem = text }
    }

    var passes: Bool {
        if notApplicable != nil || unsupported != nil { return true }
        if problem != nil { return false }
        guard let worst else { return false }
        return target.isIoU ? worst.error >= target.bound : worst.error <= worst.allowed
    }

    var text: String {
        if let unsupported { return "unsupported: \(unsupported)" }
        if let notApplicable { return "— (\(notApplicable))" }
        if let problem { return "**FAIL**: \(problem)" }
        guard let worst else { return "**FAIL**: nothing measured" }
        let value = target.isIoU ? String(format: "%.4f", worst.error) : String(format: "%.2e", worst.error)
        let at = worst.time.map { " @\(ConformanceCase.seconds($0))" } ?? ""
        let mark = passes ? "" : "**FAIL** "
        return "\(mark)\(value) (\(worst.property)\(at))"
    }

    /// The failure message: spec, case, property, time and both values.
    func failure(spec: String, title: String) -> String? {
        guard !passes else { return nil }
        let head = "\(spec) \(title) [\(target.rawValue)]"
        if let problem { return "\(head): \(problem)" }
        guard let worst else { return "\(head): nothing was measured" }
        let at = worst.time.map { " at t=\(ConformanceCase.seconds($0))" } ?? ""
        let comparison = target.isIoU ? "IoU \(worst.error) < \(target.bound)"
            : "error \(worst.error) > \(worst.allowed)"
        return "\(head): \(worst.property)\(at): runtime \(worst.runtime), \(target.rawValue) \(worst.target) (\(comparison))"
    }
}

/// The rows of the table, one per spec × case, and the per-file schema results.
struct ConformanceTable {
    struct Row {
        var spec: String
        var title: String
        var cells: [ConformanceTarget: ConformanceCell]
    }

    var rows: [Row] = []
    /// Lottie file → nil when valid, else the first errors.
    var schema: [(file: String, problem: String?)] = []
    var notes: [String] = []

    /// One line per failing cell; cells that could not be measured for one reason (a target that did not
    /// compile) are folded into one line naming how many.
    var failures: [String] {
        var lines: [String] = []
        var problems: [String: [String]] = [:]
        var order: [String] = []
        for row in rows {
            for target in ConformanceTarget.allCases {
                guard let cell = row.cells[target], let line = cell.failure(spec: row.spec, title: row.title) else { continue }
                if let problem = cell.problem {
                    let key = "[\(target.rawValue)] \(problem)"
                    if problems[key] == nil { order.append(key) }
                    problems[key, default: []].append("\(row.spec) \(row.title)")
                } else {
                    lines.append(line)
                }
            }
        }
        for key in order {
            let cases = problems[key] ?? []
            lines.append(cases.count == 1 ? "\(cases[0]) \(key)" : "\(key) (\(cases.count) cells, first \(cases[0]))")
        }
        return lines + schema.compactMap { entry in entry.problem.map { "\(entry.file) [schema]: \($0)" } }
    }

    func markdown() -> String {
        var lines = ["# Conformance: every spec, state and transition in every target", ""]
        lines.append("Worst error against the runtime (values, in the runtime's units) or worst IoU of inked pixels "
                     + "against Chromium's screenshot (renderers), and where. Colours may also differ by the 8-bit step "
                     + "the consumer serializes them with (1/510).")
        lines.append("")
        lines.append("| spec | case | " + ConformanceTarget.allCases.map(\.heading).joined(separator: " | ") + " |")
        lines.append("|---|---|" + ConformanceTarget.allCases.map { _ in "---|" }.joined())
        for row in rows {
            let cells = ConformanceTarget.allCases.map { row.cells[$0]?.text ?? "" }
            lines.append("| \(row.spec) | \(row.title) | " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }
                .joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("## Lottie schema (lottie-specs)")
        lines.append("")
        lines.append("| file | result |")
        lines.append("|---|---|")
        for entry in schema {
            lines.append("| \(entry.file) | \(entry.problem.map { "**FAIL**: \($0)" } ?? "valid") |")
        }
        if !notes.isEmpty {
            lines.append("")
            lines.append("## Notes")
            lines.append("")
            lines += notes.map { "- \($0)" }
        }
        let failed = failures
        lines.append("")
        lines.append(failed.isEmpty ? "All cells within their bounds." : "\(failed.count) failing cells.")
        return lines.joined(separator: "\n") + "\n"
    }
}
