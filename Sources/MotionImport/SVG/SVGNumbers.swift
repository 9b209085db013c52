/// SVG's number grammar for attribute values: lists separated by spaces and/or one comma
/// (`10,20 30`, `1-2` is two numbers, `.5.5` too), and lengths with absolute units.
enum SVGNumbers {
    static let maximumMagnitude = 1e9

    /// The numbers of a list, or nil when something else is in it.
    static func list(_ text: String) -> [Double]? {
        let bytes = Array(text.utf8)
        var i = 0
        var out: [Double] = []
        func skipSeparators() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == UInt8(ascii: ",") { i += 1 }
        }
        skipSeparators()
        while i < bytes.count {
            guard let (value, end) = number(bytes, from: i) else { return nil }
            out.append(value)
            i = end
            skipSeparators()
        }
        return out
    }

    /// One number starting at `start`: sign, digits, fraction, exponent. Returns the value and the end offset.
    static func number(_ bytes: [UInt8], from start: Int) -> (Double, Int)? {
        var i = start
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - s
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var count = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            let mark = i
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            if digits() == 0 { i = mark }
        }
        // Drawings never need more than a billion units; beyond that, sums of coordinates could overflow.
        guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), abs(value) <= maximumMagnitude else { return nil }
        return (value, i)
    }

    enum Length: Equatable {
        case user(Double)
        /// A percentage or a font-relative unit: what it means depends on a context a spec does not have.
        case relative(Double, unit: String)
    }

    /// A length: a number with an optional unit. Absolute units become user units (96 per inch).
    static func length(_ text: String) -> Length? {
        let trimmed = text.trimmingSpaces
        let bytes = Array(trimmed.utf8)
        guard let (value, end) = number(bytes, from: 0) else { return nil }
        let unit = String(decoding: bytes[end...], as: UTF8.self).lowercased()
        switch unit {
        case "", "px": return .user(value)
        case "pt": return .user(value * 96 / 72)
        case "pc": return .user(value * 16)
        case "in": return .user(value * 96)
        case "cm": return .user(value * 96 / 2.54)
        case "mm": return .user(value * 96 / 25.4)
        case "%", "em", "ex", "rem": return .relative(value, unit: unit)
        default: return nil
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = unicodeScalars[...]
        while let f = scalars.first, f == " " || f == "\t" || f == "\n" || f == "\r" { scalars = scalars.dropFirst() }
        while let l = scalars.last, l == " " || l == "\t" || l == "\n" || l == "\r" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
