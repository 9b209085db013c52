import Foundation
import Testing
import TestSupport
@testable import MotionEmitters

/// The `motionspec` binary carries the diagnostic pages (`explain`) and the starting specs (`init`) as
/// generated Swift files. Each test fails when its file differs from its folder; with the variable in
/// the file's header set to 1 it rewrites the file from the folder (then rebuild). That the binary
/// prints what the folders hold is checked by the CLI tests of `explain` and `init`.
@Suite struct AuthoringEmbeddingTests {
    static let diagnosticPages = TextEmbedding.Layout(
        enumName: "EmbeddedDiagnosticPages",
        summary: "The pages of `specs/diagnostics/`, by file name: what `motionspec explain` prints from.",
        sourceFolder: "specs/diagnostics/", testName: "AuthoringEmbeddingTests",
        regenerateVariable: "MOTIONSPEC_REGENERATE_EMBEDDED_DOCS")
    static let initTemplates = TextEmbedding.Layout(
        enumName: "EmbeddedInitTemplates",
        summary: "The specs of `examples/`, by file name: what `motionspec init --template NAME` starts from.",
        sourceFolder: "examples/", testName: "AuthoringEmbeddingTests",
        regenerateVariable: "MOTIONSPEC_REGENERATE_EMBEDDED_DOCS")

    /// Checks (or, on the variable, rewrites) one generated file against the files of a folder.
    static func check(_ layout: TextEmbedding.Layout, folder: String, suffix: String, generated: String) throws {
        let texts = try Repository.files(in: folder, suffix: suffix).map {
            (name: String($0.split(separator: "/").last!), text: try Repository.read($0))
        }
        #expect(!texts.isEmpty, "\(folder) has no \(suffix) files")
        let expected = TextEmbedding.swiftSource(layout, texts: texts)
        if ProcessInfo.processInfo.environment[layout.regenerateVariable] == "1" {
            try Data(expected.utf8).write(to: Repository.url(generated), options: .atomic)
        }
        let checkedIn = try Repository.read(generated)
        #expect(checkedIn == expected, "\(generated) is stale:\n\(Golden.unifiedDiff(expected: checkedIn, actual: expected, path: generated))")
    }

    @Test func diagnosticPagesAreEmbedded() throws {
        try Self.check(Self.diagnosticPages, folder: "specs/diagnostics", suffix: ".md",
                       generated: "Sources/motionspec/Embedded/EmbeddedDiagnosticPages.swift")
    }

    @Test func initTemplatesAreEmbedded() throws {
        try Self.check(Self.initTemplates, folder: "examples", suffix: ".motion",
                       generated: "Sources/motionspec/Embedded/EmbeddedInitTemplates.swift")
    }

    @Test func layoutNamesItsSourceAndHowToRegenerate() {
        let source = TextEmbedding.swiftSource(Self.diagnosticPages, texts: [("b.md", "x\n"), ("a.md", "")])
        #expect(source.hasPrefix("// Generated from specs/diagnostics/ by AuthoringEmbeddingTests. DO NOT EDIT.\n"
                                 + "// Regenerate: MOTIONSPEC_REGENERATE_EMBEDDED_DOCS=1 swift test --filter AuthoringEmbeddingTests\n"))
        #expect(source.contains("enum EmbeddedDiagnosticPages {"))
        #expect(source.contains("        (\"a.md\", [\n        ].joined()),\n        (\"b.md\", [\n            \"x\\n\",\n        ].joined()),\n"))
    }
}
