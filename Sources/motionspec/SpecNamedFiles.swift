import MotionDiagnostics
import MotionEmitters

/// `--file-names spec`: the outputs of each spec written straight into the output folder, named
/// after the spec's file rather than the control inside it (`flat-switch.motion` ->
/// `flat-switch.swift`, `flat-switch+CoreAnimation.swift`). A build-tool plugin declares its
/// outputs before the compiler runs, when only the spec's file name is known.
enum SpecNamedFiles {
    /// `base/TypeName<suffix>` becomes `base<suffix>`, where the suffix starts at the first `+` or
    /// `.` of the file name (`+CoreAnimation.swift`, `.swift`).
    static func rename(_ path: String) -> String {
        guard let slash = path.firstIndex(of: "/") else { return path }
        let base = path[..<slash]
        let name = path[path.index(after: slash)...]
        let suffixStart = name.firstIndex { $0 == "+" || $0 == "." } ?? name.endIndex
        return String(base + name[suffixStart...])
    }

    /// The renamed outputs, with a diagnostic on the later spec for every two that would share a
    /// name (`a.motion` and `a.motion.json`).
    static func renamed(_ files: [OutputFile], sources: [SourceFile]) -> (files: [OutputFile], reports: [FileDiagnostics]) {
        var firstBase: [String: String] = [:]
        var reports: [FileDiagnostics] = []
        for source in sources {
            let base = OutputLayout.baseName(ofSpecPath: source.path)
            if let earlier = firstBase[base] {
                reports.append(FileDiagnostics(file: source, diagnostics: [
                    Diagnostic(.outputPathClash, "this spec's outputs would overwrite those of '\(earlier)': both are named '\(base)'",
                               at: SourceSpan(at: 0), notes: [.help("rename one of the two specs")]),
                ]))
            } else {
                firstBase[base] = source.path
            }
        }
        return (files.map { OutputFile(path: rename($0.path), contents: $0.contents) }, reports)
    }
}
