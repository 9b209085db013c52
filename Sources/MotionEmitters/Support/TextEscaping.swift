/// Making arbitrary text (a spec's path, a control's description) safe inside the generated
/// languages' strings and comments, so that no input can end a comment or a string early.
public enum TextEscaping {
    /// A Swift string literal, quotes included.
    public static func swiftString(_ text: String) -> String {
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

    /// Text for a `//` comment: line breaks and other control characters become spaces.
    public static func lineComment(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }

    /// Text for a `/* … */` comment (CSS, Swift): `*/` cannot close it early.
    public static func blockComment(_ text: String) -> String {
        var out = lineComment(text)
        while let range = out.firstRange(of: "*/") { out.replaceSubrange(range, with: "* /") }
        return out
    }

    /// Text for an XML or HTML comment: no `--`, and no `-` just before the closing `-->`.
    public static func xmlComment(_ text: String) -> String {
        var out = lineComment(text)
        while let range = out.firstRange(of: "--") { out.replaceSubrange(range, with: "- -") }
        if out.hasSuffix("-") { out += " " }
        return out
    }

    /// Text for HTML or XML content and attribute values.
    public static func markup(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A CSS string, quotes included.
    public static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\\(String(scalar.value, radix: 16)) "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
