import Foundation
import TestSupport

/// Runs programs for the conformance suite: the built `motionspec`, the Python driver beside the consumer
/// tools, and the Swift compiler.
enum ConformanceRun {
    /// Everything the suite writes: outputs, job files, images, the table. Task-local, so the random
    /// batch plays its specs beside the suite's without sharing a folder.
    @TaskLocal static var folder = Repository.url(".build/conformance")
    static var outputs: URL { folder.appendingPathComponent("out") }

    static let binary = ProcessRunner.builtProduct("motionspec")

    static func run(_ executable: URL, _ arguments: [String], in directory: URL = Repository.root) throws -> ProcessOutput {
        try ProcessRunner.run(executable, arguments, in: directory, environment: ["NO_COLOR": "1"])
    }

    /// What compiling the specs for one target gave: a problem for the whole target, or per spec the
    /// compiler's output when it wrote nothing for that spec.
    struct Compiled {
        var problem: String?
        /// Spec base name → the compiler's output for a spec it refused or failed on.
        var refused: [String: String] = [:]
    }

    /// `motionspec compile SPECS… --target T -o .build/conformance/out/T` (CSS with `--standalone`, for the
    /// HTML page). A run that refuses one spec writes nothing, so then each spec is compiled alone and the
    /// ones it still refuses are named.
    static func compile(_ specs: [ConformanceSpec], target: String) throws -> Compiled {
        let folder = outputs.appendingPathComponent(target)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func arguments(_ paths: [String]) -> [String] {
            ["compile"] + paths + ["--target", target, "-o", folder.path] + (target == "css" ? ["--standalone"] : [])
        }
        let batch = try run(binary, arguments(specs.map(\.path)))
        guard batch.status != 0 else { return Compiled() }
        var compiled = Compiled()
        for spec in specs {
            let alone = try run(binary, arguments([spec.path]))
            if alone.status != 0 { compiled.refused[spec.baseName] = alone.stderr + alone.stdout }
        }
        if compiled.refused.isEmpty {
            let text = (batch.stderr + batch.stdout).split(separator: "\n").prefix(1).joined()
            compiled.problem = "motionspec compile --target \(target) exited \(batch.status): \(text)"
        }
        return compiled
    }

    /// The files compiled for one spec and target with the given extension, sorted.
    static func files(_ spec: ConformanceSpec, target: String, suffix: String) -> [URL] {
        let root = outputs.appendingPathComponent(target).appendingPathComponent(spec.baseName)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
            .map { root.appendingPathComponent($0) }
    }

    /// Runs `Tests/ConformanceSuite/conformance_consumers.py MODE` on jobs; the parsed results by job id.
    /// `part` names one of several drivers of the same mode running side by side (each its own job file).
    static func consumers(_ mode: String, jobs: [[String: Any]], part: String? = nil) throws -> [String: [String: Any]] {
        try byID(consumersOutput(mode, jobs: jobs, part: part))
    }

    /// The driver's whole output for `mode` (its results, and for `css-webkit` the browser's version).
    static func consumersOutput(_ mode: String, jobs: [[String: Any]], part: String? = nil) throws -> [String: Any] {
        let jobFile = folder.appendingPathComponent("\(mode)\(part.map { "-" + $0 } ?? "")-jobs.json")
        try JSONSerialization.data(withJSONObject: jobs, options: [.sortedKeys]).write(to: jobFile)
        let run = try ConsumerTools.run("../ConformanceSuite/conformance_consumers.py", [mode, jobFile.path])
        guard run.status == 0 else { throw ConformanceError.tool("conformance_consumers.py \(mode): \(run.stderr)") }
        return try run.json()
    }

    /// The results of a driver's output, by job id.
    static func byID(_ output: [String: Any]) -> [String: [String: Any]] {
        let results = JSONPick.array(output["results"]) ?? []
        var byID: [String: [String: Any]] = [:]
        for case let result as [String: Any] in results {
            if let id = result["id"] as? String { byID[id] = result }
        }
        return byID
    }
}
