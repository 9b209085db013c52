import MotionDiagnostics
import Testing
@testable import MotionEmitters

/// The JSON writer's byte formatting says exactly what `NumberText` and `TextEscaping` say.
@Suite struct JSONTextTests {
    static func number(_ value: Double) -> String {
        var out: [UInt8] = []
        JSONText.number(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func string(_ text: String) -> String {
        var out: [UInt8] = []
        JSONText.string(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func numbersAreNumberTextsSpelling() {
        var edges: [Double] = [0, -0.0, 1, -1, 0.5, -2.75, 1e-7, -1e-7, 1e15 - 1, -(1e15 - 1), 1e15, 1e16, -1e21, 123456789012345,
                               0.1 + 0.2, Double.leastNormalMagnitude, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude,
                               Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1.5e300, 2.5e-300, 9.007199254740992e15]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            edges.append(Double(bitPattern: generator.next()))
            edges.append(Double(Int64.random(in: -2_000_000_000_000_000...2_000_000_000_000_000, using: &generator)))
            edges.append(Double.random(in: -1000...1000, using: &generator))
        }
        for value in edges where value.isFinite {
            #expect(Self.number(value) == NumberText.format(value), "\(value.bitPattern)")
        }
        #expect(Self.number(.nan) == "null")
        #expect(Self.number(-.infinity) == "null")
    }

    @Test func stringsAreTextEscapingsSpelling() {
        for text in ["", "plain", "say \"hi\"", "back\\slash", "tab\tline\nreturn\r", "\u{1}\u{1f}\u{7f}", "é\u{301}\"", "日本 🎉", "\u{2028}"] {
            #expect(Self.string(text) == TextEscaping.jsonString(text))
        }
    }
}
