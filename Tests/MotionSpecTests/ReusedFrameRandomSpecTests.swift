import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import MotionSpecGenerator
import Testing

/// Sampling into one reused frame resets only what it must (arrays the tracks write are copied or,
/// where one track writes every node, rewritten in place; the rest are compared by storage). Over
/// random specs (several nodes, nested groups, loops, starts from `current`), every transition played
/// from every source state into one frame that the caller also edits between samples, at times out of
/// order and past the end, must give exactly the frame a fresh sample gives.
@Suite struct ReusedFrameRandomSpecTests {
    @Test(arguments: 0..<24)
    func aReusedFrameIsAFreshFrame(seed: Int) throws {
        let text = RandomSpecGenerator.spec(seed: UInt64(7_000 + seed)).dsl()
        let file = SourceFile(path: "random-\(seed).motion", bytes: Array(text.utf8))
        let control = try #require(Pipeline.run(file).lowered)
        for transition in control.transitions {
            for source in control.sourceStates(of: transition) {
                let playback = transition.starting(from: source.restingFrame)
                var frame = playback.base
                let steps = 41
                for i in 0..<steps {
                    // Times visited out of order (37 is prime to 41), and beyond the end.
                    let t = (playback.duration + 0.1) * Double((i * 37) % steps) / Double(steps - 1)
                    switch i % 4 {
                    case 1:
                        // The caller's own edits: every number moved.
                        frame.opacity = frame.opacity.map { $0 / 3 + 0.01 }
                        frame.strokeEnd = frame.strokeEnd.map { 1 - $0 }
                        frame.rotation = frame.rotation.map { $0 + 1 }
                    case 2:
                        // An array of another size.
                        frame.opacity = [0.5]
                        frame.position = []
                    default:
                        break
                    }
                    playback.sample(at: t, into: &frame)
                    #expect(frame == playback.frame(at: t), "seed \(seed), \(transition.from ?? "*") -> \(transition.to) from \(source.name) at \(t)")
                }
            }
        }
    }
}
