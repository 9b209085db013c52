import MotionDiagnostics
import Testing
import TestSupport
@testable import MotionSyntax

/// fmt idempotence, DSL → JSON → DSL == fmt, and JSON → DSL → JSON == printed JSON.
@Suite struct PrinterRoundTripTests {
    static let fixtures = [("flat-switch", flatSwitchFixture), ("everything", printerEverythingFixture),
                           ("day-night", printerDayNightFixture), ("say-it-once", printerSayItOnceFixture)]

    func parseDSL(_ text: String, _ name: String) throws -> SpecFile {
        let file = SourceFile(path: "\(name).motion", text: text)
        let (spec, ds) = DSLParser.parse(file)
        #expect(ds.map { DiagnosticRenderer.headline($0, in: file) } == [], "\(name)")
        return try #require(spec)
    }

    func parseJSON(_ text: String, _ name: String) throws -> SpecFile {
        let (spec, lines, _) = decodeJSONForm(text, path: "\(name).motion.json")
        #expect(lines == [], "\(name)")
        return try #require(spec)
    }

    @Test(arguments: fixtures) func fmtIsIdempotent(_ fixture: (String, String)) throws {
        let once = DSLPrinter.print(try parseDSL(fixture.1, fixture.0))
        let twice = DSLPrinter.print(try parseDSL(once, fixture.0))
        #expect(twice == once)
    }

    @Test(arguments: fixtures) func dslToJSONToDSLIsFmt(_ fixture: (String, String)) throws {
        let spec = try parseDSL(fixture.1, fixture.0)
        let json = JSONFormPrinter.print(spec)
        let back = try parseJSON(json, fixture.0)
        #expect(DSLPrinter.print(back) == DSLPrinter.print(spec))
    }

    @Test(arguments: fixtures) func jsonToDSLToJSONIsThePrintedJSON(_ fixture: (String, String)) throws {
        let json = JSONFormPrinter.print(try parseDSL(fixture.1, fixture.0))
        let dsl = DSLPrinter.print(try parseJSON(json, fixture.0))
        #expect(JSONFormPrinter.print(try parseDSL(dsl, fixture.0)) == json)
    }

    /// The flat switch as fmt prints it, written out by hand from the rules: a blank line between
    /// sections and between consecutive nodes, states and transitions; comments kept in place.
    @Test func fmtOfTheFlatSwitch() throws {
        let expected = """
        // Flat switch: a ring that unwinds into a checkmark (seed 000, ZDFlatSwitch).
        control FlatSwitch {
          description "A ring that unwinds into a checkmark"

          size 50 x 50

          param strokeColor = #ff0000 // circle and checkmark
          param trailStrokeColor = #00ff00
          param lineWidth = 4

          let r = 25
          let c = (25, 25)

          shape trail {
            path oval(0, 0, 2 * r, 2 * r) // starts at 3 o'clock, runs clockwise
            stroke trailStrokeColor, width: lineWidth, cap: round, join: round
            fill none
          }

          shape circle {
            path oval(0, 0, 2 * r, 2 * r)
            // About the shape's centre: the path now starts at 212°.
            rotation 212deg
            stroke strokeColor, width: lineWidth, cap: round, join: round
            fill none
          }

          shape checkmark {
            path polyline(c + polar(r, 212deg), (0.9 * r, 1.4 * r), c + polar(r, 320deg))
            stroke strokeColor, width: lineWidth, cap: round, join: round
            fill none
          }

          state off initial {
            checkmark.trim 0 .. 0
            circle.trim 0 .. 1
            trail.opacity 0
          }

          state on {
            checkmark.trim 0.3 .. 0.85
            circle.trim 0 .. 0
            trail.opacity 1
          }

          transition off -> on for 0.3s {
            group checkmark for 0.3s linear {
              // Paced: key times follow the distance between values.
              checkmark.strokeEnd paced [0, 0.95, 0.85] for 0.3s
              checkmark.strokeStart paced [0, 0.4, 0.3] at 0.15s for 0.15s
            }
            group circle for 0.3s linear {
              circle.strokeEnd 1 -> -0.1 for 0.15s // renders clamped at 0
            }
            trail.opacity 0 -> 1 for 0.3s linear
          }

          transition on -> off for 0.3s {
            group checkmark for 0.3s linear {
              checkmark.strokeEnd paced [0.85, 0.95, -0.1] for 0.3s
              checkmark.strokeStart paced [0.3, 0.4, 0] for 0.15s
            }
            group circle for 0.3s linear {
              // Before 0.15s the circle shows its model value, 0.
              circle.strokeEnd 0 -> 1 at 0.15s for 0.15s
            }
            trail.opacity 1 -> 0 for 0.3s linear
          }
        }

        """
        #expect(DSLPrinter.print(try parseDSL(flatSwitchFixture, "flat-switch")) == expected)
    }

    /// The first example of `specs/json-format.md`, hand-written JSON against its hand-written DSL.
    @Test func theDocumentedPulseExampleDecodesToItsDSL() throws {
        let json = """
        {
          "control": "Pulse",
          "size": [50, 50],
          "params": {"tint": "#ff0000"},
          "nodes": [
            {"shape": "dot", "body": [{"path": "oval(0, 0, 50, 50)"}, {"fill": "tint"}]}
          ],
          "states": [
            {"state": "off", "initial": true, "values": {"dot.opacity": 0}},
            {"state": "on", "values": {"dot.opacity": 1}}
          ],
          "transitions": [
            {"from": "*", "to": "on", "for": "0.3s", "items": [{"track": "dot.opacity", "values": ["current", 1]}]}
          ]
        }
        """
        let dsl = """
        control Pulse {
          size 50 x 50

          param tint = #ff0000

          shape dot {
            path oval(0, 0, 50, 50)
            fill tint
          }

          state off initial {
            dot.opacity 0
          }

          state on {
            dot.opacity 1
          }

          transition * -> on for 0.3s {
            dot.opacity current -> 1
          }
        }

        """
        #expect(DSLPrinter.print(try parseJSON(json, "pulse")) == dsl)
    }

    /// Chains the parser builds in a loop are as deep as they are long (up to its limit of 512);
    /// fmt must print them whole.
    @Test func longChainsPrintWholeAndReadBack() throws {
        let terms = 400
        let sum = (0..<terms).map { _ in "1" }.joined(separator: " - ")
        let negations = String(repeating: "-", count: 400) + "x"
        let members = "a" + String(repeating: ".b[1]", count: 200)
        let text = "control A {\n  let s = \(sum)\n  let n = \(negations)\n  let m = \(members)\n}\n"
        let once = DSLPrinter.print(try parseDSL(text, "chains"))
        #expect(once.contains("let s = \(sum)\n"))
        #expect(once.contains("let n = \(negations)\n"))
        #expect(once.contains("let m = \(members)\n"))
        #expect(!once.contains("…"))
        #expect(DSLPrinter.print(try parseDSL(once, "chains")) == once)
    }
}
