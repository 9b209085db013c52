import MotionDiagnostics

/// Strings, numbers and the literals `true`, `false` and `null`.
extension JSONReader {
    /// Reads a value that is not an array or object, at the cursor.
    mutating func readScalar() throws(JSONSyntaxError) -> JSONValue {
        let start = pos
        let b = bytes[pos]
        if b == UInt8(ascii: "\"") {
            let string = try readString()
            return JSONValue(kind: .string(string.text), span: SourceSpan(start: start, end: pos), hasEscapes: string.hasEscapes)
        }
        if b == UInt8(ascii: "-") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) {
            return try readNumber()
        }
        if isWordByte(b) {
            let end = wordEnd(from: start)
            let span = SourceSpan(start: start, end: end)
            switch bytes[start..<end].count {
            case 4 where bytes[start..<end].elementsEqual("true".utf8): pos = end; return JSONValue(kind: .bool(true), span: span)
            case 5 where bytes[start..<end].elementsEqual("false".utf8): pos = end; return JSONValue(kind: .bool(false), span: span)
            case 4 where bytes[start..<end].elementsEqual("null".utf8): pos = end; return JSONValue(kind: .null, span: span)
            default: throw wordError(span)
            }
        }
        if (b == UInt8(ascii: "+") || b == UInt8(ascii: ".")), pos + 1 < bytes.count, isDigit(bytes[pos + 1]) {
            let help = b == UInt8(ascii: "+") ? "remove the '+'" : "write a '0' before the decimal point"
            throw JSONSyntaxError(.jsonInvalidNumber, "a JSON number cannot start with '\(Character(Unicode.Scalar(b)))'",
                                  at: SourceSpan(start: pos, end: pos + 1), notes: [.help(help)])
        }
        var notes: [DiagnosticNote] = []
        if b == UInt8(ascii: "'") { notes.append(.help("JSON strings use double quotes")) }
        throw unexpected(.jsonUnexpectedCharacter, expected: "a JSON value", notes: notes)
    }

    /// A bare word that is not `true`, `false` or `null`.
    func wordError(_ span: SourceSpan) -> JSONSyntaxError {
        let word = String(decoding: bytes[span.start..<span.end], as: UTF8.self)
        let literals = ["true", "false", "null"]
        var notes: [DiagnosticNote] = []
        if literals.contains(word.lowercased()) {
            notes.append(.help("JSON literals are lower case: write '\(word.lowercased())'"))
        } else if ["nan", "infinity", "inf"].contains(word.lowercased()) {
            notes.append(.help("JSON has no NaN or infinity; numbers must be finite"))
        } else if let literal = Suggest.closest(to: word, in: literals) {
            notes.append(.help("did you mean '\(literal)'?"))
        } else {
            notes.append(.help("strings must be in double quotes: \"\(word)\""))
        }
        return JSONSyntaxError(.jsonUnexpectedCharacter, "'\(word)' is not a JSON value", at: span, notes: notes)
    }

    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, exactly as RFC 8259 section 6.
    mutating func readNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = pos
        var negative = false
        if bytes[pos] == UInt8(ascii: "-") {
            negative = true
            pos += 1
            guard pos < bytes.count, isDigit(bytes[pos]) else {
                if pos < bytes.count, isWordByte(bytes[pos]) {
                    let word = String(decoding: bytes[pos..<wordEnd(from: pos)], as: UTF8.self)
                    if ["nan", "infinity", "inf"].contains(word.lowercased()) {
                        throw JSONSyntaxError(.jsonInvalidNumber, "'-\(word)' is not a JSON value",
                                              at: SourceSpan(start: start, end: wordEnd(from: pos)),
                                              notes: [.help("JSON has no NaN or infinity; numbers must be finite")])
                    }
                }
                throw numberError("expected a digit after '-'")
            }
        }
        // Significant digits go into `mantissa` while they fit exactly, for the fast conversion.
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        if bytes[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < bytes.count, isDigit(bytes[pos]) {
                throw JSONSyntaxError(.jsonInvalidNumber, "leading zeros are not allowed in JSON numbers",
                                      at: SourceSpan(start: pos - 1, end: pos), notes: [.help("remove the leading '0'")])
            }
        } else {
            while pos < bytes.count, isDigit(bytes[pos]) {
                if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[pos] - UInt8(ascii: "0")) }
                digitCount += 1
                pos += 1
            }
        }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < bytes.count, isDigit(bytes[pos]) else {
                throw numberError("expected a digit after the decimal point")
            }
            while pos < bytes.count, isDigit(bytes[pos]) {
                if digitCount < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[pos] - UInt8(ascii: "0"))
                    fractionDigits += 1
                }
                if mantissa != 0 { digitCount += 1 }
                pos += 1
            }
        }
        var exponent = 0
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "e") || bytes[pos] == UInt8(ascii: "E") {
            pos += 1
            var exponentNegative = false
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") {
                exponentNegative = bytes[pos] == UInt8(ascii: "-")
                pos += 1
            }
            guard pos < bytes.count, isDigit(bytes[pos]) else {
                throw numberError("expected a digit in the exponent")
            }
            while pos < bytes.count, isDigit(bytes[pos]) {
                // Saturate: anything this large is out of range (or zero) anyway.
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[pos] - UInt8(ascii: "0")) }
                pos += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        // A letter or '.' glued to a number belongs to a malformed number, not to the next token.
        if pos < bytes.count, isWordByte(bytes[pos]) || bytes[pos] == UInt8(ascii: ".") {
            let found = "'\(Character(Unicode.Scalar(bytes[pos])))'"
            var notes: [DiagnosticNote] = []
            if bytes[pos] == UInt8(ascii: "x") || bytes[pos] == UInt8(ascii: "X") {
                notes.append(.help("JSON numbers are decimal only"))
            }
            throw JSONSyntaxError(.jsonInvalidNumber, "unexpected \(found) in a number",
                                  at: SourceSpan(start: pos, end: pos + 1), notes: notes)
        }
        let span = SourceSpan(start: start, end: pos)
        let magnitudeStart = negative ? start + 1 : start
        let value = fastMagnitude(mantissa, digitCount: digitCount, scale: exponent - fractionDigits)
            ?? Double(String(decoding: bytes[magnitudeStart..<pos], as: UTF8.self))
        guard let magnitude = value else {
            throw JSONSyntaxError(.jsonInvalidNumber, "invalid number", at: span)
        }
        guard magnitude.isFinite else {
            throw JSONSyntaxError(.jsonNumberOutOfRange, "number does not fit in a 64-bit float", at: span,
                                  notes: [.help("the largest finite 64-bit float is about 1.8e308")])
        }
        return JSONValue(kind: .number(negative ? -magnitude : magnitude), span: span)
    }

    /// Exact conversion when the digits and the power of ten are both exact doubles
    /// (at most 15 significant digits, |scale| <= 22): one correctly rounded operation.
    /// Returns the magnitude; nil sends the text to the standard library's parser.
    func fastMagnitude(_ mantissa: UInt64, digitCount: Int, scale: Int) -> Double? {
        guard digitCount <= 15, scale >= -22, scale <= 22 else { return nil }
        let powers: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
                                1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]
        let m = Double(mantissa)
        return scale >= 0 ? m * powers[scale] : m / powers[-scale]
    }

    /// A number grammar error at the cursor.
    func numberError(_ message: String) -> JSONSyntaxError {
        if let special = specialDiagnosis(at: pos) { return special }
        let (found, length) = describe(at: pos)
        return JSONSyntaxError(.jsonInvalidNumber, "\(message), found \(found)",
                               at: SourceSpan(start: pos, end: pos + max(0, length)))
    }
}
