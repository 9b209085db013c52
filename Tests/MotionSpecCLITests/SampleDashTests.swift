import Foundation
import Testing
import TestSupport

/// `motionspec sample` on a dashed shape: a `<node>.dashPhase` column, only for a shape with a pattern.
@Suite struct SampleDashTests {
    @Test func onlyTheDashedShapeHasADashPhase() throws {
        let run = try CLIRun(["sample", "specs/marching-ants.motion", "--state", "selected"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let values = try #require(json["values"] as? [String: Any])
        #expect((values["border.dashPhase"] as? NSNumber)?.doubleValue == 0)
        #expect(values["picture.dashPhase"] == nil)
    }

    @Test func theFixturesPhaseFollowsItsKeyframes() throws {
        let run = try CLIRun(["sample", "Tests/Fixtures/conformance/dash-phase.motion", "--from", "calm", "--to", "busy",
                              "--times", "0,0.18,0.6", "--format", "csv"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let column = try #require(lines.first?.firstIndex(of: "frame.dashPhase"))
        // 2 -> 6 at key time 0.3 (0.18 s) -> 11 at the end.
        #expect(lines.dropFirst().map { Double($0[column]) } == [2, 6, 11])
    }
}
