/// The one number formatter for every text MotionSpec writes (DSL, JSON, CSS, Swift,
/// Lottie): the shortest text that reads back as the same Double, never `-0`, integers
/// without a fraction, subnormals as `0`. The compiler bounds every number a spec holds
/// (MS4006), so outputs meet only finite ones; NaN and infinities, which none of those formats
/// can spell, still get a text (`nan`, `infinity`, `-infinity`) rather than a trap, for
/// messages and for the writers that check `isFinite` themselves.
public enum NumberText {
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-infinity" : "infinity" }
        // Subnormals (below 2.2e-308) are written as 0: Swift warns that their literals "underflow
        // and lose precision", and no target can tell them from 0.
        if abs(value) < Double.leastNormalMagnitude { return "0" }
        if abs(value) < 1e15, value == Double(Int64(value)) {
            return String(Int64(value))
        }
        var text = value.description // shortest round-trip in Swift
        // Swift writes `1e-07`; JSON, CSS and our DSL all accept it, but `1e-7` is the
        // canonical spelling: drop leading zeros of the exponent and a `+`. Looked for among the bytes:
        // a search by `Character` breaks the text into graphemes (4% of the large CSS compile).
        if text.utf8.contains(UInt8(ascii: "e")), let e = text.firstIndex(of: "e") {
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
