import MotionDiagnostics
import Testing
@testable import MotionSyntax

/// A state's `loop` as fmt prints it: after the state's values, header options in fmt's order,
/// groups and comments kept.
let printerLoopFixture = #"""
control Spinner {
  size 40 x 40

  shape ring {
    path oval(4, 4, 32, 32)
  }

  state idle initial {
  }

  state spinning {
    ring.opacity 1
    // Turns while it rests.
    loop for 0.8s ease-in-out autoreverse {
      ring.rotation 0deg -> 1turn linear
      group pulse at 0.2s for 0.4s {
        ring.scale 1 -> 1.1 -> 1 spring(response: 0.3, dampingFraction: 0.5)
      }
      // Before the brace.
    } // trailing
  }
}

"""#

@Suite struct LoopSyntaxTests {
    static func states(_ text: String) throws -> [StateDecl] {
        let file = SourceFile(path: "t.motion", text: text)
        let (spec, diagnostics) = DSLParser.parse(file)
        #expect(diagnostics.map { DiagnosticRenderer.headline($0, in: file) } == [])
        return try #require(spec).control.states
    }

    @Test func fmtPrintsTheFixtureAsWritten() throws {
        let spec = try #require(DSLParser.parse(SourceFile(path: "t.motion", text: printerLoopFixture)).0)
        #expect(DSLPrinter.print(spec) == printerLoopFixture)
    }

    @Test func theLoopHoldsAGroupTree() throws {
        let spinning = try Self.states(printerLoopFixture)[1]
        #expect(spinning.assignments.count == 1)
        let loop = try #require(spinning.loops.first)
        #expect(spinning.loops.count == 1)
        #expect(loop.options.duration != nil && loop.options.autoreverse != nil && loop.options.timing?.count == 1)
        #expect(loop.trivia.leading == ["// Turns while it rests."])
        #expect(loop.trivia.trailing == "// trailing")
        #expect(loop.endComments == ["// Before the brace."])
        guard case .track = loop.items.first, case .group(let group) = loop.items.last else {
            Issue.record("a track, then a group")
            return
        }
        #expect(group.name?.name == "pulse" && group.items.count == 1)
    }

    @Test func fmtMovesTheLoopAfterTheValuesAndKeepsSeveral() throws {
        let text = inControl("  state a initial {\n    loop 1s { x.opacity 1 -> 0 }\n    x.opacity 1\n    loop 2s { x.opacity 1 -> 0 }\n  }\n")
        let spec = try #require(DSLParser.parse(SourceFile(path: "t.motion", text: text)).0)
        let printed = DSLPrinter.print(spec)
        #expect(printed.contains("  state a initial {\n    x.opacity 1\n    loop for 1s {\n      x.opacity 1 -> 0\n    }\n    loop for 2s {"))
    }

    @Test func aShapeCalledLoopIsSetNotLooped() throws {
        let states = try Self.states(inControl("  state a initial {\n    loop.opacity 1\n    loop[2].opacity 0\n  }\n"))
        #expect(states[0].assignments.map(\.target.node.name) == ["loop", "loop"])
        #expect(states[0].loops.isEmpty)
    }

    @Test func aLoopNeedsABlock() {
        #expect(dslHeadlines(inControl("  state a initial {\n    loop for 1s\n  }\n"))
            == ["t.motion:3:16: error: expected '{' after the loop header, found end of line [MS1108]"])
    }

    @Test func theJSONFormRoundTrips() throws {
        let spec = try #require(DSLParser.parse(SourceFile(path: "t.motion", text: printerLoopFixture)).0)
        let json = JSONFormPrinter.print(spec)
        #expect(json.contains(#""loop": {"#))
        #expect(json.contains(#""autoreverse": true"#))
        let (decoded, headlines, _) = decodeJSONForm(json)
        #expect(headlines == [])
        #expect(DSLPrinter.print(try #require(decoded)) == printerLoopFixture)
    }

    @Test func theJSONFormTakesSeveralLoopsAsAnArray() throws {
        let text = #"{"control": "X", "size": [1, 1], "states": [{"state": "a", "loop": [{"for": "1s", "items": []}, {"for": "2s", "items": []}]}]}"#
        let (spec, headlines, _) = decodeJSONForm(text)
        #expect(headlines == [])
        #expect(try #require(spec).control.states[0].loops.count == 2)
        #expect(JSONFormPrinter.print(try #require(spec)).contains(#""loop": ["#))
    }

    @Test func jsonMistakes() {
        func headlines(_ loop: String) -> [String] {
            decodeJSONForm(#"{"control": "X", "size": [1, 1], "states": [{"state": "a", "loop": \#(loop)}]}"#).1
        }
        #expect(headlines(#"{"for": "1s", "item": []}"#).first?.contains("unknown key 'item' in a loop") == true)
        #expect(headlines(#""1s""#).first?.contains("expected an object with an 'items' key, found a string") == true)
    }
}
