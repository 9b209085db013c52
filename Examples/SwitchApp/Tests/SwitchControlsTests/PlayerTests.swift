import MotionRuntime
import SwitchControls
import Testing

/// The generated controls played by the runtime's `MotionPlayer` with a clock the test moves: what
/// the MotionViews hosts do each display frame, without a display.
@Suite struct PlayerTests {
    @Test func aStateChangePlaysTheTransitionAndRests() throws {
        let clock = MotionManualClock()
        var player = MotionPlayer<PulseDot>(clock: clock)
        player.set(.selected)
        #expect(player.isAnimating)
        clock.now = 0.1
        _ = player.update()
        let select = try #require(PulseDot.transition(from: .idle, to: .selected))
        #expect(player.frame == select.frame(at: 0.1))
        clock.now = 0.25
        _ = player.update()
        #expect(!player.isAnimating)
        #expect(player.frame == PulseDot.frame(for: .selected))
    }

    @Test func anInterruptionStartsFromThePresentedFrame() throws {
        let clock = MotionManualClock()
        var player = MotionPlayer<PulseDot>(clock: clock)
        player.set(.selected)
        clock.now = 0.1
        _ = player.update()
        let presented = player.frame
        player.set(.idle)
        let back = try #require(PulseDot.transition(from: .selected, to: .idle, startingFrom: presented))
        #expect(player.transition == back)
        #expect(player.frame == presented, "no jump")
        clock.now = 0.2
        _ = player.update()
        #expect(player.frame == back.frame(at: 0.1))
        clock.now = 0.3
        _ = player.update()
        #expect(player.frame == PulseDot.frame(for: .idle))
    }

    @Test func paramsChangeWhatShowsAtOnce() {
        var player = MotionPlayer<FlatSwitch>(clock: MotionManualClock())
        player.parameters.lineWidth = 8
        #expect(player.frame.lineWidth[FlatSwitch.nodeIndex(named: "circle")!] == 8)
    }

    @Test func cuesComeOnceAtTheirTimes() {
        let clock = MotionManualClock()
        var player = MotionPlayer<PulseDot>(clock: clock)
        player.set(.selected)
        #expect(player.update().map(\.cue.name) == ["tap"])
        clock.now = 0.19
        #expect(player.update().isEmpty)
        clock.now = 0.21
        #expect(player.update().map(\.cue.name) == ["grown"])
        clock.now = 1
        #expect(player.update().isEmpty)
    }

    @Test func anInterruptedTransitionsLaterCuesNeverCome() {
        let clock = MotionManualClock()
        var player = MotionPlayer<PulseDot>(clock: clock)
        player.set(.selected)
        clock.now = 0.1
        #expect(player.update().map(\.cue.name) == ["tap"])
        player.set(.idle)
        clock.now = 1
        #expect(player.update().isEmpty)
    }
}
