import Foundation
import TestSupport

/// What a consumer tool printed, read as the JSON object it prints.
extension ProcessOutput {
    /// The tool's JSON output; a failure names the tool's own message.
    func json() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any] else {
            throw ConsumerToolError.notJSON(stdout + stderr)
        }
        return object
    }
}

enum ConsumerToolError: Error, CustomStringConvertible {
    case notInstalled(String)
    case notJSON(String)
    case failed(String)

    var description: String {
        switch self {
        case .notInstalled(let path): "\(path) is missing: run Tests/Consumers/install.sh (or .ci/test)"
        case .notJSON(let text): "the tool printed no JSON object: \(text.prefix(400))"
        case .failed(let message): "the tool failed: \(message)"
        }
    }
}

/// Runs the Python consumer tools in `Tests/Consumers` (Lottie schema, reader, renderers, Chromium) with the
/// virtual environment that `Tests/Consumers/install.sh` builds; `.ci/test` runs that installer first.
enum ConsumerTools {
    static let python = Repository.url(".build/consumers-venv/bin/python")
    static let directory = Repository.url("Tests/Consumers")

    static func fixture(_ name: String) -> String { directory.appendingPathComponent("fixtures/\(name)").path }

    /// Draws frame 0 of the Lottie document `text` in `renderer` on black (`lottie_render.py`), through the
    /// files `name.json` and `name.png` in `directory`; returns the image's path. A renderer's failure is
    /// thrown with its message.
    static func drawFirstFrame(ofLottie text: String, named name: String, in directory: URL, renderer: String, scale: Int) throws -> String {
        let file = directory.appendingPathComponent("\(name).json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let image = directory.appendingPathComponent("\(name).png").path
        let run = try run("lottie_render.py", [file.path, "--frame", "0", "--scale", String(scale), "--renderer", renderer,
                                               "--background", "#000000", "-o", image])
        guard run.status == 0 else { throw ConsumerToolError.failed("\(renderer): \(run.stderr)") }
        return image
    }

    /// Runs `python TOOL.py ARGUMENTS…` from `Tests/Consumers`.
    static func run(_ tool: String, _ arguments: [String]) throws -> ProcessOutput {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw ConsumerToolError.notInstalled(python.path)
        }
        return try ProcessRunner.run(python, [directory.appendingPathComponent(tool).path] + arguments, in: directory)
    }

    /// A fresh temporary folder for images; remove it with `removeTemporaryDirectory`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-consumers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func removeTemporaryDirectory(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Small accessors for the tools' JSON: numbers arrive as NSNumber on Linux.
enum JSONPick {
    static func number(_ value: Any?) -> Double? {
        if let n = value as? NSNumber { return n.doubleValue }
        return value as? Double
    }

    static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let result = array.compactMap(number)
        return result.count == array.count ? result : nil
    }

    static func object(_ value: Any?) -> [String: Any]? { value as? [String: Any] }

    /// A list of points (`[[x, y], …]`), each with at least two numbers.
    static func points(_ value: Any?) -> [[Double]]? {
        guard let array = value as? [Any] else { return nil }
        let result = array.compactMap(numbers).filter { $0.count >= 2 }
        return result.count == array.count ? result : nil
    }

    static func array(_ value: Any?) -> [Any]? { value as? [Any] }
}
