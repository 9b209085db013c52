/// Writes `EmbeddedTemplates.swift`, the Swift source that carries the texts of `templates/` into
/// the binary. A test compares the checked-in file with what this writes from `templates/`, and
/// rewrites it when `MOTIONSPEC_REGENERATE_TEMPLATES=1` (see `templates/README.md`).
public enum TemplateEmbedding {
    /// The Swift source for the given templates (file name and text), in file-name order: one
    /// string literal per line of each text, so the file reads like the templates themselves.
    public static func swiftSource(for templates: [(name: String, text: String)]) -> String {
        var out = """
            // Generated from templates/ by InfrastructureEmbeddingTests. DO NOT EDIT.
            // Regenerate: MOTIONSPEC_REGENERATE_TEMPLATES=1 swift test --filter InfrastructureEmbeddingTests
            // swift-format-ignore-file

            /// The texts of `templates/`, by file name.
            enum EmbeddedTemplates {
                static let texts: [(name: String, text: String)] = [

            """
        for template in templates.sorted(by: { $0.name < $1.name }) {
            out += "        (\(literal(template.name)), [\n"
            for line in lines(of: template.text) {
                out += "            \(literal(line)),\n"
            }
            out += "        ].joined()),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// The text cut after each line feed; the pieces join back to the text.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            current.unicodeScalars.append(scalar)
            if scalar == "\n" { lines.append(current); current = "" }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// A Swift string literal for any text.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
