import Foundation

/// `motionspec lsp`: the language server, speaking LSP over standard input and output.
enum LSPCommand: Subcommand {
    static let help = """
        OVERVIEW: Run the MotionSpec language server.

        USAGE: motionspec lsp

        Speaks the Language Server Protocol (JSON-RPC with Content-Length framing) over standard input
        and output: the compiler's diagnostics for every open spec as it changes (full document sync),
        completion of property names after `node.`, of shape, group and state names and timing functions,
        and hover text for timing functions and properties. Point an editor's LSP client at
        `motionspec lsp` for `*.motion` files.

        OPTIONS:
        \(commonOptionsHelp)

        """
    static let valuedOptions: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.isEmpty else { throw Arguments.UsageError(message: "lsp takes no FILE: the editor sends the documents") }
        var server = LanguageServer(transport: LSPTransport(input: .standardInput, output: .standardOutput))
        return server.run()
    }
}
