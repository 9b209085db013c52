import Foundation
import Testing
import TestSupport

/// The configuration's diagnostics as documented (`specs/diagnostics/MS42xx.md`): each section's
/// `motionspec-config.json` passed to `motionspec compile --config` (with the section's command
/// line when it shows one) gives exactly the headlines the section shows.
@Suite struct ConfigFileBookTests {
    struct Example: Sendable, CustomStringConvertible {
        let code: String
        let config: String
        let arguments: [String]?
        let expected: [String]
        var description: String { code }
    }

    /// The sections of the page: a fenced `json motionspec-config.json` block, an optional `sh`
    /// block (one `motionspec …` line) and a `text` block of headlines.
    static func examples() throws -> [Example] {
        var examples: [Example] = []
        var code: String?, config: String?, arguments: [String]?
        var fence: String?, lines: [String] = []
        for line in try Repository.read("specs/diagnostics/MS42xx.md").split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let info = fence {
                    switch info {
                    case "json motionspec-config.json": config = lines.joined(separator: "\n")
                    case "sh": arguments = lines.first.map { $0.split(separator: " ").dropFirst().map(String.init) }
                    case "text":
                        if let code, let config {
                            examples.append(Example(code: code, config: config, arguments: arguments,
                                                    expected: lines.filter { $0.wholeMatch(of: DiagnosticBook.headline) != nil }))
                        }
                    default: break
                    }
                    fence = nil
                } else {
                    fence = String(line.dropFirst(3))
                    lines = []
                }
                continue
            }
            if fence != nil { lines.append(line); continue }
            if line.hasPrefix("## MS") { code = String(line.dropFirst(3).prefix(6)); config = nil; arguments = nil }
        }
        return examples
    }

    @Test func everyCodeOfThePageHasAnExample() throws {
        #expect(try Self.examples().map(\.code) == ["MS4201", "MS4202", "MS4203", "MS4204", "MS4205"])
    }

    @Test(arguments: try examples())
    func exampleGivesItsDocumentedDiagnostics(_ example: Example) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try compileSpec("A").write(to: dir.appendingPathComponent("a.motion"), atomically: true, encoding: .utf8)
        try example.config.write(to: dir.appendingPathComponent("motionspec-config.json"), atomically: true, encoding: .utf8)
        let arguments = example.arguments
            ?? ["compile", "a.motion", "--target", "swift", "--file-names", "spec", "-o", "out", "--config", "motionspec-config.json"]
        let run = try CLIRun(arguments, in: dir)
        #expect(run.status == 1)
        let headlines = run.stderr.split(separator: "\n").map(String.init).filter { $0.wholeMatch(of: DiagnosticBook.headline) != nil }
        #expect(headlines == example.expected)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "nothing written")
    }
}
