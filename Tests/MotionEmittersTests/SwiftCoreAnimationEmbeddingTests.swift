import Testing
import TestSupport
import SourceEmbedding
@testable import MotionEmitters

/// `--standalone` inlines the `MotionCoreAnimation` library after the runtime, dropping its imports
/// of the runtime.
@Suite struct SwiftCoreAnimationEmbeddingTests {
    /// Every library source is all under `#if canImport(QuartzCore)` (an empty module on Linux) and
    /// imports the runtime on one line of its own, which `--standalone` drops.
    @Test func everySourceIsGuardedAndImportsTheRuntimeOnItsOwnLine() throws {
        for file in try EmbeddedSource.coreAnimation.files(root: Repository.root) {
            #expect(file.text.hasPrefix("#if canImport(QuartzCore)\n"), "\(file.path)")
            #expect(file.text.hasSuffix("#endif\n"), "\(file.path)")
            #expect(file.text.contains("\nimport MotionRuntime\n"), "\(file.path)")
        }
        #expect(!SwiftCoreAnimationSources.inlined.contains("import MotionRuntime"))
        #expect(SwiftCoreAnimationSources.inlined.contains("public enum CoreAnimationGlue {"))
    }
}
