import MotionRuntime
import Testing

/// `MotionPlayer` on a generated control with a manual clock: every frame it shows is one the
/// runtime computes for the transition it picked, at the time it says.
@Suite struct PlayerTests {
    typealias Player = MotionPlayer<PlayerToggle>

    @Test func restsInTheInitialStateUntilTold() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        #expect(player.state == .off)
        #expect(player.frame == PlayerToggle.frame(for: .off))
        clock.advance(by: 1)
        #expect(player.update().isEmpty)
        #expect(!player.isAnimating)
        #expect(player.transition == nil)
    }

    @Test func playsTheSpecsTransitionAndRestsOnTheDestination() {
        let clock = MotionManualClock(now: 10)
        var player = Player(clock: clock)
        player.set(.on)
        let expected = PlayerToggle.offToOn()
        #expect(player.isAnimating)
        #expect(player.transition == expected)
        for time in [0.05, 0.1, 0.25, 0.39] {
            clock.now = 10 + time
            _ = player.update()
            #expect(player.frame == expected.frame(at: clock.now - 10), "at \(time) s")
        }
        clock.now = 10.4
        _ = player.update()
        #expect(!player.isAnimating)
        #expect(player.frame == PlayerToggle.frame(for: .on))
        #expect(largestDifference(expected.frame(at: 0.4), player.frame) < 1e-9)
    }

    @Test func anInterruptionStartsFromThePresentedFrame() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        clock.now = 0.15
        _ = player.update()
        let presented = PlayerToggle.offToOn().frame(at: 0.15)
        #expect(player.frame == presented)
        clock.now = 0.2
        player.set(.busy)
        let onScreen = PlayerToggle.offToOn().frame(at: 0.2)
        let expected = PlayerToggle.transition(from: .on, to: .busy, startingFrom: onScreen)!
        #expect(player.transition == expected)
        #expect(expected.base == onScreen)
        #expect(player.frame == onScreen, "no jump at the change")
        clock.now = 0.35
        _ = player.update()
        #expect(player.frame == expected.frame(at: 0.35 - 0.2))
        #expect(player.frame != PlayerToggle.transition(from: .on, to: .busy)!.frame(at: 0.35 - 0.2), "not from the state at rest")
        clock.now = 0.5
        _ = player.update()
        #expect(!player.isAnimating)
        #expect(player.frame == PlayerToggle.frame(for: .busy))
    }

    @Test func aDeclaredReverseRetracesFromTheMirroredTime() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        clock.now = 0.3
        _ = player.update()
        let presented = player.frame
        player.set(.off)
        // `on -> off reverses off -> on for 0.2s`: half as long, so 0.1 s before the end is 0.05 s in.
        let reverse = PlayerToggle.onToOff(startingFrom: presented)
        #expect(player.transition == reverse)
        #expect(abs((reverse.retracingTime(of: PlayerToggle.offToOn(), at: 0.3) ?? 0) - 0.05) < 1e-12)
        #expect(largestDifference(player.frame, presented) < 1e-9, "the reverse starts where the way there was")
        clock.now = 0.35
        _ = player.update()
        #expect(largestDifference(player.frame, reverse.frame(at: 0.1)) < 1e-9)
        #expect(largestDifference(player.frame, PlayerToggle.offToOn().frame(at: 0.2)) < 1e-9, "the way it came, twice as fast")

        // And back again: the way there is the reverse of the reverse.
        player.set(.on)
        #expect(largestDifference(player.frame, PlayerToggle.offToOn().frame(at: 0.2)) < 1e-9)
        clock.now = 0.45
        _ = player.update()
        #expect(largestDifference(player.frame, PlayerToggle.offToOn().frame(at: 0.3)) < 1e-9)
    }

    @Test func aTransitionThatIsNoReversePlaysFromItsStart() {
        let clock = MotionManualClock()
        var player = Player(state: .busy, clock: clock)
        player.set(.off)
        clock.now = 0.1
        _ = player.update()
        let presented = player.frame
        player.set(.busy)
        #expect(player.transition == PlayerToggle.transition(from: .off, to: .busy, startingFrom: presented))
        clock.now = 0.2
        _ = player.update()
        #expect(player.frame == player.transition?.frame(at: 0.1))
    }

    @Test func withoutATransitionOrAnimationTheStateShowsAtOnce() {
        let clock = MotionManualClock()
        var player = Player(state: .busy, clock: clock)
        player.set(.on)
        #expect(!player.isAnimating, "the spec has no busy -> on")
        #expect(player.frame == PlayerToggle.frame(for: .on))
        player.set(.off, animated: false)
        #expect(!player.isAnimating)
        #expect(player.frame == PlayerToggle.frame(for: .off))
        #expect(player.update().isEmpty)
    }

    @Test func settingTheStateItIsGoingToChangesNothing() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        clock.now = 0.1
        player.set(.on)
        clock.now = 0.2
        _ = player.update()
        #expect(player.frame == PlayerToggle.offToOn().frame(at: 0.2))
    }
}

@Suite struct PlayerEndTimeTests {
    @Test func endTimeIsWhenWhatPlaysIsOver() {
        let clock = MotionManualClock(now: 5)
        var player = MotionPlayer<PlayerToggle>(clock: clock)
        #expect(player.endTime == nil)
        player.set(.on)
        #expect(player.endTime == 5.4)
        clock.now = 5.3
        player.set(.off)
        // The reverse starts 0.05 s into its 0.2 s.
        #expect(abs((player.endTime ?? 0) - 5.45) < 1e-12)
        clock.now = 5.46
        _ = player.update()
        #expect(player.endTime == nil)
        #expect(!player.isAnimating)
    }
}
