import MotionCompiler
import MotionDiagnostics
import MotionImport
import MotionSyntax
import Testing
import TestSupport

/// No SVG crashes the importer or makes it write a spec that does not check: the fixtures, mutated
/// a few thousand ways (deterministically), each give diagnostics with positions and, when there is a
/// spec, one that parses and checks clean.
@Suite struct SVGImportRobustnessTests {
    /// A small deterministic generator (SplitMix64), so a failure replays.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let snippets = [
        "<", ">", "\"", "'", "&", "&#0;", "&#x110000;", "<!--", "]]>", "<![CDATA[", "</g>", "<g>", "/>", "=",
        " transform=\"skewX(90)\"", " transform=\"scale(1e9) scale(1e9)\"", " transform=\"matrix(0 0 0 0 0 0)\"",
        " transform=\"rotate(45 1e9 1e9)\"", " fill=\"url(#SVGID_1_)\"", " fill=\"#ＡＢＣ\"", " stroke-miterlimit=\"inf\"",
        " opacity=\"nan\"", " d=\"M 1e308 1e308 L -1e308 0\"", " width=\"1e999\"", " points=\"1 2 3\"", " rx=\"-4\"",
        "<use href=\"#Knob\"/>", "<use href=\"#layer1\"/>", " style=\"fill:inherit;stroke:url(#x) red\"", " d=\"\"", "\u{0}", "\u{FFFF}",
    ]

    @Test func mutatedFixturesNeverCrashAndAlwaysCheck() throws {
        var generator = Generator(state: 2026)
        var imported = 0
        for path in try Repository.files(in: "Tests/Fixtures/svg", suffix: ".svg") {
            let original = try Repository.sourceFile(path).bytes
            for _ in 0..<300 {
                var bytes = original
                for _ in 0...generator.next(3) {
                    let at = generator.next(bytes.count + 1)
                    switch generator.next(5) {
                    case 0: if at < bytes.count { bytes.remove(at: at) }
                    case 1, 2, 3: bytes.insert(contentsOf: Array(Self.snippets[generator.next(Self.snippets.count)].utf8), at: at)
                    default: bytes = Array(bytes.prefix(at))
                    }
                }
                let file = SourceFile(path: "fuzz.svg", bytes: bytes)
                let outcome = SVGImport.run(file)
                for diagnostic in outcome.diagnostics {
                    #expect(diagnostic.span.start >= 0 && diagnostic.span.end <= bytes.count)
                }
                guard let spec = outcome.spec else {
                    #expect(outcome.diagnostics.contains { $0.severity == .error })
                    continue
                }
                imported += 1
                let specFile = SourceFile(path: "fuzz.motion", text: spec)
                let compilation = Pipeline.run(specFile)
                let errors = compilation.diagnostics.filter { $0.severity == .error }
                #expect(compilation.spec != nil && errors.isEmpty, "\(headlines(errors, in: specFile))\n\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        // Most mutations break the XML (it is strict); enough still import to exercise the rest.
        #expect(imported > 150)
    }

    @Test func useCannotMultiplyADrawingWithoutBound() throws {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><g id=\"g0\"><rect width=\"1\" height=\"1\"/></g>\n"
        for level in 1...8 {
            svg += "<g id=\"g\(level)\">" + String(repeating: "<use href=\"#g\(level - 1)\"/>", count: 10) + "</g>\n"
        }
        svg += "</svg>"
        let file = SourceFile(path: "t.svg", text: svg)
        let outcome = SVGImport.run(file)
        #expect(outcome.diagnostics.map(\.code) == [.svgLeftOut])
        #expect(outcome.diagnostics.first?.message.contains("more than 10000 elements") == true)
        let spec = try #require(outcome.spec)
        #expect(spec.components(separatedBy: "shape ").count - 1 < 10_000)
    }
}
