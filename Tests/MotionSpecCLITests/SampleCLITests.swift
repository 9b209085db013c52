import Foundation
import Testing
import TestSupport

/// `motionspec sample`, run as a user would.
@Suite struct SampleCLITests {
    @Test func jsonHasItsKeysInOrderAndOneColumnPerProperty() throws {
        let run = try CLIRun(["sample", "specs/flat-switch.motion", "--from", "off", "--to", "on", "--times", "0,0.15,0.3,0.5"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let text = run.stdout
        let order = ["\"control\"", "\"from\"", "\"to\"", "\"duration\"", "\"times\"", "\"values\"", "\"trail.strokeStart\"",
                     "\"circle.strokeStart\"", "\"checkmark.strokeStart\""]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted(), "keys out of order")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["control"] as? String == "FlatSwitch")
        #expect(json["from"] as? String == "off" && json["to"] as? String == "on")
        #expect(json["duration"] as? Double == 0.3)
        #expect(json["times"] as? [Double] == [0, 0.15, 0.3, 0.5])
        let values = try #require(json["values"] as? [String: Any])
        #expect(values.count == 3 * 15)
        // Not clamped: the circle's end really reaches -0.1, and holds it past the duration.
        #expect(values["circle.strokeEnd"] as? [Double] == [1, -0.1, -0.1, -0.1])
        #expect(values["trail.opacity"] as? [Double] == [0, 0.5, 1, 1])
        #expect((values["circle.anchor"] as? [[Double]])?.first == [25, 25])
        #expect((values["circle.strokeColor"] as? [[Double]])?.first == [1, 0, 0, 1])
    }

    @Test func csvSplitsPointsAndColours() throws {
        let run = try CLIRun(["sample", "specs/check-button.motion", "--from", "off", "--to", "on", "--fps", "10", "--format", "csv"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first).split(separator: ",").map(String.init)
        #expect(header.prefix(3) == ["t", "ring.strokeStart", "ring.strokeEnd"])
        #expect(header.contains("mark.position.x") && header.contains("mark.position.y"))
        #expect(header.contains("ring.strokeColor.r") && header.contains("ring.strokeColor.a"))
        // Per shape: 8 scalars, 4 points and 3 colours.
        #expect(header.count == 1 + 2 * (8 + 4 * 2 + 3 * 4))
        // 0, 0.1, … 0.5: six rows, each as wide as the header.
        #expect(lines.count == 7)
        #expect(lines.dropFirst().map { $0.split(separator: ",").count } == Array(repeating: header.count, count: 6))
        #expect(lines.dropFirst().map { String($0.split(separator: ",")[0]) } == ["0", "0.1", "0.2", "0.3", "0.4", "0.5"])
        // At 0 the mark is state off's circle: 0.28 … 1.
        let first = lines[1].split(separator: ",").map(String.init)
        let start = try #require(header.firstIndex(of: "mark.strokeStart")), end = try #require(header.firstIndex(of: "mark.strokeEnd"))
        #expect(first[start] == "0.28" && first[end] == "1")
    }

    @Test func oneStateFrame() throws {
        let run = try CLIRun(["sample", "specs/day-night-switch.motion", "--state", "on"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["state"] as? String == "on" && json["times"] == nil)
        let values = try #require(json["values"] as? [String: Any])
        #expect(values["star[3].opacity"] as? Double == 0)
        #expect(values["knob.position"] as? [Double] == [54, 4])
        let csv = try CLIRun(["sample", "specs/day-night-switch.motion", "--state", "off", "--format", "csv"])
        #expect(csv.status == 0 && csv.stdout.split(separator: "\n").count == 2)
        #expect(csv.stdout.hasPrefix("track.strokeStart,"))
    }

    @Test func commandLineErrorsExit64() throws {
        let unknown = try CLIRun(["sample", "specs/flat-switch.motion", "--from", "of", "--to", "on", "--fps", "60"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("error: unknown state 'of' in FlatSwitch; did you mean 'off'?"))
        let none = try CLIRun(["sample", "specs/flat-switch.motion", "--from", "on", "--to", "on", "--fps", "60"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("FlatSwitch has no transition from 'on' to 'on'"))
        let badTime = try CLIRun(["sample", "specs/flat-switch.motion", "--from", "off", "--to", "on", "--times", "0,x"])
        #expect(badTime.status == 64)
        #expect(badTime.stderr.contains("'x' is not a time"))
        #expect(try CLIRun(["sample", "specs/flat-switch.motion", "--from", "off", "--to", "on", "--times", "-1"]).status == 64)
        #expect(try CLIRun(["sample", "specs/flat-switch.motion", "--from", "off", "--to", "on", "--fps", "0"]).status == 64)
        #expect(try CLIRun(["sample", "specs/flat-switch.motion", "--from", "off", "--to", "on"]).status == 64)
        #expect(try CLIRun(["sample", "specs/flat-switch.motion", "--from", "off", "--to", "on", "--fps", "6", "--times", "0"]).status == 64)
        #expect(try CLIRun(["sample", "specs/flat-switch.motion", "--state", "on", "--from", "off"]).status == 64)
        #expect(try CLIRun(["sample", "specs/flat-switch.motion", "--state", "on", "--format", "xml"]).status == 64)
        #expect(try CLIRun(["sample", "--state", "on"]).status == 64)
        let unknownState = try CLIRun(["sample", "specs/flat-switch.motion", "--state", "of"])
        #expect(unknownState.status == 64 && unknownState.stderr.contains("did you mean 'off'?"))
    }

    @Test func specErrorsPrintDiagnosticsAndExit1() throws {
        let dir = try temporaryDirectory()
        let path = dir.appendingPathComponent("bad.motion").path
        try "control X {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 2 }\n}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = try CLIRun(["sample", path, "--state", "off"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("error:") && run.stderr.contains("[MS2016]"))
        #expect(try CLIRun(["sample", dir.appendingPathComponent("missing.motion").path, "--state", "off"]).status == 1)
    }

    @Test func theJSONFormSamplesTheSame() throws {
        let arguments = ["--from", "on", "--to", "off", "--fps", "60"]
        let dsl = try CLIRun(["sample", "specs/day-night-switch.motion"] + arguments)
        let json = try CLIRun(["sample", "specs/day-night-switch.motion.json"] + arguments)
        #expect(dsl.status == 0 && json.status == 0)
        #expect(dsl.stdout == json.stdout)
        #expect(dsl.stdout.contains("\"star[6].scale\": "))
    }

    @Test func help() throws {
        let run = try CLIRun(["sample", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: motionspec sample FILE --from A --to B"))
        #expect(try CLIRun(["--help"]).stdout.contains("sample"))
    }
}
