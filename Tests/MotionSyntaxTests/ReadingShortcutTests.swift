import MotionDiagnostics
import Testing
@testable import MotionSyntax

/// The front end's shortcuts must read what the general paths read: numbers parsed from the bytes
/// (`DecimalText`) give the very double `Double(String)` gives, units read byte by byte are the raw
/// values, and the hashed key index of a large object finds each duplicate's first key.
@Suite struct ReadingShortcutTests {
    /// Decimals of every length up to 17 digits and every place of the point, from a fixed sequence:
    /// wherever the shortcut answers it answers bit for bit what the standard library reads.
    @Test func decimalsReadAsTheStandardLibraryReadsThem() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var texts = ["0", "00", "0.0", ".5", "007.50", "0.000", "1.56", "0.34", "9007199254740993", "123456789012345",
                     "1234567890123456", "0.1234567890123456789012", "0.00000000000000000000001", "99999999999999.9"]
        for _ in 0..<20_000 {
            let length = 1 + Int(next() % 17)
            var digits = String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(next() % 10))) })
            let point = Int(next() % UInt64(length + 2))
            if point <= length, next() % 4 != 0 {
                digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
            }
            texts.append(digits)
        }
        var answered = 0
        for text in texts {
            let bytes = Array(text.utf8)
            guard let fast = DecimalText.value(bytes, 0..<bytes.count) else { continue }
            answered += 1
            let general = Double(text.hasPrefix(".") ? "0" + text : text)
            #expect(general.map { $0.bitPattern == fast.bitPattern } == true, "\(text): \(fast) against \(String(describing: general))")
        }
        // Most short decimals take the shortcut; the others (too many digits) are left to the caller.
        #expect(answered > texts.count / 2)
        #expect(DecimalText.value(Array("1e3".utf8), 0..<3) == nil)
        #expect(DecimalText.value(Array("1.2.3".utf8), 0..<5) == nil)
        #expect(DecimalText.value(Array(".".utf8), 0..<1) == nil)
        #expect(DecimalText.value(Array("12345678901234567".utf8), 0..<17) == nil)
    }

    @Test func unitsReadByteByByteAreTheRawValues() {
        for unit in NumberUnit.allCases {
            let bytes = Array(("1" + unit.rawValue + "x").utf8)
            #expect(NumberUnit.written(bytes, 1..<(1 + unit.rawValue.utf8.count)) == unit)
        }
        for word in ["x", "m", "S", "MS", "sec", "degs", "turns", "px", "%%", "tur"] {
            let bytes = Array(word.utf8)
            #expect(NumberUnit.written(bytes, 0..<bytes.count) == nil, "\(word)")
        }
    }

    /// 3,000 keys, one in seven a repeat of an earlier key (some repeated twice): each repeat is
    /// reported once, in order, with a note at the key's first member, as a search from the start finds it.
    @Test func largeObjectsReportEveryDuplicateAtItsFirstKey() {
        var keys: [String] = []
        for i in 0..<3_000 { keys.append(i % 7 == 6 ? "k\((i * 31) % max(1, i - 1))" : "k\(i)") }
        let text = "{" + keys.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ", ") + "}"
        let result = JSONFixture.parse(text)
        var expected: [(message: String, first: String)] = []
        for (i, key) in keys.enumerated() where keys[..<i].contains(key) {
            expected.append(("duplicate key '\(key)'", "\"\(key)\""))
        }
        #expect(!expected.isEmpty)
        #expect(result.diagnostics.map(\.message) == expected.map(\.message))
        let firstSpans = result.diagnostics.compactMap { $0.notes.first?.span }
        #expect(firstSpans.map(result.text) == expected.map(\.first))
        // The note is at the first member with the key, not at a later repeat of it.
        for (d, span) in zip(result.diagnostics, firstSpans) { #expect(span.start < d.span.start) }
        for (k, key) in expected.enumerated() where k < firstSpans.count {
            let firstIndex = keys.firstIndex(of: String(key.first.dropFirst().dropLast()))
            #expect(firstIndex.flatMap { result.value?.objectMembers?[$0].keySpan } == firstSpans[k])
        }
    }
}
