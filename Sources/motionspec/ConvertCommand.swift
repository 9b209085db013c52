import MotionCompiler
import MotionDiagnostics
import MotionSyntax

/// `motionspec convert FILE --to json|dsl [-o OUT]`.
enum ConvertCommand: Subcommand {
    static let help = """
        OVERVIEW: Convert a spec between the DSL and the JSON form.

        USAGE: motionspec convert FILE --to json|dsl [-o OUT]

        The spec is checked first; on any error nothing is written and the exit status is 1.
        Comments are kept. DSL -> JSON -> DSL gives exactly what `motionspec fmt` prints.

        OPTIONS:
          --to json|dsl   The form to write (required)
          -o, --output OUT
                          Write to OUT instead of standard output
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = ["--to", "--output"]
    static let flags: Set<String> = []
    static let aliases = ["-o": "--output"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.count == 1 else {
            throw Arguments.UsageError(message: args.positionals.isEmpty ? "convert needs a FILE" : "convert takes one FILE")
        }
        guard let target = try args.value("--to", oneOf: ["json", "dsl"]) else {
            throw Arguments.UsageError(message: "convert needs --to json or --to dsl")
        }
        guard let compilation = SpecInput.compile(path: args.positionals[0], reporter: &reporter), !compilation.hasErrors,
              let spec = compilation.spec else { return .failure }
        let text = SpecParser.print(spec, as: target == "json" ? .json : .dsl)
        if let output = args.value("--output") {
            try SpecFiles.writeAtomically([(output, text)])
        } else {
            console.out(text)
        }
        return .success
    }
}
