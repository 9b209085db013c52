import Testing

/// Malformed specs: tracks, key times, timing functions and durations.
@Suite struct MalformedTrackTests {
    @Test func trimIsNotATrack() {
        expectHeadlines(trackSpec("    a.trim 0 -> 1"), ["t.motion:11:7: error: 'trim' cannot be animated as one track [MS2032]"])
    }

    @Test func lineCapIsNotAnimatable() {
        expectHeadlines(trackSpec("    a.lineCap 0 -> 1"), ["t.motion:11:7: error: 'lineCap' cannot be animated or changed by a state [MS2032]"])
    }

    @Test func overlappingTracks() {
        expectHeadlines(trackSpec("    a.opacity 0 -> 1 for 0.2s\n    a.opacity 1 -> 0 at 0.1s for 0.2s"),
                        ["t.motion:12:5: error: 'a.opacity' is already animated from 0s to 0.2s [MS2033]"])
    }

    @Test func tracksOneAfterTheOtherDoNotOverlap() {
        expectHeadlines(trackSpec("    a.opacity 0 -> 1 for 0.1s\n    a.opacity 0 -> 1 at 0.1s for 0.2s"), [])
    }

    @Test func currentNotFirst() {
        expectHeadlines(trackSpec("    a.opacity 0 -> current"), ["t.motion:11:20: error: 'current' can only be the first value [MS2034]"])
    }

    @Test func zeroDuration() {
        expectHeadlines(trackSpec("    a.opacity 0 -> 1 for 0s"), ["t.motion:11:26: error: a duration must be greater than 0, found 0s [MS2035]"])
    }

    @Test func noDurationAnywhere() {
        expectHeadlines(withPrelude("  transition off -> on {\n    a.opacity 0 -> 1\n  }"),
                        ["t.motion:11:5: error: this track has no duration and neither has its group [MS2036]"])
    }

    @Test func keyTimeOutOfRange() {
        expectHeadlines(trackSpec("    a.opacity [0, 1, 0] keys [0, 0.5, 1.5]"), ["t.motion:11:39: error: a key time must be in 0…1, found 1.5 [MS2037]"])
    }

    @Test func keyTimesDecrease() {
        expectHeadlines(trackSpec("    a.opacity [0, 1, 0] keys [0, 0.6, 0.5]"),
                        ["t.motion:11:39: error: key times must increase: 0.5 comes after 0.6 [MS2038]"])
    }

    @Test func keyTimesCount() {
        expectHeadlines(trackSpec("    a.opacity [0, 1, 0] keys [0, 1]"), ["t.motion:11:30: error: 2 key times for 3 values [MS2039]"])
    }

    @Test func timingListCount() {
        expectHeadlines(trackSpec("    a.opacity [0, 1, 0] timing [linear]"), ["t.motion:11:33: error: 1 timing function for 2 segments [MS2040]"])
    }

    @Test func bezierXOutOfRange() {
        expectHeadlines(trackSpec("    a.opacity 0 -> 1 cubic-bezier(1.2, 0, 0.5, 1)"),
                        ["t.motion:11:35: error: cubic-bezier x1 must be in 0…1, found 1.2 [MS2041]"])
    }

    @Test func zeroSteps() {
        expectHeadlines(trackSpec("    a.opacity 0 -> 1 steps(0)"),
                        ["t.motion:11:28: error: the step count must be a whole number of at least 1, found 0 [MS2042]"])
    }

    @Test func massless() {
        expectHeadlines(trackSpec("    a.opacity 0 -> 1 spring(mass: 0, stiffness: 100, damping: 10)"),
                        ["t.motion:11:35: error: spring mass must be greater than 0, found 0 [MS2043]"])
    }

    @Test func pacedWithKeyTimes() {
        expectHeadlines(trackSpec("    a.opacity paced [0, 1, 0] keys [0, 0.2, 1]"),
                        ["t.motion:11:36: warning: key times on a paced track are ignored [MS2044]",
                         "t.motion:11:5: warning: transition off -> on ends with a.opacity 0, but state 'on' has 1 [MS2048]"])
    }

    @Test func trackPastItsGroup() {
        expectHeadlines(trackSpec("    group for 0.2s fill none {\n      a.opacity 0 -> 1 for 0.3s\n    }"),
                        ["t.motion:12:7: warning: this runs until 0.3s, past the end of its group at 0.2s, and is clipped [MS2045]"])
    }

    @Test func oneValue() {
        expectHeadlines(trackSpec("    a.opacity [1]"), ["t.motion:11:16: error: a track needs at least two values, found 1 [MS2046]"])
    }

    @Test func zeroRepeats() {
        expectHeadlines(trackSpec("    a.opacity 0 -> 1 repeat 0"), ["t.motion:11:29: error: a repeat count must be greater than 0, found 0 [MS2047]"])
    }
}
