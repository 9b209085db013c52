import MotionCompiler
import Testing

/// The examples of MS2060–MS2065 in specs/diagnostics/MS2xxx.md (copied here: tests do not read
/// specs/), each giving exactly its headline.
@Suite struct LoopCheckCatalogTests {
    static let documented: [(code: String, input: String, headline: String)] = [
        ("MS2060", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial {\n    loop {\n      a.opacity 1 -> 0.5 for 1s repeat forever\n    }\n  }\n}\n", "t.motion:5:5: error: this loop's period is unknown: every track in it repeats forever [MS2060]"),
        ("MS2061", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial {\n    loop 1s { a.opacity 1 -> 0.5 }\n    loop 1s { a.rotation 0deg -> 90deg }\n  }\n}\n", "t.motion:6:5: error: state 'off' has more than one loop [MS2061]"),
        ("MS2062", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial {\n    loop for 1s repeat 2 { a.opacity 1 -> 0.5 }\n  }\n}\n", "t.motion:5:24: error: a loop repeats forever; it takes no 'repeat' [MS2062]"),
        ("MS2063", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial {\n    loop for 1s { a.opacity current -> 0.5 }\n  }\n}\n", "t.motion:5:19: error: a loop starts from state 'off' at rest, not from the value on screen [MS2063]"),
        ("MS2064", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial {\n    loop for 1s autoreverse { a.opacity 0.5 -> 1 }\n  }\n}\n", "t.motion:5:31: warning: the loop of state 'off' starts with a.opacity 0.5, but the state rests at 1: it jumps when the loop starts [MS2064]"),
        ("MS2065", "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { }\n  state on { }\n  transition off -> on 0.3s {\n    a.rotation 0deg -> 90deg -> 0deg for 0.1s repeat forever\n  }\n}\n", "t.motion:7:5: warning: this repeats forever, but its transition ends at 0.3s and it stops there [MS2065]"),
    ]

    @Test func documentedExamplesGiveTheirDiagnostic() {
        for example in Self.documented {
            #expect(checkDSL(example.input).headlines == [example.headline], "\(example.code)")
        }
    }
}
