import Testing
@testable import MotionSyntax

@Suite struct JSONFormPrinterTests {
    typealias B = PrinterAST

    @Test func printsTheSampleInTheDocumentedShape() {
        let expected = #"""
        {
          "//": ["Sample control."],
          "control": "Sample",
          "description": "A \"sample\"",
          "size": [50, 50],
          "params": {
            "strokeColor": {"value": "#ff0000", "//trailing": "main colour"},
            "lineWidth": 4
          },
          "lets": {
            "c": {"//": ["centre", "of the view"], "value": [25, 25]}
          },
          "nodes": [
            {
              "shape": "checkmark",
              "body": [
                {
                  "path": {"geometry": "oval(0, 0, 50, 50)", "start": "top", "reversed": true},
                  "//trailing": "starts at the top"
                },
                {"let": "w", "value": 4},
                {"//": ["The outline."], "stroke": {"color": "red", "width": "w", "cap": "round"}}
              ],
              "//end": ["end of checkmark"]
            },
            {
              "group": "knob",
              "body": [
                {"position": [5, 20]},
                {
                  "shape": "dot",
                  "body": [
                    {"fill": "none"}
                  ]
                },
                {
                  "repeat": "star",
                  "index": "i",
                  "in": "0 ..< 7",
                  "body": [
                    {"opacity": 0.5}
                  ]
                }
              ]
            }
          ],
          "states": [
            {
              "state": "off",
              "initial": true,
              "values": {
                "checkmark.trim": "0 .. 0",
                "star[i].scale": {"value": 1, "//trailing": "/* every star */"}
              }
            },
            {"state": "on", "values": {}}
          ],
          "transitions": [
            {
              "from": "off",
              "to": "on",
              "for": "0.3s",
              "timing": "linear",
              "items": [
                {
                  "group": "checkmark",
                  "for": "0.3s",
                  "items": [
                    {"track": "checkmark.strokeEnd", "mode": "paced", "values": [0, 0.95, 0.85]}
                  ],
                  "//end": ["group end"]
                },
                {
                  "track": "dot.opacity",
                  "values": ["current", 1],
                  "at": "0.1s",
                  "for": "0.2s",
                  "//trailing": "fade in"
                },
                {"cue": "haptic", "at": "0s"},
                {"reduced": "crossfade", "for": "0.2s"}
              ]
            }
          ],
          "//end": ["the end"]
        }

        """#
        let printed = JSONFormPrinter.print(PrinterDeclarationTests.sample)
        #expect(printed == expected)
    }

    @Test func expressionsBecomeNumbersBooleansArraysOrDSLText() {
        func json(_ e: Expression) -> String { JSONFormPrinter.expression(e).oneLine }
        #expect(json(B.num(4)) == "4")
        #expect(json(B.neg(B.num(0.1))) == "-0.1")
        #expect(json(B.neg(B.num(0))) == #""-0""#)
        #expect(json(B.num(0.3, .seconds)) == #""0.3s""#)
        #expect(json(B.name("true")) == "true")
        #expect(json(B.name("round")) == #""round""#)
        #expect(json(B.tuple(B.num(1), B.tuple(B.num(2), B.name("x")))) == #"[1, [2, "x"]]"#)
        #expect(json(B.str("M 0 0")) == #""\"M 0 0\"""#)
        #expect(json(B.array(B.num(1))) == #""[1]""#)
    }

    @Test func settingsWithLabelsBecomeObjectsKeyedByTheirMainValue() {
        func json(_ s: Setting) -> String { JSONFormPrinter.settingValue(s).oneLine }
        #expect(json(Setting(keyword: B.id("fill"), arguments: [B.arg(B.name("none"))])) == #""none""#)
        #expect(json(Setting(keyword: B.id("shadow"), arguments: [B.arg(B.name("black")), B.arg("blur", B.num(2))]))
                == #"{"color": "black", "blur": 2}"#)
        #expect(json(Setting(keyword: B.id("trim"), arguments: [B.arg(B.range(B.num(0), B.num(1))), B.arg("offset", B.num(0.5))]))
                == #"{"value": "0 .. 1", "offset": 0.5}"#)
        #expect(json(Setting(keyword: B.id("opacity"), arguments: [])) == "{}")
    }

    @Test func aSingleTimingFunctionThatIsATupleStaysText() {
        var m: JSONFormPrinter.Members = []
        JSONFormPrinter.timing(TimingOptions(timing: [B.tuple(B.num(1), B.num(2))]), into: &m)
        #expect(m.map(\.0) == ["timing"])
        #expect(m.first?.1.oneLine == #""(1, 2)""#)
    }

    @Test func longContainersBreakAndShortOnesStayOnOneLine() {
        let short = JSONText.object([("a", .array([.number(1), .number(2)]))])
        #expect(short.document == "{\"a\": [1, 2]}\n")
        let long = JSONText.array((0..<40).map { JSONText.number(Double($0)) })
        let lines = long.document.split(separator: "\n")
        #expect(lines.count == 42)
        #expect(lines[1] == "  0,")
    }

    @Test func aLineFitsWhenItHoldsAtMost100ColumnsCountingItsComma() {
        func inner(_ n: Int) -> JSONText { .array([.raw(String(repeating: "x", count: n))]) }
        // "  [" + n x's + "]," is n + 5 columns.
        let fits = JSONText.array([inner(95), .number(1)], breaks: true).document
        #expect(fits.split(separator: "\n")[1] == "  [" + String(repeating: "x", count: 95) + "],")
        let breaks = JSONText.array([inner(96), .number(1)], breaks: true).document
        #expect(breaks.split(separator: "\n")[1] == "  [")
        // The last element has no comma, so one more column is free.
        let last = JSONText.array([.number(1), inner(96)], breaks: true).document
        #expect(last.split(separator: "\n")[2] == "  [" + String(repeating: "x", count: 96) + "]")
    }

    @Test func commentsDropTheirSlashesOnlyWhenThatReadsBack() {
        #expect(JSONFormComments.text("// plain") == "plain")
        #expect(JSONFormComments.text("//tight") == "//tight")
        #expect(JSONFormComments.text("// // nested") == "// // nested")
        #expect(JSONFormComments.text("/* block */") == "/* block */")
        for verbatim in ["// plain", "//tight", "// // nested", "/* block */", "// /* x", "/* a */ // b", "/* a */ /* b */"] {
            #expect((try? JSONFormComments.verbatim(JSONFormComments.text(verbatim)).get()) == verbatim)
        }
    }
}
