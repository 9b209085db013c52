import MotionDiagnostics
import MotionSyntax

/// `motionspec fmt FILE… [--write | --check]`.
enum FormatCommand: Subcommand {
    static let help = """
        OVERVIEW: Print specs in canonical form, or rewrite them.

        USAGE: motionspec fmt FILE... [--write | --check]

        Prints each spec as `fmt` writes it (DSL files as DSL, JSON files as the JSON form).
        Comments are kept; formatting is idempotent. A file with syntax errors is left alone
        and the exit status is 1.

        OPTIONS:
          --write     Rewrite the files in place (only those that change)
          --check     Write nothing; list the files that are not formatted and exit 1 if any
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = []
    static let flags: Set<String> = ["--write", "--check"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard !args.positionals.isEmpty else { throw Arguments.UsageError(message: "fmt needs at least one FILE") }
        if args.flag("--write") && args.flag("--check") {
            throw Arguments.UsageError(message: "--write and --check cannot be used together")
        }
        var formatted: [(path: String, text: String)] = []
        var unformatted: [String] = []
        for path in args.positionals {
            guard let (file, spec) = SpecInput.parse(path: path, reporter: &reporter) else { continue }
            let form = SpecParser.form(ofPath: path) ?? .dsl
            let text = SpecParser.print(spec, as: form)
            if Array(text.utf8) != file.bytes { unformatted.append(path) }
            formatted.append((path, text))
        }
        if reporter.hasErrors { return .failure }
        if args.flag("--check") {
            for path in unformatted { console.out("\(path)\n") }
            return unformatted.isEmpty ? .success : .failure
        }
        if args.flag("--write") {
            try SpecFiles.writeAtomically(formatted.filter { unformatted.contains($0.path) })
        } else {
            for f in formatted { console.out(f.text) }
        }
        return .success
    }
}
