import MotionDiagnostics
import MotionSyntax
import Testing

/// Mutated and random inputs: never a crash, and the result is always coherent —
/// a value and no syntax error, or no value and a located MS10xx error.
@Suite struct JSONParserRobustnessTests {
    static let seed = Array(#"""
        {"name": "switch", "size": [51, 31.5e-1], "on": true, "off": false, "none": null,
         "label": "caf\u00e9 \"q\" \uD834\uDD1E 日本", "nested": {"a": [[], {}, [-0, 1E+2]]}}
        """#.utf8)

    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func checkCoherent(_ bytes: [UInt8]) {
        let result = JSONFixture.parse(bytes: bytes)
        for d in result.diagnostics {
            #expect(d.span.start >= 0 && d.span.end <= bytes.count, "span outside the input")
        }
        if result.value != nil {
            #expect(result.diagnostics.allSatisfy { $0.code == .jsonDuplicateKey })
        } else {
            #expect(result.diagnostics.contains { $0.code.id.hasPrefix("MS10") })
        }
    }

    @Test func seedDocumentParses() {
        let result = JSONFixture.parse(bytes: Self.seed)
        #expect(result.value != nil && result.diagnostics.isEmpty)
    }

    @Test func mutatedDocumentsNeverCrash() {
        var g = Generator(state: 42)
        let alphabet = Array("{}[],:\"\\/ \t\n0123456789-+.eEtrufalsn".utf8) + [0x00, 0x0C, 0x80, 0xC3, 0xE9, 0xED, 0xF0, 0xFF]
        for _ in 0..<3000 {
            var bytes = Self.seed
            for _ in 0...g.next(3) {
                guard !bytes.isEmpty else { break }
                let at = g.next(bytes.count)
                switch g.next(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet[g.next(alphabet.count)], at: at)
                default: bytes[at] = alphabet[g.next(alphabet.count)]
                }
            }
            checkCoherent(bytes)
        }
    }

    @Test func truncatedDocumentsAreRejectedAtTheEnd() {
        for length in 0..<Self.seed.count {
            let result = JSONFixture.parse(bytes: Array(Self.seed[..<length]))
            #expect(result.value == nil, "prefix of length \(length)")
            #expect(result.diagnostics.count == 1)
        }
    }

    @Test func randomBytesNeverCrash() {
        var g = Generator(state: 7)
        for _ in 0..<2000 {
            let bytes = (0..<g.next(40)).map { _ in UInt8(g.next(256)) }
            checkCoherent(bytes)
        }
    }
}
