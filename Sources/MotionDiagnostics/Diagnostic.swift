/// How bad a diagnostic is. Errors stop output; warnings do not.
public enum Severity: String, Sendable, Hashable, Comparable {
    case note, warning, error

    public static func < (a: Severity, b: Severity) -> Bool {
        let order: [Severity] = [.note, .warning, .error]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// A stable diagnostic code from the catalog (`MS2004`). Ranges: MS1xxx syntax,
/// MS2xxx meaning, MS3xxx target limits, MS4xxx input and limits, MS5xxx importing drawings.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    public let id: String
    /// A short, stable summary used in the catalog and in `specs/diagnostics.md`.
    public let summary: String
    public let severity: Severity

    public init(_ id: String, _ severity: Severity, _ summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }

    public var description: String { id }
}

/// A secondary message: `= note:` (optionally pointing at another span) or `= help:`.
public struct DiagnosticNote: Hashable, Sendable {
    public enum Kind: String, Sendable { case note, help }
    public let kind: Kind
    public let message: String
    public let span: SourceSpan?

    public init(_ kind: Kind, _ message: String, span: SourceSpan? = nil) {
        self.kind = kind
        self.message = message
        self.span = span
    }

    public static func help(_ message: String) -> DiagnosticNote { DiagnosticNote(.help, message) }
    public static func note(_ message: String, span: SourceSpan? = nil) -> DiagnosticNote {
        DiagnosticNote(.note, message, span: span)
    }
}

/// One problem found in one file: a code, a lowercase message without a full stop,
/// the span it is about, and notes. Line and column come from the file's line table.
public struct Diagnostic: Hashable, Sendable {
    public let code: DiagnosticCode
    public let message: String
    public let span: SourceSpan
    public var notes: [DiagnosticNote]

    public var severity: Severity { code.severity }

    public init(_ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        self.code = code
        self.message = message
        self.span = span
        self.notes = notes
    }

    /// Adds `= help: did you mean 'x'?` when a close candidate exists.
    public func suggesting(_ name: String, from candidates: [String]) -> Diagnostic {
        guard let best = Suggest.closest(to: name, in: candidates) else { return self }
        var copy = self
        copy.notes.append(.help("did you mean '\(best)'?"))
        return copy
    }
}

/// Collects diagnostics in the order found. Every stage reports into one.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    public mutating func report(_ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(code, message, at: span, notes: notes))
    }

    public mutating func append(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// Diagnostics in source order (stable for equal spans), which is how they are printed.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            a.element.span.start != b.element.span.start
                ? a.element.span.start < b.element.span.start : a.offset < b.offset
        }.map(\.element)
    }
}
