import MotionCompiler
import MotionDiagnostics

/// The emitters' one entry point: the pipeline's compilations in, output files and diagnostics
/// out, no I/O.
public enum MotionEmitters {
    /// The emitters built into the tool, one per target. An emitter registers by adding its type here.
    public static var registered: [any Emitter.Type] {
        [SwiftEmitter.self, CSSEmitter.self, LottieEmitter.self]
    }

    /// The targets that have an emitter, in target order.
    public static func availableTargets(_ emitters: [any Emitter.Type] = registered) -> [Target] {
        Target.allCases.filter { target in emitters.contains { $0.target == target } }
    }

    /// What a run produced. `files` is empty whenever any diagnostic is an error: a run writes
    /// everything or nothing.
    public struct Output: Sendable {
        /// Paths relative to the output folder (`flat-switch/FlatSwitch.swift`), sorted.
        public var files: [OutputFile]
        /// Per file, in the order the sources were given; only files with diagnostics appear.
        public var reports: [FileDiagnostics]

        public var hasErrors: Bool { reports.contains { $0.hasErrors } }
    }

    /// Emits each compiled spec for each target. A compilation with errors emits nothing, but its
    /// diagnostics are reported. `options` gives the run-wide settings (each spec gets its own
    /// `sourcePath` and `baseName`); `emitters` is for tests.
    public static func emit(_ compilations: [Compilation], targets: [Target], options: EmitOptions = EmitOptions(),
                            templates: Templates = .builtIn, emitters: [any Emitter.Type] = registered) -> Output {
        var files: [OutputFile] = []
        let reports = emit(compilations, targets: targets, options: options, templates: templates, emitters: emitters) { files.append($0) }
        if reports.contains(where: { $0.hasErrors }) { return Output(files: [], reports: reports) }
        return Output(files: files.sorted { $0.path < $1.path }, reports: reports)
    }

    /// The same run, each file handed to `deliver` as soon as its emitter has made it (in the order
    /// made, not sorted) and then dropped, so that a large run never holds every output at once; the
    /// reports are returned. The caller keeps nothing it was given when any report has an error (an
    /// error may come after files were delivered): a run writes everything or nothing. A file whose
    /// path another already took is reported, not delivered.
    public static func emit(_ compilations: [Compilation], targets: [Target], options: EmitOptions = EmitOptions(),
                            templates: Templates = .builtIn, emitters: [any Emitter.Type] = registered,
                            deliver: (OutputFile) -> Void) -> [FileDiagnostics] {
        var reports: [FileDiagnostics] = []
        var clashes = OutputClashes()
        let chosen = targets.sorted().reduce(into: [Target]()) { if !$0.contains($1) { $0.append($1) } }
        for compilation in compilations {
            let source = compilation.source
            var diagnostics = compilation.diagnostics
            defer { if !diagnostics.isEmpty { reports.append(FileDiagnostics(file: source, diagnostics: diagnostics)) } }
            guard let input = compilation.lowered else { continue }
            var specOptions = options
            specOptions.sourcePath = source.path
            specOptions.baseName = OutputLayout.baseName(ofSpecPath: source.path)
            specOptions.sourceLineStarts = source.lineStarts
            for target in chosen {
                for emitter in emitters where emitter.target == target {
                    let result = emitter.emit(input, options: specOptions, templates: templates)
                    diagnostics += result.diagnostics
                    for file in result.files {
                        guard OutputLayout.isContained(file.path) else {
                            diagnostics.append(Diagnostic(.outputPathOutside,
                                                          "the \(target.rawValue) output '\(file.path)' would be written outside '\(specOptions.baseName)/'",
                                                          at: input.span))
                            continue
                        }
                        let placed = OutputFile(path: specOptions.baseName + "/" + file.path, contents: file.contents)
                        if clashes.claim(placed.path, by: source) { deliver(placed) }
                    }
                }
            }
        }
        return reports + clashes.reports
    }
}

/// Two outputs with one path (two specs with one base name, or two emitters choosing one name):
/// reported at the start of the later spec, with a note naming the earlier one.
struct OutputClashes {
    private var firstSource: [String: SourceFile] = [:]
    private(set) var reports: [FileDiagnostics] = []

    /// True when `path` was free (it is now `source`'s); else the clash is reported.
    mutating func claim(_ path: String, by source: SourceFile) -> Bool {
        guard let earlier = firstSource[path] else {
            firstSource[path] = source
            return true
        }
        let message = earlier === source
            ? "two outputs of this spec would both be written to '\(path)'"
            : "this spec's output '\(path)' would overwrite that of '\(earlier.path)'"
        let help = earlier === source ? "the emitters of two targets chose the same file name"
            : "compile the two specs into different folders, or rename one"
        reports.append(FileDiagnostics(file: source, diagnostics: [
            Diagnostic(.outputPathClash, message, at: SourceSpan(at: 0), notes: [.help(help)]),
        ]))
        return false
    }
}
