import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// The examples of specs/diagnostics/MS11xx.md (copied here: tests do not read specs/), and
/// a check that every MS11xx code in the catalog is produced by one of them.
@Suite struct DSLCatalogTests {
    static let documented: [(code: String, input: String, headline: String)] = [
        ("MS1101", "control X {\n  let a = 1 @ 2\n}\n", "t.motion:2:13: error: unexpected character '@' [MS1101]"),
        ("MS1102", "control X {\n  description \"A switch\n}\n", "t.motion:2:15: error: unterminated string [MS1102]"),
        ("MS1103", "control X {\n  description \"50\\% done\"\n}\n", "t.motion:2:18: error: invalid escape '\\%' [MS1103]"),
        ("MS1104", "control X {\n}\n/* old values\n", "t.motion:3:1: error: unterminated block comment [MS1104]"),
        ("MS1105", "control X {\n  param tint = #ff00zz\n}\n", "t.motion:2:16: error: invalid colour '#ff00zz' [MS1105]"),
        ("MS1106", "control X {\n  let width = 10px\n}\n", "t.motion:2:17: error: unknown unit 'px' [MS1106]"),
        ("MS1107", "control X {\n  let a = 1e999\n}\n", "t.motion:2:11: error: number '1e999' is too large [MS1107]"),
        ("MS1108", "control X {\n  transition off on {\n  }\n}\n", "t.motion:2:18: error: expected '->' after 'off', found 'on' [MS1108]"),
        ("MS1109", "control X {\n  shape a {\n    stroke\n  }\n}\n", "t.motion:3:11: error: expected a value after 'stroke', found end of line [MS1109]"),
        ("MS1110", "control X {\n  shape a {\n    strok red\n  }\n}\n", "t.motion:3:5: error: unknown statement 'strok' in a node [MS1110]"),
        ("MS1111", "control X {\n  transition off -> on {\n    x.opacity 0 -> 1 fro 0.1s\n  }\n}\n", "t.motion:3:22: error: unknown timing option 'fro' [MS1111]"),
        ("MS1112", "control X {\n  shape a {\n    path oval(0, 0, 50, 50\n    stroke red\n  }\n}\n", "t.motion:3:14: error: unclosed '(' [MS1112]"),
        ("MS1113", "}\ncontrol X {\n}\n", "t.motion:1:1: error: unexpected '}' without an opening '{' [MS1113]"),
        ("MS1114", "control X {\n  size 50 x 50\n  size 60 x 60\n}\n", "t.motion:3:3: error: a control has one size [MS1114]"),
        ("MS1115", "control X {\n  transition off -> on 0.3s for 0.5s {\n  }\n}\n", "t.motion:2:29: error: the duration is written twice [MS1115]"),
        ("MS1116", "// nothing here yet\n", "t.motion:1:1: error: the file has no control [MS1116]"),
        ("MS1117", "control A {\n}\ncontrol B {\n}\n", "t.motion:3:1: error: a file holds one control; found a second one [MS1117]"),
    ]

    @Test func documentedExamplesGiveTheirDiagnostic() {
        for example in Self.documented {
            #expect(dslHeadlines(example.input).first == example.headline, "\(example.code)")
        }
    }

    @Test func theFragmentExample() {
        let file = SourceFile(path: "t.motion.json", text: "{ \"value\": \"1 2\" }")
        let (_, diagnostics) = FragmentParser.expression(in: file, range: 12..<15)
        #expect(diagnostics.map { DiagnosticRenderer.headline($0, in: file) }
                == ["t.motion.json:1:15: error: unexpected '2' after the expression [MS1118]"])
    }

    @Test func everyDSLCodeIsDocumentedAndProduced() {
        let dslCodes = DiagnosticCatalog.all.map(\.id).filter { $0.hasPrefix("MS11") }
        var produced = Set(Self.documented.flatMap { example in
            DSLParser.parse(SourceFile(path: "t.motion", text: example.input)).1.map(\.code.id)
        })
        produced.insert("MS1118") // theFragmentExample
        #expect(dslCodes.count == 18)
        #expect(dslCodes.filter { !produced.contains($0) } == [])
        #expect(Self.documented.map(\.code) + ["MS1118"] == dslCodes)
    }
}
