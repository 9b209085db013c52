import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// `changes`: a track for every property that differs from the destination, from the value on screen.
@Suite struct ImplicitTransitionTests {
    /// The seed written with `transition * -> * … { changes default }` against the long form kept as a
    /// fixture (one track per property per destination): from each state at rest, and from frames
    /// presented mid-flight.
    @Test func shapeSwitchSamplesEqualItsLongForm() throws {
        let short = try lowerSpec("shape-switch.motion")
        let long = try #require(lowerDSL(try Repository.read("Tests/Fixtures/conformance/shape-switch-long.motion"), path: "long.motion"))
        #expect(short.transitions.map { "\($0.from ?? "*") -> \($0.to)" } == ["* -> off", "* -> on"])
        var compared = 0
        for source in short.states {
            for destination in short.states {
                let a = try #require(short.transition(from: source.name, to: destination.name))
                let b = try #require(long.transition(from: source.name, to: destination.name))
                #expect(a.duration == b.duration)
                #expect(largestDifference(a, b, from: source.frame) <= 1e-12, "\(source.name) -> \(destination.name)")
                for t in [0.05, 0.125, 0.2] {
                    let midway = b.starting(from: source.frame).frame(at: t)
                    for back in short.states {
                        let c = try #require(short.transition(from: destination.name, to: back.name))
                        let d = try #require(long.transition(from: destination.name, to: back.name))
                        #expect(largestDifference(c, d, from: midway) <= 1e-12)
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 24)
    }

    @Test func onlyWhatDiffersMoves() throws {
        let lowered = try #require(lowerDSL("""
            control T {
              size 10 x 10
              param on = red
              shape a { path rect(0, 0, 10, 10) }
              shape b { path rect(0, 0, 10, 10) }
              state off initial {
                a.opacity 0
              }
              state on {
                a.opacity 1
                b.fillColor on
                b.rotation 90deg
              }
              transition off -> on for 0.3s ease-in {
                changes at 0.1s for 0.2s
                b.rotation 0deg -> 45deg -> 90deg
              }
            }
            """))
        let t = try #require(lowered.transition(from: "off", to: "on"))
        // Tree order then property order; the rotation written out replaces the implicit one.
        let tracks = t.timeline.tracks.map { "\(lowered.nodes[$0.node].name).\($0.property)" }
        #expect(tracks == ["a.opacity", "b.fillColor", "b.rotation"])
        #expect(t.timeline.tracks[0].startsFromCurrent)
        #expect(t.timeline.tracks[0].timing.begin == 0.1)
        #expect(t.timeline.tracks[2].timing.begin == 0)
        // The implicit fill colour is a use of the param, like a value written out.
        #expect(lowered.params[0].uses.map(\.place).contains(.keyframe(transition: 0, track: 1, value: 1)))
    }

    @Test func aWildcardDestinationLeavesDeclaredPairsAlone() throws {
        let lowered = try #require(lowerDSL(withPrelude("""
              state half {
                a.opacity 0.5
              }
              transition * -> * for 0.25s {
                changes
              }
              transition * -> half for 1s {
                a.opacity current -> 0.5
              }
            """)))
        #expect(lowered.transitions.map { "\($0.from ?? "*") -> \($0.to)" } == ["* -> off", "* -> on", "* -> half"])
        #expect(lowered.transitions.map(\.duration) == [0.25, 0.25, 1])
    }
}
