import Foundation
import MotionDiagnostics

/// The `motionspec` command: picks a subcommand and runs it.
enum MotionSpecCommand {
    static let version = "0.1.0"

    static let subcommands: [(name: String, summary: String)] = [
        ("check", "Validate specs and print diagnostics"),
        ("compile", "Compile specs to Swift, CSS + SVG or Lottie"),
        ("convert", "Convert a spec between the DSL and the JSON form"),
        ("explain", "Print the documentation of a diagnostic code"),
        ("fmt", "Print specs in canonical form, or rewrite them"),
        ("gallery", "Show many specs, playing, on one HTML page"),
        ("import-svg", "Turn an SVG drawing into a spec"),
        ("init", "Write a commented spec to start from"),
        ("lsp", "Run the language server (LSP over stdio)"),
        ("preview", "Write a page to watch, scrub and plot a spec's motion"),
        ("sample", "Print property values over a transition, or a state's frame"),
        ("schema", "Print the JSON Schema of the JSON form"),
    ]

    static let overview = """
        OVERVIEW: MotionSpec compiles the motion of UI controls to Swift, CSS and Lottie.

        USAGE: motionspec <subcommand> [options] FILE...

        SUBCOMMANDS:
        \(subcommands.map { "  " + $0.name.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

        OPTIONS:
          --version   Print the version
          -h, --help  Print this help; `motionspec <subcommand> --help` for a subcommand

        Specs are `.motion` (DSL) or `.motion.json` (JSON form) files.
        Exit status: 0 success, 1 errors in the input, 64 a wrong command line.

        """

    static func run(_ args: [String], console: Console) -> ExitStatus {
        guard let first = args.first else {
            console.err(overview)
            return .usage
        }
        let rest = Array(args.dropFirst())
        switch first {
        case "-h", "--help", "help":
            if let topic = rest.first, let help = help(for: topic) {
                console.out(help)
            } else {
                console.out(overview)
            }
            return .success
        case "--version":
            console.out("motionspec \(version)\n")
            return .success
        case "check": return runSubcommand(rest, console: console, CheckCommand.self)
        case "compile": return runSubcommand(rest, console: console, CompileCommand.self)
        case "convert": return runSubcommand(rest, console: console, ConvertCommand.self)
        case "explain": return runSubcommand(rest, console: console, ExplainCommand.self)
        case "fmt": return runSubcommand(rest, console: console, FormatCommand.self)
        case "gallery": return runSubcommand(rest, console: console, GalleryCommand.self)
        case "import-svg": return runSubcommand(rest, console: console, ImportSVGCommand.self)
        case "init": return runSubcommand(rest, console: console, InitCommand.self)
        case "lsp": return runSubcommand(rest, console: console, LSPCommand.self)
        case "preview": return runSubcommand(rest, console: console, PreviewCommand.self)
        case "sample": return runSubcommand(rest, console: console, SampleCommand.self)
        case "schema": return runSubcommand(rest, console: console, SchemaCommand.self)
        default:
            var message = "error: unknown subcommand '\(first)'"
            if let best = Suggest.closest(to: first, in: subcommands.map(\.name)) { message += "; did you mean '\(best)'?" }
            console.err(message + "\n\n" + overview)
            return .usage
        }
    }

    /// The USAGE lines of a help text and a pointer to the rest: what a usage error prints (the
    /// whole help would bury the one line that says what was wrong).
    static func usage(of help: String) -> String {
        var lines: [Substring] = []
        var inUsage = false
        var name = "motionspec"
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("USAGE:") {
                inUsage = true
                let words = line.split(separator: " ")
                if words.count > 2 { name = "motionspec \(words[2])" }
            } else if inUsage && line.trimmingCharacters(in: .whitespaces).isEmpty {
                break
            }
            if inUsage { lines.append(line) }
        }
        return lines.joined(separator: "\n") + "\n  See '\(name) --help' for more.\n"
    }

    static func help(for name: String) -> String? {
        switch name {
        case "check": return CheckCommand.help
        case "compile": return CompileCommand.help
        case "convert": return ConvertCommand.help
        case "explain": return ExplainCommand.help
        case "fmt": return FormatCommand.help
        case "gallery": return GalleryCommand.help
        case "import-svg": return ImportSVGCommand.help
        case "init": return InitCommand.help
        case "lsp": return LSPCommand.help
        case "preview": return PreviewCommand.help
        case "sample": return SampleCommand.help
        case "schema": return SchemaCommand.help
        default: return nil
        }
    }

    /// Parses a subcommand's options (plus the common ones) and runs it; usage errors exit 64.
    static func runSubcommand(_ args: [String], console: Console, _ command: any Subcommand.Type) -> ExitStatus {
        if args.contains("--help") || args.contains("-h") {
            console.out(command.help)
            return .success
        }
        do {
            let parsed = try Arguments(args, valued: command.valuedOptions.union(["--diagnostics-format", "--color"]),
                                       flagNames: command.flags, aliases: command.aliases)
            let format = Reporter.Format(rawValue: try parsed.value("--diagnostics-format", oneOf: ["text", "json"]) ?? "text")!
            let color = try parsed.value("--color", oneOf: ["auto", "always", "never"]) ?? "auto"
            let colors = color == "always" || (color == "auto" && console.errIsTerminal)
            var reporter = Reporter(console: console, format: format, colors: colors)
            var status: ExitStatus
            do {
                status = try command.run(parsed, console: console, reporter: &reporter)
            } catch let failure as UnwritableOutput {
                reporter.report([failure.diagnostic], in: SourceFile(path: failure.path, bytes: []))
                status = .failure
            }
            reporter.finish()
            return status
        } catch let error as Arguments.UsageError {
            console.err("error: \(error.message)\n\n\(usage(of: command.help))")
            return .usage
        } catch {
            console.err("error: \(error)\n")
            return .failure
        }
    }
}

/// One subcommand: its options, its help, and what it does.
protocol Subcommand {
    static var help: String { get }
    static var valuedOptions: Set<String> { get }
    static var flags: Set<String> { get }
    static var aliases: [String: String] { get }
    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus
}

extension Subcommand {
    static var aliases: [String: String] { [:] }

    /// The options every subcommand takes, for the help texts.
    static var commonOptionsHelp: String {
        """
          --diagnostics-format text|json
                      How to print diagnostics (default text; json is one document for editors)
          --color auto|always|never
                      Colour diagnostics (default auto: only on a terminal; NO_COLOR turns it off)
          -h, --help  Print this help
        """
    }
}
