import MotionDiagnostics

/// JSON numbers and strings appended as bytes: the text of `NumberText.format` and
/// `TextEscaping.jsonString`, with their common cases (whole numbers, plain decimals, strings with
/// nothing to escape) written without making a string of each value first.
enum JSONText {
    /// `NumberText.format(value)`, or `null` for a number JSON cannot spell.
    static func number(_ value: Double, into out: inout [UInt8]) {
        guard value.isFinite else { out.appendUTF8("null"); return }
        if abs(value) < Double.leastNormalMagnitude {
            out.append(UInt8(ascii: "0"))
        } else if abs(value) < 1e15, value == Double(Int64(value)) {
            integer(Int64(value), into: &out)
        } else {
            var text = value.description
            // An exponent is respelled by `NumberText` (`1e-07` is written `1e-7`). Read in place.
            if text.withUTF8({ !$0.contains(UInt8(ascii: "e")) }) { out.appendUTF8(text) } else { out.appendUTF8(NumberText.format(value)) }
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
        // Read in place (a closure over the string's view costs more than the bytes it reads).
        func escapes(_ byte: UInt8) -> Bool { byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") }
        var text = text
        let needsEscape = text.withUTF8 { $0.contains(where: escapes) }
        if needsEscape {
            out.appendUTF8(TextEscaping.jsonString(text))
        } else {
            out.append(UInt8(ascii: "\""))
            out.appendUTF8(text)
            out.append(UInt8(ascii: "\""))
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes with one copy from its storage: `+= text.utf8` takes the generic
    /// sequence path, about 170 instructions for a one-byte separator, and a large Lottie document
    /// writes hundreds of thousands of keys and separators.
    @inline(__always)
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
