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
        embeddingSource(for: files, folder: "Sources/MotionRuntime", enumName: "EmbeddedRuntime", test: "SwiftRuntimeEmbeddingTests")
    }

    /// The Swift source of an `enum <enumName>` holding the sources of `folder` (`files`: path under
    /// it, text), one string literal per line, in path order; `test` is the test that rewrites it.
    static func embeddingSource(for files: [(path: String, text: String)], folder: String, enumName: String,
                                test: String) -> String {
        var out = """
            // Generated from \(folder) by \(test). DO NOT EDIT.
            // Regenerate: MOTIONSPEC_REGENERATE_RUNTIME=1 swift test --filter \(test)
            // swift-format-ignore-file

            /// The sources of `\(folder)`, by path, for `--standalone`.
            enum \(enumName) {
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
