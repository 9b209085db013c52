import Testing

/// Malformed reversed and implicit transitions.
@Suite struct MalformedReversalTests {
    static let forward = "  transition off -> on for 0.3s {\n    a.opacity 0 -> 1\n  }\n"

    @Test func reversingATransitionThatDoesNotExist() {
        expectHeadlines(withPrelude(Self.forward + "  transition on -> off reverses off -> onn"),
                        ["t.motion:13:33: error: there is no transition off -> onn to reverse [MS2049]"])
    }

    @Test func reversingAReverse() {
        expectHeadlines(withPrelude(Self.forward + "  transition on -> off reverses off -> on\n  transition off -> on reverses on -> off"),
                        ["t.motion:14:14: error: transition off -> on is declared twice [MS2031]",
                         "t.motion:14:33: error: transition on -> off is itself a reverse, of off -> on [MS2050]"])
    }

    @Test func reversingTheWrongWay() {
        expectHeadlines(withPrelude(Self.forward + "  transition off -> off reverses off -> on"),
                        ["t.motion:13:14: error: transition off -> off cannot reverse off -> on: its reverse goes on -> off [MS2051]"])
    }

    @Test func whatCannotBePlayedBackwards() {
        let tracks = """
              transition off -> on for 0.3s {
                a.opacity current -> 1
                a.rotation 0deg -> 90deg for 0.3s spring(response: 0.3, dampingFraction: 0.5)
                a.strokeEnd 0 -> 1 for 0.2s repeat 1.5
              }
              transition on -> off reverses off -> on
            """
        expectHeadlines(withPrelude(tracks), [
            "t.motion:11:5: error: a track from 'current' cannot be played backwards: it would end on whatever was on screen [MS2052]",
            "t.motion:12:5: error: a spring cannot be played backwards: it is not symmetric in time [MS2052]",
            "t.motion:13:5: error: a track repeated 1.5 times cannot be played backwards [MS2052]",
        ])
    }

    @Test func tracksInAReverse() {
        expectHeadlines(withPrelude(Self.forward + "  transition on -> off reverses off -> on {\n    a.opacity 1 -> 0\n    cue tap\n  }"),
                        ["t.motion:14:5: error: a reversed transition takes its tracks from off -> on [MS2053]"])
    }

    @Test func aReverseTakesOnlyADurationAndATimingFunction() {
        expectHeadlines(withPrelude(Self.forward + "  transition on -> off reverses off -> on for 0.2s ease-out repeat 2"),
                        ["t.motion:13:68: error: a reversed transition takes only a duration and a timing function [MS2021]"])
    }

    @Test func nothingDiffers() {
        expectHeadlines(withPrelude("  transition off -> on for 0.3s {\n    changes\n  }"),
                        ["t.motion:11:5: error: nothing differs between states 'off' and 'on': 'changes' animates nothing [MS2054]"])
    }

    @Test func changesInAGroupOrTwice() {
        expectHeadlines(withPrelude("  state half {\n    a.opacity 0.5\n  }\n  transition off -> half for 0.3s {\n    changes\n    group {\n      changes\n    }\n    changes\n  }"),
                        ["t.motion:16:7: error: 'changes' belongs at the top of a transition, not in a group [MS2055]",
                         "t.motion:18:5: error: 'changes' is written twice [MS2055]"])
    }

    @Test func aWildcardDestinationNeedsChanges() {
        expectHeadlines(withPrelude("  transition off -> * for 0.3s {\n    a.opacity 0 -> 1\n  }"),
                        ["t.motion:10:21: error: a transition to '*' animates what changes, and has no 'changes' [MS2004]"])
    }
}
