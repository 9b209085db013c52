import Foundation
import Testing
import TestSupport

/// The pipeline's layering, as `Package.swift` declares it, holds in the sources: a module imports only the modules it
/// depends on (besides the platform's), so emitters never see syntax and the runtime stays a leaf without Foundation.
@Suite struct ModuleGraphTests {
    /// Platform modules any target may import.
    static let platformModules: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "Musl", "Dispatch"]
    /// Platform modules a target may import only under `#if canImport(…)`, where they exist.
    static let applePlatformModules: Set<String> = ["QuartzCore", "CoreGraphics", "UIKit", "AppKit", "SwiftUI"]

    struct Target { var name: String; var path: String; var dependencies: Set<String> }

    /// Every target of the manifest with its folder and its declared dependencies.
    static func targets() throws -> [Target] {
        let manifest = try Repository.read("Package.swift")
        let pattern = try Regex(#"\.(target|executableTarget|testTarget|plugin)\(name: "([^"]+)"([^)]*)\)"#)
        var result: [Target] = []
        for match in manifest.matches(of: pattern) {
            let kind = String(match.output[1].substring ?? "")
            let name = String(match.output[2].substring ?? "")
            let rest = String(match.output[3].substring ?? "")
            var dependencies: Set<String> = []
            if let list = rest.firstRange(of: "dependencies: [") {
                let tail = rest[list.upperBound...]
                let body = tail[..<(tail.firstIndex(of: "]") ?? tail.endIndex)]
                for item in body.matches(of: try Regex(#""([^"]+)""#)) {
                    dependencies.insert(String(item.output[1].substring ?? ""))
                }
            }
            var path = kind == "testTarget" ? "Tests/\(name)" : kind == "plugin" ? "Plugins/\(name)" : "Sources/\(name)"
            if let custom = rest.firstMatch(of: try Regex(#"path: "([^"]+)""#)) { path = String(custom.output[1].substring ?? "") }
            result.append(Target(name: name, path: path, dependencies: dependencies))
        }
        return result
    }

    /// The modules a Swift file imports (`@testable` included), each with whether it stands under `#if canImport`.
    static func imports(of text: String) throws -> [String] {
        let pattern = try Regex(#"^\s*(?:@testable\s+)?import\s+(?:struct\s+|enum\s+|class\s+|func\s+)?([A-Za-z_][A-Za-z0-9_]*)"#)
            .anchorsMatchLineEndings()
        return text.matches(of: pattern).map { String($0.output[1].substring ?? "") }
    }

    @Test func everyLibraryModuleImportsOnlyItsDeclaredDependencies() throws {
        let targets = try Self.targets()
        let known = Set(targets.map(\.name))
        #expect(known.isSuperset(of: ["MotionRuntime", "MotionCompiler", "MotionEmitters", "motionspec"]))
        var offences: [String] = []
        for target in targets where target.path.hasPrefix("Sources/") {
            let folder = Repository.url(target.path)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            while let url = files.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for module in try Self.imports(of: text) where module != target.name {
                    if Self.platformModules.contains(module) || Self.applePlatformModules.contains(module) { continue }
                    if !target.dependencies.contains(module) {
                        offences.append("\(target.path)/\(url.lastPathComponent) imports \(module), not among its dependencies")
                    }
                }
            }
        }
        #expect(offences == [])
    }

    @Test func theRuntimeIsALeafWithoutFoundation() throws {
        let runtime = try #require(try Self.targets().first { $0.name == "MotionRuntime" })
        #expect(runtime.dependencies.isEmpty)
        let folder = Repository.url(runtime.path)
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var count = 0
        while let url = files.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            count += 1
            let imports = try Self.imports(of: String(contentsOf: url, encoding: .utf8))
            #expect(Set(imports).isSubset(of: ["Glibc", "Darwin", "Musl"]), "\(url.lastPathComponent): \(imports)")
        }
        #expect(count > 20)
    }

    @Test func emittersNeverSeeSyntax() throws {
        let emitters = try #require(try Self.targets().first { $0.name == "MotionEmitters" })
        #expect(!emitters.dependencies.contains("MotionSyntax"))
    }
}
