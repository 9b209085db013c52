@testable import motionspec
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// `sample` of the check button (seed 002) at every 25 ms, each transition from the other state:
/// `current` takes the source state's values, and every curve is checked against an independent
/// bisection solver for cubic Béziers.
@Suite struct SampleCheckButtonTests {
    /// from + (to − from) · bezier(t / duration), held after the duration.
    static func eased(_ from: Double, _ to: Double, _ curve: (Double, Double, Double, Double), duration: Double, at t: Double) -> Double {
        from + (to - from) * bezierByBisection(curve.0, curve.1, curve.2, curve.3, at: min(t / duration, 1))
    }

    @Test func toCheckFromCircle() throws {
        let lowered = try lowerSpec("check-button.motion")
        let times = every25ms(through: 0.5)
        let table = try #require(SampleTable.transition(lowered, from: "off", to: "on", times: times))
        #expect(table.duration == 0.5)
        expectClose(table.scalars("mark.strokeStart"),
                    times.map { Self.eased(0.28, 0.038, (0.25, 0.4, 0.3, 1.6), duration: 0.4, at: $0) }, "mark.strokeStart")
        expectClose(table.scalars("mark.strokeEnd"),
                    times.map { Self.eased(1, 0.195, (0.15, 0.6, 0.6, 1), duration: 0.5, at: $0) }, "mark.strokeEnd")
        // The curve overshoots: the start passes below 0.038 before settling.
        #expect(table.scalars("mark.strokeStart").contains { $0 < 0.038 - 0.01 })
        expectClose(table.scalars("ring.opacity"), times.map { _ in 0.3 }, "ring.opacity")
    }

    @Test func toCircleFromCheck() throws {
        let lowered = try lowerSpec("check-button.motion")
        let times = every25ms(through: 0.55)
        #expect(times.last == 0.55)
        let table = try #require(SampleTable.transition(lowered, from: "on", to: "off", times: times))
        #expect(table.duration == 0.55)
        expectClose(table.scalars("mark.strokeStart"),
                    times.map { Self.eased(0.038, 0.28, (0.25, -0.4, 0.58, 0.88), duration: 0.4, at: $0) }, "mark.strokeStart")
        expectClose(table.scalars("mark.strokeEnd"),
                    times.map { Self.eased(0.195, 1, (0.25, -0.08, 0.64, 0.1), duration: 0.55, at: $0) }, "mark.strokeEnd")
    }

    /// A tap in mid-flight: the transition back starts from the frame on screen, not from a state.
    @Test func retargetingContinuesFromThePresentedFrame() throws {
        let lowered = try lowerSpec("check-button.motion")
        let mark = try #require(lowered.nodeIndex(named: "mark"))
        let off = try #require(lowered.state(named: "off")), on = try #require(lowered.state(named: "on"))
        let toOn = try #require(lowered.transition(from: "off", to: "on")).starting(from: off.frame)
        let presented = toOn.frame(at: 0.2)
        let s0 = Self.eased(0.28, 0.038, (0.25, 0.4, 0.3, 1.6), duration: 0.4, at: 0.2)
        let e0 = Self.eased(1, 0.195, (0.15, 0.6, 0.6, 1), duration: 0.5, at: 0.2)
        #expect(abs(presented.strokeStart[mark] - s0) < 1e-9 && abs(presented.strokeEnd[mark] - e0) < 1e-9)

        let back = try #require(lowered.transition(from: "on", to: "off")).starting(from: presented)
        // At the start nothing jumps: the frame is the presented one.
        #expect(back.frame(at: 0) == presented)
        for t in every25ms(through: 0.55) {
            let frame = back.frame(at: t)
            #expect(abs(frame.strokeStart[mark] - Self.eased(s0, 0.28, (0.25, -0.4, 0.58, 0.88), duration: 0.4, at: t)) < 1e-9)
            #expect(abs(frame.strokeEnd[mark] - Self.eased(e0, 1, (0.25, -0.08, 0.64, 0.1), duration: 0.55, at: t)) < 1e-9)
        }
        // And it ends on state off.
        let end = back.frame(at: 0.55)
        #expect(abs(end.strokeStart[mark] - off.frame.strokeStart[mark]) < 1e-9)
        #expect(abs(end.strokeEnd[mark] - off.frame.strokeEnd[mark]) < 1e-9)
        #expect(on.frame.strokeStart[mark] == 0.038)
    }
}
