import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import Testing
import TestSupport

/// MS2048: a transition must end on its destination state.
@Suite struct LoweringEndStateTests {
    static func spec(states: String, transition: String) -> String {
        """
        control X {
          size 10 x 10
          shape a { path rect(0, 0, 10, 10) }
        \(states)
        \(transition)
        }

        """
    }

    @Test func endingElsewhereIsAWarning() {
        let text = Self.spec(states: "  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }",
                             transition: "  transition off -> on for 0.3s {\n    a.opacity 0 -> 0.5\n  }")
        expectHeadlines(text, ["t.motion:7:5: warning: transition off -> on ends with a.opacity 0.5, but state 'on' has 1 [MS2048]"])
    }

    @Test func anUnanimatedPropertyThatDiffersIsReportedAtTheTransition() {
        let text = Self.spec(states: "  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }",
                             transition: "  transition off -> on for 0.3s {\n    a.rotation 0deg -> 0deg\n  }")
        expectHeadlines(text, ["t.motion:6:3: warning: transition off -> on ends with a.opacity 0, but state 'on' has 1 [MS2048]"])
    }

    @Test func fillNoneLetsTheSourceShowAtTheEnd() {
        let text = Self.spec(states: "  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }",
                             transition: "  transition off -> on for 0.3s {\n    a.opacity 0 -> 1 for 0.2s fill none\n  }")
        expectHeadlines(text, ["t.motion:7:5: warning: transition off -> on ends with a.opacity 0, but state 'on' has 1 [MS2048]"])
    }

    @Test func trimsAreComparedAsDrawn() {
        // -0.1 draws as 0; 0.5 .. 0.2 and 0 .. 0 both draw nothing.
        let text = Self.spec(states: "  state off initial { a.trim 0 .. 1 }\n  state on { a.trim 0 .. 0 }",
                             transition: "  transition off -> on for 0.3s {\n    a.strokeEnd 1 -> -0.1\n  }")
        expectHeadlines(text, [])
        let empty = Self.spec(states: "  state off initial { a.trim 0 .. 1 }\n  state on { a.trim 0 .. 0 }",
                              transition: "  transition off -> on for 0.3s {\n    a.strokeStart 0 -> 0.5\n    a.strokeEnd 1 -> 0.2\n  }")
        expectHeadlines(empty, [])
        let partial = Self.spec(states: "  state off initial { a.trim 0 .. 1 }\n  state on { a.trim 0 .. 0.5 }",
                                transition: "  transition off -> on for 0.3s {\n    a.strokeEnd 1 -> 0.4\n  }")
        expectHeadlines(partial, ["t.motion:7:5: warning: transition off -> on ends with a trimmed to 0 .. 0.4, but state 'on' has 0 .. 0.5 [MS2048]"])
    }

    @Test func aWildcardIsCheckedFromEveryStateItServesOnItsTracksOnly() {
        let text = Self.spec(states: "  state off initial { a.opacity 0 }\n  state mid {\n    a.opacity 0.5\n    a.rotation 1deg\n  }\n  state on { a.opacity 1 }",
                             transition: "  transition * -> on for 0.3s {\n    a.opacity current -> 1 for 0.2s fill none\n  }")
        expectHeadlines(text, [
            "t.motion:11:5: warning: transition * -> on (from 'off') ends with a.opacity 0, but state 'on' has 1 [MS2048]",
            "t.motion:11:5: warning: transition * -> on (from 'mid') ends with a.opacity 0.5, but state 'on' has 1 [MS2048]",
        ])
    }

    @Test func aTrackOnOneNodeIsNotTakenForATrackOnTheNext() {
        // The first node's last property and the second node's first are neighbours in a table of
        // every node's every property: the second node's trims are untracked, reported at the transition.
        let text = """
            control X {
              size 10 x 10
              shape a {
                path rect(0, 0, 10, 10)
                stroke #000000, width: 1
                dash [2, 2]
              }
              shape b { path rect(0, 0, 10, 10) }
              state off initial { b.trim 0 .. 1 }
              state on { b.trim 0 .. 0.5 }
              transition off -> on for 0.3s {
                a.dashPhase 0 -> 0
              }
            }

            """
        expectHeadlines(text, ["t.motion:11:3: warning: transition off -> on ends with b trimmed to 0 .. 1, but state 'on' has 0 .. 0.5 [MS2048]"])
    }

    @Test(arguments: ["flat-switch.motion", "check-button.motion", "day-night-switch.motion", "shape-switch.motion"])
    func theFourSpecsEndOnTheirStates(_ name: String) throws {
        let compilation = Pipeline.run(SourceFile(path: name, text: try Repository.read("specs/\(name)")))
        #expect(headlines(compilation) == [])
        #expect(try #require(compilation.lowered).transitions.isEmpty == false)
    }
}
