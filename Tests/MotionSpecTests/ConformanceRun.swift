import Foundation
import TestSupport

/// Runs programs for the conformance suite: the built `motionspec`, the Python driver beside the consumer
/// tools, and the Swift compiler.
enum ConformanceRun {
    /// Everything the suite writes: outputs, job files, images, the table.
    static let folder = Repository.url(".build/conformance")
    static let outputs = folder.appendingPathComponent("out")

    /// The `motionspec` binary beside the test bundle in the build folder (`swift build` builds it).
    static let binary: URL = {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0])
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("motionspec")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return Repository.url(".build/debug/motionspec")
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL = Repository.root) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let outFile = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errFile = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        // Files, not pipes: the outputs are large and nothing has to drain them while the child runs.
        _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        let out = try FileHandle(forWritingTo: outFile), err = try FileHandle(forWritingTo: errFile)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(status: process.terminationStatus,
                      stdout: (try? String(contentsOf: outFile, encoding: .utf8)) ?? "",
                      stderr: (try? String(contentsOf: errFile, encoding: .utf8)) ?? "")
    }

    /// `motionspec compile SPECS… --target T -o .build/conformance/out/T` (CSS with `--standalone`, for the
    /// HTML page). Returns the problem when nothing was written.
    static func compile(_ specs: [ConformanceSpec], target: String) throws -> String? {
        let folder = outputs.appendingPathComponent(target)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = ["compile"] + specs.map(\.path) + ["--target", target, "-o", folder.path]
        if target == "css" { arguments.append("--standalone") }
        let result = try run(binary, arguments)
        guard result.status == 0 else {
            let text = (result.stderr + result.stdout).split(separator: "\n").prefix(1).joined()
            return "motionspec compile --target \(target) exited \(result.status): \(text)"
        }
        return nil
    }

    /// The files compiled for one spec and target with the given extension, sorted.
    static func files(_ spec: ConformanceSpec, target: String, suffix: String) -> [URL] {
        let root = outputs.appendingPathComponent(target).appendingPathComponent(spec.baseName)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
            .map { root.appendingPathComponent($0) }
    }

    /// Runs `Tests/ConformanceSuite/conformance_consumers.py MODE` on jobs; the parsed results by job id.
    static func consumers(_ mode: String, jobs: [[String: Any]]) throws -> [String: [String: Any]] {
        let jobFile = folder.appendingPathComponent("\(mode)-jobs.json")
        try JSONSerialization.data(withJSONObject: jobs, options: [.sortedKeys]).write(to: jobFile)
        let run = try ConsumerTools.run("../ConformanceSuite/conformance_consumers.py", [mode, jobFile.path])
        guard run.status == 0 else { throw ConformanceError.tool("conformance_consumers.py \(mode): \(run.stderr)") }
        let results = JSONPick.array(try run.json()["results"]) ?? []
        var byID: [String: [String: Any]] = [:]
        for case let result as [String: Any] in results {
            if let id = result["id"] as? String { byID[id] = result }
        }
        return byID
    }
}
