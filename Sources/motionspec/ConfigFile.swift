import MotionDiagnostics
import MotionEmitters
import MotionSyntax

/// `motionspec-config.json`, beside the specs of a target the build-tool plugin is applied to (or
/// `--config FILE`): what that target may choose. Read by each compile the plugin runs, so editing it
/// regenerates the target's specs; every mistake is a diagnostic at its line and column.
///
/// ```json
/// { "accessLevel": "internal", "runtime": "linked" }
/// ```
struct ConfigFile: Equatable {
    enum Runtime: String, CaseIterable { case linked, standalone }

    static let fileName = "motionspec-config.json"

    /// The access level of the generated controls (`public` by default).
    var accessLevel = SwiftAccessLevel.public
    /// `linked`: the target depends on the MotionRuntime and MotionCoreAnimation products; `standalone`:
    /// each spec's file carries the runtime, so a target may hold only one spec.
    var runtime = Runtime.linked

    private static let keys: [(name: String, choices: [String])] = [
        ("accessLevel", SwiftAccessLevel.allCases.map(\.rawValue)),
        ("runtime", Runtime.allCases.map(\.rawValue)),
    ]

    /// Reads `file`; nil with the reasons when it has a mistake. `specsInTarget`, when known, is how
    /// many specs share the configuration (a standalone runtime is for one).
    static func read(_ file: SourceFile, specsInTarget: Int? = nil) -> (ConfigFile?, [Diagnostic]) {
        let (parsed, syntax) = JSONParser.parse(file)
        guard let value = parsed, syntax.isEmpty else { return (nil, syntax) }
        guard case .object(let members) = value.kind else {
            return (nil, [Diagnostic(.configNotAnObject, "\(fileName) must be one JSON object, found \(value.typeName)", at: value.span,
                                     notes: [.help("write {\"accessLevel\": \"public\", \"runtime\": \"linked\"}")])])
        }
        var config = ConfigFile()
        var diagnostics: [Diagnostic] = []
        let names = keys.map(\.name)
        for member in members {
            guard let key = keys.first(where: { $0.name == member.key }) else {
                let help = Suggest.closest(to: member.key, in: names).map { "did you mean '\($0)'?" }
                    ?? "the keys are \(names.map { "'\($0)'" }.joined(separator: " and "))"
                diagnostics.append(Diagnostic(.configUnknownKey, "unknown key '\(member.key)' in \(fileName)", at: member.keySpan,
                                              notes: [.help(help)]))
                continue
            }
            let choices = key.choices.map { "\"\($0)\"" }.joined(separator: ", ")
            guard let text = member.value.stringValue else {
                diagnostics.append(Diagnostic(.configWrongType, "'\(key.name)' must be a string, found \(member.value.typeName)",
                                              at: member.value.span, notes: [.help("one of \(choices)")]))
                continue
            }
            guard key.choices.contains(text) else {
                let help = Suggest.closest(to: text, in: key.choices).map { "did you mean \"\($0)\"?" } ?? "one of \(choices)"
                diagnostics.append(Diagnostic(.configBadValue, "'\(key.name)' must be one of \(choices), found \"\(text)\"",
                                              at: member.value.span, notes: [.help(help)]))
                continue
            }
            switch key.name {
            case "accessLevel": config.accessLevel = SwiftAccessLevel(rawValue: text)!
            default:
                config.runtime = Runtime(rawValue: text)!
                if config.runtime == .standalone, let count = specsInTarget, count > 1 {
                    diagnostics.append(Diagnostic(.configStandaloneSharedTarget,
                                                  "a standalone runtime is inlined into each spec's file: with \(count) specs in the target it would be defined \(count) times",
                                                  at: member.value.span, notes: [.help("use \"linked\" (and depend on the MotionRuntime product), or one spec per target")]))
                }
            }
        }
        return (diagnostics.isEmpty ? config : nil, diagnostics)
    }
}
