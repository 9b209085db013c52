import Foundation
import PackagePlugin

/// `motionspec-config.json` beside the specs (anywhere in the target's folder): what a target may choose.
/// `{"runtime": "linked"}` (the default: the target depends on the MotionRuntime and
/// MotionCoreAnimation products) or `{"runtime": "standalone"}` (one file per spec with the runtime
/// inlined; one spec per target, as two would define the runtime twice). Every mistake is an error
/// at the line of the key it is about. SwiftPM runs the plugin, and so reads this, when it plans the
/// build: again when the target's files change, not when one file's contents do.
struct PluginConfiguration {
    enum Runtime: String, CaseIterable { case linked, standalone }

    static let fileName = "motionspec-config.json"
    static let keys = ["runtime"]

    /// The file read, when there is one: an input of every build command, so editing it regenerates.
    var file: URL?
    var runtime = Runtime.linked

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the target's configuration file (none: the defaults; more than one is an error).
    static func load(_ files: [URL], specCount: Int) throws -> PluginConfiguration {
        guard let url = files.first else { return PluginConfiguration() }
        guard files.count == 1 else {
            for extra in files.dropFirst() {
                Diagnostics.error("\(extra.path):1:1: a target takes one \(fileName); this one and '\(url.path)' are both in it",
                                  file: extra.path, line: 1)
            }
            throw Invalid(description: "more than one \(fileName)")
        }
        var configuration = PluginConfiguration(file: url)
        let data = try Data(contentsOf: url)
        let text = String(decoding: data, as: UTF8.self)
        var errors = 0
        func error(_ message: String, key: String? = nil) {
            let line = key.map { Self.line(ofKey: $0, in: text) } ?? 1
            // SwiftPM's command line prints a plugin diagnostic without its file and line: the
            // message carries them, as `path:line:` for editors that link it.
            Diagnostics.error("\(url.path):\(line):1: \(message)", file: url.path, line: line)
            errors += 1
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            error("'\(fileName)' must be one JSON object, like {\"runtime\": \"linked\"}")
            throw Invalid(description: "invalid \(fileName)")
        }
        for key in object.keys.sorted() where !keys.contains(key) {
            error("unknown key '\(key)' in \(fileName); the keys are: \(keys.joined(separator: ", "))", key: key)
        }
        if let value = object["runtime"] {
            let choices = Runtime.allCases.map(\.rawValue)
            if let name = value as? String, let runtime = Runtime(rawValue: name) {
                configuration.runtime = runtime
                if runtime == .standalone && specCount > 1 {
                    error("'runtime: standalone' inlines the runtime into each spec's file: with \(specCount) specs in one target it would be defined \(specCount) times; use \"linked\"", key: "runtime")
                }
            } else {
                error("'runtime' must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))", key: "runtime")
            }
        }
        if errors > 0 { throw Invalid(description: "invalid \(fileName); see the errors above") }
        return configuration
    }

    /// The 1-based line of `"key"` in the text (the first one), or 1.
    static func line(ofKey key: String, in text: String) -> Int {
        guard let range = text.range(of: "\"\(key)\"") else { return 1 }
        return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
