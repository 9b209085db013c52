@testable import motionspec
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// `sample` of the flat switch (seed 000) at every 25 ms against Core Animation's rules applied by
/// hand to the numbers of the original: paced key times from the distances, linear segments, the
/// source state showing where no track is in effect, tracks holding after their end.
@Suite struct SampleFlatSwitchTests {
    @Test func offToOn() throws {
        let lowered = try lowerSpec("flat-switch.motion")
        let times = every25ms(through: 0.3)
        #expect(times.count == 13)
        let table = try #require(SampleTable.transition(lowered, from: "off", to: "on", times: times))
        #expect(table.duration == 0.3)

        // checkmark.strokeEnd: paced [0, 0.95, 0.85] over 0.3 s: key times [0, 0.95/1.05, 1].
        let endKeys = [0, 0.95 / 1.05, 1]
        expectClose(table.scalars("checkmark.strokeEnd"),
                    times.map { linearKeyframes([0, 0.95, 0.85], keyTimes: endKeys, at: $0 / 0.3) }, "checkmark.strokeEnd")
        // checkmark.strokeStart: paced [0, 0.4, 0.3] from 0.15 s for 0.15 s: key times [0, 0.8, 1].
        // Before it begins (no backwards fill) the model value shows: state off's 0.
        expectClose(table.scalars("checkmark.strokeStart"),
                    times.map { $0 < 0.15 ? 0 : linearKeyframes([0, 0.4, 0.3], keyTimes: [0, 0.8, 1], at: ($0 - 0.15) / 0.15) },
                    "checkmark.strokeStart")
        // circle.strokeEnd: 1 → -0.1 over 0.15 s, then held at -0.1 (not clamped).
        expectClose(table.scalars("circle.strokeEnd"), times.map { $0 < 0.15 ? 1 - 1.1 * $0 / 0.15 : -0.1 }, "circle.strokeEnd")
        #expect(table.scalars("circle.strokeEnd").last == -0.1)
        // trail.opacity: 0 → 1, linear.
        expectClose(table.scalars("trail.opacity"), times.map { $0 / 0.3 }, "trail.opacity")
        // Unanimated: state off's values throughout.
        expectClose(table.scalars("circle.strokeStart"), times.map { _ in 0 }, "circle.strokeStart")
        expectClose(table.scalars("circle.rotation"), times.map { _ in 212 * Double.pi / 180 }, "circle.rotation")
        expectClose(table.scalars("trail.strokeEnd"), times.map { _ in 1 }, "trail.strokeEnd")
        expectClose(table.scalars("checkmark.lineWidth"), times.map { _ in 4 }, "checkmark.lineWidth")
        #expect(table.column("circle.strokeColor").allSatisfy { $0 == .color(MotionColor(red: 1, green: 0, blue: 0)) })
    }

    @Test func onToOff() throws {
        let lowered = try lowerSpec("flat-switch.motion")
        let times = every25ms(through: 0.3)
        let table = try #require(SampleTable.transition(lowered, from: "on", to: "off", times: times))

        // checkmark.strokeEnd: paced [0.85, 0.95, -0.1]: distances 0.1 and 1.05.
        expectClose(table.scalars("checkmark.strokeEnd"),
                    times.map { linearKeyframes([0.85, 0.95, -0.1], keyTimes: [0, 0.1 / 1.15, 1], at: $0 / 0.3) }, "checkmark.strokeEnd")
        // checkmark.strokeStart: paced [0.3, 0.4, 0] over 0.15 s (distances 0.1 and 0.4), then held at 0.
        expectClose(table.scalars("checkmark.strokeStart"),
                    times.map { linearKeyframes([0.3, 0.4, 0], keyTimes: [0, 0.2, 1], at: $0 / 0.15) }, "checkmark.strokeStart")
        // circle.strokeEnd: state on's 0 until 0.15 s (the source state is the model value), then 0 → 1.
        expectClose(table.scalars("circle.strokeEnd"), times.map { $0 < 0.15 ? 0 : ($0 - 0.15) / 0.15 }, "circle.strokeEnd")
        expectClose(table.scalars("trail.opacity"), times.map { 1 - $0 / 0.3 }, "trail.opacity")
    }

    @Test func pastTheDurationTheFrameHolds() throws {
        let lowered = try lowerSpec("flat-switch.motion")
        let table = try #require(SampleTable.transition(lowered, from: "on", to: "off", times: [0.3, 0.45, 10]))
        // Not switched to state off (whose checkmark end is 0): the track holds -0.1.
        expectClose(table.scalars("checkmark.strokeEnd"), [-0.1, -0.1, -0.1], "checkmark.strokeEnd")
        expectClose(table.scalars("circle.strokeEnd"), [1, 1, 1], "circle.strokeEnd")
    }

    @Test func stateFrames() throws {
        let lowered = try lowerSpec("flat-switch.motion")
        let on = try #require(SampleTable.state(lowered, named: "on"))
        #expect(on.scalars("checkmark.strokeStart") == [0.3])
        #expect(on.scalars("checkmark.strokeEnd") == [0.85])
        #expect(on.scalars("circle.strokeEnd") == [0])
        #expect(on.scalars("trail.opacity") == [1])
        #expect(SampleTable.state(lowered, named: "of") == nil)
        #expect(SampleTable.transition(lowered, from: "off", to: "off", times: [0]) == nil)
    }
}
