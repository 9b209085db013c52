import Foundation
import MotionRuntime
import Testing
import TestSupport

/// `motionspec sample` on springs without a duration: the transition lasts until its springs settle
/// (`MotionSpring.settlingDuration`), and there every spring is within `settlingThreshold` of its travel.
@Suite struct SampleSettlingSpringTests {
    static let spec = "Tests/Fixtures/conformance/settling-spring.motion"

    @Test func aSpringWithoutADurationLastsUntilItSettles() throws {
        let knob = MotionSpring(mass: 1, stiffness: 170, damping: 12).settlingDuration
        let scale = 0.1 + MotionSpring(response: 0.3, dampingFraction: 1).settlingDuration
        // The trim's spring is its second segment, 0.7 of the pass.
        let bar = MotionSpring(response: 0.25, dampingFraction: 0.5).settlingDuration / 0.7
        let duration = max(knob, scale, bar)
        let run = try CLIRun(["sample", Self.spec, "--from", "off", "--to", "on", "--times", "0,\(knob),\(duration)"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "no MS2048: the settled springs end on the state")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sampled = try #require(json["duration"] as? Double)
        #expect(abs(sampled - duration) < 1e-12)
        let values = try #require(json["values"] as? [String: Any])
        let x = try #require((values["knob.position"] as? [[Double]])?.map { $0[0] })
        #expect(x[0] == 5)
        // Settled from its settling duration on: within 0.1 % of the 50-unit travel.
        #expect(abs(x[1] - 55) <= 0.05 + 1e-9 && abs(x[2] - 55) <= 0.05 + 1e-9)
        let end = try #require((values["bar.strokeEnd"] as? [Double])?.last)
        #expect(abs(end - 1) <= 0.0005 + 1e-9)
    }

    @Test func aSpringCutOffBeforeItSettlesStillWarns() throws {
        let text = """
            control X {
              size 10 x 10
              shape a { path rect(0, 0, 10, 10) }
              state off initial { a.opacity 0 }
              state on { a.opacity 1 }
              transition off -> on {
                a.opacity 0 -> 1 for 0.2s spring(response: 0.5, dampingFraction: 0.3)
              }
            }

            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settling-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("x.motion")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let cut = try CLIRun(["check", file.path])
        #expect(cut.stdout.contains("[MS2048]") || cut.stderr.contains("[MS2048]"))
        try text.replacingOccurrences(of: " for 0.2s", with: "").write(to: file, atomically: true, encoding: .utf8)
        let settled = try CLIRun(["check", file.path])
        #expect(settled.status == 0)
        #expect(!(settled.stdout + settled.stderr).contains("[MS2048]"))
    }
}
