import Foundation
import TestSupport

/// Runs the Python consumer tools in `Tests/Consumers` (Lottie schema, reader, renderers, Chromium) with the
/// virtual environment that `Tests/Consumers/install.sh` builds; `.ci/test` runs that installer first.
struct ConsumerRun {
    let status: Int32
    let stdout: String
    let stderr: String

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

    var description: String {
        switch self {
        case .notInstalled(let path): "\(path) is missing: run Tests/Consumers/install.sh (or .ci/test)"
        case .notJSON(let text): "the tool printed no JSON object: \(text.prefix(400))"
        }
    }
}

enum ConsumerTools {
    static let python = Repository.url(".build/consumers-venv/bin/python")
    static let directory = Repository.url("Tests/Consumers")

    static func fixture(_ name: String) -> String { directory.appendingPathComponent("fixtures/\(name)").path }

    /// Runs `python TOOL.py ARGUMENTS…` from `Tests/Consumers`.
    static func run(_ tool: String, _ arguments: [String]) throws -> ConsumerRun {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            throw ConsumerToolError.notInstalled(python.path)
        }
        let process = Process()
        process.executableURL = python
        process.arguments = [directory.appendingPathComponent(tool).path] + arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read stderr on another thread so neither pipe can fill up and block the child.
        let errBox = DataBox()
        let errReader = Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        errReader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errBox.done { Thread.sleep(forTimeInterval: 0.001) }
        return ConsumerRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                           stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    /// A fresh temporary folder for images.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-consumers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Holds the bytes a reader thread collected; `done` flips once they are complete.
private final class DataBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()
    private var finished = false

    var data: Data {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue; finished = true } }
    }

    var done: Bool { lock.withLock { finished } }
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

    static func array(_ value: Any?) -> [Any]? { value as? [Any] }
}
