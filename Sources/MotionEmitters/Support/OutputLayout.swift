/// Where outputs go: every spec gets a folder named after its file (`specs/flat-switch.motion` →
/// `flat-switch/`), and each emitter's files go inside it. See `specs/backends.md`.
public enum OutputLayout {
    /// The spec's file name without its folder and without `.motion.json` or `.motion`.
    public static func baseName(ofSpecPath path: String) -> String {
        let fileName = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        for suffix in [".motion.json", ".motion"] where fileName.hasSuffix(suffix) && fileName.count > suffix.count {
            return String(fileName.dropLast(suffix.count))
        }
        return fileName
    }

    /// True when a path an emitter returned stays inside the spec's folder: relative, no empty,
    /// `.` or `..` component, no backslash, no control character.
    public static func isContained(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\") else { return false }
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }
}
