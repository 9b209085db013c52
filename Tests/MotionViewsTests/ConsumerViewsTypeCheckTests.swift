import Foundation
import Testing
import TestSupport

/// The consumer package's `SwitchViews.swift` (the README's "use the view" step) compiles to nothing
/// on Linux; here it is type-checked against the same stand-ins as the hosts, with `MotionViews`
/// built for each platform and the package's specs compiled by the built `motionspec`, as its plugin
/// would. So the README's view code is checked, not only written.
@Suite struct ConsumerViewsTypeCheckTests {
    typealias Platform = HostTypeCheckTests.Platform
    typealias Failure = HostTypeCheckTests.Failure

    static let app = "Examples/SwitchApp"

    @Test(arguments: [Platform.uikit, Platform.swiftui])
    func theConsumersViewsTypeCheck(_ platform: Platform) throws {
        let folder = try HostTypeCheckTests.modules.get()
        let work = folder.appendingPathComponent("consumer-\(platform.rawValue)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let specs = ["pulse-dot.motion", "flat-switch.motion"].map { Repository.url("\(Self.app)/Sources/SwitchControls/\($0)").path }
        let compiled = try ProcessRunner.run(ProcessRunner.builtProduct("motionspec"),
                                             ["compile"] + specs + ["--target", "swift", "--file-names", "spec", "-o", work.appendingPathComponent("generated").path],
                                             mergingStandardError: true)
        #expect(compiled.status == 0, "\(compiled.stdout)")
        let generated = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("generated").path).sorted()
            .map { work.appendingPathComponent("generated/" + $0).path }
        let include = ["-I", folder.path, "-I", folder.appendingPathComponent(platform.rawValue).path, "-I", work.path]
        try HostTypeCheckTests.swiftc(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SwitchControls",
                                       "-o", work.appendingPathComponent("SwitchControls.swiftmodule").path]
                                      + include + generated + [Repository.url("\(Self.app)/Sources/SwitchControls/SwitchControls.swift").path],
                                      in: folder)
        let views = try Repository.files(in: "Sources/MotionViews", suffix: ".swift").map { Repository.url($0).path }
        // Only the interface: bodies with `#selector` cannot be lowered against the Objective-C stand-in.
        try HostTypeCheckTests.swiftc(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "MotionViews",
                                       "-Xfrontend", "-experimental-skip-all-function-bodies",
                                       "-o", work.appendingPathComponent("MotionViews.swiftmodule").path]
                                      + include + platform.flags + views, in: folder)
        let check = try HostTypeCheckTests.swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                                                   "-module-name", "SwitchViews"] + include + platform.flags
                                                  + [Repository.url("\(Self.app)/Sources/SwitchViews/SwitchViews.swift").path],
                                                  in: folder, expectSuccess: false)
        #expect(check.status == 0, "\(check.output)")
    }
}
