import MotionDiagnostics
import MotionRuntime

/// Collects diagnostics for one check run. A class so every part of the checker shares it.
final class DiagnosticCollector {
    let file: SourceFile
    var bag = DiagnosticBag()
    private var reportedDepth = false
    /// Settling durations already found: a spec tends to use a few springs on many tracks, and finding
    /// one solves the spring's motion.
    var settlingDurations: [MotionSpring: Double] = [:]

    init(file: SourceFile) { self.file = file }

    /// Reports with the code's own severity (most are errors; MS2044 and MS2045 are warnings).
    func report(_ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        bag.report(code, message, at: span, notes: notes)
    }

    func report(_ d: Diagnostic) { bag.report(d) }

    /// Nesting deeper than `NestingLimit.depth` is reported once per run.
    func tooDeep(at span: SourceSpan) {
        if reportedDepth { return }
        reportedDepth = true
        bag.report(.nestingTooDeep, "nesting is deeper than \(NestingLimit.depth) levels", at: span)
    }

    /// Diagnostics in source order, each once (a repeat checks its body per instance).
    var finished: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return bag.sorted.filter { seen.insert($0).inserted }
    }
}
