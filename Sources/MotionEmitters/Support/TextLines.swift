/// Lines of a text picked by their bytes: the same lines `split(separator: "\n")` gives (a CR LF pair
/// is one character there, so no line break; empty lines are dropped), found by one pass over the
/// text's UTF-8 storage in place. Splitting by characters costs an order of magnitude more, and the
/// emitters scan megabytes (a large control's stylesheet, the embedded runtime's sources).
enum TextLines {
    /// The lines of `text` whose bytes `keep` accepts, in order.
    static func lines(of text: Substring, where keep: (UnsafeBufferPointer<UInt8>) -> Bool) -> [Substring] {
        var contiguous = text
        let ranges = contiguous.withUTF8 { bytes -> [Range<Int>] in
            var out: [Range<Int>] = []
            var start = 0
            func take(_ end: Int) {
                guard end > start else { return }
                if keep(UnsafeBufferPointer(rebasing: bytes[start..<end])) { out.append(start..<end) }
            }
            for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") && (i == 0 || bytes[i - 1] != UInt8(ascii: "\r")) {
                take(i)
                start = i + 1
            }
            take(bytes.count)
            return out
        }
        let utf8 = text.utf8
        return ranges.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// True when `bytes` begin with `prefix`'s UTF-8.
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, startWith prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = prefix.utf8Start
        for k in 0..<count where bytes[k] != start[k] { return false }
        return true
    }
}
