import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// `transition B -> A reverses A -> B`: the other transition played backwards.
@Suite struct ReversedTransitionTests {
    static func hamburger() throws -> LoweredControl {
        try #require(lowerDSL(try Repository.read("Tests/Fixtures/conformance/hamburger.motion"), path: "hamburger.motion"))
    }

    /// The fixture with its reverse replaced by `transition close -> menu for 0.4s { … }`.
    static func byHand(_ tracks: String) throws -> LoweredControl {
        let text = try Repository.read("Tests/Fixtures/conformance/hamburger.motion")
        let start = try #require(text.range(of: "  transition close -> menu reverses"))
        return try #require(lowerDSL(String(text[..<start.lowerBound]) + """
              transition close -> menu for 0.4s {
            \(tracks)
              }
            }

            """, path: "by-hand.motion"))
    }

    /// The reverse written out: values reversed, key times mirrored, begins mirrored in the 0.5 s of
    /// the original, curves mirrored, then every time scaled by 0.4 / 0.5; each track fills both
    /// ways, as a reverse does.
    static let exactly = """
            top.rotation 42deg -> 47deg -> 0deg for 0.32s timing [ease-in-out, ease-in] fill both
            bottom.rotation -42deg -> -47deg -> 0deg for 0.32s timing [ease-in-out, ease-in] fill both
            middle.opacity 0 -> 0.4 -> 1 at 0.24s for 0.16s keys [0, 0.7, 1] fill both
            middle.position (-12, 0) -> (0, 0) at 0.24s for 0.12s cubic-bezier(0.4, 0, 0.7, 0.9) fill both
            top.strokeColor #ff8000 -> #ffffff at 0.08s for 0.24s ease-out fill both
            bottom.strokeColor #ff8000 -> #ffffff for 0.24s fill both
        """

    @Test func samplesEqualTheReverseWrittenOut() throws {
        let reversed = try Self.hamburger(), written = try Self.byHand(Self.exactly)
        let a = try #require(reversed.transition(from: "close", to: "menu"))
        let b = try #require(written.transition(from: "close", to: "menu"))
        #expect(a.duration == 0.4)
        let close = try #require(reversed.states.first { $0.name == "close" }).frame
        let worst = largestDifference(a, b, from: close)
        #expect(worst <= 1e-12, "largest difference \(worst)")
        // From a frame presented mid-way through menu -> close as well.
        let forward = try #require(reversed.transition(from: "menu", to: "close"))
        let menu = try #require(reversed.states.first { $0.name == "menu" }).frame
        let midway = forward.starting(from: menu).frame(at: 0.23)
        #expect(largestDifference(a, b, from: midway) <= 1e-12)
    }

    /// As a designer writes it, without fills: the states agree with the tracks' ends, so the base
    /// frame shows what a fill would have held.
    @Test func samplesEqualTheReverseAsADesignerWritesIt() throws {
        let designer = Self.exactly.replacingOccurrences(of: " fill both", with: "")
        let a = try #require(try Self.hamburger().transition(from: "close", to: "menu"))
        let lowered = try Self.byHand(designer)
        let b = try #require(lowered.transition(from: "close", to: "menu"))
        let close = try #require(lowered.states.first { $0.name == "close" }).frame
        #expect(largestDifference(a, b, from: close) <= 1e-12)
    }

    @Test func playsTheOriginalBackwards() throws {
        let lowered = try Self.hamburger()
        let forward = try #require(lowered.transition(from: "menu", to: "close"))
        let backward = try #require(lowered.transition(from: "close", to: "menu"))
        let menu = try #require(lowered.states.first { $0.name == "menu" }).frame
        let close = try #require(lowered.states.first { $0.name == "close" }).frame
        let f = forward.starting(from: menu), b = backward.starting(from: close)
        for k in 0...40 {
            let t = Double(k) / 100
            #expect(largestDifference(b.frame(at: t), f.frame(at: 0.5 - t * 1.25)) <= 1e-12, "at \(t)")
        }
        // Its own cue; the original's spans, track for track.
        #expect(backward.cues.map(\.name) == ["tap"])
        #expect(backward.trackSpans == forward.trackSpans)
    }

    @Test func aParamKeyframeMovesToTheMirroredIndex() throws {
        let lowered = try #require(lowerDSL(withPrelude("""
              param p = 0.3
              transition off -> on for 0.2s {
                a.opacity 0 -> p -> 1 -> 0.5
              }
              transition on -> off reverses off -> on
            """)))
        let uses = try #require(lowered.params.first).uses.map(\.place)
        #expect(uses == [.keyframe(transition: 0, track: 0, value: 1), .keyframe(transition: 1, track: 0, value: 2)])
    }
}
