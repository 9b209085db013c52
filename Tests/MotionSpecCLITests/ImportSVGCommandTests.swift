import Foundation
import Testing
import TestSupport

/// `motionspec import-svg` as a user runs it, and the picture it gives: every fixture in
/// `Tests/Fixtures/svg` (exports in the style of Figma, Sketch, Illustrator and Inkscape), imported,
/// compiled to CSS and drawn in headless Chromium, covers the same pixels as the SVG drawn by Chromium.
@Suite struct ImportSVGCommandTests {
    @Test func writesACheckedSpecAndReportsWarnings() throws {
        let dir = try temporaryDirectory()
        let run = try CLIRun(["import-svg", Repository.url("Tests/Fixtures/svg/sketch-bell.svg").path, "-o", dir.appendingPathComponent("bell.motion").path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("sketch-bell.svg:17:18: warning: <text> cannot be drawn by a spec; it is left out [MS5003]"))
        let check = try CLIRun(["check", "bell.motion"], in: dir)
        #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
        let json = try CLIRun(["import-svg", Repository.url("Tests/Fixtures/svg/figma-toggle.svg").path, "-o", "toggle.motion.json"], in: dir)
        #expect(json.status == 0)
        let text = try String(contentsOf: dir.appendingPathComponent("toggle.motion.json"), encoding: .utf8)
        #expect(text.contains("\"control\"") && text.contains("\"Track\""))
    }

    @Test func malformedSVGIsAnErrorAndWritesNothing() throws {
        let dir = try temporaryDirectory()
        try "<svg>\n  <g>\n</svg>\n".write(to: dir.appendingPathComponent("bad.svg"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["import-svg", "bad.svg", "-o", "bad.motion"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("bad.svg:3:1: error: </svg> does not close <g>, opened on line 2 [MS5001]"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.motion").path))
        let usage = try CLIRun(["import-svg", "bad.svg", "-o", "bad.txt"], in: dir)
        #expect(usage.status == 64)
    }

    @Test func importedFixturesDrawTheSamePictureInChromium() throws {
        let python = Repository.url(".build/consumers-venv/bin/python")
        try #require(FileManager.default.isExecutableFile(atPath: python.path), "run Tests/Consumers/install.sh (or .ci/test)")
        let fixtures = try Repository.files(in: "Tests/Fixtures/svg", suffix: ".svg").map { Repository.url($0).path }
        #expect(fixtures.count >= 4)
        let process = Process()
        process.executableURL = python
        process.arguments = [Repository.url("Tests/Consumers/svg_import_iou.py").path, "--motionspec", ProcessRunner.builtProduct("motionspec").path,
                             "--work", try temporaryDirectory().path, "--min", "0.98"] + fixtures
        process.currentDirectoryURL = Repository.url("Tests/Consumers")
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try #require(report["results"] as? [[String: Any]])
        #expect(results.count == fixtures.count)
        for result in results {
            let iou = result["iou"] as? Double ?? 0
            #expect(iou >= 0.98, "\(result["svg"] ?? "?"): IoU \(iou) \(result["error"] ?? "")")
            #expect((result["inked"] as? Int ?? 0) > 1000, "the drawing is blank: \(result)")
        }
        #expect(process.terminationStatus == 0)
    }
}
