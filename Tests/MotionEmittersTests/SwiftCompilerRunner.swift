import Foundation
import TestSupport

/// Runs `swiftc` (from PATH, as a user would) in a fresh temporary folder.
struct SwiftCompilerRunner {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    struct Result {
        var status: Int32
        /// Standard output and error, interleaved.
        var output: String
    }

    /// Runs `executable` (a path, or a name looked up in PATH) with `arguments` in the folder.
    func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let found = executable.hasPrefix("/")
        let output = try ProcessRunner.run(URL(fileURLWithPath: found ? executable : "/usr/bin/env"),
                                           found ? arguments : [executable] + arguments, in: folder,
                                           mergingStandardError: true)
        return Result(status: output.status, output: output.stdout)
    }

    func swiftc(_ arguments: [String]) throws -> Result { try run("swiftc", arguments) }

    /// Compiles the QuartzCore stand-in (`Tests/StandIns/QuartzCore`) into a module and a static
    /// library in the folder (link with `-L folder -lQuartzCore`).
    func buildQuartzCoreStandIn() throws -> Result {
        try swiftc(["-emit-module", "-emit-library", "-static", "-parse-as-library", "-module-name", "QuartzCore",
                    "-emit-module-path", path("QuartzCore.swiftmodule"), "-o", path("libQuartzCore.a"),
                    Repository.url("Tests/StandIns/QuartzCore/QuartzCore.swift").path])
    }

    /// Compiles `sources` (the runtime's, possibly edited) into a `MotionRuntime` module in the folder.
    func buildRuntimeModule(_ sources: [(path: String, text: String)]) throws -> Result {
        var paths: [String] = []
        for source in sources { paths.append(try write("MotionRuntime/" + source.path, source.text)) }
        return try swiftc(["-emit-module", "-parse-as-library", "-module-name", "MotionRuntime",
                           "-o", path("MotionRuntime.swiftmodule")] + paths)
    }

    /// Compiles `sources` (the `MotionCoreAnimation` library's, possibly edited) into a module in the
    /// folder, against the QuartzCore stand-in and the runtime module built there before (Swift 6,
    /// warnings as errors).
    func buildCoreAnimationModule(_ sources: [(path: String, text: String)]) throws -> Result {
        var paths: [String] = []
        for source in sources { paths.append(try write("MotionCoreAnimation/" + source.path, source.text)) }
        return try swiftc(["-emit-module", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                           "-module-name", "MotionCoreAnimation", "-I", folder.path,
                           "-o", path("MotionCoreAnimation.swiftmodule")] + paths)
    }
}
