/// Making arbitrary text (a name, a message, a spec's path or description) safe inside the languages
/// MotionSpec writes, so that no input can end a string or a comment early. Every quoted form goes
/// through one loop, `quoted`; the forms differ only in which characters have short escapes and how
/// other control characters are written, each as its reader expects.
public enum TextEscaping {
    /// A JSON string, quotes included, with the escapes RFC 8259 requires (`\u001f` for other
    /// control characters).
    public static func jsonString(_ text: String) -> String {
        quoted(text, jsonEscapes)
    }

    /// `before`, then `jsonString` of `parts` joined, then `after`, made at its final size without
    /// joining anything first: each character is escaped on its own, so the parts' escapes are the
    /// joined text's (a module that quotes a page's markup never holds the markup or its quoted copy).
    public static func jsonString(joining parts: [Substring], between before: [Substring], and after: [Substring]) -> String {
        let escapes = jsonEscapes
        var count = 2
        for part in before + after { count += part.utf8.count }
        for var part in parts { part.withUTF8 { for byte in $0 { count += byte < 0x80 ? escapes.lengths[Int(byte)] : 1 } } }
        return String(unsafeUninitializedCapacity: count) { output in
            var written = 0
            for var part in before { part.withUTF8 { copy($0, into: output, at: &written) } }
            output[written] = UInt8(ascii: "\"")
            written += 1
            for var part in parts { part.withUTF8 { escape($0, escapes, into: output, at: &written) } }
            output[written] = UInt8(ascii: "\"")
            written += 1
            for var part in after { part.withUTF8 { copy($0, into: output, at: &written) } }
            return written
        }
    }

    /// A Swift string literal, quotes included (`\u{1F}` for other control characters and DEL).
    /// Generated JavaScript uses it too: ECMAScript reads the same escapes.
    public static func swiftString(_ text: String) -> String {
        quoted(text, swiftEscapes)
    }

    /// A DSL string literal, quotes included, with only the escapes the lexer reads (`\"`, `\\`,
    /// `\n`, `\t`, and `\u{d}` for a carriage return or any other control character).
    public static func dslString(_ text: String) -> String {
        quoted(text, dslEscapes)
    }

    /// A CSS string, quotes included (`\1f ` for a control character).
    public static func cssString(_ text: String) -> String {
        quoted(text, cssEscapes)
    }

    /// Text for a `//` comment: line breaks and other control characters become spaces.
    public static func lineComment(_ text: String) -> String {
        // Most comments (names, paths) have no such character: returned as they are, the text shared.
        // Looked for in the UTF-8 (these are its single bytes below 0x80, never part of a longer sequence).
        guard text.utf8.contains(where: { isControlOrDelete(UInt32($0)) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControlOrDelete($0.value) ? " " : $0 }))
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

    private static let jsonNamed: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"]
    private static let dslNamed: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t"]
    private static let cssNamed: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\"]

    private static func isControlOrDelete(_ value: UInt32) -> Bool { value < 0x20 || value == 0x7F }

    private static let jsonEscapes = Escapes(named: jsonNamed, isControl: { $0 < 0x20 }) {
        let hex = String($0, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
    private static let swiftEscapes = Escapes(named: jsonNamed, isControl: isControlOrDelete) { "\\u{\(String($0, radix: 16, uppercase: true))}" }
    private static let dslEscapes = Escapes(named: dslNamed, isControl: isControlOrDelete) { "\\u{\(String($0, radix: 16))}" }
    private static let cssEscapes = Escapes(named: cssNamed, isControl: isControlOrDelete) { "\\\(String($0, radix: 16)) " }

    /// How each ASCII character is written inside quotes: a scalar with a short escape in `named`
    /// takes it, another for which `isControl` holds takes `numeric` of its value, the rest (and
    /// every scalar beyond ASCII) are copied.
    private struct Escapes: Sendable {
        /// Indexed by the ASCII value; nil where the character is copied.
        let table: [String?]
        /// The same escapes as bytes, and each ASCII value's length once written (1 where copied).
        let bytes: [[UInt8]?]
        let lengths: [Int]

        init(named: [Unicode.Scalar: String], isControl: (UInt32) -> Bool, numeric: (UInt32) -> String) {
            table = (0..<UInt32(128)).map { value in
                if let escape = Unicode.Scalar(value).flatMap({ named[$0] }) { return escape }
                return isControl(value) ? numeric(value) : nil
            }
            bytes = table.map { $0.map { Array($0.utf8) } }
            lengths = bytes.map { $0?.count ?? 1 }
        }
    }

    /// `text` between double quotes, escaped by `escapes`: measured first, then written byte by byte
    /// into a string of that size, runs between escapes copied whole (long texts, such as a page's
    /// markup, are escaped at copying speed and copied once). Every escaped character is ASCII, so a
    /// run never splits a scalar.
    private static func quoted(_ text: String, _ escapes: Escapes) -> String {
        var source = text
        return source.withUTF8 { input in
            var count = 2
            for byte in input { count += byte < 0x80 ? escapes.lengths[Int(byte)] : 1 }
            return String(unsafeUninitializedCapacity: count) { output in
                let quote = UInt8(ascii: "\"")
                var written = 0
                output[written] = quote
                written += 1
                escape(input, escapes, into: output, at: &written)
                output[written] = quote
                return written + 1
            }
        }
    }

    /// `input` escaped by `escapes` into `output` from `written` on (room measured by the caller).
    private static func escape(_ input: UnsafeBufferPointer<UInt8>, _ escapes: Escapes, into output: UnsafeMutableBufferPointer<UInt8>,
                               at written: inout Int) {
        var run = 0
        for i in 0..<input.count where input[i] < 0x80 {
            guard let escape = escapes.bytes[Int(input[i])] else { continue }
            copy(UnsafeBufferPointer(rebasing: input[run..<i]), into: output, at: &written)
            escape.withUnsafeBufferPointer { copy($0, into: output, at: &written) }
            run = i + 1
        }
        copy(UnsafeBufferPointer(rebasing: input[run...]), into: output, at: &written)
    }

    private static func copy(_ part: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at written: inout Int) {
        guard let from = part.baseAddress, let to = output.baseAddress, !part.isEmpty else { return }
        (to + written).update(from: from, count: part.count)
        written += part.count
    }
}
