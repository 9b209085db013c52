import Foundation
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// `motionspec sample --state S --loop`: a state's loop at times since the control came to rest, as the
/// runtime's `MotionLoop` plays it.
@Suite struct SampleLoopTests {
    static let spec = "Tests/Fixtures/conformance/record-dot-loops.motion"

    @Test func theLoopRepeatsEveryPeriodFromRest() throws {
        let run = try CLIRun(["sample", Self.spec, "--state", "waiting", "--loop", "--times", "0,0.6,1.8"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["state"] as? String == "waiting")
        #expect(json["period"] as? Double == 1.2)
        #expect(json["times"] as? [Double] == [0, 0.6, 1.8])
        let values = try #require(json["values"] as? [String: Any])
        // A turn in 1.2 s, linear: half a turn at 0.6 s, and again half-way through the second period.
        let rotation = try #require(values["ring.rotation"] as? [Double])
        #expect(rotation.count == 3)
        #expect(abs(rotation[0]) < 1e-12 && abs(rotation[1] - .pi) < 1e-12 && abs(rotation[2] - .pi) < 1e-12)
        // What the loop does not move is the state's value.
        #expect(values["ring.opacity"] as? [Double] == [1, 1, 1])
    }

    @Test func fpsSpansOnePeriodAndMatchesTheRuntime() throws {
        let run = try CLIRun(["sample", Self.spec, "--state", "recording", "--loop", "--fps", "10", "--format", "csv"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first).split(separator: ",").map(String.init)
        #expect(header.first == "t")
        // An autoreversing 0.5 s pass: a period of 1 s, sampled at 0, 0.1, … 1.
        #expect(lines.count == 1 + 11)
        let column = try #require(header.firstIndex(of: "badge.scale.x"))
        let lowered = try #require(Pipeline.run(try Repository.sourceFile(Self.spec)).lowered)
        let state = try #require(lowered.state(named: "recording"))
        let loop = try #require(state.loop?.loop)
        let badge = try #require(lowered.nodes.firstIndex { $0.name == "badge" })
        for (row, line) in lines.dropFirst().enumerated() {
            let cells = line.split(separator: ",").map { Double($0) }
            let t = Double(row) / 10
            #expect(cells[0] == t)
            guard case .point(let scale) = loop.frame(at: t)[.scale, badge] else {
                Issue.record("the badge's scale is a point")
                continue
            }
            #expect(try #require(cells[column]) == scale.x, "t = \(t)")
        }
    }

    @Test func aLoopNeedsAStateThatHasOneAndTimes() throws {
        let none = try CLIRun(["sample", "specs/flat-switch.motion", "--state", "on", "--loop", "--times", "0"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("state 'on' of FlatSwitch has no loop"))
        let other = try CLIRun(["sample", Self.spec, "--state", "wating", "--loop", "--fps", "10"])
        #expect(other.status == 64 && other.stderr.contains("did you mean 'waiting'?"))
        let noState = try CLIRun(["sample", Self.spec, "--from", "waiting", "--to", "recording", "--loop", "--fps", "10"])
        #expect(noState.status == 64 && noState.stderr.contains("'--loop' samples a state's loop: give '--state S'"))
        let noTimes = try CLIRun(["sample", Self.spec, "--state", "waiting", "--loop"])
        #expect(noTimes.status == 64 && noTimes.stderr.contains("'--times T,T,...' or '--fps N'"))
        let noLoop = try CLIRun(["sample", Self.spec, "--state", "waiting", "--times", "0"])
        #expect(noLoop.status == 64 && noLoop.stderr.contains("add '--loop'"))
    }
}
