import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// Statement-level recovery: one run reports every independent error; limits never crash.
@Suite struct DSLRecoveryTests {
    let fiveErrors = """
        control X {
          size 50 x 50 extra
          shape a {
            strok red
            fill none
          }
          let b = (1 +
          state on initial {
            a.opacity
          }
          transition on -> on 0.3s {
            a.opacity 0 -> 1 fro 1s
            a.scale 1 -> 2
          }
        }

        """

    @Test func everyIndependentErrorIsReported() {
        #expect(dslHeadlines(fiveErrors) == [
            "t.motion:2:16: error: expected end of line, found 'extra' [MS1108]",
            "t.motion:4:5: error: unknown statement 'strok' in a node [MS1110]",
            "t.motion:7:11: error: unclosed '(' [MS1112]",
            "t.motion:9:14: error: expected a value for 'a.opacity', found end of line [MS1109]",
            "t.motion:12:22: error: unknown timing option 'fro' [MS1111]",
        ])
    }

    @Test func theTreeKeepsWhatParsed() throws {
        let (spec, _) = DSLParser.parse(SourceFile(path: "t.motion", text: fiveErrors))
        let control = try #require(spec).control
        guard case .shape(let a) = control.nodes.first else { Issue.record("no shape"); return }
        #expect(a.body.count == 1)
        if case .setting(let fill) = a.body.first { #expect(fill.keyword.name == "fill") }
        #expect(control.lets.isEmpty)
        #expect(control.states.map(\.name.name) == ["on"])
        #expect(control.transitions.first?.items.count == 1)
    }

    @Test func aBrokenBlockHeaderSkipsTheWholeBlock() {
        // The unknown word's block is skipped up to its matching brace; the next shape is read.
        let text = inControl("  shap a {\n    fill red\n  }\n  shape b {\n    fill = 1\n  }\n")
        #expect(dslHeadlines(text) == [
            "t.motion:2:3: error: unknown statement 'shap' in a control [MS1110]",
            "t.motion:6:10: error: expected an expression, found '=' [MS1109]",
        ])
    }

    @Test func errorsOnTheSameLineAfterALexicalErrorAreNotRepeated() {
        #expect(dslHeadlines(inControl("  let a = 1 $ 2\n  let b = 3 3\n")) == [
            "t.motion:2:13: error: unexpected character '$' [MS1101]",
            "t.motion:3:13: error: expected end of line, found '3' [MS1108]",
        ])
    }

    // MARK: nesting

    func nestedParentheses(_ n: Int) -> String {
        inControl("  let a = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n) + "\n")
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        // The control's brace is one level, so 511 parentheses make 512.
        #expect(dslHeadlines(nestedParentheses(511)) == [])
        let control = try #require(dslControl(nestedParentheses(511)))
        #expect(control.lets.first?.value.kind == .number(1, unit: nil))
    }

    @Test func nestingPastTheLimitIsOneError() {
        // `  let a = ` is 10 columns; the 512th parenthesis is the 513th level.
        #expect(dslHeadlines(nestedParentheses(512)) == ["t.motion:2:522: error: nesting is deeper than 512 levels [MS4003]"])
    }

    @Test func aHundredThousandParenthesesDoNotCrash() {
        let text = inControl("  let a = " + String(repeating: "(", count: 100_000) + "\n  let b = 2 +\n")
        let headlines = dslHeadlines(text)
        #expect(headlines.first == "t.motion:2:522: error: nesting is deeper than 512 levels [MS4003]")
        #expect(headlines.count <= 3)
    }

    @Test func aHundredThousandBracesDoNotCrash() {
        let headlines = dslHeadlines("control X " + String(repeating: "{", count: 100_000))
        #expect(headlines.contains("t.motion:1:11: error: unclosed '{' [MS1112]"))
        #expect(headlines.count <= 3)
    }

    @Test func deeplyNestedGroupsStopAtTheLimit() {
        let text = "control X {\n" + String(repeating: "group g {\n", count: 600)
            + String(repeating: "}\n", count: 600) + "  let b = 2 +\n}\n"
        // Group k (from 1) opens on line k + 1 at level k + 1: level 513 is line 513; '{' is column 9.
        #expect(dslHeadlines(text) == [
            "t.motion:513:9: error: nesting is deeper than 512 levels [MS4003]",
            "t.motion:1202:14: error: expected an expression, found end of line [MS1109]",
        ])
    }

    @Test func longOperatorChainsAreBounded() {
        let minus = dslHeadlines(inControl("  let a = " + String(repeating: "-", count: 100_000) + "1\n"))
        #expect(minus == ["t.motion:2:522: error: nesting is deeper than 512 levels [MS4003]"])
        let sum = dslHeadlines(inControl("  let a = 1" + String(repeating: " + 1", count: 100_000) + "\n"))
        #expect(sum.count == 1)
        #expect(sum.first?.hasSuffix("[MS4003]") == true)
        let members = dslHeadlines(inControl("  let a = s" + String(repeating: ".x", count: 10_000) + "\n"))
        #expect(members.count == 1)
        #expect(members.first?.hasSuffix("[MS4003]") == true)
    }

    @Test func shortChainsAreFine() {
        #expect(dslHeadlines(inControl("  let a = 1" + String(repeating: " + 1", count: 500) + "\n")) == [])
        #expect(dslHeadlines(inControl("  let a = " + String(repeating: "-", count: 500) + "1\n")) == [])
    }
}

@Suite struct DSLMissingBraceTests {
    @Test func aHeaderWithoutItsBraceSkipsItsIndentedBody() {
        let text = inControl("  shape a\n    fill red\n  }\n  shape b {\n    fill = 1\n  }\n")
        #expect(dslHeadlines(text) == [
            "t.motion:2:10: error: expected '{' after the shape name, found end of line [MS1108]",
            "t.motion:6:10: error: expected an expression, found '=' [MS1109]",
        ])
    }

    @Test func withoutAnIndentedBodyOnlyTheHeaderIsSkipped() {
        let text = inControl("  state on\n  let a = 1 2\n")
        #expect(dslHeadlines(text) == [
            "t.motion:2:11: error: expected '{' after the state name, found end of line [MS1108]",
            "t.motion:3:13: error: expected end of line, found '2' [MS1108]",
        ])
    }
}
