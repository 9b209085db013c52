/// The runtime's sources as `--standalone` inlines them. They are embedded into the binary from
/// `Sources/MotionRuntime` (`EmbeddedRuntime.swift`, generated the way templates are); a test
/// compares that file with the runtime and rewrites it with `MOTIONSPEC_REGENERATE_RUNTIME=1`.
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

    /// The Swift source of `EmbeddedRuntime.swift` for `files` (path, text): one string literal per
    /// line, in path order.
    public static func swiftSource(for files: [(path: String, text: String)]) -> String {
        var out = """
            // Generated from Sources/MotionRuntime by SwiftRuntimeEmbeddingTests. DO NOT EDIT.
            // Regenerate: MOTIONSPEC_REGENERATE_RUNTIME=1 swift test --filter SwiftRuntimeEmbeddingTests
            // swift-format-ignore-file

            /// The sources of `Sources/MotionRuntime`, by path, for `--standalone`.
            enum EmbeddedRuntime {
                static let files: [(path: String, text: String)] = [

            """
        for file in files.sorted(by: { $0.path < $1.path }) {
            out += "        (\(TemplateEmbedding.literal(file.path)), [\n"
            for line in TemplateEmbedding.lines(of: file.text) {
                out += "            \(TemplateEmbedding.literal(line)),\n"
            }
            out += "        ].joined()),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
