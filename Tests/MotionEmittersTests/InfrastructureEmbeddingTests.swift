import Foundation
import Testing
import TestSupport
@testable import MotionEmitters

/// The binary carries `templates/` as `EmbeddedTemplates.swift`. This test fails when the two
/// differ; `MOTIONSPEC_REGENERATE_TEMPLATES=1 swift test --filter InfrastructureEmbeddingTests`
/// rewrites the Swift file from the folder (then rebuild).
@Suite struct InfrastructureEmbeddingTests {
    static let generatedPath = "Sources/MotionEmitters/Templates/EmbeddedTemplates.swift"

    static func folderTemplates() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.url("templates").path).sorted()
            .filter { !$0.hasPrefix(".") && !Templates.ignoredFileNames.contains($0) }
            .map { ($0, try Repository.read("templates/" + $0)) }
    }

    @Test func embeddedTextsAreTheTemplatesFolder() throws {
        let folder = try Self.folderTemplates()
        let expected = TemplateEmbedding.swiftSource(for: folder)
        if ProcessInfo.processInfo.environment["MOTIONSPEC_REGENERATE_TEMPLATES"] == "1" {
            try Data(expected.utf8).write(to: Repository.url(Self.generatedPath), options: .atomic)
        }
        let checkedIn = try Repository.read(Self.generatedPath)
        #expect(checkedIn == expected, "\(Self.generatedPath) is stale:\n\(Golden.unifiedDiff(expected: checkedIn, actual: expected, path: "EmbeddedTemplates.swift"))")
        // What the running binary holds is what the folder holds (true after a rebuild).
        #expect(EmbeddedTemplates.texts.map(\.name) == folder.map(\.name))
        #expect(EmbeddedTemplates.texts.map(\.text) == folder.map(\.text))
        #expect(Set(folder.map(\.name)) == Set(TemplateName.allCases.map(\.rawValue)), "every template name has a file, and no file is nameless")
    }

    @Test func literalsCarryAnyText() {
        #expect(TemplateEmbedding.literal("a\"b\\c\td\u{1}\r\n") == #""a\"b\\c\td\u{1}\r\n""#)
        #expect(TemplateEmbedding.literal("\\(x)") == #""\\(x)""#)
        #expect(TemplateEmbedding.lines(of: "a\nb\n\nc") == ["a\n", "b\n", "\n", "c"])
        #expect(TemplateEmbedding.lines(of: "a\nb\n\nc").joined() == "a\nb\n\nc")
        let source = TemplateEmbedding.swiftSource(for: [("b.txt", "x\n"), ("a.txt", "")])
        #expect(source.contains("        (\"a.txt\", [\n        ].joined()),\n        (\"b.txt\", [\n            \"x\\n\",\n        ].joined()),\n"))
    }
}
