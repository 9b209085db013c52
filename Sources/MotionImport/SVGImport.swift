import MotionDiagnostics

/// `motionspec import-svg`: an SVG drawing as a spec with one shape per drawable element, groups as
/// groups, and one initial state. What a spec cannot say is a warning at the element's line; a file
/// that is not well-formed XML or not SVG is an error, and then there is no spec.
public enum SVGImport {
    public struct Outcome: Sendable {
        /// The spec in the DSL, or nil when there was an error.
        public let spec: String?
        /// About the SVG file: its errors and what the spec draws differently.
        public let diagnostics: [Diagnostic]
    }

    /// Imports `file` (read as SVG); the control is named after the file.
    public static func run(_ file: SourceFile) -> Outcome {
        switch XMLReader.read(file) {
        case .failure(let failure):
            return Outcome(spec: nil, diagnostics: [failure.diagnostic])
        case .success(let root):
            guard root.localName == "svg" else {
                return Outcome(spec: nil, diagnostics: [Diagnostic(.notSVG, "the root element is <\(root.name)>, not <svg>", at: root.nameSpan)])
            }
            var importer = SVGImporter(root: root)
            let nodes = importer.nodes()
            let name = SpecNames.controlName(fileName: file.path)
            let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
            var text = "// Imported from \(fileName) by motionspec import-svg.\n"
            text += "control \(name) {\n"
            text += "  size \(PathDataText.number(importer.size.width)) x \(PathDataText.number(importer.size.height))\n"
            text += nodes.map { $0.text(indent: 1) }.joined()
            text += "  state rest initial {\n  }\n"
            text += "}\n"
            return Outcome(spec: text, diagnostics: importer.diagnostics.sorted)
        }
    }
}
