import Foundation
import Testing
import TestSupport
@testable import MotionEmitters

/// `--standalone` inlines the `MotionCoreAnimation` library from `EmbeddedCoreAnimation.swift`. This
/// test fails when that file differs from `Sources/MotionCoreAnimation`;
/// `MOTIONSPEC_REGENERATE_RUNTIME=1 swift test --filter SwiftCoreAnimationEmbeddingTests` rewrites it
/// (then rebuild).
@Suite struct SwiftCoreAnimationEmbeddingTests {
    static let generatedPath = "Sources/MotionEmitters/Swift/EmbeddedCoreAnimation.swift"

    static func libraryFiles() throws -> [(path: String, text: String)] {
        let root = Repository.url("Sources/MotionCoreAnimation")
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [(path: String, text: String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, try Repository.read("Sources/MotionCoreAnimation/" + path)))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func embeddedSourcesAreTheLibrary() throws {
        let files = try Self.libraryFiles()
        #expect(files.count >= 2)
        let expected = SwiftCoreAnimationSources.swiftSource(for: files)
        if ProcessInfo.processInfo.environment["MOTIONSPEC_REGENERATE_RUNTIME"] == "1" {
            try Data(expected.utf8).write(to: Repository.url(Self.generatedPath), options: .atomic)
        }
        let checkedIn = try Repository.read(Self.generatedPath)
        #expect(checkedIn == expected, "\(Self.generatedPath) is stale:\n\(Golden.unifiedDiff(expected: checkedIn, actual: expected, path: "EmbeddedCoreAnimation.swift"))")
        #expect(SwiftCoreAnimationSources.files.map(\.path) == files.map(\.path))
        #expect(SwiftCoreAnimationSources.files.map(\.text) == files.map(\.text))
    }

    /// Every library source is all under `#if canImport(QuartzCore)` (an empty module on Linux) and
    /// imports the runtime on one line of its own, which `--standalone` drops.
    @Test func everySourceIsGuardedAndImportsTheRuntimeOnItsOwnLine() throws {
        for file in try Self.libraryFiles() {
            #expect(file.text.hasPrefix("#if canImport(QuartzCore)\n"), "\(file.path)")
            #expect(file.text.hasSuffix("#endif\n"), "\(file.path)")
            #expect(file.text.contains("\nimport MotionRuntime\n"), "\(file.path)")
        }
        #expect(!SwiftCoreAnimationSources.inlined.contains("import MotionRuntime"))
        #expect(SwiftCoreAnimationSources.inlined.contains("public enum CoreAnimationGlue {"))
    }
}
