import MotionCompiler
import Testing

/// The times `sample --fps` and the bench play a transition at.
@Suite struct SampleTimesTests {
    @Test func fpsGridIncludesTheDuration() {
        #expect(SampleTimes.grid(fps: 20, duration: 0.3) == (0...6).map { Double($0) / 20 })
        #expect(SampleTimes.grid(fps: 4, duration: 0.3) == [0, 0.25, 0.3])
        #expect(SampleTimes.grid(fps: 0, duration: 0.3) == nil)
        #expect(SampleTimes.grid(fps: .infinity, duration: 0.3) == nil)
    }
}
