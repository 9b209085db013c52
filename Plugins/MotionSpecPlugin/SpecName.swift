import Foundation
import PackagePlugin

/// Which files are specs, and the name their generated files take (as `motionspec compile
/// --file-names spec` names them).
enum SpecName {
    /// `flat-switch.motion` and `flat-switch.motion.json` -> `flat-switch`; nil for any other file.
    static func baseName(of url: URL) -> String? {
        let name = url.lastPathComponent
        for suffix in [".motion.json", ".motion"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    struct Clash: Error, CustomStringConvertible {
        let description: String
    }

    /// Two specs whose generated files would have one name are an error at the later one, naming
    /// the earlier.
    static func checkDistinct(_ specs: [URL]) throws {
        var first: [String: URL] = [:]
        var clashes = 0
        for spec in specs {
            let base = baseName(of: spec)!
            if let earlier = first[base] {
                Diagnostics.error("\(spec.path):1:1: this spec's generated files would have the same names as those of '\(earlier.path)' ('\(base).swift'); rename one of the two specs [MS3005]",
                                  file: spec.path, line: 1)
                clashes += 1
            } else {
                first[base] = spec
            }
        }
        if clashes > 0 { throw Clash(description: "\(clashes) spec(s) clash by name; see the errors above") }
    }
}
