import MotionCompiler
import MotionDiagnostics
import MotionImport
import MotionSyntax

/// `motionspec import-svg FILE.svg [-o SPEC]`: a drawing as a spec to animate.
enum ImportSVGCommand: Subcommand {
    static let help = """
        OVERVIEW: Turn an SVG drawing into a spec.

        USAGE: motionspec import-svg FILE.svg [-o SPEC]

        One shape per drawable element (path, rect, circle, ellipse, line, polyline, polygon), groups as
        groups, the viewBox as the size, ids as shape names, and one initial state `rest`. Fills, strokes,
        widths, caps, joins, opacity and transforms carry over. What a spec cannot say (gradients, masks,
        filters, text, images) is a warning at the element's line. SPEC ending in `.motion.json` is
        written in the JSON form; without -o the DSL goes to standard output.

        OPTIONS:
          -o, --output SPEC
                      Write the spec to SPEC
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = ["--output"]
    static let flags: Set<String> = []
    static let aliases = ["-o": "--output"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.count == 1 else {
            throw Arguments.UsageError(message: args.positionals.isEmpty ? "import-svg needs a FILE.svg" : "import-svg takes one FILE.svg")
        }
        let output = args.value("--output")
        if let output, !output.hasSuffix(".motion"), !output.hasSuffix(".motion.json") {
            throw Arguments.UsageError(message: "the output '\(output)' must end in .motion or .motion.json")
        }
        guard let svg = SpecInput.read(path: args.positionals[0], reporter: &reporter) else { return .failure }
        let outcome = SVGImport.run(svg)
        reporter.report(outcome.diagnostics, in: svg)
        guard let text = outcome.spec else { return .failure }
        // The spec goes through the front end like any other, so what is written always checks.
        let specFile = SourceFile(path: output ?? "imported.motion", text: text)
        let compilation = Pipeline.run(specFile, as: .dsl)
        let problems = compilation.diagnostics.filter { $0.severity == .error }
        guard let spec = compilation.spec, problems.isEmpty else {
            reporter.report(problems, in: specFile)
            return .failure
        }
        let printed = SpecParser.print(spec, as: output?.hasSuffix(".motion.json") == true ? .json : .dsl)
        if let output {
            try SpecFiles.writeAtomically([(output, printed)])
        } else {
            console.out(printed)
        }
        return .success
    }
}
