import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing
import TestSupport

/// Every code in the catalog is documented (`specs/diagnostics.md` lists it, a section in
/// `specs/diagnostics/` explains it with an example and the fix), and every documented example gives
/// exactly the diagnostics the documentation shows when run through the whole front end.
@Suite struct DiagnosticBookTests {
    static let book = try! DiagnosticBook.load()

    /// The whole pipeline: the headlines a user would see.
    static func diagnose(_ file: SourceFile) -> [String] {
        headlines(Pipeline.run(file).diagnostics, in: file)
    }

    @Test(arguments: book.examples)
    func exampleGivesItsDocumentedDiagnostics(_ example: DiagnosticBook.Example) {
        let file = SourceFile(path: example.fileName, bytes: example.input)
        let got = Self.diagnose(file)
        #expect(got == example.expected)
        #expect(got.contains { $0.hasSuffix("[\(example.code)]") }, "the example for \(example.code) does not give it")
    }

    @Test func everyCodeIsDocumentedOnceAndIndexed() throws {
        let ids = DiagnosticCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count, "a code is defined twice")
        let documented = Self.book.sections.map(\.code)
        #expect(Set(documented).count == documented.count, "a code is documented twice")
        #expect(Set(documented) == Set(ids), "undocumented: \(Set(ids).subtracting(documented).sorted()); unknown: \(Set(documented).subtracting(ids).sorted())")
        let index = try Repository.read("specs/diagnostics.md")
        for code in DiagnosticCatalog.all {
            #expect(index.contains("| \(code.id) |"), "specs/diagnostics.md does not list \(code.id)")
        }
    }

    /// Each code has a replayed example, except the ones about files and limits, which are
    /// triggered by the tests named here and by the CLI tests.
    @Test func everyCodeIsTriggered() {
        let replayed = Set(Self.book.examples.map(\.code))
        let byOtherTests: Set<String> = ["MS4001", "MS4002", "MS4003", "MS4004", "MS4005", "MS4101", "MS4102", "MS4103", "MS2006",
                                           "MS4201", "MS4202", "MS4203", "MS4204", "MS4205"] // MS42xx: ConfigFileBookTests
        // MS3xxx examples need emitters, which this target does not link: they are replayed (or name
        // the tests that trigger them) in Tests/MotionEmittersTests/InfrastructureBookTests.swift.
        // MS5xxx examples are SVG files: Tests/MotionImportTests/ImportBookTests.swift replays them.
        for code in DiagnosticCatalog.all where !replayed.contains(code.id) && !code.id.hasPrefix("MS3") && !code.id.hasPrefix("MS5") {
            #expect(byOtherTests.contains(code.id), "\(code.id) (\(code.summary)) has no replayable example")
        }
        #expect(Self.book.examples.count >= 40)
    }

    /// MS2006 guards trees that no parser makes (both front ends reject unknown settings themselves):
    /// a program that builds a tree gets it.
    @Test func unknownSettingInAProgrammaticTree() throws {
        let file = SourceFile(path: "t.motion", text: "control X {\n  size 10 x 10\n  shape a {\n    fill red\n    path oval(0, 0, 10, 10)\n  }\n  state off initial {\n  }\n}\n")
        var spec = try #require(SpecParser.parse(file).0)
        guard case .shape(var shape) = spec.control.nodes[0], case .setting(var setting) = shape.body[0] else {
            Issue.record("unexpected tree")
            return
        }
        setting.keyword.name = "fil"
        shape.body[0] = .setting(setting)
        spec.control.nodes[0] = .shape(shape)
        let diagnostics = Pipeline.run(spec, in: file).diagnostics
        #expect(headlines(diagnostics, in: file) == ["t.motion:4:5: error: unknown setting 'fil' [MS2006]"])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'fill'?"])
    }

    @Test func limitsAndEncodingAreDiagnosed() {
        let deepDSL = SourceFile(path: "deep.motion", text: "control X {\n  let a = " + String(repeating: "(", count: 600) + "1" + String(repeating: ")", count: 600) + "\n}\n")
        #expect(Self.diagnose(deepDSL).contains { $0.hasPrefix("deep.motion:2:") && $0.hasSuffix("[MS4003]") })
        let deepJSON = SourceFile(path: "deep.motion.json", text: String(repeating: "[", count: 600) + String(repeating: "]", count: 600))
        #expect(Self.diagnose(deepJSON).contains { $0.hasPrefix("deep.motion.json:1:") && $0.hasSuffix("[MS4003]") })
        let badUTF8 = SourceFile(path: "bad.motion", bytes: Array("control X {\n  description \"".utf8) + [0xFF] + Array("\"\n}\n".utf8))
        #expect(Self.diagnose(badUTF8).contains { $0.hasPrefix("bad.motion:2:16:") && $0.hasSuffix("[MS4004]") })
        let unknownKind = SourceFile(path: "spec.yaml", text: "control X {}\n")
        #expect(Self.diagnose(unknownKind) == ["spec.yaml:1:1: error: 'spec.yaml' is not a spec: the name must end in .motion or .motion.json [MS4005]"])
    }
}
