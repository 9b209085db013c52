import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import Testing
import TestSupport

/// Loops through the checks and lowering: the model's period tree, what a loop may not hold, the
/// warning for a loop that jumps as it starts, and endless tracks in transitions.
@Suite struct LoopCheckTests {
    static let header = "control X {\n  size 10 x 10\n  param tint = red\n  shape a { path rect(0, 0, 10, 10) }\n"

    static func control(_ body: String) -> String { header + body + "}\n" }

    @Test func theModelHoldsOnePassMadeEndless() throws {
        let text = Self.control("""
              state off initial { }
              state on {
                a.opacity 0.5
                a.fillColor tint
                loop ease-in autoreverse {
                  a.opacity 0.5 -> 1 at 0.1s for 0.4s
                  a.fillColor tint -> blue for 0.3s
                }
              }

            """)
        let (model, headlines) = checkDSL(text)
        #expect(headlines == [])
        let loop = try #require(model?.state(named: "on")?.loop)
        // No `for`: the pass lasts until its last track ends.
        #expect(loop.passDuration == 0.5)
        #expect(loop.root.timing.begin == 0 && loop.root.timing.repeatCount == .infinity && loop.root.timing.autoreverse)
        #expect(loop.root.timingFunction == .cubicBezier(MotionCubicBezier(0.42, 0, 1, 1)))
        #expect(model?.state(named: "off")?.loop == nil)

        let lowered = try #require(lowerDSL(text))
        let lowLoop = try #require(lowered.state(named: "on")?.loop)
        #expect(lowLoop.loop.period == 1)
        #expect(lowLoop.trackSpans.count == 2)
        #expect(lowLoop.loop.base == lowered.state(named: "on")?.frame)
        // The param in the loop's keyframe is a use of its own place.
        #expect(lowered.params[0].uses.map(\.place).contains(.loopKeyframe(state: 1, track: 1, value: 0)))
        // Before the first track begins the state's value shows; the period repeats.
        #expect(lowLoop.loop.frame(at: 0.05).opacity[0] == 0.5)
        #expect(abs(lowLoop.loop.frame(at: 3.3).opacity[0] - lowLoop.loop.frame(at: 0.3).opacity[0]) < 1e-12)
        // One period as a transition: what CSS and Lottie fit.
        let period = lowLoop.onePeriod(state: "on")
        #expect(period.duration == 1 && period.root.timing.repeatCount == 1)
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(period.frame(at: t) == lowLoop.loop.frame(at: t), "t \(t)")
        }
    }

    @Test func whatALoopDoesNotTake() {
        expectHeadlines(Self.control("""
              state off initial {
                loop at 1s for 1s fill both {
                  a.opacity 1 -> 0.5
                  group {
                    reduced instant
                    changes
                  }
                }
              }

            """), [
            "t.motion:6:13: error: a loop begins when the control comes to rest; it takes no 'at'",
            "t.motion:6:28: error: a loop never ends; it takes no 'fill'",
            "t.motion:9:9: error: a loop takes no 'reduced': under reduced motion it does not play",
            "t.motion:10:9: error: a loop has no 'changes': it starts from its state, where nothing changes",
        ].map { $0 + " [MS2062]" })
    }

    @Test func loopTracksMayNotOverlap() {
        expectHeadlines(Self.control("""
              state off initial {
                loop for 1s {
                  a.opacity 1 -> 0.5 for 0.6s
                  a.opacity 0.5 -> 1 at 0.5s for 0.5s
                }
              }

            """), ["t.motion:8:7: error: 'a.opacity' is already animated from 0s to 0.6s [MS2033]"])
    }

    @Test func aLoopThatStartsOffItsStateWarnsOncePerProperty() {
        expectHeadlines(Self.control("""
              state off initial {
                a.trim 0 .. 0.5
                loop for 1s {
                  a.strokeEnd 0.25 -> 0.5
                  a.strokeStart 0 -> 0.1
                  a.rotation 0deg -> 90deg at 0.5s for 0.5s fill backwards
                }
              }

            """), [
            "t.motion:8:7: warning: the loop of state 'off' starts with a trimmed to 0 .. 0.25, but the state rests at 0 .. 0.5: it jumps when the loop starts [MS2064]",
        ])
    }

    @Test func anEndlessTrackInANestedGroupStopsWithTheGroup() {
        expectHeadlines(Self.control("""
              state off initial { }
              state on { }
              transition off -> on for 0.5s {
                group for 0.2s {
                  a.rotation 0deg -> 90deg -> 0deg for 0.1s repeat forever
                }
              }

            """), ["t.motion:9:7: warning: this repeats forever, but its group ends at 0.2s and it stops there [MS2065]"])
    }

    @Test func anEndlessTrackInALoopIsRestartedEachPeriodWithoutAWarning() {
        expectHeadlines(Self.control("""
              state off initial {
                loop for 1s {
                  a.rotation 0deg -> 90deg -> 0deg for 0.1s repeat forever
                }
              }

            """), [])
    }

    @Test func theSpinnerExampleLoopsAndChecksClean() throws {
        let lowered = try #require(lowerDSL(try Repository.read("examples/spinner.motion")))
        let loop = try #require(lowered.state(named: "spinning")?.loop)
        #expect(loop.loop.period == 0.8)
        let turned = loop.loop.frame(at: 0.2 + 0.8 * 5).rotation[0]
        #expect(abs(turned - Double.pi / 2) < 1e-9)
        // Leaving mid-turn: the way back starts where the ring is.
        let presented = loop.loop.frame(at: 0.2)
        let away = try #require(lowered.transition(from: "spinning", to: "idle")).starting(from: presented)
        #expect(abs(away.frame(at: 0).rotation[0] - Double.pi / 2) < 1e-9)
    }
}
