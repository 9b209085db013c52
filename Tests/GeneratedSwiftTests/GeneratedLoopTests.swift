import MotionRuntime
import Testing

/// The generated `loop(in:parameters:)` (the golden of `Tests/Fixtures/swift/breathing-dot.motion`)
/// against the compiler's lowered loop, and with its param changed.
@Suite struct GeneratedLoopTests {
    @Test func theGeneratedLoopIsTheCompilers() throws {
        let lowered = try Lowered.control("Tests/Fixtures/swift/breathing-dot.motion")
        let loop = try #require(lowered.state(named: "on")?.loop?.loop)
        #expect(BreathingDot.loop(in: .off) == nil)
        let generated = try #require(BreathingDot.loop(in: .on))
        #expect(generated.period == loop.period && generated.period == 1.2)
        for k in 0...48 {
            let t = Double(k) * 0.05
            #expect(largestDifference(BreathingDot.frame(for: .on, at: t), loop.frame(at: t)) <= 1e-12, "t \(t)")
        }
        #expect(BreathingDot.frame(for: .on, at: 0.3, reduceMotion: true) == BreathingDot.frame(for: .on))
    }

    @Test func theLoopReadsItsParam() throws {
        var parameters = BreathingDot.Parameters()
        parameters.glow = MotionColor(red: 0, green: 0, blue: 1)
        let loop = try #require(BreathingDot.loop(in: .on, parameters: parameters))
        #expect(loop.frame(at: 0).fillColor[0] == parameters.glow, "the loop starts on the state's colour")
        #expect(loop.frame(at: 0.3).fillColor[0].blue > BreathingDot.frame(for: .on, at: 0.3).fillColor[0].blue)
        #expect(loop.frame(at: 0.6).fillColor[0] == MotionColor(red: 1, green: 1, blue: 1), "white at the turn")
    }
}
