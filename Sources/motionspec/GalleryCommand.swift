import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// `motionspec gallery FILE… -o PAGE`: every spec on one HTML page, playing, with its source beside it.
enum GalleryCommand: Subcommand {
    static let help = """
        OVERVIEW: Show many specs on one HTML page.

        USAGE: motionspec gallery FILE... -o PAGE

        Compiles each spec with the CSS target and writes one self-contained page: per spec, the
        control as the CSS output draws it, stepping through its states every 1.8 s (click one to
        step it yourself), and the spec's source beside it. If any spec has an error, or two specs
        draw the same control (a spec and its JSON twin), nothing is written and the exit status is 1.

        OPTIONS:
          -o, --output PAGE
                      The HTML file to write (required)
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = ["--output"]
    static let flags: Set<String> = []
    static let aliases = ["-o": "--output"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard !args.positionals.isEmpty else { throw Arguments.UsageError(message: "gallery needs at least one FILE") }
        guard let output = args.value("--output") else { throw Arguments.UsageError(message: "gallery needs a page to write: -o PAGE") }
        var sources: [SourceFile] = []
        for path in args.positionals {
            if let file = SpecInput.read(path: path, reporter: &reporter) { sources.append(file) }
        }
        let result = GalleryPage.render(Pipeline.run(sources))
        for report in result.reports { reporter.report(report.diagnostics, in: report.file) }
        for clash in result.clashes { console.err("error: \(clash)\n") }
        guard !reporter.hasErrors, let page = result.page else { return .failure }
        try SpecFiles.writeAtomically([(output, page)])
        return .success
    }
}
