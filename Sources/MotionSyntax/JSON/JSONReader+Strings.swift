import MotionDiagnostics

/// A decoded string and whether its raw text had a backslash escape.
struct JSONStringText {
    var text: String
    var hasEscapes: Bool
}

/// Strings: escapes, surrogate pairs, control characters and UTF-8 inside quotes.
extension JSONReader {
    /// Reads the string whose opening quote is at the cursor; leaves the cursor after the closing quote.
    mutating func readString() throws(JSONSyntaxError) -> JSONStringText {
        let open = pos
        pos += 1
        let contentStart = pos
        // Fast path: plain ASCII without escapes is most strings in a spec.
        var i = pos
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            i += 1
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            pos = i + 1
            return JSONStringText(text: String(decoding: bytes[contentStart..<i], as: UTF8.self), hasEscapes: false)
        }
        var buffer = Array(bytes[contentStart..<i])
        var hasEscapes = false
        pos = i
        while true {
            guard pos < bytes.count else {
                throw JSONSyntaxError(.jsonUnterminatedString, "unterminated string",
                                      at: SourceSpan(start: open, end: pos), notes: [.help("add a closing '\"'")])
            }
            let b = bytes[pos]
            if b == UInt8(ascii: "\"") {
                break
            } else if b == UInt8(ascii: "\\") {
                hasEscapes = true
                try readEscape(into: &buffer, open: open)
            } else if b < 0x20 {
                throw controlCharacterError(b, open: open)
            } else if b < 0x80 {
                buffer.append(b)
                pos += 1
            } else {
                switch utf8SequenceLength(at: pos) {
                case .success(let length):
                    buffer.append(contentsOf: bytes[pos..<pos + length])
                    pos += length
                case .failure(let error):
                    throw error
                }
            }
        }
        pos += 1
        // The buffer holds validated UTF-8, so decoding repairs nothing.
        return JSONStringText(text: String(decoding: buffer, as: UTF8.self), hasEscapes: hasEscapes)
    }

    func controlCharacterError(_ b: UInt8, open: Int) -> JSONSyntaxError {
        let span = SourceSpan(start: pos, end: pos + 1)
        let stringStart = DiagnosticNote.note("the string starts here", span: SourceSpan(start: open, end: open + 1))
        if b == 0x0A || b == 0x0D {
            return JSONSyntaxError(.jsonControlCharacter, "line break inside a string", at: span,
                                   notes: [stringStart, .help("close the string with '\"', or write '\\n' for a line break")])
        }
        let escape: String
        switch b {
        case 0x09: escape = "\\t"
        case 0x08: escape = "\\b"
        case 0x0C: escape = "\\f"
        default: escape = "\\u00" + (b < 0x10 ? "0" : "") + String(b, radix: 16, uppercase: true)
        }
        return JSONSyntaxError(.jsonControlCharacter, "control character \(hex(UInt32(b))) must be escaped in a string",
                               at: span, notes: [.help("write '\(escape)'")])
    }

    /// Reads one escape at the cursor (a backslash) and appends its UTF-8.
    mutating func readEscape(into buffer: inout [UInt8], open: Int) throws(JSONSyntaxError) {
        let escape = pos
        pos += 1
        guard pos < bytes.count else {
            throw JSONSyntaxError(.jsonUnterminatedString, "unterminated string",
                                  at: SourceSpan(start: open, end: pos), notes: [.help("add a closing '\"'")])
        }
        let b = bytes[pos]
        pos += 1
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(b)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHex4()
            var scalarValue = UInt32(unit)
            if (0xDC00...0xDFFF).contains(unit) {
                throw JSONSyntaxError(
                    .jsonUnpairedSurrogate, "unpaired low surrogate '\(escapeText(unit))' in a string",
                    at: SourceSpan(start: escape, end: pos),
                    notes: [.help("a low surrogate (\\uDC00-\\uDFFF) must follow a high surrogate (\\uD800-\\uDBFF)")])
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u") else {
                    throw unpairedHigh(unit, at: escape)
                }
                let secondEscape = pos
                pos += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    pos = secondEscape
                    throw unpairedHigh(unit, at: escape)
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            // Surrogates are excluded above, so every remaining value is a scalar.
            if let scalar = Unicode.Scalar(scalarValue) {
                buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
        default:
            pos = escape
            let (found, _) = describe(at: escape + 1)
            let shown = b >= 0x21 && b < 0x7F ? "'\\\(Character(Unicode.Scalar(b)))'" : "'\\' followed by \(found)"
            throw JSONSyntaxError(
                .jsonInvalidEscape, "invalid escape \(shown) in a string", at: SourceSpan(start: escape, end: escape + 2),
                notes: [.help("JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write '\\\\' for a backslash")])
        }
    }

    func unpairedHigh(_ unit: UInt16, at escape: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            .jsonUnpairedSurrogate, "unpaired high surrogate '\(escapeText(unit))' in a string",
            at: SourceSpan(start: escape, end: escape + 6),
            notes: [.help("a high surrogate (\\uD800-\\uDBFF) must be followed by a low surrogate escape (\\uDC00-\\uDFFF)")])
    }

    func escapeText(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Reads the 4 hex digits of a `\u` escape at the cursor.
    mutating func readHex4() throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard pos < bytes.count else {
                throw JSONSyntaxError(.jsonInvalidUnicodeEscape,
                                      "expected 4 hex digits after '\\u', found the end of the input",
                                      at: SourceSpan(at: pos))
            }
            let b = bytes[pos]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default:
                if let special = specialDiagnosis(at: pos), b >= 0x80 { throw special }
                let (found, length) = describe(at: pos)
                throw JSONSyntaxError(.jsonInvalidUnicodeEscape, "expected 4 hex digits after '\\u', found \(found)",
                                      at: SourceSpan(start: pos, end: pos + max(1, length)),
                                      notes: [.help("write a code point as '\\u' and 4 hex digits, e.g. '\\u00E9'")])
            }
            value = value << 4 | UInt16(digit)
            pos += 1
        }
        return value
    }
}
