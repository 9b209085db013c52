import MotionRuntime
import Testing

/// Every generated control played by `MotionPlayer` through every pair of its states, at 60 frames a
/// second: each frame is the runtime's frame of the spec's transition at that time, the state's
/// frame at rest once it is over, and the state at once where the spec has no transition.
@Suite struct PlayerEveryControlTests {
    static func playsEveryChangeAsTheRuntime<Control: MotionControl>(_: Control.Type) -> [String] {
        var offences: [String] = []
        for from in Control.State.allCases {
            for to in Control.State.allCases where to != from {
                let clock = MotionManualClock()
                var player = MotionPlayer<Control>(state: from, clock: clock)
                player.set(to)
                guard let transition = Control.transition(from: from, to: to) else {
                    if player.isAnimating || player.frame != Control.frame(for: to, parameters: .init()) {
                        offences.append("\(from) -> \(to): no transition, yet not at rest in the new state")
                    }
                    continue
                }
                var step = 0
                while player.isAnimating && step < 100_000 {
                    step += 1
                    clock.now = Double(step) / 60
                    _ = player.update()
                    let expected = clock.now >= transition.duration ? Control.frame(for: to, parameters: .init()) : transition.frame(at: clock.now)
                    if player.frame != expected {
                        offences.append("\(from) -> \(to) at \(clock.now) s: not the runtime's frame")
                        break
                    }
                }
                if player.isAnimating || Double(step) / 60 < transition.duration - 1e-9 {
                    offences.append("\(from) -> \(to): stopped at \(Double(step) / 60) s of \(transition.duration) s")
                }
            }
        }
        return offences
    }

    @Test func everyControlPlaysAsTheRuntime() {
        #expect(Self.playsEveryChangeAsTheRuntime(FlatSwitch.self) == [])
        #expect(Self.playsEveryChangeAsTheRuntime(CheckButton.self) == [])
        #expect(Self.playsEveryChangeAsTheRuntime(DayNightSwitch.self) == [])
        #expect(Self.playsEveryChangeAsTheRuntime(ShapeSwitch.self) == [])
        #expect(Self.playsEveryChangeAsTheRuntime(FeatureTour.self) == [])
        #expect(Self.playsEveryChangeAsTheRuntime(PlayerToggle.self) == [])
    }
}
