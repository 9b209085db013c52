import MotionCompiler

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
            _ = SpecInput.compile(path: path, reporter: &reporter)
        }
        return reporter.hasErrors ? .failure : .success
    }
}
