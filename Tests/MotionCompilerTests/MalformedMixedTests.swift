import Testing

/// Malformed specs with several problems: every one is reported, in source order.
@Suite struct MalformedMixedTests {
    @Test func severalProblemsInOneSpec() {
        let text = """
        control T {
          size 10 x 10
          shape a {
            path rect(0, 0, 10, 10)
            opacity 2
          }
          state off initial {
            a.rotation 90
          }
          state on {
            b.opacity 1
          }
          transition off -> on 0.3s {
            a.opacity 0 -> 1 fill forwardz
            group keys [0, 1] {
              a.scale 1 -> 2
            }
            reduced instant for 0.2s
          }
        }

        """
        expectHeadlines(text, [
            "t.motion:5:13: error: 'opacity' must be in 0…1, found 2 [MS2016]",
            "t.motion:8:16: error: expected an angle, found a number [MS2012]",
            "t.motion:11:5: error: unknown node 'b' [MS2002]",
            "t.motion:14:27: error: unknown fill mode 'forwardz' [MS2008]",
            "t.motion:15:16: error: a group has no key times [MS2021]",
            "t.motion:18:25: error: 'reduced instant' takes no duration [MS2021]",
        ])
    }

    @Test func keyTimesMixFractionsAndSeconds() {
        expectHeadlines(trackSpec("    a.opacity [0, 1, 0] keys [0, 0.1s, 1]"), ["t.motion:11:40: error: key times mix fractions and times [MS2012]"])
    }

    @Test func repeatedReduced() {
        expectHeadlines(trackSpec("    reduced instant\n    reduced crossfade"), ["t.motion:12:5: error: 'reduced' is given twice [MS2022]"])
    }

    @Test func timingListTooLong() {
        expectHeadlines(withPrelude("  transition off -> on 0.3s {\n    a.opacity 0 -> 1 timing [linear, ease]\n  }"),
                        ["t.motion:11:30: error: 2 timing functions for 1 segment [MS2040]"])
    }

    @Test func paramOfTheWrongKindForAProperty() {
        let text = """
        control T {
          size 10 x 10
          param tint = red
          shape a {
            path rect(0, 0, 10, 10)
            stroke tint, width: tint
          }
          state off initial {
          }
        }

        """
        expectHeadlines(text, ["t.motion:6:25: error: expected a number for 'lineWidth', found a colour [MS2011]"])
    }
}

/// Core Animation ignores key times on a paced track, so seconds that would not fit are only a warning
/// (the flat switch's original passed key times in seconds to paced animations).
@Suite struct PacedTrackTests {
    @Test func keyTimesInSecondsOnAPacedTrackAreIgnored() throws {
        let text = trackSpec("    a.strokeEnd paced [0, 0.95, 0.85] keys [0s, 0.3s]")
        let (model, headlines) = checkDSL(text)
        #expect(headlines == ["t.motion:11:44: warning: key times on a paced track are ignored [MS2044]",
                              "t.motion:11:5: warning: transition off -> on ends with a trimmed to 0 .. 0.85, but state 'on' has 0 .. 1 [MS2048]"])
        let track = try #require(model?.transitions.first?.root.allTracks.first)
        #expect(track.keyTimes == nil && track.timingFunctions.isEmpty && track.mode == .paced)
    }
}
