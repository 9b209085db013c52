/// The one number formatter for every text MotionSpec writes (DSL, JSON, CSS, Swift,
/// Lottie): the shortest text that reads back as the same Double, never `-0`, integers
/// without a fraction. Callers never pass NaN or infinity (the compiler rejects them).
public enum NumberText {
    public static func format(_ value: Double) -> String {
        precondition(value.isFinite, "NumberText.format needs a finite number")
        if value == 0 { return "0" }
        if abs(value) < 1e15, value == Double(Int64(value)) {
            return String(Int64(value))
        }
        var text = value.description // shortest round-trip in Swift
        // Swift writes `1e-07`; JSON, CSS and our DSL all accept it, but `1e-7` is the
        // canonical spelling: drop leading zeros of the exponent and a `+`.
        if let e = text.firstIndex(of: "e") {
            let mantissa = text[..<e]
            var exponent = String(text[text.index(after: e)...])
            var sign = ""
            if exponent.hasPrefix("-") { sign = "-"; exponent.removeFirst() }
            if exponent.hasPrefix("+") { exponent.removeFirst() }
            while exponent.count > 1, exponent.hasPrefix("0") { exponent.removeFirst() }
            text = "\(mantissa)e\(sign)\(exponent)"
        }
        return text
    }
}
