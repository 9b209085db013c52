import Foundation
import MotionDiagnostics
import MotionImport
import Testing
import TestSupport

/// The MS5xxx reference (`specs/diagnostics/MS5xxx.md`) replayed: each section's `svg` block, imported
/// as `t.svg`, gives exactly the diagnostics its `text` block shows.
@Suite struct ImportBookTests {
    struct Example: CustomStringConvertible, Sendable {
        let code: String
        let svg: String
        let expected: [String]
        var description: String { code }
    }

    static let examples: [Example] = {
        guard let text = try? Repository.read("specs/diagnostics/MS5xxx.md") else { return [] }
        var out: [Example] = []
        var code = "", svg: String?, fence: [String]?, info = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## MS") { code = String(line.dropFirst(3).prefix(6)); svg = nil; continue }
            if line.hasPrefix("```") {
                if let lines = fence {
                    if info == "svg" { svg = lines.joined(separator: "\n") }
                    if info == "text", let source = svg { out.append(Example(code: code, svg: source, expected: lines)); svg = nil }
                    fence = nil
                } else {
                    info = String(line.dropFirst(3))
                    fence = []
                }
                continue
            }
            fence?.append(line)
        }
        return out
    }()

    @Test func everyImportCodeHasAnExample() {
        let codes = DiagnosticCatalog.all.map(\.id).filter { $0.hasPrefix("MS5") }
        #expect(codes.count == 6)
        #expect(Set(Self.examples.map(\.code)) == Set(codes))
    }

    @Test(arguments: examples)
    func exampleGivesItsDocumentedDiagnostics(_ example: Example) {
        let file = SourceFile(path: "t.svg", text: example.svg)
        let outcome = SVGImport.run(file)
        #expect(headlines(outcome.diagnostics, in: file) == example.expected)
        #expect(outcome.spec == nil || !example.expected.contains { $0.contains(": error: ") })
    }
}
