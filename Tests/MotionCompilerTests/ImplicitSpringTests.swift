import MotionCompiler
import MotionRuntime
import Testing

/// `changes` with a spring and no `for`: each implicit track lasts until its spring settles
/// (`MotionSpring.settlingDuration`), as a track written out with a spring does; the transition's
/// duration does not apply to it.
@Suite struct ImplicitSpringTests {
    static func spec(_ transition: String) -> String {
        """
        control T {
          size 10 x 10
          shape a { path rect(0, 0, 10, 10) }
          state off initial {
            a.opacity 0
            a.position (0, 0)
          }
          state on {
            a.opacity 1
            a.position (10, 0)
          }
        \(transition)
        }
        """
    }

    static let spring = MotionSpring(response: 0.3, dampingFraction: 0.6)

    @Test func aTransitionWithoutADurationLastsUntilTheSpringsSettle() throws {
        let lowered = try #require(lowerDSL(Self.spec("""
              transition * -> * {
                changes at 0.1s spring(response: 0.3, dampingFraction: 0.6)
              }
            """)))
        let settling = Self.spring.settlingDuration
        for transition in lowered.transitions {
            #expect(transition.timeline.tracks.count == 2)
            #expect(transition.timeline.tracks.allSatisfy { abs($0.timing.duration - settling) < 1e-12 && $0.timing.begin == 0.1 })
            #expect(abs(transition.duration - (0.1 + settling)) < 1e-12)
        }
        // Settled at its end: within 0.1 % of the travel.
        let on = try #require(lowered.transition(from: "off", to: "on"))
        let off = try #require(lowered.state(named: "off"))
        let end = on.starting(from: off.frame).frame(at: on.duration)
        guard case .scalar(let opacity) = end[.opacity, 0] else { throw Unexpected.kind }
        #expect(abs(opacity - 1) <= MotionSpring.settlingThreshold + 1e-12)
    }

    @Test func aTransitionShorterThanTheSettlingClipsThemAndSaysSo() throws {
        let text = Self.spec("""
              transition off -> on for 0.2s {
                changes spring(response: 0.3, dampingFraction: 0.6)
              }
            """)
        let (model, lines) = checkDSL(text)
        #expect(model != nil)
        #expect(lines.contains { $0.contains("warning: these run until") && $0.contains("past the end of the transition at 0.2s") && $0.hasSuffix("[MS2045]") },
                "\(lines)")
        let lowered = try #require(lowerDSL(text))
        let transition = try #require(lowered.transition(from: "off", to: "on"))
        #expect(transition.duration == 0.2)
        #expect(transition.timeline.tracks.allSatisfy { abs($0.timing.duration - Self.spring.settlingDuration) < 1e-12 })
    }

    @Test func forStillGivesTheDuration() throws {
        let lowered = try #require(lowerDSL(Self.spec("""
              transition off -> on {
                changes for 0.4s spring(response: 0.3, dampingFraction: 0.6)
              }
            """)))
        let transition = try #require(lowered.transition(from: "off", to: "on"))
        #expect(transition.timeline.tracks.allSatisfy { $0.timing.duration == 0.4 })
        #expect(transition.duration == 0.4)
    }

    enum Unexpected: Error { case kind }
}
