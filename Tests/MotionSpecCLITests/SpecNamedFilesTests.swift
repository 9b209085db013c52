import Foundation
import Testing
import TestSupport

/// `compile --file-names spec`, what the build-tool plugin runs: files named after the spec, straight
/// into the output folder, so the plugin can declare them before the compiler runs.
@Suite struct SpecNamedFilesTests {
    @Test func outputsAreNamedAfterTheSpecFile() throws {
        let dir = try temporaryDirectory()
        try compileSpec("ASwitch").write(to: dir.appendingPathComponent("a-switch.motion"), atomically: true, encoding: .utf8)
        try compileSpec("Other").write(to: dir.appendingPathComponent("other.motion"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["compile", "a-switch.motion", "other.motion", "--target", "swift", "--file-names", "spec", "-o", "out"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(written == ["a-switch+CoreAnimation.swift", "a-switch.swift", "other+CoreAnimation.swift", "other.swift"])
        let main = try String(contentsOf: dir.appendingPathComponent("out/a-switch.swift"), encoding: .utf8)
        #expect(main.contains("public enum ASwitch: MotionControl {"))
        let glue = try String(contentsOf: dir.appendingPathComponent("out/a-switch+CoreAnimation.swift"), encoding: .utf8)
        #expect(glue.contains("import MotionCoreAnimation"))
    }

    @Test func standaloneIsOneFileNamedAfterTheSpec() throws {
        let dir = try temporaryDirectory()
        try compileSpec("ASwitch").write(to: dir.appendingPathComponent("b.motion"), atomically: true, encoding: .utf8)
        let compiled = try CLIRun(["compile", "b.motion", "--target", "swift", "--file-names", "spec", "--standalone", "-o", "out"], in: dir)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path) == ["b.swift"])
    }

    @Test func twoSpecsWithOneNameAreAnErrorAndWriteNothing() throws {
        let dir = try temporaryDirectory()
        try compileSpec("First").write(to: dir.appendingPathComponent("toggle.motion"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("more"), withIntermediateDirectories: true)
        try compileSpec("Second").write(to: dir.appendingPathComponent("more/toggle.motion"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["compile", "toggle.motion", "more/toggle.motion", "--target", "swift", "--file-names", "spec", "-o", "out"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("more/toggle.motion:1:1: error: this spec's outputs would overwrite those of 'toggle.motion': both are named 'toggle' [MS3005]"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    @Test func onlyForTheSwiftTarget() throws {
        let dir = try temporaryDirectory()
        try compileSpec("A").write(to: dir.appendingPathComponent("a.motion"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["compile", "a.motion", "--target", "css", "--file-names", "spec", "-o", "out"], in: dir)
        #expect(run.status == 64)
        #expect(run.stderr.contains("error: '--file-names spec' is for '--target swift' only"))
        let bad = try CLIRun(["compile", "a.motion", "--target", "swift", "--file-names", "type", "-o", "out"], in: dir)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'type' is not a valid value for '--file-names': use control, spec"))
    }
}
