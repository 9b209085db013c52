import MotionDiagnostics

/// Numbers, strings and colours: the literals that need more than one look at the bytes.
extension Lexer {
    /// `4`, `0.3`, `.5`, `1e-3`, then a glued unit (`0.3s`, `212deg`, `50%`). After a
    /// member `.` only digits are read, so `s.0.1` is two member accesses.
    mutating func number() {
        let lo = i
        let integerOnly = tokens.last?.kind == .dot && previousEnd == lo
        i = Lexer.numberEnd(bytes, from: lo, end: end, integerOnly: integerOnly)
        var value: Double
        if let exact = DecimalText.value(bytes, lo..<i) {
            value = exact
        } else {
            var text = String(decoding: bytes[lo..<i], as: UTF8.self)
            if text.hasPrefix(".") { text = "0" + text }
            value = Double(text) ?? 0
            if !value.isFinite {
                report(.dslNumberOutOfRange, "number '\(text)' is too large", lo, i)
                value = 0
            }
        }
        var unit: NumberUnit?
        let unitStart = i
        i = Lexer.unitEnd(bytes, from: unitStart, end: end)
        if i > unitStart, let known = NumberUnit.written(bytes, unitStart..<i) {
            unit = known
        } else if i > unitStart {
            let written = String(decoding: bytes[unitStart..<i], as: UTF8.self)
            if written == "x" {
                // `50x50`: say what was meant, then read on as `50 x 50` so only one error is reported.
                report(.dslUnknownUnit, "unknown unit 'x'", unitStart, i,
                       notes: [.help("put spaces around 'x' in a size: '50 x 50'")])
                i = unitStart
                emit(.number(value, nil), from: lo)
                i += 1
                emit(.name("x"), from: unitStart)
                return
            }
            report(.dslUnknownUnit, "unknown unit '\(written)'", unitStart, i,
                   notes: [.help("units are s, ms, deg, rad, turn and %")])
        }
        emit(.number(value, unit), from: lo)
    }

    /// Where the digits of a number starting at `lo` end (before any unit): digits, then unless
    /// `integerOnly` a fraction (`.5`) and an exponent (`e-3`), each only when digits follow.
    static func numberEnd(_ bytes: [UInt8], from lo: Int, end: Int, integerOnly: Bool) -> Int {
        func byte(_ k: Int) -> UInt8? { k < end ? bytes[k] : nil }
        var i = lo
        while let b = byte(i), isDigit(b) { i += 1 }
        guard !integerOnly else { return i }
        if byte(i) == UInt8(ascii: "."), let next = byte(i + 1), isDigit(next) {
            i += 1
            while let b = byte(i), isDigit(b) { i += 1 }
        }
        if let e = byte(i), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var k = i + 1
            if let sign = byte(k), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { k += 1 }
            if let digit = byte(k), isDigit(digit) {
                i = k
                while let b = byte(i), isDigit(b) { i += 1 }
            }
        }
        return i
    }

    /// Where the unit glued to a number's digits ends: after a `%`, or after a run of letters
    /// (known unit or not); `from` itself when none is glued.
    static func unitEnd(_ bytes: [UInt8], from: Int, end: Int) -> Int {
        guard from < end else { return from }
        if bytes[from] == UInt8(ascii: "%") { return from + 1 }
        var i = from
        while i < end, isLetter(bytes[i]) { i += 1 }
        return i
    }

    /// `"…"` with `\"`, `\\`, `\n`, `\t` and `\u{…}`. A string may not span lines.
    mutating func string() {
        let lo = i
        i += 1
        var scalars = String.UnicodeScalarView()
        while true {
            guard let b = byte(i), b != UInt8(ascii: "\n"), b != UInt8(ascii: "\r") else {
                report(.dslUnterminatedString, "unterminated string", lo, lo + 1,
                       notes: [.note("the line ended before the closing '\"'", span: span(i, i))])
                break
            }
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b == UInt8(ascii: "\\") {
                escape(into: &scalars)
            } else if b >= 0x80 {
                if let (scalar, length) = Lexer.decodeScalar(bytes, at: i, end: end) {
                    scalars.append(scalar)
                    i += length
                } else {
                    invalidUTF8()
                }
            } else {
                scalars.append(Unicode.Scalar(b))
                i += 1
            }
        }
        emit(.string(String(scalars)), from: lo)
    }

    mutating func escape(into scalars: inout String.UnicodeScalarView) {
        let lo = i
        i += 1
        guard let c = byte(i), c != UInt8(ascii: "\n"), c != UInt8(ascii: "\r") else {
            report(.dslInvalidEscape, "a '\\' must be followed by an escape", lo, lo + 1,
                   notes: [.help("escapes are \\\", \\\\, \\n, \\t and \\u{…}")])
            return
        }
        i += 1
        switch c {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u") where byte(i) == UInt8(ascii: "{"):
            var k = i + 1
            var value: UInt32 = 0
            var digits = 0
            while let h = byte(k), let d = Lexer.hexValue(h), digits < 8 {
                value = value << 4 | UInt32(d)
                digits += 1
                k += 1
            }
            if digits > 0, byte(k) == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) {
                i = k + 1
                scalars.append(scalar)
            } else {
                while let h = byte(k), h != UInt8(ascii: "}"), h != UInt8(ascii: "\""), h != UInt8(ascii: "\n") { k += 1 }
                if byte(k) == UInt8(ascii: "}") { k += 1 }
                i = k
                report(.dslInvalidEscape, "invalid unicode escape '\(String(decoding: bytes[lo..<k], as: UTF8.self))'", lo, k,
                       notes: [.help("write 1 to 8 hex digits of a Unicode scalar: \\u{1F600}")])
            }
        default:
            if c >= 0x80, let (_, length) = Lexer.decodeScalar(bytes, at: i - 1, end: end) { i += length - 1 }
            report(.dslInvalidEscape, "invalid escape '\(String(decoding: bytes[lo..<i], as: UTF8.self))'", lo, i,
                   notes: [.help("escapes are \\\", \\\\, \\n, \\t and \\u{…}")])
        }
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa`, stored lowercased without `#`.
    mutating func color() {
        let lo = i
        i += 1
        while let b = byte(i), Lexer.isNameContinue(b) { i += 1 }
        let digits = bytes[(lo + 1)..<i]
        let text = String(decoding: digits, as: UTF8.self).lowercased()
        let isHex = digits.allSatisfy { Lexer.hexValue($0) != nil }
        if !isHex || ![3, 6, 8].contains(digits.count) {
            report(.dslInvalidColor, "invalid colour '#\(text)'", lo, i,
                   notes: [.help("a colour is #rgb, #rrggbb or #rrggbbaa in hex digits")])
        }
        emit(.color(text), from: lo)
    }
}
