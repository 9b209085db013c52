import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// `motionspec compile FILE… --target swift|css|lottie|all -o DIR [--templates DIR] [--standalone] [--pretty] [--fps N] [--file-names control|spec] [--access-level public|package|internal] [--config FILE] [--jobs N]`.
enum CompileCommand: Subcommand {
    static let help = """
        OVERVIEW: Compile specs to Swift, CSS + SVG or Lottie.

        USAGE: motionspec compile FILE... --target swift|css|lottie|all -o DIR [--templates DIR] [--standalone] [--pretty] [--fps N] [--file-names control|spec] [--access-level public|package|internal] [--config FILE] [--jobs N]

        Checks each spec, lowers it and runs the target's emitter. Each spec's files go in a folder
        named after the spec (`specs/flat-switch.motion` -> `DIR/flat-switch/`). If any spec or template
        has an error, nothing at all is written and the exit status is 1; otherwise every file is
        written whole (to a temporary file, then renamed). The same input gives the same bytes.

        OPTIONS:
          --target swift|css|lottie|all
                      What to generate (required); all is every target this build has
          -o, --output DIR
                      The folder to write into (required; created if missing)
          --templates DIR
                      Replace built-in templates by the files of DIR with the same names
                      (see templates/README.md)
          --standalone
                      Write something a person can open as is (CSS: an HTML page with the SVG)
          --pretty    Lottie: indented JSON, one member a line, for people (default: compact)
          --fps N     Sampling rate for what a target can only approximate (default 60)
          --file-names control|spec
                      Swift only: name the files after the control, in a folder per spec
                      (control, the default), or after the spec, straight into DIR
                      (spec: `flat-switch.motion` -> `DIR/flat-switch.swift` and
                      `DIR/flat-switch+CoreAnimation.swift`; what the build-tool plugin uses;
                      with --standalone the second file only says the glue is in the first)
          --access-level public|package|internal
                      Swift: the access level of the generated controls (default public)
          --config FILE
                      Read the options of a motionspec-config.json (accessLevel, runtime);
                      the command line's --access-level and --standalone win
          --target-spec-count N
                      How many specs share the --config file (the plugin passes it): a
                      standalone runtime is for one
          -j, --jobs N|auto
                      Check up to N specs at once, then run up to N emitters at once,
                      each spec's targets and the specs side by side (auto: one per core;
                      default 1). The output is the same for any N; each job needs memory
                      of its own
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = ["--target", "--output", "--templates", "--fps", "--file-names", "--access-level", "--config",
                                             "--target-spec-count", "--jobs"]
    static let flags: Set<String> = ["--standalone", "--pretty"]
    static let aliases = ["-o": "--output", "-j": "--jobs"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        try compile(args, reporter: &reporter, emitters: MotionEmitters.registered)
    }

    /// The command with the emitters to use given, so tests can run it with their own.
    static func compile(_ args: Arguments, reporter: inout Reporter, emitters: [any Emitter.Type]) throws -> ExitStatus {
        guard !args.positionals.isEmpty else { throw Arguments.UsageError(message: "compile needs at least one FILE") }
        let targets = try targets(args, emitters: emitters)
        guard let outputDirectory = args.value("--output") else {
            throw Arguments.UsageError(message: "compile needs an output folder: -o DIR")
        }
        guard let config = try configuration(args, reporter: &reporter) else { return .failure }
        var options = EmitOptions(standalone: args.flag("--standalone") || config.runtime == .standalone, pretty: args.flag("--pretty"))
        options.swiftAccessLevel = try args.value("--access-level", oneOf: SwiftAccessLevel.allCases.map(\.rawValue))
            .flatMap(SwiftAccessLevel.init(rawValue:)) ?? config.accessLevel
        if let text = args.value("--fps") {
            guard let fps = Double(text), fps.isFinite, fps > 0, fps <= 1000 else {
                throw Arguments.UsageError(message: "'\(text)' is not a valid value for '--fps': use a number above 0, at most 1000")
            }
            options.fps = fps
        }
        let jobs = try jobCount(args)
        let namedAfterSpec = try args.value("--file-names", oneOf: ["control", "spec"]) == "spec"
        if namedAfterSpec && targets != [.swift] {
            throw Arguments.UsageError(message: "'--file-names spec' is for '--target swift' only")
        }
        var templates = Templates.builtIn
        if let directory = args.value("--templates") {
            let (overridden, reports) = Templates.builtIn.overridden(by: try templateFiles(in: directory, reporter: &reporter))
            templates = overridden
            for report in reports { reporter.report(report.diagnostics, in: report.file) }
        }
        var sources: [SourceFile] = []
        for path in args.positionals {
            if let file = SpecInput.read(path: path, reporter: &reporter) { sources.append(file) }
        }
        let prefix = outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/"
        let compilations = Pipeline.runForEmitting(sources, jobs: jobs)
        if !namedAfterSpec {
            return try writeAsMade(compilations, targets: targets, options: options, templates: templates, jobs: jobs,
                                   emitters: emitters, prefix: prefix, reporter: &reporter)
        }
        let output = MotionEmitters.emit(compilations, targets: targets, options: options, templates: templates, jobs: jobs,
                                         emitters: emitters)
        for report in output.reports { reporter.report(report.diagnostics, in: report.file) }
        let renamed = SpecNamedFiles.renamed(output.files, sources: sources)
        var files = renamed.files
        for report in renamed.reports { reporter.report(report.diagnostics, in: report.file) }
        if options.standalone { files += SpecNamedFiles.standaloneGluePlaceholders(files) }
        if reporter.hasErrors { return .failure }
        try SpecFiles.writeAtomically(files.map { (prefix + $0.path, $0.contents) })
        return .success
    }

    /// Emits and stages each file as it is made (`OutputStage`), so that a large run never holds all
    /// its outputs at once; they go into place only when the whole run has no error. The diagnostics
    /// are printed before a failure to write is.
    static func writeAsMade(_ compilations: [Compilation], targets: [Target], options: EmitOptions, templates: Templates, jobs: Int,
                            emitters: [any Emitter.Type], prefix: String, reporter: inout Reporter) throws -> ExitStatus {
        var stage = OutputStage()
        defer { stage.discard() }
        var unwritable: UnwritableOutput?
        let reports = MotionEmitters.emit(compilations, targets: targets, options: options, templates: templates, jobs: jobs,
                                          emitters: emitters) { file in
            guard unwritable == nil else { return }
            do throws(UnwritableOutput) { try stage.add(prefix + file.path, file.contents) } catch { unwritable = error }
        }
        for report in reports { reporter.report(report.diagnostics, in: report.file) }
        if reporter.hasErrors { return .failure }
        if let unwritable { throw unwritable }
        try stage.commit()
        return .success
    }

    /// `--jobs N|auto`: how many emitters run at once (1 without the option; auto is one per core).
    static func jobCount(_ args: Arguments) throws -> Int {
        guard let text = args.value("--jobs") else { return 1 }
        if text == "auto" { return max(1, ProcessInfo.processInfo.activeProcessorCount) }
        guard let count = Int(text), (1...256).contains(count) else {
            throw Arguments.UsageError(message: "'\(text)' is not a valid value for '--jobs': use a whole number from 1 to 256, or auto")
        }
        return count
    }

    /// The `--config` file's options (the defaults without one); nil when it has a mistake, reported.
    static func configuration(_ args: Arguments, reporter: inout Reporter) throws -> ConfigFile? {
        guard let path = args.value("--config") else { return ConfigFile() }
        var specCount: Int?
        if let text = args.value("--target-spec-count") {
            guard let count = Int(text), count > 0 else {
                throw Arguments.UsageError(message: "'\(text)' is not a valid value for '--target-spec-count': use a whole number above 0")
            }
            specCount = count
        }
        guard let file = SpecInput.read(path: path, reporter: &reporter) else { return nil }
        let (config, diagnostics) = ConfigFile.read(file, specsInTarget: specCount)
        reporter.report(diagnostics, in: file)
        return config
    }

    static func targets(_ args: Arguments, emitters: [any Emitter.Type]) throws -> [Target] {
        let names = Target.allCases.map(\.rawValue) + ["all"]
        guard let name = try args.value("--target", oneOf: names) else {
            throw Arguments.UsageError(message: "compile needs --target \(names.joined(separator: "|"))")
        }
        let available = MotionEmitters.availableTargets(emitters)
        if name == "all" {
            guard !available.isEmpty else { throw Arguments.UsageError(message: "no target has an emitter in this build yet") }
            return available
        }
        guard let target = Target(rawValue: name), available.contains(target) else {
            throw Arguments.UsageError(message: "target '\(name)' has no emitter in this build yet")
        }
        return [target]
    }

    /// The files of a templates folder (not its subfolders), read as sources so that template
    /// diagnostics point into them; unreadable files are reported like unreadable specs.
    static func templateFiles(in directory: String, reporter: inout Reporter) throws -> [SourceFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Arguments.UsageError(message: "'\(directory)' is not a folder of templates")
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [SourceFile] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        where !name.hasPrefix(".") && !Templates.ignoredFileNames.contains(name) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: prefix + name, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            if let file = SpecInput.read(path: prefix + name, reporter: &reporter) { files.append(file) }
        }
        return files
    }
}
