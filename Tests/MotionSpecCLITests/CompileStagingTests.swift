import Foundation
import Testing
import TestSupport
@testable import motionspec

/// `compile` stages each output as it is made and moves them into place only at the end: a run that
/// fails after some outputs were staged leaves the output folder as it found it (no temporary files,
/// no folders it made), and one that succeeds replaces what was there.
@Suite struct CompileStagingTests {
    @Test func aFailureAfterStagedOutputsLeavesTheFolderAsItWas() throws {
        let dir = try temporaryDirectory()
        try CompileCommandTests.write(["a.motion": compileSpec("A"), "refused.motion": compileSpec("Refused", description: "refuse"),
                                       "out/kept.txt": "kept\n"], in: dir)
        let run = CompileCommandTests.compile(["a.motion", "refused.motion", "--target", "lottie", "-o", "out"], in: dir)
        #expect(run.status == .failure)
        #expect(run.stderr.contains("refused.motion:1:1: error: lottie cannot express this control [MS3011]"))
        let left = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(left == ["kept.txt"], "staged outputs or their folders were left: \(left)")
    }

    @Test func aSuccessfulRunReplacesEarlierOutputs() throws {
        let dir = try temporaryDirectory()
        try CompileCommandTests.write(["a.motion": compileSpec("A"), "out/a/A.txt": "old\n"], in: dir)
        let run = CompileCommandTests.compile(["a.motion", "--target", "lottie", "-o", "out"], in: dir)
        #expect(run.status == .success)
        let left = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(left == ["a", "a/A.txt", "a/data", "a/data/A.json"])
        #expect(try String(contentsOf: dir.appendingPathComponent("out/a/A.txt"), encoding: .utf8).hasSuffix("standalone=false fps=60\n"))
    }
}
