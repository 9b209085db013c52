import Foundation
import MotionDiagnostics
import Testing
import TestSupport
@testable import MotionSyntax

/// `SimpleFragment` must read exactly what the lexer and parser read, or leave the text to them:
/// every spec, fixture and documented example is decoded both ways and must give the same tree and
/// the same diagnostics, and so must every string in them and many made-up and mutated fragments.
@Suite struct SimpleFragmentTests {
    /// The JSON form of every spec and fixture in the repository (DSL ones converted), and every
    /// JSON example of the diagnostics reference.
    static func documents() throws -> [SourceFile] {
        var out: [SourceFile] = []
        let folders = ["specs", "examples", "Tests/Fixtures/conformance", "Tests/Fixtures/swift",
                       "Tests/Goldens/css/fixtures", "Tests/Goldens/lottie/fixtures",
                       "Examples/SwitchApp/Sources/SwitchControls", "Examples/SwitchApp/Sources/StandaloneDot"]
        for folder in folders {
            for path in try Repository.files(in: folder, suffix: ".motion.json") { out.append(try Repository.sourceFile(path)) }
            for path in try Repository.files(in: folder, suffix: ".motion") {
                guard let spec = DSLParser.parse(try Repository.sourceFile(path)).0 else { continue }
                out.append(SourceFile(path: path + ".json", bytes: Array(JSONFormPrinter.print(spec).utf8)))
            }
        }
        for example in try DiagnosticBook.load().examples where example.fileName.hasSuffix(".json") {
            out.append(SourceFile(path: example.fileName, bytes: example.input))
        }
        return out
    }

    @Test func everyDocumentDecodesTheSameBothWays() throws {
        let documents = try Self.documents()
        #expect(documents.count > 40)
        for file in documents {
            let (value, _) = JSONParser.parse(file)
            guard let value else { continue }
            let fast = JSONFormDecoder.decode(value, file: file, readsSimpleFragments: true)
            let full = JSONFormDecoder.decode(value, file: file, readsSimpleFragments: false)
            #expect(fast.0 == full.0, "\(file.path)")
            #expect(headlines(fast.1, in: file) == headlines(full.1, in: file), "\(file.path)")
            #expect(fast.1 == full.1, "\(file.path)")
        }
    }

    @Test func everyStringOfEveryDocumentReadsTheSameBothWays() throws {
        var simple = 0
        for file in try Self.documents() {
            guard let value = JSONParser.parse(file).0 else { continue }
            for range in Self.stringContents(value, in: file) {
                simple += Self.compare(file, range)
            }
        }
        // Most strings of a spec are names, numbers, colours, ranges, calls and property paths.
        #expect(simple > 1_000)
    }

    @Test func madeUpFragmentsReadTheSameBothWays() {
        let pieces = ["0", "1", "12", "0.5", ".5", "1e3", "2E-2", "1e", "-", "+", " ", "  ", "\t", "s", "ms", "deg", "%",
                      "x", "em", "#", "fff", "1E88E5", "abc", "80", "g", "oval", "ease-in-out", "a-", "-b", "_", "(", ")",
                      ",", ", ", ":", "mass", ".", "..", "..<", "...", "[", "]", "*", "/", "\"", "//", "reversed", "true",
                      "é", "1e999", "s0", "trim", "->"]
        var random = DSLMutationTests.SplitMix(state: 12)
        var simple = 0
        for _ in 0..<40_000 {
            var text = ""
            for _ in 0..<(1 + Int.random(in: 0..<6, using: &random)) { text += pieces.randomElement(using: &random)! }
            let file = SourceFile(path: "t.motion.json", text: "\"" + text + "\"")
            simple += Self.compare(file, 1..<(file.bytes.count - 1))
        }
        #expect(simple > 2_000)
    }

    @Test func mutatedFragmentsReadTheSameBothWays() {
        let seeds = ["oval(1, 1, 8, 8)", "cubic-bezier(0.34, 1.56, 0.64, 1)", "spring(mass: 1, stiffness: 300, damping: 30)",
                     "0 .. 1", "0 ..< 7", "-0.25s", "#1E88e5", "ease-in-out", "checkmark.strokeEnd", "rgb(#fff, 2)", "50%"]
        let alphabet = Array("0123456789.-+,:()# %<_sxeEabfFmg\t".utf8)
        var random = DSLMutationTests.SplitMix(state: 7)
        for seed in seeds {
            for _ in 0..<3_000 {
                var bytes = Array(seed.utf8)
                for _ in 0..<(1 + Int.random(in: 0..<2, using: &random)) {
                    let k = Int.random(in: 0...bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0 where k < bytes.count: bytes.remove(at: k)
                    case 1 where k < bytes.count: bytes[k] = alphabet.randomElement(using: &random)!
                    default: bytes.insert(alphabet.randomElement(using: &random)!, at: k)
                    }
                }
                let file = SourceFile(path: "t.motion.json", bytes: [UInt8](#"x""#.utf8) + bytes + [UInt8(ascii: "\"")])
                _ = Self.compare(file, 2..<(file.bytes.count - 1))
            }
        }
    }

    @Test func theCommonFormsAreReadWithoutTheParser() {
        for text in ["round", "ease-in-out", "-0.5", "0.3s", "50%", "#1E88E5", "0 .. 1", "0 ..< 7", "oval(1, 1, 8, 8)",
                     "spring(mass: 1, stiffness: 300, damping: 30)", "f()", "1e-3deg"] {
            let bytes = Array(text.utf8)
            #expect(SimpleFragment.expression(bytes, range: 0..<bytes.count) != nil, "\(text)")
        }
        let path = Array("s12.strokeEnd".utf8)
        #expect(SimpleFragment.propertyPath(path, range: 0..<path.count) != nil)
        // Left to the parser: what it reads otherwise, or reports.
        for text in ["1 + 2", "f(reversed)", "f(a)", "f(1,)", "s.0", "1x", "#ffff", "- 1", "\t1", "1..", "a.b"] {
            let bytes = Array(text.utf8)
            #expect(SimpleFragment.expression(bytes, range: 0..<bytes.count) == nil, "\(text)")
        }
        // `-0` is folded to 0, as the parser folds it.
        let negativeZero = Array("-0".utf8)
        guard case .number(let zero, nil)? = SimpleFragment.expression(negativeZero, range: 0..<2)?.kind else {
            Issue.record("-0 is not read as a number")
            return
        }
        #expect(zero.sign == .plus)
    }

    /// Compares both readings of `range` as an expression and as a property path; 1 when the
    /// simple reader took either, else 0.
    static func compare(_ file: SourceFile, _ range: Range<Int>) -> Int {
        var taken = 0
        if let e = SimpleFragment.expression(file.bytes, range: range) {
            let (full, diagnostics) = FragmentParser.expression(in: file, range: range)
            #expect(diagnostics.isEmpty, "\(String(decoding: file.bytes[range], as: UTF8.self))")
            #expect(full == e, "\(String(decoding: file.bytes[range], as: UTF8.self))")
            if case .number(let a, _) = e.kind, case .number(let b, _)? = full?.kind { #expect(a.bitPattern == b.bitPattern) }
            taken = 1
        }
        if let p = SimpleFragment.propertyPath(file.bytes, range: range) {
            let (full, diagnostics) = FragmentParser.propertyPath(in: file, range: range)
            #expect(diagnostics.isEmpty, "\(String(decoding: file.bytes[range], as: UTF8.self))")
            #expect(full == p, "\(String(decoding: file.bytes[range], as: UTF8.self))")
            taken = 1
        }
        return taken
    }

    /// The byte ranges between the quotes of every string value and key without escapes.
    static func stringContents(_ value: JSONValue, in file: SourceFile) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var stack = [value]
        while let v = stack.popLast() {
            switch v.kind {
            case .string where !v.hasEscapes: out.append(v.contentSpan.start..<v.contentSpan.end)
            case .array(let items): stack += items
            case .object(let members):
                for m in members {
                    if !file.bytes[m.keySpan.start..<m.keySpan.end].contains(UInt8(ascii: "\\")) {
                        out.append((m.keySpan.start + 1)..<(m.keySpan.end - 1))
                    }
                    stack.append(m.value)
                }
            default: break
            }
        }
        return out
    }
}
