import Foundation
import PackagePlugin

/// `motionspec-config.json` beside the specs (anywhere in the target's folder): `accessLevel` and
/// `runtime`. The plugin only finds it; `motionspec compile --config` reads and checks it when each
/// spec compiles, and it is an input of every build command, so editing it regenerates the target's
/// specs (SwiftPM runs this plugin only when it plans the build, not when a file's contents change).
enum PluginConfiguration {
    static let fileName = "motionspec-config.json"

    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    /// The target's configuration file, if it has one; more than one is an error.
    static func file(among files: [URL]) throws -> URL? {
        let found = files.filter { $0.lastPathComponent == fileName }.sorted { $0.path < $1.path }
        guard let first = found.first else { return nil }
        guard found.count == 1 else {
            for extra in found.dropFirst() {
                // SwiftPM's command line prints a plugin diagnostic without its file and line: the
                // message carries them, as `path:line:col:` for editors that link it.
                Diagnostics.error("\(extra.path):1:1: a target takes one \(fileName); this one and '\(first.path)' are both in it",
                                  file: extra.path, line: 1)
            }
            throw Invalid(description: "more than one \(fileName)")
        }
        return first
    }
}
