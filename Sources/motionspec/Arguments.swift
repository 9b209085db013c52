import MotionDiagnostics

/// A hand-written argument reader: flags (`--write`), options with a value (`--to json`,
/// `--to=json`, `-o OUT`) and positionals, with usage errors that name the problem.
struct Arguments {
    struct UsageError: Error { let message: String }

    private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    /// `valued` lists the options that take a value; `flagNames` the ones that do not. Aliases map short to long.
    init(_ args: [String], valued: Set<String>, flagNames: Set<String>, aliases: [String: String] = [:]) throws {
        var i = 0
        var onlyPositionals = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" {
                positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            var name = arg
            var inlineValue: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            name = aliases[name] ?? name
            if valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard i < args.count else { throw UsageError(message: "option '\(name)' needs a value") }
                    value = args[i]
                    i += 1
                }
                guard options[name] == nil else { throw UsageError(message: "option '\(name)' is given twice") }
                options[name] = value
            } else if flagNames.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                var message = "unknown option '\(arg)'"
                if let best = Suggest.closest(to: name, in: (Array(valued) + Array(flagNames)).sorted()) { message += "; did you mean '\(best)'?" }
                throw UsageError(message: message)
            }
        }
    }

    func value(_ name: String) -> String? { options[name] }
    func flag(_ name: String) -> Bool { flags.contains(name) }

    func value(_ name: String, oneOf choices: [String]) throws -> String? {
        guard let v = options[name] else { return nil }
        guard choices.contains(v) else {
            throw UsageError(message: "'\(v)' is not a valid value for '\(name)': use \(choices.joined(separator: ", "))")
        }
        return v
    }
}
