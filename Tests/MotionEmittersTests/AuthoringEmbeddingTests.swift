import Foundation
import SourceEmbedding
import Testing
import TestSupport

/// The `motionspec` binary carries the diagnostic pages (`explain`) and the starting specs (`init`) as
/// generated Swift files, checked with the others by `EmbeddedSourceTests`. That the binary prints what
/// the folders hold is checked by the CLI tests of `explain` and `init`.
@Suite struct AuthoringEmbeddingTests {
    @Test func diagnosticPagesAndExamplesAreEmbedded() throws {
        let pages = try EmbeddedSource.diagnosticPages.files(root: Repository.root)
        #expect(pages.map(\.path).contains("MS2xxx.md"))
        let examples = try EmbeddedSource.initTemplates.files(root: Repository.root)
        #expect(Set(examples.map(\.path)).isSuperset(of: ["switch.motion", "checkbox.motion", "button.motion"]))
    }
}
