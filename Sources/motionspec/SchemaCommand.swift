import MotionEmitters

/// `motionspec schema [-o FILE]`: the JSON Schema of `.motion.json`, for editors and validators.
enum SchemaCommand: Subcommand {
    static let help = """
        OVERVIEW: Print the JSON Schema of the JSON form.

        USAGE: motionspec schema [-o FILE]

        Prints the JSON Schema (draft 2020-12) of `.motion.json` files: every key, the words each
        one accepts, and descriptions from the documentation. Point an editor at it, or name it in
        a spec: `"$schema": "./motion.schema.json"` is accepted at the top of a document. Expressions
        inside strings are checked by `motionspec check`, not by the schema.

        OPTIONS:
          -o, --output FILE
                      Write to FILE instead of standard output
          -h, --help  Print this help

        """
    static let valuedOptions: Set<String> = ["--output"]
    static let flags: Set<String> = []
    static let aliases = ["-o": "--output"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.isEmpty else { throw Arguments.UsageError(message: "schema takes no FILE") }
        let text = JSONFormSchema.document()
        if let output = args.value("--output") {
            try SpecFiles.writeAtomically([(output, text)])
        } else {
            console.out(text)
        }
        return .success
    }
}
