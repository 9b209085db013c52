/// A structure-aware mutation for the class byte-level fuzzing does not reach: a spec that is valid but
/// for one number at an extreme (the largest double, a subnormal, just past a bound). libFuzzer's own
/// mutations flip bytes and splice inputs; they almost never turn `0.3` into `1.7976931348623157e308`.
/// The compile target's custom mutator calls this on half its mutations, so this class stays covered.
public enum NumberMutator {
    /// Extreme values and the edges of the checker's bounds (`NumberBounds`), as a spec spells them.
    public static let extremes = [
        "0", "-0", "5e-324", "-5e-324", "2.2250738585072014e-308", "1e-300", "-1e-300", "1e-3", "0.000999",
        "1e6", "1000001", "-1000001", "1e15", "1e297", "-1e297", "1e300", "1.7976931348623157e308",
        "-1.7976931348623157e308", "3600", "3601", "1e4", "10001", "1000", "1001",
    ]

    /// The byte ranges of the number literals in `bytes`: digits with an optional fraction and exponent,
    /// and the minus sign before them. Digits inside a name (`s1`), a colour (`#00ff00`) or a string
    /// escape are left alone, so a replacement changes a number and nothing else.
    public static func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = 0
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isWordByte(_ b: UInt8) -> Bool {
            isDigit(b) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b == 0x23 || b >= 0x80
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x5C, i + 2 < bytes.count, bytes[i + 1] == 0x75, bytes[i + 2] == 0x7B {
                // `\u{41}`: a character's code, not a number.
                while i < bytes.count, bytes[i] != 0x7D { i += 1 }
                continue
            }
            if isWordByte(b) && !isDigit(b) {
                // A name, a colour or an escape: skip the whole word, digits included.
                while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
                continue
            }
            guard isDigit(b) || (b == 0x2E && i + 1 < bytes.count && isDigit(bytes[i + 1])) else {
                i += 1
                continue
            }
            var start = i
            if start > 0, bytes[start - 1] == 0x2D { start -= 1 }
            while i < bytes.count, isDigit(bytes[i]) || bytes[i] == 0x2E { i += 1 }
            if i < bytes.count, bytes[i] | 0x20 == 0x65 {
                var j = i + 1
                if j < bytes.count, bytes[j] == 0x2B || bytes[j] == 0x2D { j += 1 }
                if j < bytes.count, isDigit(bytes[j]) {
                    i = j
                    while i < bytes.count, isDigit(bytes[i]) { i += 1 }
                }
            }
            // A number glued to letters (`12px`, `0x1f`) is a unit or a word: keep the unit, change the number.
            ranges.append(start..<i)
            while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
        }
        return ranges
    }

    /// `bytes` with one number literal, chosen by `seed`, replaced by one of `extremes`; nil when the
    /// input holds no number.
    public static func mutate(_ bytes: [UInt8], seed: UInt64) -> [UInt8]? {
        let ranges = numberRanges(in: bytes)
        guard !ranges.isEmpty else { return nil }
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(truncatingIfNeeded: state >> 1)
        }
        let range = ranges[next() % ranges.count]
        let replacement = Array(extremes[next() % extremes.count].utf8)
        return Array(bytes[..<range.lowerBound]) + replacement + Array(bytes[range.upperBound...])
    }
}
