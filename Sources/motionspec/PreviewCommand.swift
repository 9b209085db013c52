import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// `motionspec preview SPEC [-o PAGE]`: one offline page to watch, scrub and plot a spec's motion.
enum PreviewCommand: Subcommand {
    static let help = """
        OVERVIEW: Write a page to watch a spec move: both web outputs, a scrubber and plots.

        USAGE: motionspec preview SPEC [-o PAGE]

        Compiles the spec to CSS + SVG and to Lottie and writes one self-contained page that works
        offline: the CSS output and the Lottie output (played by lottie-web, carried inside the page)
        side by side; a button per state (a click plays the transition from what is on screen, so a
        click mid-flight interrupts it as the control does); a scrubber, play and pause for a chosen
        transition; speeds from 0.1× to 2×; a reduced-motion switch; and per animated property a plot
        of its value against time with its keyframes ticked and a cursor at the scrubber. The values
        and plots are the runtime's samples at 60 per second (`motionspec sample --fps 60`). If the
        spec has an error, or a target refuses it, nothing is written and the exit status is 1.

        OPTIONS:
          -o, --output PAGE
                      The HTML file to write (default: <spec>.preview.html in the current folder)
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = ["--output"]
    static let flags: Set<String> = []
    static let aliases = ["-o": "--output"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.count == 1, let path = args.positionals.first else {
            throw Arguments.UsageError(message: "preview needs exactly one SPEC")
        }
        let output = args.value("--output") ?? OutputLayout.baseName(ofSpecPath: path) + ".preview.html"
        guard let source = SpecInput.read(path: path, reporter: &reporter) else { return .failure }
        let result = PreviewPage.render(Pipeline.run(source))
        for report in result.reports { reporter.report(report.diagnostics, in: report.file) }
        guard !reporter.hasErrors, let page = result.page else { return .failure }
        try SpecFiles.writeAtomically([(output, page)])
        return .success
    }
}
