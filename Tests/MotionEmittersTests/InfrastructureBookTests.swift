import MotionCompiler
import MotionDiagnostics
import Testing
import TestSupport
import MotionEmitters

/// `specs/diagnostics/MS3xxx.md` replayed: a `template NAME` example is put in a templates folder
/// at the headline's path, a `motion target=T` example compiled for T with the registered
/// emitters; each must give exactly the documented diagnostics. Sections without a replayable
/// example name the tests that trigger their code.
@Suite struct InfrastructureBookTests {
    struct Example: Sendable, CustomStringConvertible {
        enum Kind: Sendable { case template, spec(Target) }
        let code: String
        let kind: Kind
        let input: String
        let expected: [String]
        var description: String { code }
        /// The path of the first headline: where the input lies.
        var path: String { String(expected.first?.split(separator: ":").first ?? "") }
    }

    static var headline: Regex<(Substring, Substring, Substring, Substring, Substring, Substring, Substring)> { #/^(\S+):(\d+):(\d+): (error|warning|note): (.*) \[(MS\d{4})\]$/# }

    static func load() throws -> (examples: [Example], sections: [String: String]) {
        let text = try Repository.read("specs/diagnostics/MS3xxx.md")
        var examples: [Example] = []
        var sections: [String: String] = [:]
        var code: String?
        var pending: (Example.Kind, String)?
        var fence: (info: String, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                guard let open = fence else { fence = (String(line.dropFirst(3)), []); continue }
                fence = nil
                guard let current = code else { continue }
                sections[current, default: ""] += open.lines.joined(separator: "\n") + "\n"
                if pending == nil {
                    if open.info.hasPrefix("template ") {
                        pending = (.template, open.lines.joined(separator: "\n") + "\n")
                    } else if open.info.hasPrefix("motion target="), let target = Target(rawValue: String(open.info.dropFirst(14))) {
                        pending = (.spec(target), open.lines.joined(separator: "\n") + "\n")
                    }
                } else if let (kind, input) = pending {
                    let expected = open.lines.filter { $0.wholeMatch(of: headline) != nil }
                    if !expected.isEmpty {
                        examples.append(Example(code: current, kind: kind, input: input, expected: expected))
                        pending = nil
                    }
                }
                continue
            }
            if fence != nil { fence?.lines.append(line); continue }
            if line.hasPrefix("## MS") {
                code = String(line.dropFirst(3).prefix(6))
                pending = nil
                sections[code ?? ""] = ""
            }
        }
        return (examples, sections)
    }

    static let book: (examples: [Example], sections: [String: String]) = (try? load()) ?? ([], [:])

    static func replay(_ example: Example) -> [String] {
        switch example.kind {
        case .template:
            let file = SourceFile(path: example.path, text: example.input)
            return Templates.builtIn.overridden(by: [file]).1.flatMap { headlines($0.diagnostics, in: $0.file) }
        case .spec(let target):
            let file = SourceFile(path: example.path, text: example.input)
            return MotionEmitters.emit(Pipeline.run([file]), targets: [target]).reports.flatMap { headlines($0.diagnostics, in: $0.file) }
        }
    }

    @Test(arguments: book.examples)
    func exampleGivesItsDocumentedDiagnostics(_ example: Example) {
        let got = Self.replay(example)
        #expect(got == example.expected)
        #expect(got.contains { $0.hasSuffix("[\(example.code)]") }, "the example for \(example.code) does not give it")
    }

    /// Every MS3xxx code is documented, and either replayed or triggered by a test its section names
    /// (checked here by the section naming a test; the named tests assert the code's headline).
    @Test func everyCodeIsReplayedOrNamesItsTest() {
        let replayed = Set(Self.book.examples.map(\.code))
        #expect(replayed.isSuperset(of: ["MS3001", "MS3002", "MS3003", "MS3004"]))
        for code in DiagnosticCatalog.all where code.id.hasPrefix("MS3") {
            let section = Self.book.sections[code.id]
            #expect(section != nil, "\(code.id) is not documented in MS3xxx.md")
            if code.summary.hasPrefix("retired") {
                // A retired code is never given: its section says so instead of naming a test that gives it.
                let text = (try? Repository.read("specs/diagnostics/MS3xxx.md")) ?? ""
                #expect(text.contains("## \(code.id): \(code.summary)\n\nNo longer given."), "\(code.id) is retired but its section does not say so")
            } else if !replayed.contains(code.id) {
                let text = (try? Repository.read("specs/diagnostics/MS3xxx.md")) ?? ""
                let body = text.components(separatedBy: "## \(code.id):").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
                #expect(body.replacing("\n", with: " ").contains("Triggered by `"), "\(code.id) has neither a replayable example nor a named test")
            }
        }
    }
}
