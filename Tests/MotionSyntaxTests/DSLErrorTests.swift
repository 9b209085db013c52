import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// One malformed input and every headline it must give (positions counted by hand).
struct DSLMalformedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let input: String
    let expected: [String]
    var testDescription: String { name }
}

let dslMalformedCases: [DSLMalformedCase] = [
    DSLMalformedCase(name: "empty file", input: "",
                  expected: ["t.motion:1:1: error: the file has no control [MS1116]"]),
    DSLMalformedCase(name: "comments only", input: "// only a comment\n",
                  expected: ["t.motion:1:1: error: the file has no control [MS1116]"]),
    DSLMalformedCase(name: "misspelt control", input: "contrl X {\n}\n",
                  expected: ["t.motion:1:1: error: expected 'control', found 'contrl' [MS1108]"]),
    DSLMalformedCase(name: "missing control name", input: "control {\n}\n",
                  expected: ["t.motion:1:9: error: expected a control name, found '{' [MS1108]"]),
    DSLMalformedCase(name: "two controls", input: "control X {\n}\ncontrol Y {\n}\n",
                  expected: ["t.motion:3:1: error: a file holds one control; found a second one [MS1117]"]),
    DSLMalformedCase(name: "stray closing brace", input: "}\ncontrol X {\n}\n",
                  expected: ["t.motion:1:1: error: unexpected '}' without an opening '{' [MS1113]"]),
    DSLMalformedCase(name: "duplicate size", input: inControl("  size 50 x 50\n  size 10 x 10\n"),
                  expected: ["t.motion:3:3: error: a control has one size [MS1114]"]),
    DSLMalformedCase(name: "duplicate description", input: inControl("  description \"a\"\n  description \"b\"\n"),
                  expected: ["t.motion:3:3: error: a control has one description [MS1114]"]),
    DSLMalformedCase(name: "unknown setting", input: inControl("  shape a {\n    strok red\n  }\n"),
                  expected: ["t.motion:3:5: error: unknown statement 'strok' in a node [MS1110]"]),
    DSLMalformedCase(name: "unknown declaration", input: inControl("  stat on {\n  }\n"),
                  expected: ["t.motion:2:3: error: unknown statement 'stat' in a control [MS1110]"]),
    DSLMalformedCase(name: "unknown transition item", input: inControl("  transition a -> b {\n    grup {\n    }\n  }\n"),
                  expected: ["t.motion:3:5: error: unknown statement 'grup' in a transition [MS1110]"]),
    DSLMalformedCase(name: "unclosed parenthesis at end of line",
                  input: inControl("  shape a {\n    path oval(0, 0, 50, 50\n    stroke red\n  }\n"),
                  expected: ["t.motion:3:14: error: unclosed '(' [MS1112]"]),
    DSLMalformedCase(name: "unclosed parenthesis before a brace", input: inControl("  let a = (1 +\n"),
                  expected: ["t.motion:2:11: error: unclosed '(' [MS1112]"]),
    DSLMalformedCase(name: "unclosed bracket", input: inControl("  let a = [1, 2\n  let b = 3\n"),
                  expected: ["t.motion:2:11: error: unclosed '[' [MS1112]"]),
    DSLMalformedCase(name: "unclosed brace at end of file", input: "control X {\n  shape a {\n    fill red\n",
                  expected: ["t.motion:2:11: error: unclosed '{' [MS1112]"]),
    DSLMalformedCase(name: "unterminated string", input: inControl("  let s = \"abc\n"),
                  expected: ["t.motion:2:11: error: unterminated string [MS1102]"]),
    DSLMalformedCase(name: "invalid escape", input: inControl("  let s = \"a\\qb\"\n"),
                  expected: ["t.motion:2:13: error: invalid escape '\\q' [MS1103]"]),
    DSLMalformedCase(name: "invalid unicode escape", input: inControl("  let s = \"\\u{110000}\"\n"),
                  expected: ["t.motion:2:12: error: invalid unicode escape '\\u{110000}' [MS1103]"]),
    DSLMalformedCase(name: "unterminated block comment", input: inControl("  /* never closed\n"),
                  expected: ["t.motion:1:11: error: unclosed '{' [MS1112]",
                             "t.motion:2:3: error: unterminated block comment [MS1104]"]),
    DSLMalformedCase(name: "invalid colour", input: inControl("  let c = #ff00zz\n"),
                  expected: ["t.motion:2:11: error: invalid colour '#ff00zz' [MS1105]"]),
    DSLMalformedCase(name: "colour of five digits", input: inControl("  let c = #12345\n"),
                  expected: ["t.motion:2:11: error: invalid colour '#12345' [MS1105]"]),
    DSLMalformedCase(name: "unknown unit", input: inControl("  let t = 10px\n"),
                  expected: ["t.motion:2:13: error: unknown unit 'px' [MS1106]"]),
    DSLMalformedCase(name: "size without spaces", input: inControl("  size 50x50\n"),
                  expected: ["t.motion:2:10: error: unknown unit 'x' [MS1106]"]),
    DSLMalformedCase(name: "number too large", input: inControl("  let a = 1e999\n"),
                  expected: ["t.motion:2:11: error: number '1e999' is too large [MS1107]"]),
    DSLMalformedCase(name: "unexpected character", input: inControl("  let a = 1 @ 2\n"),
                  expected: ["t.motion:2:13: error: unexpected character '@' [MS1101]"]),
    DSLMalformedCase(name: "non-ASCII character outside a string", input: inControl("  let a = é\n"),
                  expected: ["t.motion:2:11: error: unexpected character 'é' [MS1101]"]),
    DSLMalformedCase(name: "extra token after a statement", input: inControl("  let a = 1 2\n"),
                  expected: ["t.motion:2:13: error: expected end of line, found '2' [MS1108]"]),
    DSLMalformedCase(name: "let without a name", input: inControl("  let = 4\n"),
                  expected: ["t.motion:2:7: error: expected a name after 'let', found '=' [MS1108]"]),
    DSLMalformedCase(name: "setting without a value", input: inControl("  shape a {\n    stroke\n  }\n"),
                  expected: ["t.motion:3:11: error: expected a value after 'stroke', found end of line [MS1109]"]),
    DSLMalformedCase(name: "dangling operator", input: inControl("  let a = 2 *\n"),
                  expected: ["t.motion:2:14: error: expected an expression, found end of line [MS1109]"]),
    DSLMalformedCase(name: "property path without a dot", input: inControl("  state on {\n    knob opacity 1\n  }\n"),
                  expected: ["t.motion:3:10: error: expected '.' and a property name after 'knob', found 'opacity' [MS1108]"]),
    DSLMalformedCase(name: "transition without an arrow", input: inControl("  transition a b {\n  }\n"),
                  expected: ["t.motion:2:16: error: expected '->' after 'a', found 'b' [MS1108]"]),
    DSLMalformedCase(name: "track without values", input: inControl("  transition a -> b {\n    x.opacity\n  }\n"),
                  expected: ["t.motion:3:14: error: expected keyframe values after 'x.opacity', found end of line [MS1109]"]),
    DSLMalformedCase(name: "repeated track option", input: inControl("  transition a -> b {\n    x.opacity 0 -> 1 for 0.1s for 0.2s\n  }\n"),
                  expected: ["t.motion:3:31: error: 'for' is written twice [MS1115]"]),
    DSLMalformedCase(name: "two timing functions", input: inControl("  transition a -> b {\n    x.opacity 0 -> 1 linear timing [ease]\n  }\n"),
                  expected: ["t.motion:3:29: error: the timing function is written twice [MS1115]"]),
    DSLMalformedCase(name: "header duration twice", input: inControl("  transition a -> b 0.3s for 0.2s {\n  }\n"),
                  expected: ["t.motion:2:26: error: the duration is written twice [MS1115]"]),
    DSLMalformedCase(name: "misspelt option", input: inControl("  transition a -> b {\n    x.opacity 0 -> 1 fro 0.1s\n  }\n"),
                  expected: ["t.motion:3:22: error: unknown timing option 'fro' [MS1111]"]),
    DSLMalformedCase(name: "keys without a list", input: inControl("  transition a -> b {\n    x.opacity 0 -> 1 keys 0\n  }\n"),
                  expected: ["t.motion:3:27: error: expected '[' after 'keys', found '0' [MS1108]"]),
    DSLMalformedCase(name: "repeat without an index", input: inControl("  repeat star in 0 ..< 7 {\n  }\n"),
                  expected: ["t.motion:2:15: error: expected '[' and an index name after 'star', found 'in' [MS1108]"]),
]

@Suite struct DSLErrorTests {
    @Test(arguments: dslMalformedCases)
    func headlines(_ c: DSLMalformedCase) {
        #expect(dslHeadlines(c.input) == c.expected)
    }

    @Test func atLeastTwentyFiveMalformedInputs() {
        #expect(dslMalformedCases.count >= 25)
    }

    @Test func invalidUTF8IsReportedAtTheByte() {
        var bytes = Array("control X {\n  let a = 1 // ".utf8)
        bytes += [0xFF, 0x41]
        bytes += Array("\n}\n".utf8)
        let file = SourceFile(path: "t.motion", bytes: bytes)
        let (_, diagnostics) = DSLParser.parse(file)
        #expect(diagnostics.map { DiagnosticRenderer.headline($0, in: file) }
                == ["t.motion:2:16: error: invalid UTF-8 byte 0xFF [MS4004]"])
        #expect(diagnostics.first?.span == SourceSpan(start: 27, end: 28))
    }

    @Test func invalidUTF8InAStringAndOutside() {
        // An overlong encoding of '/' (C0 AF) inside a string, and a lone continuation byte outside.
        var bytes = Array("control X {\n  let s = \"a".utf8)
        bytes += [0xC0, 0xAF]
        bytes += Array("\"\n  let b = ".utf8)
        bytes += [0x80]
        bytes += Array("\n}\n".utf8)
        let file = SourceFile(path: "t.motion", bytes: bytes)
        let headlines = DSLParser.parse(file).1.map { DiagnosticRenderer.headline($0, in: file) }
        #expect(headlines == ["t.motion:2:13: error: invalid UTF-8 byte 0xC0 [MS4004]",
                              "t.motion:3:11: error: invalid UTF-8 byte 0x80 [MS4004]"])
    }

    @Test func notesPointAtTheFirstOccurrenceAndSuggest() {
        #expect(dslReport(inControl("  size 50 x 50\n  size 10 x 10\n")) == [
            "t.motion:3:3: error: a control has one size [MS1114]",
            "= note: the first size is here (2:3)",
        ])
        #expect(dslReport(inControl("  shape a {\n    strok red\n  }\n")) == [
            "t.motion:3:5: error: unknown statement 'strok' in a node [MS1110]",
            "= help: did you mean 'stroke'?",
        ])
        #expect(dslReport("contrl X {\n}\n") == [
            "t.motion:1:1: error: expected 'control', found 'contrl' [MS1108]",
            "= help: did you mean 'control'?",
        ])
        #expect(dslReport(inControl("  transition a -> b {\n    x.opacity 0 -> 1 fro 0.1s\n  }\n")) == [
            "t.motion:3:22: error: unknown timing option 'fro' [MS1111]",
            "= help: did you mean 'for'?",
        ])
        #expect(dslReport(inControl("  transition a -> b {\n    x.opacity 0 -> 1 for 0.1s for 0.2s\n  }\n")) == [
            "t.motion:3:31: error: 'for' is written twice [MS1115]",
            "= note: first written here (3:22)",
        ])
        #expect(dslReport("control X {\n}\ncontrol Y {\n}\n") == [
            "t.motion:3:1: error: a file holds one control; found a second one [MS1117]",
            "= note: the first control is here (1:1)",
        ])
        #expect(dslReport("control X {\n  shape a {\n    fill red\n") == [
            "t.motion:2:11: error: unclosed '{' [MS1112]",
            "= note: the file ended before its '}' (4:1)",
        ])
        #expect(dslReport(inControl("  let a = (1, 2\n  let b = 2\n")) == [
            "t.motion:2:11: error: unclosed '(' [MS1112]",
            "= note: expected ')' before the end of the line (2:16)",
        ])
    }

    @Test func unknownStatementWithoutACloseKeywordListsTheValidOnes() {
        let report = dslReport(inControl("  shape a {\n    zzzzzz 1\n  }\n"))
        #expect(report.first == "t.motion:3:5: error: unknown statement 'zzzzzz' in a node [MS1110]")
        #expect(report.last?.hasPrefix("= help: expected a setting (path, stroke,") == true)
    }
}
