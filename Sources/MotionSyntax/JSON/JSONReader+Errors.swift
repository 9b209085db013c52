import MotionDiagnostics

/// The messages for what the reader expected and what it found instead.
extension JSONReader {
    /// "expected X, found Y" at the cursor, unless what is there has a more precise
    /// diagnosis of its own (invalid UTF-8, a comment).
    func unexpected(_ code: DiagnosticCode, expected: String, notes: [DiagnosticNote] = []) -> JSONSyntaxError {
        if let special = specialDiagnosis(at: pos) { return special }
        let (found, length) = describe(at: pos, wholeToken: true)
        var notes = notes
        if let hint = whitespaceHint(at: pos) { notes.append(hint) }
        return JSONSyntaxError(code, "expected \(expected), found \(found)",
                               at: SourceSpan(start: pos, end: pos + length), notes: notes)
    }

    /// Invalid UTF-8 and comments are named as such wherever they appear.
    func specialDiagnosis(at offset: Int) -> JSONSyntaxError? {
        guard offset < bytes.count else { return nil }
        let b = bytes[offset]
        if b >= 0x80, case .failure(let error) = utf8SequenceLength(at: offset) { return error }
        if b == UInt8(ascii: "/"), offset + 1 < bytes.count,
           bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*") {
            return JSONSyntaxError(
                .jsonComment, "comments are not allowed in JSON", at: SourceSpan(start: offset, end: offset + 2),
                notes: [.help("remove the comment; the JSON form has no comments (the .motion DSL does)")])
        }
        return nil
    }

    /// The end of the input where more was expected, with a note at the unclosed bracket.
    func endOfInput(expected: String, frames: [JSONFrame], deep: Bool) -> JSONSyntaxError {
        var notes: [DiagnosticNote] = []
        if !deep, let frame = frames.last {
            notes.append(.note(frame.isObject ? "the object starts here" : "the array starts here",
                               span: SourceSpan(start: frame.open, end: frame.open + 1)))
        }
        return JSONSyntaxError(.jsonUnexpectedEnd, "expected \(expected), found the end of the input",
                               at: SourceSpan(at: pos), notes: notes)
    }

    /// After an array element or object member, something other than ',' or the closing bracket.
    func separatorError(isObject: Bool, frames: [JSONFrame], deep: Bool) -> JSONSyntaxError {
        let code: DiagnosticCode = isObject ? .jsonExpectedObjectSeparator : .jsonExpectedArraySeparator
        let expected = isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
        var notes: [DiagnosticNote] = []
        let b = bytes[pos]
        if startsValue(b) {
            notes.append(.help(isObject ? "add a ',' between the members" : "add a ',' between the elements"))
        } else if b == UInt8(ascii: "]") || b == UInt8(ascii: "}"), !deep, let frame = frames.last {
            notes.append(.note(isObject ? "the object starts here" : "the array starts here",
                               span: SourceSpan(start: frame.open, end: frame.open + 1)))
        }
        return unexpected(code, expected: expected, notes: notes)
    }

    /// Where an object key must start, something other than '"'.
    func keyError() -> JSONSyntaxError {
        if let special = specialDiagnosis(at: pos) { return special }
        let b = bytes[pos]
        if isWordByte(b) {
            let end = wordEnd(from: pos)
            let word = String(decoding: bytes[pos..<end], as: UTF8.self)
            return JSONSyntaxError(
                .jsonExpectedKey, "object keys must be strings in double quotes, found '\(word)'",
                at: SourceSpan(start: pos, end: end), notes: [.help("write \"\(word)\"")])
        }
        var notes: [DiagnosticNote] = []
        if b == UInt8(ascii: "'") { notes.append(.help("JSON strings use double quotes")) }
        return unexpected(.jsonExpectedKey, expected: "a string key", notes: notes)
    }

    /// A readable name for the character at `offset` and its length in bytes: `'x'`,
    /// `control character U+000C`, `'é' (U+00E9)`, `byte 0xFF`.
    /// With `wholeToken`, a word or number is named whole: "found '44'", not "found '4'".
    func describe(at offset: Int, wholeToken: Bool = false) -> (String, Int) {
        guard offset < bytes.count else { return ("the end of the input", 0) }
        let b = bytes[offset]
        if b < 0x20 || b == 0x7F { return ("control character \(hex(UInt32(b)))", 1) }
        if wholeToken, isWordByte(b) || b == UInt8(ascii: "-") {
            var end = offset + 1
            while end < bytes.count, isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
            if b == UInt8(ascii: "-"), end == offset + 1 { return ("'-'", 1) }
            return ("'\(String(decoding: bytes[offset..<end], as: UTF8.self))'", end - offset)
        }
        if b < 0x80 { return ("'\(Character(Unicode.Scalar(b)))'", 1) }
        guard case .success(let length) = utf8SequenceLength(at: offset) else {
            return ("byte \(byteHex(b))", 1)
        }
        let scalar = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
        guard let value = scalar.unicodeScalars.first?.value else { return ("byte \(byteHex(b))", 1) }
        if isInvisible(value) { return ("\(hex(value))", length) }
        return ("'\(scalar)' (\(hex(value)))", length)
    }

    /// Lookalike whitespace gets a reminder of what JSON counts as whitespace.
    func whitespaceHint(at offset: Int) -> DiagnosticNote? {
        guard offset < bytes.count else { return nil }
        var value = UInt32(bytes[offset])
        if value >= 0x80 {
            guard case .success(let length) = utf8SequenceLength(at: offset),
                  let scalar = String(decoding: bytes[offset..<offset + length], as: UTF8.self).unicodeScalars.first
            else { return nil }
            value = scalar.value
        }
        let lookalikes: Set<UInt32> = [0x0B, 0x0C, 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F,
                                       0x2060, 0x3000, 0xFEFF]
        guard lookalikes.contains(value) || (0x2000...0x200B).contains(value) else { return nil }
        return .help("JSON whitespace is only space, tab, line feed and carriage return")
    }

    func isInvisible(_ value: UInt32) -> Bool {
        value < 0xA1 || (0x2000...0x200F).contains(value) || (0x2028...0x202F).contains(value)
            || (0x205F...0x2064).contains(value) || value == 0x3000 || value == 0xFEFF || value == 0x1680
    }

    func startsValue(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return true
        default:
            return false
        }
    }

    func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    func wordEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return end
    }

    /// `U+000C`: at least four upper-case hex digits.
    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    func byteHex(_ b: UInt8) -> String {
        let digits = String(b, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
