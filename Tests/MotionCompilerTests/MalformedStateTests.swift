import Testing

/// Malformed specs: states and transitions between them.
@Suite struct MalformedStateTests {
    @Test func noInitialState() {
        expectHeadlines("control T {\n  size 10 x 10\n  state off {\n  }\n}\n", ["t.motion:1:9: error: control 'T' has no initial state [MS2028]"])
    }

    @Test func twoInitialStates() {
        expectHeadlines(withPrelude("  state x initial {\n  }"), ["t.motion:10:11: error: state 'x' is initial too [MS2029]"])
    }

    @Test func propertySetTwice() {
        expectHeadlines(stateSpec("    a.opacity 0\n    a.opacity 1"), ["t.motion:13:5: error: 'a.opacity' is set twice in state 'off' [MS2030]"])
    }

    @Test func trimAndStrokeEndSetTogether() {
        expectHeadlines(stateSpec("    a.trim 0 .. 1\n    a.strokeEnd 0.5"),
                        ["t.motion:13:5: error: 'a.strokeEnd' is set twice in state 'off' [MS2030]"])
    }

    @Test func duplicateTransition() {
        expectHeadlines(withPrelude("  transition off -> on 0.3s {\n  }\n  transition off -> on 0.2s {\n  }"),
                        ["t.motion:12:14: error: transition off -> on is declared twice [MS2031]"])
    }

    @Test func selfAndWildcardTransitionsAreClean() {
        expectHeadlines(withPrelude("  transition off -> off 0.3s {\n  }\n  transition * -> on 0.2s {\n  }"), [])
    }
}
