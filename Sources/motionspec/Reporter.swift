import MotionDiagnostics

/// Prints diagnostics for a run, as text (colour on a terminal) or as one JSON document.
struct Reporter {
    enum Format: String { case text, json }

    let console: Console
    let format: Format
    let colors: Bool
    private(set) var errors = 0
    private(set) var warnings = 0
    private var collected: [(SourceFile, [Diagnostic])] = []

    init(console: Console, format: Format, colors: Bool) {
        self.console = console
        self.format = format
        self.colors = colors
    }

    mutating func report(_ diagnostics: [Diagnostic], in file: SourceFile) {
        guard !diagnostics.isEmpty else { return }
        var bag = DiagnosticBag()
        bag.append(contentsOf: diagnostics)
        let sorted = bag.sorted
        errors += bag.errorCount
        warnings += bag.warningCount
        switch format {
        case .text:
            let renderer = DiagnosticRenderer(colors: colors, excerpts: !file.bytes.isEmpty)
            console.err(renderer.render(sorted, in: file))
        case .json:
            collected.append((file, sorted))
        }
    }

    /// The closing summary (text) or the JSON document.
    func finish() {
        switch format {
        case .text:
            if let summary = DiagnosticRenderer.summary(errors: errors, warnings: warnings) {
                console.err("\(summary) generated\n")
            }
        case .json:
            console.err(DiagnosticJSONRenderer.render(collected))
        }
    }

    var hasErrors: Bool { errors > 0 }
}
