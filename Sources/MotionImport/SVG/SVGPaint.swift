/// An RGBA colour, each channel 0…1.
struct SVGColor: Equatable {
    var red: Double, green: Double, blue: Double, alpha: Double

    static let black = SVGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` (numbers or percentages), `hsl()`/`hsla()`,
    /// `transparent` and the CSS colour keywords.
    static func parse(_ text: String) -> SVGColor? {
        let t = text.trimmingSpaces.lowercased()
        if t.hasPrefix("#") { return hex(String(t.dropFirst())) }
        if t == "transparent" { return SVGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        if let value = SVGNamedColors.table[t] {
            return SVGColor(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
                            blue: Double(value & 0xFF) / 255, alpha: 1)
        }
        guard let open = t.firstIndex(of: "("), t.hasSuffix(")") else { return nil }
        let function = t[..<open].trimmingCharacters(in: " ")
        let arguments = t[t.index(after: open)..<t.index(before: t.endIndex)]
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        func component(_ s: String, scale: Double) -> Double? {
            let value = s.hasSuffix("%") ? Double(s.dropLast()).map { $0 / 100 } : Double(s).map { $0 / scale }
            return value.flatMap { $0.isFinite ? $0 : nil }
        }
        var alpha = 1.0
        if arguments.count == 4 {
            guard let a = component(arguments[3], scale: 1) else { return nil }
            alpha = a
        }
        switch function {
        case "rgb", "rgba":
            guard let r = component(arguments[0], scale: 255), let g = component(arguments[1], scale: 255),
                  let b = component(arguments[2], scale: 255) else { return nil }
            return SVGColor(red: r, green: g, blue: b, alpha: alpha).clamped
        case "hsl", "hsla":
            guard let h = Double(arguments[0].hasSuffix("deg") ? String(arguments[0].dropLast(3)) : arguments[0]), h.isFinite,
                  let s = component(arguments[1], scale: 100), let l = component(arguments[2], scale: 100) else { return nil }
            return hsl(h, s, l, alpha).clamped
        default:
            return nil
        }
    }

    private static func hex(_ digits: String) -> SVGColor? {
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), [3, 4, 6, 8].contains(digits.count) else { return nil }
        let expanded = digits.count <= 4 ? digits.map { "\($0)\($0)" }.joined() : digits
        let value = UInt64(expanded, radix: 16)!
        let channels = expanded.count == 8 ? 4 : 3
        func channel(_ index: Int) -> Double { Double(value >> UInt64(8 * (channels - 1 - index)) & 0xFF) / 255 }
        return SVGColor(red: channel(0), green: channel(1), blue: channel(2), alpha: channels == 4 ? channel(3) : 1)
    }

    private static func hsl(_ hue: Double, _ s: Double, _ l: Double, _ a: Double) -> SVGColor {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 360
        func f(_ n: Double) -> Double {
            let k = (n + h * 12).truncatingRemainder(dividingBy: 12)
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        }
        return SVGColor(red: f(0), green: f(8), blue: f(4), alpha: a)
    }

    var clamped: SVGColor {
        func c(_ v: Double) -> Double { min(1, max(0, v)) }
        return SVGColor(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque: how a spec writes a colour.
    var specText: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((min(1, max(0, v)) * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return byte(alpha) == "ff" ? rgb : rgb + byte(alpha)
    }
}

/// What `fill` or `stroke` says.
enum SVGPaint: Equatable {
    case none
    case color(SVGColor)
    case currentColor
    /// `url(#id)` with the colour to use when the reference is missing (`url(#g) red`).
    case reference(id: String, fallback: SVGPaintFallback?)

    static func parse(_ text: String) -> SVGPaint? {
        let t = text.trimmingSpaces
        switch t.lowercased() {
        case "none": return SVGPaint.none
        case "currentcolor": return .currentColor
        default: break
        }
        if t.lowercased().hasPrefix("url("), let close = t.firstIndex(of: ")") {
            var inner = t[t.index(t.startIndex, offsetBy: 4)..<close].trimmingCharacters(in: " ")
            inner = inner.trimmingCharacters(in: "'\"")
            let id = inner.hasPrefix("#") ? String(inner.dropFirst()) : inner
            let rest = String(t[t.index(after: close)...]).trimmingSpaces
            if rest.isEmpty { return .reference(id: id, fallback: nil) }
            if rest.lowercased() == "none" { return .reference(id: id, fallback: SVGPaintFallback.none) }
            guard let color = SVGColor.parse(rest) else { return nil }
            return .reference(id: id, fallback: .color(color))
        }
        return SVGColor.parse(t).map { .color($0) }
    }
}

enum SVGPaintFallback: Equatable {
    case none
    case color(SVGColor)
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
