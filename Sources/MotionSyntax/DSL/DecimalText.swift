/// Numbers read straight from the bytes, without making a string of them first: most numbers in a spec
/// are short decimals (`0.3`, `150`, `1.56`), read exactly by one division.
enum DecimalText {
    /// The value of digits with at most one `.` (`12`, `0.25`, `.5`) when they have at most 15
    /// significant digits and at most 22 after the point: then the digits and the power of ten are
    /// both exact doubles and their quotient is correctly rounded, the same double `Double(String)`
    /// reads. Nil for anything else (an exponent, more digits), which the caller reads as before.
    static func value(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
        var mantissa: UInt64 = 0
        var significant = 0
        var fractionDigits = 0
        var afterPoint = false
        var sawDigit = false
        for i in range {
            let b = bytes[i]
            if b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                sawDigit = true
                if mantissa != 0 || b != UInt8(ascii: "0") { significant += 1 }
                guard significant <= 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(b - UInt8(ascii: "0"))
                if afterPoint { fractionDigits += 1 }
            } else if b == UInt8(ascii: "."), !afterPoint {
                afterPoint = true
            } else {
                return nil
            }
        }
        guard sawDigit, fractionDigits < powersOfTen.count else { return nil }
        return Double(mantissa) / powersOfTen[fractionDigits]
    }

    /// 1e0 … 1e22: every one an exact double.
    static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
                                        1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]
}

extension NumberUnit {
    /// The unit written as `bytes[range]`, compared byte by byte (`NumberUnitTests` holds it to the raw values).
    static func written(_ bytes: [UInt8], _ range: Range<Int>) -> NumberUnit? {
        let text = bytes[range]
        switch text.count {
        case 1: return text.first == UInt8(ascii: "s") ? .seconds : text.first == UInt8(ascii: "%") ? .percent : nil
        case 2: return text.elementsEqual("ms".utf8) ? .milliseconds : nil
        case 3: return text.elementsEqual("deg".utf8) ? .degrees : text.elementsEqual("rad".utf8) ? .radians : nil
        case 4: return text.elementsEqual("turn".utf8) ? .turns : nil
        default: return nil
        }
    }
}
