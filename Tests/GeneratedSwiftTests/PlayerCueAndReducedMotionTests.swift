import MotionRuntime
import Testing

/// `MotionPlayer`'s cues, reduced motion and params, on a generated control with a manual clock.
@Suite struct PlayerCueAndReducedMotionTests {
    typealias Player = MotionPlayer<PlayerToggle>

    static func names(_ cues: [Player.PlayedCue]) -> [String] { cues.map(\.cue.name) }

    @Test func cuesComeOnceEachAtTheirTimes() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        var heard: [(time: Double, cue: Player.PlayedCue)] = []
        for step in 0...50 {
            clock.now = Double(step) * 0.01
            heard += player.update().map { (clock.now, $0) }
        }
        #expect(Self.names(heard.map(\.cue)) == ["pressed", "halfway", "landed"])
        // Each by the first update at or after its time (0, 0.2, 0.35).
        for (heard, time) in zip(heard.map(\.time), [0, 0.2, 0.35]) {
            #expect(heard >= time && heard < time + 0.01 + 1e-9, "heard at \(heard), due at \(time)")
        }
        #expect(heard.allSatisfy { $0.cue.from == .off && $0.cue.to == .on })
    }

    @Test func anUpdateSkippingOverCuesDeliversThemInTimeOrder() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        clock.now = 1
        #expect(Self.names(player.update()) == ["pressed", "halfway", "landed"])
        clock.now = 2
        #expect(player.update().isEmpty)
    }

    @Test func anInterruptedTransitionsLaterCuesNeverCome() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        #expect(Self.names(player.update()) == ["pressed"])
        clock.now = 0.3
        // `halfway` (0.2) came due before the change: delivered with the next update; `landed` (0.35) never.
        player.set(.busy)
        clock.now = 1
        #expect(Self.names(player.update()) == ["halfway"])
        #expect(player.update().isEmpty)
    }

    @Test func aReverseStartedPartWayDeliversOnlyTheCuesAhead() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        clock.now = 0.1
        _ = player.update()
        // The reverse starts 0.15 s in: its `released` (0.1) is behind it.
        player.set(.off)
        clock.now = 1
        #expect(player.update().isEmpty)

        player.set(.on)
        clock.now = 1.3
        #expect(Self.names(player.update()) == ["pressed", "halfway"])
        // Now 0.1 s before the end of the way there, so 0.05 s into the reverse: `released` is ahead.
        player.set(.off)
        clock.now = 1.34
        #expect(player.update().isEmpty)
        clock.now = 1.36
        let cues = player.update()
        #expect(cues == [Player.PlayedCue(cue: MotionCue(name: "released", time: 0.1), from: .on, to: .off)])
    }

    @Test func reducedMotionCrossfadesWhereTheSpecSaysSo() {
        let clock = MotionManualClock()
        var player = Player(reducesMotion: true, clock: clock)
        player.set(.on)
        #expect(player.transition == nil)
        #expect(player.isAnimating)
        #expect(Self.names(player.update()) == ["pressed", "halfway", "landed"], "every cue with the change")
        #expect(player.frame == PlayerToggle.frame(for: .off))
        #expect(player.crossfade == Player.Crossfade(destination: PlayerToggle.frame(for: .on), progress: 0))
        clock.now = 0.05
        _ = player.update()
        #expect(abs((player.crossfade?.progress ?? 0) - 0.25) < 1e-12)
        #expect(player.frame == PlayerToggle.frame(for: .off), "the frame faded from stays as it was")
        clock.now = 0.2
        #expect(player.update().isEmpty)
        #expect(!player.isAnimating)
        #expect(player.crossfade == nil)
        #expect(player.frame == PlayerToggle.frame(for: .on))
    }

    @Test func reducedMotionJumpsOrPlaysAsTheSpecSays() {
        let clock = MotionManualClock()
        var player = Player(state: .on, reducesMotion: true, clock: clock)
        player.set(.busy)
        #expect(!player.isAnimating, "reduced instant")
        #expect(player.frame == PlayerToggle.frame(for: .busy))
        player.set(.off)
        #expect(player.transition == PlayerToggle.busyToOff(), "busy -> off has no reduced variant: it plays")
    }

    @Test func aChangeInACrossfadeStartsFromTheMoreVisibleFrame() {
        let clock = MotionManualClock()
        var player = Player(reducesMotion: true, clock: clock)
        player.set(.on)
        clock.now = 0.15
        _ = player.update()
        player.reducesMotion = false
        player.set(.busy)
        #expect(player.transition?.base == PlayerToggle.frame(for: .on), "three quarters faded in")
    }

    @Test func paramsChangeAtRest() {
        var player = Player(clock: MotionManualClock())
        let green = MotionColor(red: 0, green: 1, blue: 0, alpha: 1)
        player.parameters.knobColor = green
        var parameters = PlayerToggle.Parameters()
        parameters.knobColor = green
        #expect(player.frame == PlayerToggle.frame(for: .off, parameters: parameters))
        #expect(player.frame.fillColor[PlayerToggle.nodeIndex(named: "knob")!] == green)
    }

    @Test func paramsChangeInFlight() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.busy)
        clock.now = 0.1
        _ = player.update()
        player.parameters.busyOpacity = 0.8
        var parameters = PlayerToggle.Parameters()
        parameters.busyOpacity = 0.8
        // It started at rest, so its start is `off` at rest with the new params.
        let rebuilt = PlayerToggle.transition(from: .off, to: .busy, parameters: parameters)!
        #expect(player.transition == rebuilt)
        #expect(player.frame == rebuilt.frame(at: 0.1))
        clock.now = 0.3
        _ = player.update()
        #expect(player.frame == PlayerToggle.frame(for: .busy, parameters: parameters))
        #expect(player.frame.opacity[PlayerToggle.nodeIndex(named: "knob")!] == 0.8)
    }

    @Test func paramsChangeInAnInterruptingTransitionKeepItsStart() {
        let clock = MotionManualClock()
        var player = Player(clock: clock)
        player.set(.on)
        clock.now = 0.2
        player.set(.busy)
        let presented = PlayerToggle.offToOn().frame(at: 0.2)
        player.parameters.busyOpacity = 0.1
        var parameters = PlayerToggle.Parameters()
        parameters.busyOpacity = 0.1
        #expect(player.transition == PlayerToggle.transition(from: .on, to: .busy, startingFrom: presented, parameters: parameters))
    }
}
