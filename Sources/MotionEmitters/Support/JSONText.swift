import MotionDiagnostics

/// JSON numbers and strings appended as bytes: the text of `NumberText.format` and
/// `TextEscaping.jsonString`, with their common cases (whole numbers, plain decimals, strings with
/// nothing to escape) written without making a string of each value first.
enum JSONText {
    /// `NumberText.format(value)`, or `null` for a number JSON cannot spell.
    static func number(_ value: Double, into out: inout [UInt8]) {
        guard value.isFinite else { out += "null".utf8; return }
        if abs(value) < Double.leastNormalMagnitude {
            out.append(UInt8(ascii: "0"))
        } else if abs(value) < 1e15, value == Double(Int64(value)) {
            integer(Int64(value), into: &out)
        } else {
            let text = value.description
            // An exponent is respelled by `NumberText` (`1e-07` is written `1e-7`).
            if text.utf8.contains(UInt8(ascii: "e")) { out += NumberText.format(value).utf8 } else { out += text.utf8 }
        }
    }

    /// The decimal digits of `value` (`String(value)`), its magnitude below 1e15.
    static func integer(_ value: Int64, into out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out += buffer[(20 - count)...]
        }
    }

    /// `TextEscaping.jsonString(text)`: quoted, escaped where RFC 8259 requires.
    static func string(_ text: String, into out: inout [UInt8]) {
        let needsEscape = text.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        if needsEscape {
            out += TextEscaping.jsonString(text).utf8
        } else {
            out.append(UInt8(ascii: "\""))
            out += text.utf8
            out.append(UInt8(ascii: "\""))
        }
    }
}
