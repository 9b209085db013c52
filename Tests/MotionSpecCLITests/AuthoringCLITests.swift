import Foundation
import Testing
import TestSupport

/// `init`, `explain` and `schema`: the commands for people who write specs, run as the built binary.
@Suite struct AuthoringCLITests {
    static let templates = ["switch", "checkbox", "spinner", "progress", "button"]

    /// Every template, written by `init` under a new name: it checks with no diagnostic at all and
    /// compiles to every target.
    @Test(arguments: templates)
    func initWritesASpecThatChecksCleanAndCompiles(_ template: String) throws {
        let dir = try temporaryDirectory()
        let run = try CLIRun(["init", "--template", template, "my-\(template)"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let file = "my-\(template).motion"
        #expect(run.stdout.contains("wrote \(file)"))
        let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
        let controlName = "My" + template.prefix(1).uppercased() + template.dropFirst()
        #expect(text.contains("control \(controlName) {\n"))
        // What `init` wrote is the example with only its control renamed.
        let example = try Repository.read("examples/\(template).motion")
        #expect(text.replacing("control \(controlName) {", with: "") == example.replacing(#/control [A-Za-z]+ \{/#, with: ""))
        let check = try CLIRun(["check", file], in: dir)
        #expect(check.status == 0)
        #expect(check.stderr == "", "\(check.stderr)")
        let fmt = try CLIRun(["fmt", "--check", file], in: dir)
        #expect(fmt.status == 0, "the template is not in canonical form: \(fmt.stdout)")
        let compile = try CLIRun(["compile", file, "--target", "all", "-o", "out"], in: dir)
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(!compile.stderr.contains("warning:") && !compile.stderr.contains("error:"), "\(compile.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out/my-\(template)").path).sorted()
        #expect(written.contains("\(controlName).swift"))
        #expect(written.contains("my-\(template).html"))
        #expect(written.contains("my-\(template).json"))
    }

    @Test func initDefaultsAndRefusals() throws {
        let dir = try temporaryDirectory()
        let first = try CLIRun(["init"], in: dir)
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("switch.motion").path))
        // An existing file is kept unless --force says otherwise.
        let again = try CLIRun(["init"], in: dir)
        #expect(again.status == 1)
        #expect(again.stderr == "error: 'switch.motion' exists; pass --force to replace it\n")
        #expect(try CLIRun(["init", "--force"], in: dir).status == 0)
        let printed = try CLIRun(["init", "--template", "checkbox", "TermsBox", "-o", "-"], in: dir)
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("control TermsBox {\n"))
        let badTemplate = try CLIRun(["init", "--template", "slider"], in: dir)
        #expect(badTemplate.status == 64)
        #expect(badTemplate.stderr.contains("'slider' is not a valid value for '--template': use switch, checkbox, spinner, progress, button"))
        let badName = try CLIRun(["init", "9lives"], in: dir)
        #expect(badName.status == 64)
        #expect(badName.stderr.contains("'9lives' cannot name a control"))
        #expect(try CLIRun(["init", "a", "b"], in: dir).status == 64)
        let help = try CLIRun(["init", "--help"])
        #expect(help.stdout.contains("USAGE: motionspec init [--template switch|checkbox|spinner|progress|button] [NAME]"))
    }

    /// The documented codes: every `## MSxxxx:` heading of `specs/diagnostics/`.
    static func documentedCodes() throws -> [(code: String, heading: String)] {
        var out: [(code: String, heading: String)] = []
        for path in try Repository.files(in: "specs/diagnostics", suffix: ".md") {
            for line in try Repository.read(path).split(separator: "\n") where line.hasPrefix("## MS") {
                out.append((String(line.dropFirst(3).prefix { $0 != ":" }), String(line)))
            }
        }
        return out
    }

    @Test func explainPrintsEveryDocumentedCode() throws {
        let codes = try Self.documentedCodes()
        #expect(codes.count >= 100)
        for (code, heading) in codes {
            let run = try CLIRun(["explain", code])
            #expect(run.status == 0, "\(code): \(run.stderr)")
            #expect(run.stdout.hasPrefix(heading + "\n"), "\(code): \(run.stdout.prefix(120))")
            #expect(!run.stdout.contains("\n## "), "\(code)'s page runs into the next one")
        }
    }

    @Test func explainShowsTheExampleAndAcceptsShortForms() throws {
        let run = try CLIRun(["explain", "MS2004"])
        #expect(run.stdout.hasPrefix("## MS2004: unknown state\n"))
        #expect(run.stdout.contains("t.motion:6:21: error: unknown state 'onn' [MS2004]\n"))
        #expect(run.stdout.hasSuffix("Name a declared state. `*` (any state) may only be the source of a transition.\n"))
        #expect(try CLIRun(["explain", "ms2004"]).stdout == run.stdout)
        #expect(try CLIRun(["explain", "2004"]).stdout == run.stdout)
        let unknown = try CLIRun(["explain", "MS2994"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("error: 'MS2994' is not a diagnostic code; did you mean"))
        #expect(try CLIRun(["explain"]).status == 64)
    }

    @Test func schemaIsJSONAndAcceptedByTheSpecs() throws {
        let run = try CLIRun(["schema"])
        #expect(run.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(properties.keys.sorted() == ["$schema", "//", "//end", "//trailing", "control", "description", "lets", "nodes",
                                              "params", "role", "size", "states", "transitions"])
        let dir = try temporaryDirectory()
        #expect(try CLIRun(["schema", "-o", "motion.schema.json"], in: dir).status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("motion.schema.json"), encoding: .utf8) == run.stdout)
        #expect(try CLIRun(["schema", "x.json"]).status == 64)
        // A document may name its schema; anything but a string there is an error.
        let spec = try Repository.read("specs/flat-switch.motion.json")
        let named = spec.replacing("{\n  \"//\"", with: "{\n  \"$schema\": \"./motion.schema.json\",\n  \"//\"")
        try named.write(to: dir.appendingPathComponent("named.motion.json"), atomically: true, encoding: .utf8)
        let check = try CLIRun(["check", "named.motion.json"], in: dir)
        #expect(check.status == 0)
        #expect(check.stderr == "")
        let wrong = spec.replacing("{\n  \"//\"", with: "{\n  \"$schema\": 1,\n  \"//\"")
        try wrong.write(to: dir.appendingPathComponent("wrong.motion.json"), atomically: true, encoding: .utf8)
        let rejected = try CLIRun(["check", "wrong.motion.json"], in: dir)
        #expect(rejected.status == 1)
        #expect(rejected.stderr.contains("wrong.motion.json:2:14: error: expected a string: the address of the JSON Schema, found a number [MS1202]"))
    }
}
