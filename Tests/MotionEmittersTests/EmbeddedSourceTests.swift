import Foundation
import Testing
import TestSupport
import SourceEmbedding
@testable import MotionEmitters

/// The binary carries the runtime, the Core Animation library and `templates/` as generated Swift
/// files. These tests only compare; `swift run motionspec-dev regenerate` rewrites a stale file.
@Suite struct EmbeddedSourceTests {
    @Test(arguments: EmbeddedSource.all.map(\.output))
    func generatedFileIsCurrent(output: String) throws {
        let source = try #require(EmbeddedSource.all.first { $0.output == output })
        let expected = try source.expectedSource(root: Repository.root)
        let checkedIn = source.checkedInSource(root: Repository.root)
        #expect(checkedIn == expected, """
            \(output) differs from \(source.folder)/: run `\(EmbeddedSource.regenerateCommand)`, then rebuild
            \(Golden.unifiedDiff(expected: checkedIn, actual: expected, path: output))
            """)
    }

    /// What the built binary holds is what the folders hold (true after a rebuild).
    @Test func binaryHoldsTheFolders() throws {
        let runtime = try EmbeddedSource.runtime.files(root: Repository.root)
        #expect(runtime.count > 20)
        #expect(SwiftRuntimeSources.files.map(\.path) == runtime.map(\.path))
        #expect(SwiftRuntimeSources.files.map(\.text) == runtime.map(\.text))
        let library = try EmbeddedSource.coreAnimation.files(root: Repository.root)
        #expect(library.count >= 2)
        #expect(SwiftCoreAnimationSources.files.map(\.path) == library.map(\.path))
        #expect(SwiftCoreAnimationSources.files.map(\.text) == library.map(\.text))
        let templates = try EmbeddedSource.templates.files(root: Repository.root)
        #expect(EmbeddedTemplates.texts.map(\.name) == templates.map(\.path))
        #expect(EmbeddedTemplates.texts.map(\.text) == templates.map(\.text))
    }

    /// Every template name has a file and no file is nameless; the generator skips the files that
    /// `--templates DIR` skips.
    @Test func templatesFolderHoldsEveryTemplate() throws {
        let names = try EmbeddedSource.templates.files(root: Repository.root).map(\.path)
        #expect(Set(names) == Set(TemplateName.allCases.map(\.rawValue)))
        #expect(EmbeddedSource.ignoredTemplateFileNames == Templates.ignoredFileNames)
    }

    @Test func generatedSourceCarriesAnyText() {
        #expect(EmbeddedSource.lines(of: "a\nb\n\nc") == ["a\n", "b\n", "\n", "c"])
        #expect(EmbeddedSource.lines(of: "a\nb\n\nc").joined() == "a\nb\n\nc")
        let source = EmbeddedSource.templates.swiftSource(for: [("b.txt", "x\n\"\\(y)\""), ("a.txt", "")])
        #expect(source.hasPrefix("// Generated from templates by motionspec-dev. DO NOT EDIT.\n// Regenerate: swift run motionspec-dev regenerate\n"))
        #expect(source.contains("""
                    (\"a.txt\", [
                    ].joined()),
                    (\"b.txt\", [
                        \"x\\n\",
                        \"\\\"\\\\(y)\\\"\",
                    ].joined()),

            """))
    }
}
