import MotionCompiler
import MotionDiagnostics
import MotionSyntax

/// `motionspec check FILE…`: parse and validate; print every diagnostic.
enum CheckCommand: Subcommand {
    static let help = """
        OVERVIEW: Validate specs and print diagnostics.

        USAGE: motionspec check FILE...

        Reads each `.motion` or `.motion.json` file, reports every problem it finds as
        `path:line:col: error: message [CODE]` with an excerpt, and exits 1 if any file has errors.
        Warnings alone exit 0. Nothing is written.

        OPTIONS:
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard !args.positionals.isEmpty else { throw Arguments.UsageError(message: "check needs at least one FILE") }
        for path in args.positionals {
            _ = SpecPipeline.check(path: path, reporter: &reporter)
        }
        return reporter.hasErrors ? .failure : .success
    }
}

/// The steps every subcommand shares: read, parse, check — each reporting into the reporter.
enum SpecPipeline {
    static func read(path: String, reporter: inout Reporter) -> SourceFile? {
        switch SpecFiles.read(path) {
        case .success(let file): return file
        case .failure(let unreadable):
            reporter.report([unreadable.diagnostic], in: SourceFile(path: path, bytes: []))
            return nil
        }
    }

    static func parse(path: String, as form: SpecParser.Form? = nil, reporter: inout Reporter) -> (SourceFile, SpecFile)? {
        guard let file = read(path: path, reporter: &reporter) else { return nil }
        let (spec, diagnostics) = SpecParser.parse(file, as: form)
        reporter.report(diagnostics, in: file)
        guard let spec, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return (file, spec)
    }

    /// Parses and validates; returns the tree only when there is no error.
    static func check(path: String, as form: SpecParser.Form? = nil, reporter: inout Reporter) -> (SourceFile, SpecFile)? {
        guard let (file, spec) = parse(path: path, as: form, reporter: &reporter) else { return nil }
        let (model, diagnostics) = SpecChecker.check(spec, file: file)
        reporter.report(diagnostics, in: file)
        guard model != nil, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return (file, spec)
    }
}
