import MotionRuntime

/// Colour literals and names.
enum Colors {
    /// `#rgb`, `#rrggbb`, `#rrggbbaa` (digits without `#`), as the language reference lists them.
    static func hex(_ digits: String) -> MotionColor? {
        var values: [Double] = []
        for c in digits.unicodeScalars {
            guard let v = hexDigit(c) else { return nil }
            values.append(Double(v))
        }
        func pair(_ i: Int) -> Double { (values[i] * 16 + values[i + 1]) / 255 }
        switch values.count {
        case 3:
            let c = values.map { $0 * 17 / 255 }
            return MotionColor(red: c[0], green: c[1], blue: c[2])
        case 6: return MotionColor(red: pair(0), green: pair(2), blue: pair(4))
        case 8: return MotionColor(red: pair(0), green: pair(2), blue: pair(4), alpha: pair(6))
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

    static let named: [String: MotionColor] = [
        "black": MotionColor(red: 0, green: 0, blue: 0),
        "white": MotionColor(red: 1, green: 1, blue: 1),
        "red": MotionColor(red: 1, green: 0, blue: 0),
        "green": MotionColor(red: 0, green: 1, blue: 0),
        "blue": MotionColor(red: 0, green: 0, blue: 1),
        "yellow": MotionColor(red: 1, green: 1, blue: 0),
        "orange": MotionColor(red: 1, green: 0.5, blue: 0),
        "purple": MotionColor(red: 0.5, green: 0, blue: 0.5),
        "gray": MotionColor(red: 0.5, green: 0.5, blue: 0.5),
        "clear": MotionColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    static let names = named.keys.sorted()
}

/// Named timing functions, resolved to their control points.
enum TimingNames {
    static func resolve(_ name: String) -> MotionTimingFunction? {
        switch name {
        case "linear": return .linear
        case "ease", "default": return .ease
        case "ease-in", "easeIn": return .easeIn
        case "ease-out", "easeOut": return .easeOut
        case "ease-in-out", "easeInEaseOut": return .easeInOut
        default: return nil
        }
    }

    static let names = ["default", "ease", "ease-in", "ease-in-out", "ease-out", "easeIn", "easeInEaseOut", "easeOut", "linear"]
}
