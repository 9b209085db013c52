import MotionDiagnostics
import Testing
@testable import MotionSyntax

/// Reverses and `changes` as fmt prints them: with and without a body, comments kept.
let printerSayItOnceFixture = #"""
control Hamburger {
  size 40 x 40

  shape top {
    path line((8, 12), (32, 12))
  }

  state menu initial {
  }

  state close {
    top.rotation 45deg
  }

  transition menu -> close for 0.5s {
    top.rotation 0deg -> 45deg ease-in
  }

  // The way back.
  transition close -> menu reverses menu -> close for 0.4s ease-out // faster

  transition menu -> menu reverses menu -> menu {
    cue tap at 0s
    // No body but cues.
  }

  transition * -> * for 0.25s {
    // Implicit animations.
    changes at 0.05s for 0.2s default fill both // everything else
    top.opacity current -> 1
  }
}

"""#

@Suite struct SayItOnceSyntaxTests {
    static func transitions(_ text: String) throws -> [TransitionDecl] {
        let file = SourceFile(path: "t.motion", text: text)
        let (spec, diagnostics) = DSLParser.parse(file)
        #expect(diagnostics.map { DiagnosticRenderer.headline($0, in: file) } == [])
        return try #require(spec).control.transitions
    }

    @Test func fmtPrintsTheFixtureAsWritten() throws {
        let file = SourceFile(path: "t.motion", text: printerSayItOnceFixture)
        let spec = try #require(DSLParser.parse(file).0)
        #expect(DSLPrinter.print(spec) == printerSayItOnceFixture)
    }

    @Test func aReverseNamesTheOtherTransition() throws {
        let t = try Self.transitions(printerSayItOnceFixture)
        #expect(t.map { $0.reverses?.text } == [nil, "menu -> close", "menu -> menu", nil])
        #expect(t[1].items.isEmpty)
        #expect(t[1].trivia.trailing == "// faster")
        #expect(t[1].options.duration != nil && t[1].options.timing?.count == 1)
        #expect(t[3].isWildcardDestination)
        guard case .changes(let changes) = t[3].items.first else {
            Issue.record("the first item is 'changes'")
            return
        }
        #expect(changes.options.begin != nil && changes.options.fill?.name == "both")
        #expect(changes.trivia.trailing == "// everything else")
    }

    @Test func theJSONFormWritesReversesAndChanges() throws {
        let spec = try #require(DSLParser.parse(SourceFile(path: "t.motion", text: printerSayItOnceFixture)).0)
        let json = JSONFormPrinter.print(spec)
        #expect(json.contains(#""reverses": {"from": "menu", "to": "close"}"#))
        #expect(json.contains(#""changes": true,"#))
        // A reverse without a body has no items: three transitions of four have them.
        #expect(json.components(separatedBy: #""items""#).count - 1 == 3)
    }

    @Test func jsonMistakes() {
        let control = #"{"control": "X", "size": [1, 1], "transitions": [%@]}"#
        func headlines(_ transition: String) -> [String] {
            decodeJSONForm(control.replacingOccurrences(of: "%@", with: transition)).1
        }
        #expect(headlines(#"{"from": "a", "to": "b", "reverses": "b -> a"}"#)
            == [#"t.motion.json:1:87: error: expected an object with 'from' and 'to' keys naming the reversed transition, found a string [MS1202]"#])
        #expect(headlines(#"{"from": "a", "to": "b", "items": [{"changes": false}]}"#)
            == [#"t.motion.json:1:97: error: 'changes' can only be true [MS1209]"#])
    }

    @Test func aReverseNeedsItsArrow() {
        #expect(dslHeadlines(inControl("  transition a -> b reverses b\n"))
            == ["t.motion:2:31: error: expected '->' after 'b', found end of line [MS1108]"])
    }
}
