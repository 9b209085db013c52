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
    /// `sourcePath` and `baseName`); `jobs` is how many emitters may run at once, each on a thread
    /// of its own (the output is the same for any number; each thread needs its own working memory);
    /// `emitters` is for tests.
    public static func emit(_ compilations: [Compilation], targets: [Target], options: EmitOptions = EmitOptions(),
                            templates: Templates = .builtIn, jobs: Int = 1, emitters: [any Emitter.Type] = registered) -> Output {
        var files: [OutputFile] = []
        let reports = emit(compilations, targets: targets, options: options, templates: templates, jobs: jobs, emitters: emitters) {
            files.append($0)
        }
        if reports.contains(where: { $0.hasErrors }) { return Output(files: [], reports: reports) }
        return Output(files: files.sorted { $0.path < $1.path }, reports: reports)
    }

    /// The same run, each file handed to `deliver` as soon as it is its turn (spec by spec, target by
    /// target, each emitter's files in the order it made them; not sorted) and then dropped, so that a
    /// large run never holds every output at once; the reports are returned. The emitters run on up to
    /// `jobs` threads (this one among them), but `deliver` is called on this thread, in the order one
    /// thread would call it.
    /// The caller keeps nothing it was given when any report has an error (an error may come after
    /// files were delivered): a run writes everything or nothing. A file whose path another already
    /// took is reported, not delivered.
    public static func emit(_ compilations: [Compilation], targets: [Target], options: EmitOptions = EmitOptions(),
                            templates: Templates = .builtIn, jobs: Int = 1, emitters: [any Emitter.Type] = registered,
                            deliver: (OutputFile) -> Void) -> [FileDiagnostics] {
        var clashes = OutputClashes()
        let chosen = targets.sorted().reduce(into: [Target]()) { if !$0.contains($1) { $0.append($1) } }
        // One job per spec and emitter, in the order one thread would run them.
        let jobList = compilations.indices.flatMap { index -> [EmitJob] in
            let compilation = compilations[index]
            guard let input = compilation.lowered else { return [] }
            var specOptions = options
            specOptions.sourcePath = compilation.source.path
            specOptions.baseName = OutputLayout.baseName(ofSpecPath: compilation.source.path)
            specOptions.sourceLineStarts = compilation.source.lineStarts
            return chosen.flatMap { target in
                emitters.filter { $0.target == target }.map { EmitJob(compilation: index, emitter: $0, input: input, options: specOptions) }
            }
        }
        var diagnostics = compilations.map(\.diagnostics)
        OrderedParallelJobs.run(count: jobList.count, width: jobs, job: { i in
            let job = jobList[i]
            return job.emitter.emit(job.input, options: job.options, templates: templates)
        }, deliver: { i, result in
            let job = jobList[i]
            diagnostics[job.compilation] += result.diagnostics
            for file in result.files {
                guard OutputLayout.isContained(file.path) else {
                    diagnostics[job.compilation].append(Diagnostic(
                        .outputPathOutside, "the \(job.emitter.target.rawValue) output '\(file.path)' would be written outside '\(job.options.baseName)/'",
                        at: job.input.span))
                    continue
                }
                let placed = OutputFile(path: job.options.baseName + "/" + file.path, contents: file.contents)
                if clashes.claim(placed.path, by: compilations[job.compilation].source) { deliver(placed) }
            }
        })
        var reports: [FileDiagnostics] = []
        for (compilation, found) in zip(compilations, diagnostics) where !found.isEmpty {
            reports.append(FileDiagnostics(file: compilation.source, diagnostics: found))
        }
        return reports + clashes.reports
    }
}

/// One emitter's run over one spec.
private struct EmitJob: Sendable {
    var compilation: Int
    var emitter: any Emitter.Type
    var input: LoweredControl
    var options: EmitOptions
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
