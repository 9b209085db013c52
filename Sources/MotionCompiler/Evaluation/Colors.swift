/// Colour literals and names.
enum Colors {
    /// `#rgb`, `#rrggbb`, `#rrggbbaa` (digits without `#`), as the language reference lists them.
    static func hex(_ digits: String) -> RGBA? {
        var values: [Double] = []
        for c in digits.unicodeScalars {
            guard let v = hexDigit(c) else { return nil }
            values.append(Double(v))
        }
        func pair(_ i: Int) -> Double { (values[i] * 16 + values[i + 1]) / 255 }
        switch values.count {
        case 3:
            let c = values.map { $0 * 17 / 255 }
            return RGBA(c[0], c[1], c[2])
        case 6: return RGBA(pair(0), pair(2), pair(4))
        case 8: return RGBA(pair(0), pair(2), pair(4), pair(6))
        default: return nil
        }
    }

    private static func hexDigit(_ c: Unicode.Scalar) -> Int? {
        switch c {
        case "0"..."9": return Int(c.value - 48)
        case "a"..."f": return Int(c.value - 97 + 10)
        case "A"..."F": return Int(c.value - 65 + 10)
        default: return nil
        }
    }

    static let named: [String: RGBA] = [
        "black": RGBA(0, 0, 0), "white": RGBA(1, 1, 1), "red": RGBA(1, 0, 0), "green": RGBA(0, 1, 0),
        "blue": RGBA(0, 0, 1), "yellow": RGBA(1, 1, 0), "orange": RGBA(1, 0.5, 0), "purple": RGBA(0.5, 0, 0.5),
        "gray": RGBA(0.5, 0.5, 0.5), "clear": RGBA(0, 0, 0, 0),
    ]

    static let names = named.keys.sorted()
}

/// Named timing functions, resolved to their control points.
enum TimingNames {
    static func resolve(_ name: String) -> TimingFunctionSpec? {
        switch name {
        case "linear": return .linear
        case "ease", "default": return .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        case "ease-in", "easeIn": return .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
        case "ease-out", "easeOut": return .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
        case "ease-in-out", "easeInEaseOut": return .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        default: return nil
        }
    }

    static let names = ["default", "ease", "ease-in", "ease-in-out", "ease-out", "easeIn", "easeInEaseOut", "easeOut", "linear"]
}
