import Foundation
import Testing
import TestSupport

/// Runs the built `motionspec` binary as a user would: arguments in, text and exit status out.
struct CLIRun {
    let status: Int32
    let stdout: String
    let stderr: String

    init(_ arguments: [String], in directory: URL = Repository.root) throws {
        let output = try ProcessRunner.run(ProcessRunner.builtProduct("motionspec"), arguments, in: directory,
                                           environment: ["NO_COLOR": "1"])
        status = output.status
        stdout = output.stdout
        stderr = output.stderr
    }
}

/// A fresh temporary folder per test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("motionspec-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct CLITests {
    @Test func versionAndHelp() throws {
        let version = try CLIRun(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("motionspec "))
        for sub in ["check", "convert", "fmt"] {
            let help = try CLIRun([sub, "--help"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("USAGE: motionspec \(sub)"))
        }
        let overview = try CLIRun(["--help"])
        #expect(overview.stdout.contains("SUBCOMMANDS"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try CLIRun([]).status == 64)
        let unknown = try CLIRun(["chek", "specs/flat-switch.motion"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'check'?"))
        let missingTarget = try CLIRun(["convert", "specs/flat-switch.motion"])
        #expect(missingTarget.status == 64)
        // A usage error says what was wrong and shows the usage lines, not the whole help.
        #expect(missingTarget.stderr == """
            error: convert needs --to json or --to dsl

            USAGE: motionspec convert FILE --to json|dsl [-o OUT]
              See 'motionspec convert --help' for more.

            """)
        #expect(try CLIRun(["convert", "specs/flat-switch.motion", "--to", "yaml"]).status == 64)
        #expect(try CLIRun(["fmt", "--write", "--check", "specs/flat-switch.motion"]).status == 64)
        let badOption = try CLIRun(["check", "--colour", "never", "specs/flat-switch.motion"])
        #expect(badOption.status == 64)
        #expect(badOption.stderr.contains("unknown option '--colour'"))
    }

    @Test func checkSeedsIsSilent() throws {
        let run = try CLIRun(["check", "specs/flat-switch.motion", "specs/day-night-switch.motion",
                              "specs/check-button.motion", "specs/shape-switch.motion",
                              "specs/flat-switch.motion.json"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == "")
    }

    @Test func checkReportsErrorsWithExcerptAndExits1() throws {
        let dir = try temporaryDirectory()
        let spec = dir.appendingPathComponent("bad.motion")
        try "control Bad {\n  size 10 x 10\n  shape a {\n    path oval(0, 0, 10, 10)\n    opacty 1\n  }\n}\n".write(to: spec, atomically: true, encoding: .utf8)
        let run = try CLIRun(["check", spec.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(spec.path):5:5: error:"))
        #expect(run.stderr.contains("    opacty 1\n"))
        #expect(run.stderr.contains("^^^^^^"))
        #expect(run.stderr.contains("= help: did you mean 'opacity'?"))
        let json = try CLIRun(["check", "--diagnostics-format", "json", spec.path])
        #expect(json.status == 1)
        #expect(json.stderr.hasPrefix("{\"diagnostics\":[{\"file\":"))
        #expect(json.stderr.contains("\"line\":5,\"column\":5"))
    }

    @Test func missingFileIsADiagnostic() throws {
        let run = try CLIRun(["check", "no/such/file.motion"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no/such/file.motion:1:1: error: no such file 'no/such/file.motion' [MS4001]"))
    }

    @Test func convertRoundTripsThroughFiles() throws {
        let dir = try temporaryDirectory()
        let json = dir.appendingPathComponent("flat.motion.json").path
        let dsl = dir.appendingPathComponent("flat.motion").path
        #expect(try CLIRun(["convert", "specs/flat-switch.motion", "--to", "json", "-o", json]).status == 0)
        #expect(try CLIRun(["convert", json, "--to", "dsl", "--output=\(dsl)"]).status == 0)
        let formatted = try CLIRun(["fmt", "specs/flat-switch.motion"])
        #expect(formatted.status == 0)
        #expect(try String(contentsOfFile: dsl, encoding: .utf8) == formatted.stdout)
    }

    @Test func nothingIsWrittenOnErrors() throws {
        let dir = try temporaryDirectory()
        let bad = dir.appendingPathComponent("bad.motion")
        try "control Bad {\n  size 10 x\n}\n".write(to: bad, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.motion.json")
        let run = try CLIRun(["convert", bad.path, "--to", "json", "-o", out.path])
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let before = try String(contentsOf: bad, encoding: .utf8)
        #expect(try CLIRun(["fmt", "--write", bad.path]).status == 1)
        #expect(try String(contentsOf: bad, encoding: .utf8) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(leftovers == ["bad.motion"])
    }

    @Test func fmtCheckAndWrite() throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("messy.motion")
        let source = try Repository.read("specs/flat-switch.motion")
        let messy = source.replacingOccurrences(of: "  size 50 x 50", with: "size   50 x 50")
        try messy.write(to: file, atomically: true, encoding: .utf8)
        let check = try CLIRun(["fmt", "--check", file.path])
        #expect(check.status == 1)
        #expect(check.stdout == file.path + "\n")
        #expect(try CLIRun(["fmt", "--write", file.path]).status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == source)
        #expect(try CLIRun(["fmt", "--check", file.path]).status == 0)
    }
}
