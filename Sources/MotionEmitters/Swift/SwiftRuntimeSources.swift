/// The runtime's sources as `--standalone` inlines them, embedded into the binary from
/// `Sources/MotionRuntime` (`EmbeddedRuntime.swift`, written by `swift run motionspec-dev regenerate`).
public enum SwiftRuntimeSources {
    /// Every runtime file (path under `Sources/MotionRuntime`, text), in path order.
    public static var files: [(path: String, text: String)] { EmbeddedRuntime.files }

    /// The runtime as one block of Swift to append to a generated file.
    static var inlined: String {
        var out = "// MARK: - MotionRuntime (inlined by --standalone; the same sources as the MotionRuntime module)\n"
        for file in files {
            out += "\n// MARK: MotionRuntime/\(file.path)\n\n"
            out += file.text
            if !file.text.hasSuffix("\n") { out += "\n" }
        }
        return out
    }
}
