import Foundation
import MotionDiagnostics
import MotionEmitters
import MotionSyntax

/// `motionspec init [--template NAME] [NAME]`: a commented spec to start from, which checks clean and
/// compiles to every target (the templates are the specs of `examples/`, built into the tool).
enum InitCommand: Subcommand {
    static let templateNames = ["switch", "checkbox", "spinner", "progress", "button"]

    static let help = """
        OVERVIEW: Write a commented spec to start from.

        USAGE: motionspec init [--template switch|checkbox|spinner|progress|button] [NAME] [-o FILE] [--force]

        Writes a working spec for a common control, with comments that explain each part. NAME
        (default: the template's name) names the control in UpperCamelCase and the file in kebab
        case: `motionspec init --template checkbox terms-box` writes `terms-box.motion` holding
        `control TermsBox`. The spec checks clean and compiles to every target as written.

        OPTIONS:
          --template switch|checkbox|spinner|progress|button
                      The control to start from (default switch)
          -o, --output FILE
                      Write to FILE instead (`-` for standard output)
          --force     Replace FILE if it exists (without it an existing file is an error)
          -h, --help  Print this help

        """
    static let valuedOptions: Set<String> = ["--template", "--output"]
    static let flags: Set<String> = ["--force"]
    static let aliases = ["-o": "--output"]

    static func run(_ args: Arguments, console: Console, reporter: inout Reporter) throws -> ExitStatus {
        guard args.positionals.count <= 1 else { throw Arguments.UsageError(message: "init takes at most one NAME") }
        let template = try args.value("--template", oneOf: templateNames) ?? "switch"
        let name = args.positionals.first ?? template
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_ ".unicodeScalars.contains($0)) })
        else {
            throw Arguments.UsageError(message: "'\(name)' cannot name a control: start with a letter, then letters, digits, '-' or '_'")
        }
        let controlName = Identifiers.words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let text = try spec(template: template, controlName: controlName)
        let output = args.value("--output") ?? Identifiers.kebabCase(controlName) + ".motion"
        if output == "-" {
            console.out(text)
            return .success
        }
        if !args.flag("--force"), FileManager.default.fileExists(atPath: output) {
            console.err("error: '\(output)' exists; pass --force to replace it\n")
            return .failure
        }
        try SpecFiles.writeAtomically([(output, text)])
        console.out("wrote \(output) (control \(controlName), from the \(template) template)\n"
                    + "next: motionspec check \(output)\n")
        return .success
    }

    /// The template's text with its control renamed: the name is replaced where the parser found it,
    /// so comments and layout stay as written.
    static func spec(template: String, controlName: String) throws -> String {
        guard let text = EmbeddedInitTemplates.texts.first(where: { $0.name == template + ".motion" })?.text else {
            throw Arguments.UsageError(message: "this build has no '\(template)' template")
        }
        let file = SourceFile(path: template + ".motion", text: text)
        guard let spec = SpecParser.parse(file).0 else { return text }
        let span = spec.control.name.span
        let bytes = Array(file.bytes[..<span.start]) + Array(controlName.utf8) + Array(file.bytes[span.end...])
        return String(decoding: bytes, as: UTF8.self)
    }
}
