import Foundation
import Testing
import TestSupport

/// `motionspec sample` on a morphing path: a `<node>.path` column of SVG path data from the cubics,
/// only for a node whose path changes.
@Suite struct SamplePathTests {
    @Test func jsonGivesThePathOfTheMomentAsPathData() throws {
        let run = try CLIRun(["sample", "specs/play-pause.motion", "--from", "paused", "--to", "playing", "--times", "0.15"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let values = try #require(json["values"] as? [String: Any])
        let path = try #require((values["icon.path"] as? [String])?.first)
        // Half-way through ease-in-out (0.5 by symmetry): the left half's top corner is between (12, 8) and (11, 8).
        #expect(path.hasPrefix("M 11.5 8 C "))
        #expect(path.components(separatedBy: "Z").count == 3, "two closed subpaths: \(path)")
    }

    @Test func csvHasOneCellPerPathAndNoColumnForPathsThatStay() throws {
        let run = try CLIRun(["sample", "specs/play-pause.motion", "--from", "paused", "--to", "playing", "--times", "0,0.3", "--format", "csv"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first).split(separator: ",").map(String.init)
        #expect(header.last == "icon.path")
        #expect(lines.count == 3 && lines.allSatisfy { $0.split(separator: ",").count == header.count })
        #expect(lines[2].hasSuffix(",M 11 8 C 13 8 15 8 17 8 C 17 16 17 24 17 32 C 15 32 13 32 11 32 C 11 24 11 16 11 8 Z "
            + "M 23 8 C 25 8 27 8 29 8 C 29 16 29 24 29 32 C 27 32 25 32 23 32 C 23 24 23 16 23 8 Z"))
        let still = try CLIRun(["sample", "specs/flat-switch.motion", "--from", "off", "--to", "on", "--times", "0", "--format", "csv"])
        #expect(!still.stdout.contains(".path"))
    }
}
