import MotionDiagnostics

/// UTF-8 validation (RFC 3629): the reader checks each multi-byte sequence where it
/// meets one, and reports a bad one at its first byte.
extension JSONReader {
    /// The length of the well-formed UTF-8 sequence that starts at `offset`, or the error.
    func utf8SequenceLength(at offset: Int) -> Result<Int, JSONSyntaxError> {
        let b0 = bytes[offset]
        if b0 < 0x80 { return .success(1) }
        let length: Int
        // The allowed range of the second byte rules out overlong forms, surrogates and
        // code points beyond U+10FFFF.
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        var problem = "overlong UTF-8 encoding starting with byte"
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F; problem = "UTF-8 encoded surrogate starting with byte"
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F; problem = "UTF-8 sequence beyond U+10FFFF starting with byte"
        case 0x80...0xBF:
            return .failure(utf8Error("invalid UTF-8: unexpected continuation byte \(byteHex(b0))", offset, 1))
        case 0xC0, 0xC1:
            return .failure(utf8Error("invalid UTF-8: overlong encoding byte \(byteHex(b0))", offset, 1))
        default:
            return .failure(utf8Error("invalid UTF-8 byte \(byteHex(b0))", offset, 1))
        }
        for i in 1..<length {
            guard offset + i < bytes.count else {
                return .failure(utf8Error(
                    "invalid UTF-8: the input ends inside the sequence starting with byte \(byteHex(b0))", offset, i))
            }
            let b = bytes[offset + i]
            guard b & 0xC0 == 0x80 else {
                return .failure(utf8Error(
                    "invalid UTF-8: incomplete sequence starting with byte \(byteHex(b0))", offset, i))
            }
            if i == 1, b < low || b > high {
                return .failure(utf8Error("invalid UTF-8: \(problem) \(byteHex(b0))", offset, 2))
            }
        }
        return .success(length)
    }

    func utf8Error(_ message: String, _ offset: Int, _ length: Int) -> JSONSyntaxError {
        var notes: [DiagnosticNote] = [.help("save the file as UTF-8")]
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            notes = [.help("the file looks like UTF-16; save it as UTF-8 without a byte order mark")]
        }
        return JSONSyntaxError(.jsonInvalidUTF8, message, at: SourceSpan(start: offset, end: offset + length),
                               notes: notes)
    }
}
