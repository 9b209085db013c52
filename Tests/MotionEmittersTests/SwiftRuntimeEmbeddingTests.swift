import Foundation
import Testing
import TestSupport
@testable import MotionEmitters

/// `--standalone` inlines the runtime from `EmbeddedRuntime.swift`. This test fails when that file
/// differs from `Sources/MotionRuntime`; `MOTIONSPEC_REGENERATE_RUNTIME=1 swift test --filter
/// SwiftRuntimeEmbeddingTests` rewrites it (then rebuild).
@Suite struct SwiftRuntimeEmbeddingTests {
    static let generatedPath = "Sources/MotionEmitters/Swift/EmbeddedRuntime.swift"

    static func runtimeFiles() throws -> [(path: String, text: String)] {
        let root = Repository.url("Sources/MotionRuntime")
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var files: [(path: String, text: String)] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files.append((path, try Repository.read("Sources/MotionRuntime/" + path)))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func embeddedSourcesAreTheRuntime() throws {
        let files = try Self.runtimeFiles()
        #expect(files.count > 20)
        let expected = SwiftRuntimeSources.swiftSource(for: files)
        if ProcessInfo.processInfo.environment["MOTIONSPEC_REGENERATE_RUNTIME"] == "1" {
            try Data(expected.utf8).write(to: Repository.url(Self.generatedPath), options: .atomic)
        }
        let checkedIn = try Repository.read(Self.generatedPath)
        #expect(checkedIn == expected, "\(Self.generatedPath) is stale:\n\(Golden.unifiedDiff(expected: checkedIn, actual: expected, path: "EmbeddedRuntime.swift"))")
        #expect(SwiftRuntimeSources.files.map(\.path) == files.map(\.path))
        #expect(SwiftRuntimeSources.files.map(\.text) == files.map(\.text))
    }
}
