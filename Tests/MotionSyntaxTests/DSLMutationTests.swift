import Testing
import TestSupport
import MotionDiagnostics
@testable import MotionSyntax

/// Nothing a user can type may crash the parser: thousands of damaged copies of the flat switch
/// (bytes deleted, duplicated, swapped for punctuation) must parse to diagnostics, never trap,
/// and every diagnostic must point inside the file.
@Suite struct DSLMutationTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D1_049B_B133_111E
            return z ^ (z >> 31)
        }
    }

    static let alphabet = Array("{}()[],:.=-><+*/;#\"\\\n x0e%".utf8) + [0xFF, 0xC3]

    @Test func damagedInputsNeverCrash() {
        let original = Array(flatSwitchFixture.utf8)
        var rng = SplitMix(state: 2026)
        var withErrors = 0
        for _ in 0..<1500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(Self.alphabet.randomElement(using: &rng)!, at: at)
                default: bytes[at] = Self.alphabet.randomElement(using: &rng)!
                }
            }
            let file = SourceFile(path: "m.motion", bytes: bytes)
            let (_, diagnostics) = DSLParser.parse(file)
            if !diagnostics.isEmpty { withErrors += 1 }
            for d in diagnostics {
                #expect(d.span.start >= 0 && d.span.end <= bytes.count)
                #expect(!d.message.isEmpty && d.message.first?.isUppercase == false)
            }
        }
        // Most damage is visible: the parser is not silently accepting garbage.
        #expect(withErrors > 1000)
    }

    @Test func truncatedInputsNeverCrash() {
        let original = Array(flatSwitchFixture.utf8)
        // Every prefix that stops before the final "}\n" lacks the closing brace.
        for end in stride(from: 0, to: original.count - 2, by: 7) {
            let file = SourceFile(path: "m.motion", bytes: Array(original[0..<end]))
            let (_, diagnostics) = DSLParser.parse(file)
            #expect(!diagnostics.isEmpty, "a prefix of \(end) bytes is not a whole spec")
        }
    }
}
