import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// The size of what each spec compiles to, per target: the bytes of every file the target writes with
/// the default options (compact Lottie JSON, no standalone page), raw and gzip-compressed (`gzip -9 -n`,
/// what a server sends; each file compressed on its own).
enum SizeBench {
    struct Row {
        var spec: String
        var target: Target
        var raw: Int
        /// Nil when `gzip` could not be run.
        var gzip: Int?
    }

    static func run(paths: [String]) -> [Row] {
        var rows: [Row] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let file = SourceFile(path: path, bytes: [UInt8](data))
            let name = OutputLayout.baseName(ofSpecPath: path)
            for target in MotionEmitters.availableTargets() {
                let output = MotionEmitters.emit(Pipeline.run([file]), targets: [target], options: EmitOptions())
                guard !output.hasErrors else { continue }
                var raw = 0
                var gzip: Int? = 0
                for file in output.files {
                    let bytes = Data(file.contents.utf8)
                    raw += bytes.count
                    gzip = gzip.flatMap { total in compressedSize(bytes).map { total + $0 } }
                }
                rows.append(Row(spec: name, target: target, raw: raw, gzip: gzip))
            }
        }
        return rows
    }

    /// The size of `bytes` through `gzip -9 -n`, or nil when gzip cannot be run.
    static func compressedSize(_ bytes: Data) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-9", "-n", "-c"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        // Written from another thread: a large input would fill both pipes and block each side.
        let writer = Thread {
            input.fileHandleForWriting.write(bytes)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? compressed.count : nil
    }

    /// Lines for people: per spec, each target's raw and gzip bytes; then the totals per target.
    static func report(_ rows: [Row]) -> [String] {
        var lines = ["output sizes, bytes raw / gzip (default options):"]
        var specs: [String] = []
        for row in rows where !specs.contains(row.spec) { specs.append(row.spec) }
        for spec in specs {
            let parts = rows.filter { $0.spec == spec }.map { "\($0.target.rawValue) \($0.raw) / \($0.gzip.map(String.init) ?? "?")" }
            lines.append("  \(spec): " + parts.joined(separator: ", "))
        }
        let totals = MotionEmitters.availableTargets().map { target in
            let mine = rows.filter { $0.target == target }
            let gzip = mine.allSatisfy { $0.gzip != nil } ? String(mine.reduce(0) { $0 + ($1.gzip ?? 0) }) : "?"
            return "\(target.rawValue) \(mine.reduce(0) { $0 + $1.raw }) / \(gzip)"
        }
        lines.append("  total: " + totals.joined(separator: ", "))
        return lines
    }

    /// `{"flat-switch": {"swift": [raw, gzip], …}, …}` for the JSON line.
    static func json(_ rows: [Row]) -> String {
        var specs: [String] = []
        for row in rows where !specs.contains(row.spec) { specs.append(row.spec) }
        let members = specs.map { spec in
            let targets = rows.filter { $0.spec == spec }.map { "\"\($0.target.rawValue)\": [\($0.raw), \($0.gzip.map(String.init) ?? "null")]" }
            return "\(TextEscaping.jsonString(spec)): {" + targets.joined(separator: ", ") + "}"
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}
