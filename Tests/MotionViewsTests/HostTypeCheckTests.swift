import Foundation
import Testing
import TestSupport

/// The UIKit, AppKit and SwiftUI hosts cannot compile on Linux; each is type-checked (Swift 6,
/// warnings as errors) against stand-in modules that declare exactly the platform API it uses
/// (`Tests/StandIns`), with the runtime and `MotionCoreAnimation` built from their sources. A typo or
/// a wrong signature in a host fails here, as the mutated copies below show.
@Suite struct HostTypeCheckTests {
    /// `@objc` and `#selector` on Linux: Objective-C interop for type-checking, without Foundation.
    static let objcFlags = ["-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module"]

    enum Platform: String, CaseIterable, Sendable {
        case uikit = "UIKit", appkit = "AppKit", swiftui = "SwiftUI"
        var host: String {
            switch self {
            case .uikit: "UIKitControlView.swift"
            case .appkit: "AppKitControlView.swift"
            case .swiftui: "SwiftUIMotionView.swift"
            }
        }
        var flags: [String] { self == .swiftui ? [] : HostTypeCheckTests.objcFlags }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// A folder with the QuartzCore and ObjectiveC stand-ins, the runtime and MotionCoreAnimation as
    /// modules, and each platform's stand-in in a subfolder of its own (so `canImport` sees only it).
    static let modules: Result<URL, Failure> = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-hosts-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            /// Every Swift file under `path`, subfolders included, sorted.
            func sources(_ path: String) throws -> [String] {
                let root = Repository.url(path)
                let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
                let files = (walk?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
                if files.isEmpty { throw Failure(description: "no Swift files in \(path)") }
                return files
            }
            try swiftc(["-emit-module", "-parse-as-library", "-module-name", "QuartzCore", "-o", "QuartzCore.swiftmodule"]
                       + sources("Tests/StandIns/QuartzCore"), in: folder)
            try swiftc(["-emit-module", "-parse-as-library", "-module-name", "ObjectiveC", "-o", "ObjectiveC.swiftmodule"]
                       + objcFlags + sources("Tests/StandIns/ObjectiveC"), in: folder)
            try swiftc(["-emit-module", "-parse-as-library", "-module-name", "MotionRuntime", "-o", "MotionRuntime.swiftmodule"]
                       + sources("Sources/MotionRuntime"), in: folder)
            try swiftc(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "MotionCoreAnimation", "-I", ".",
                        "-o", "MotionCoreAnimation.swiftmodule"] + sources("Sources/MotionCoreAnimation"), in: folder)
            for platform in Platform.allCases {
                let sub = folder.appendingPathComponent(platform.rawValue)
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                try swiftc(["-emit-module", "-parse-as-library", "-module-name", platform.rawValue, "-I", ".",
                            "-o", "\(platform.rawValue)/\(platform.rawValue).swiftmodule"]
                           + platform.flags + sources("Tests/StandIns/\(platform.rawValue)"), in: folder)
            }
            return .success(folder)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }()

    @discardableResult
    static func swiftc(_ arguments: [String], in folder: URL, expectSuccess: Bool = true) throws -> (status: Int32, output: String) {
        let run = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments, in: folder, mergingStandardError: true)
        if expectSuccess && run.status != 0 { throw Failure(description: "swiftc \(arguments.joined(separator: " ")):\n\(run.stdout)") }
        return (run.status, run.stdout)
    }

    /// Type-checks the MotionViews sources (with `replacing` applied to the host's text) against
    /// `platform`'s stand-in.
    static func typeCheck(_ platform: Platform, replacing: (String, String)? = nil) throws -> (status: Int32, output: String) {
        let folder = try modules.get()
        let copy = folder.appendingPathComponent("MotionViews-\(platform.rawValue)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copy) }
        var paths: [String] = []
        for path in try Repository.files(in: "Sources/MotionViews", suffix: ".swift") {
            var text = try Repository.read(path)
            let name = URL(fileURLWithPath: path).lastPathComponent
            if name == platform.host, let (old, new) = replacing {
                #expect(text.contains(old), "the mutation applies")
                text = text.replacingOccurrences(of: old, with: new)
            }
            let url = copy.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        return try swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", "MotionViews",
                           "-I", ".", "-I", platform.rawValue] + platform.flags + paths, in: folder, expectSuccess: false)
    }

    @Test(arguments: Platform.allCases)
    func theHostTypeChecks(_ platform: Platform) throws {
        let result = try Self.typeCheck(platform)
        #expect(result.status == 0, "\(result.output)")
    }

    /// The check sees the host (its `#if canImport` holds against the stand-in) and its calls.
    @Test(arguments: [
        (Platform.uikit, "sendActions(for: .valueChanged)", "sendActions(for: .valueChange)", "has no member 'valueChange'"),
        (Platform.appkit, "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion, at: CACurrentMediaTime())",
         "NSWorkspace.shared.accessibilityReduceMotion, at: CACurrentMediaTime())", "has no member 'accessibilityReduceMotion'"),
        (Platform.swiftui, "@Environment(\\.accessibilityReduceMotion)", "@Environment(\\.reduceMotion)", "reduceMotion"),
    ])
    func aWrongCallFails(_ platform: Platform, _ old: String, _ new: String, _ message: String) throws {
        let result = try Self.typeCheck(platform, replacing: (old, new))
        #expect(result.status != 0)
        #expect(result.output.contains(message), "\(result.output)")
    }
}
