import MotionRuntime
import SwitchControls
import Testing

/// The controls the plugin generated from `flat-switch.motion` (the seed) and `pulse-dot.motion`,
/// used as an app uses them: states, transitions, frames over time, an interruption, parameters.
@Suite struct GeneratedControlsTests {
    @Test func statesAndTheirFrames() {
        #expect(PulseDot.State.allCases == [.idle, .selected])
        #expect(PulseDot.State.initial == .idle)
        let dot = PulseDot.nodeIndex(named: "dot")!
        #expect(PulseDot.frame(for: .idle).opacity[dot] == 0.4)
        #expect(PulseDot.frame(for: .selected).scale[dot] == MotionPoint(1, 1))
        #expect(FlatSwitch.State.allCases == [.off, .on])
        let trail = FlatSwitch.nodeIndex(named: "trail")!
        #expect(FlatSwitch.frame(for: .off).opacity[trail] == 0)
        #expect(FlatSwitch.frame(for: .on).opacity[trail] == 1)
    }

    @Test func aTransitionRunsFromStateToState() throws {
        let select = try #require(PulseDot.transition(from: .idle, to: .selected, parameters: .init()))
        #expect(select.duration == 0.25)
        #expect(select.frame(at: 0) == PulseDot.frame(for: .idle))
        #expect(select.frame(at: select.duration) == PulseDot.frame(for: .selected))
        let dot = PulseDot.nodeIndex(named: "dot")!
        let halfway = select.frame(at: 0.125).opacity[dot]
        #expect(halfway > 0.4 && halfway < 1)
        #expect(select.frame(at: 10) == PulseDot.frame(for: .selected))
        #expect(FlatSwitch.transition(from: .off, to: .on, parameters: .init()) != nil)
    }

    @Test func anInterruptionStartsFromThePresentedFrame() throws {
        let select = try #require(PulseDot.transition(from: .idle, to: .selected, parameters: .init()))
        let presented = select.frame(at: 0.1)
        let back = try #require(PulseDot.transition(from: .selected, to: .idle, parameters: .init())).starting(from: presented)
        let dot = PulseDot.nodeIndex(named: "dot")!
        #expect(back.frame(at: 0).opacity[dot] == presented.opacity[dot])
        #expect(back.frame(at: 0).scale[dot] == presented.scale[dot])
        #expect(back.frame(at: back.duration) == PulseDot.frame(for: .idle))
    }

    @Test func parametersReachTheFrames() {
        let red = MotionColor(red: 1, green: 0, blue: 0)
        let dot = PulseDot.nodeIndex(named: "dot")!
        var tinted = PulseDot.Parameters()
        tinted.tint = red
        #expect(PulseDot.frame(for: .selected, parameters: tinted).fillColor[dot] == red)
        #expect(PulseDot.frame(for: .selected).fillColor[dot] == MotionColor(red: 0.2, green: 0.4, blue: 1))
        let circle = FlatSwitch.nodeIndex(named: "circle")!
        var thick = FlatSwitch.Parameters()
        thick.lineWidth = 8
        let wide = FlatSwitch.frame(for: .off, parameters: thick)
        #expect(wide.lineWidth[circle] == 8)
    }
}

/// The README's "play it yourself" lines, as written there.
@Test func theReadmeExample() {
    let clock = MotionManualClock()
    var player = MotionPlayer<PulseDot>(clock: clock)
    player.set(.selected)                             // from what is on screen, if mid-flight
    let cues = player.update()                        // then draw player.frame
    #expect(cues.map(\.cue.name) == ["tap"])
    #expect(player.frame == PulseDot.frame(for: .idle))
}
