/// The `MotionCoreAnimation` library's sources as `--standalone` inlines them (after the runtime's),
/// embedded into the binary from `Sources/MotionCoreAnimation` (`EmbeddedCoreAnimation.swift`, written
/// by `swift run motionspec-dev regenerate`).
public enum SwiftCoreAnimationSources {
    /// Every library file (path under `Sources/MotionCoreAnimation`, text), in path order.
    public static var files: [(path: String, text: String)] { EmbeddedCoreAnimation.files }

    /// The library as one block of Swift to append to a standalone file: its `import MotionRuntime`
    /// lines dropped, since the runtime is inlined in the same file.
    static var inlined: String {
        var out = "// MARK: - MotionCoreAnimation (inlined by --standalone; the same sources as the MotionCoreAnimation module)\n"
        for file in files {
            out += "\n// MARK: MotionCoreAnimation/\(file.path)\n\n"
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            out += lines.filter { $0 != "import MotionRuntime" }.joined(separator: "\n")
            if !file.text.hasSuffix("\n") { out += "\n" }
        }
        return out
    }
}
