/// Writes a Swift source that carries the texts of a repository folder into a binary, for files the
/// tool needs at run time besides `templates/` (the diagnostic pages `explain` prints, the specs
/// `init` starts from). Each generated file has a test that compares it with this function's output
/// from the folder and rewrites it on the environment variable the file's header names.
public enum TextEmbedding {
    /// What one generated file holds and how it says where it came from.
    public struct Layout: Sendable {
        /// The enum the file declares (`EmbeddedDiagnosticPages`).
        public var enumName: String
        /// The doc comment of the enum, without `///`.
        public var summary: String
        /// The folder the texts come from, as the header names it (`specs/diagnostics/`).
        public var sourceFolder: String
        /// The test that checks and regenerates the file, and its environment variable.
        public var testName: String
        public var regenerateVariable: String

        public init(enumName: String, summary: String, sourceFolder: String, testName: String, regenerateVariable: String) {
            self.enumName = enumName
            self.summary = summary
            self.sourceFolder = sourceFolder
            self.testName = testName
            self.regenerateVariable = regenerateVariable
        }
    }

    /// The Swift source for the texts (file name and text), in file-name order, one string literal
    /// per line of each text.
    public static func swiftSource(_ layout: Layout, texts: [(name: String, text: String)]) -> String {
        var out = """
            // Generated from \(layout.sourceFolder) by \(layout.testName). DO NOT EDIT.
            // Regenerate: \(layout.regenerateVariable)=1 swift test --filter \(layout.testName)
            // swift-format-ignore-file

            /// \(layout.summary)
            enum \(layout.enumName) {
                static let texts: [(name: String, text: String)] = [

            """
        for entry in texts.sorted(by: { $0.name < $1.name }) {
            out += "        (\(TemplateEmbedding.literal(entry.name)), [\n"
            for line in TemplateEmbedding.lines(of: entry.text) {
                out += "            \(TemplateEmbedding.literal(line)),\n"
            }
            out += "        ].joined()),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
