import MotionCompiler
import Foundation
import MotionDiagnostics
import MotionEmitters
import Testing
import TestSupport
@testable import motionspec

/// A test-only emitter for the command: one file per spec holding the control's name and the
/// options, plus a note or an error when the spec's description asks for one.
enum CompileTestEmitter: Emitter {
    static let target = Target.lottie

    static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult {
        var result = EmitResult()
        if control.description == "refuse" {
            result.diagnostics.append(.unsupported("this control", by: target, at: SourceSpan(at: 0)))
        }
        if control.description == "approximate" {
            result.diagnostics.append(.baked("a curve", for: target, fps: options.fps, largestError: 0.5, unit: "px", at: SourceSpan(at: 0)))
        }
        let header = templates.render(.cssHeader, options.headerValues(control: control.name))
        result.files.append(OutputFile(path: "\(control.name).txt",
                                       contents: header + "standalone=\(options.standalone) fps=\(NumberText.format(options.fps))\n"))
        result.files.append(OutputFile(path: "data/\(control.name).json", contents: "{\"name\":\"\(control.name)\"}\n"))
        return result
    }
}

/// A spec a test writes to disk.
func compileSpec(_ name: String, description: String = "a spec") -> String {
    """
    control \(name) {
      description "\(description)"
      size 10 x 10
      shape dot {
        path oval(0, 0, 10, 10)
        fill #ff0000
      }
      state off initial {
        dot.opacity 0
      }
      state on {
        dot.opacity 1
      }
      transition off -> on for 0.2s {
        dot.opacity 0 -> 1 for 0.2s linear
      }
    }

    """
}

/// `motionspec compile` run in the test process with the test emitter: what it writes, and that
/// it writes nothing when anything is wrong.
@Suite struct CompileCommandTests {
    struct InProcessRun {
        var status: motionspec.ExitStatus
        var stdout = ""
        var stderr = ""
    }

    /// Runs the command as if in `directory`: the process's working directory is shared by every
    /// test, so paths are made absolute here (anything not an option or an option's value, and
    /// the values of -o and --templates), and the folder is cut out of what the command printed.
    static func compile(_ relativeArguments: [String], in directory: URL) -> InProcessRun {
        let root = directory.path + "/"
        var arguments: [String] = []
        for (i, argument) in relativeArguments.enumerated() {
            let previous = i > 0 ? relativeArguments[i - 1] : ""
            let isPath = !argument.hasPrefix("-") && (["-o", "--templates"].contains(previous) || !previous.hasPrefix("-"))
            arguments.append(isPath ? root + argument : argument)
        }
        nonisolated(unsafe) var out = "", err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 }, errIsTerminal: false)
        var reporter = Reporter(console: console, format: .text, colors: false)
        let status: motionspec.ExitStatus
        do {
            let parsed = try Arguments(arguments, valued: CompileCommand.valuedOptions, flagNames: CompileCommand.flags,
                                       aliases: CompileCommand.aliases)
            status = try CompileCommand.compile(parsed, reporter: &reporter, emitters: [CompileTestEmitter.self])
            reporter.finish()
        } catch let error as Arguments.UsageError {
            return InProcessRun(status: .usage, stdout: out, stderr: error.message.replacing(root, with: ""))
        } catch {
            return InProcessRun(status: .failure, stdout: out, stderr: "\(error)")
        }
        return InProcessRun(status: status, stdout: out.replacing(root, with: ""), stderr: err.replacing(root, with: ""))
    }

    /// Every file under a folder, relative path → contents, with the test's folder (the output
    /// folder's parent) cut out of the contents as `compile` cuts it out of what it prints.
    static func tree(_ root: URL) throws -> [String: String] {
        let testFolder = root.deletingLastPathComponent().path + "/"
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).replacing(testFolder, with: "")
            }
        }
        return result
    }

    static func write(_ files: [String: String], in directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Suite struct Runs {
        @Test func writesEachSpecIntoItsFolder() throws {
            let dir = try temporaryDirectory()
            try write(["specs/a-switch.motion": compileSpec("ASwitch"), "b.motion": compileSpec("B")], in: dir)
            let run = compile(["specs/a-switch.motion", "b.motion", "--target", "all", "-o", "out", "--fps", "30", "--standalone"], in: dir)
            #expect(run.status == .success)
            #expect(run.stderr.isEmpty && run.stdout.isEmpty)
            #expect(try tree(dir.appendingPathComponent("out")) == [
                "a-switch/ASwitch.txt": "/* Generated by motionspec from specs/a-switch.motion. DO NOT EDIT. */\nstandalone=true fps=30\n",
                "a-switch/data/ASwitch.json": "{\"name\":\"ASwitch\"}\n",
                "b/B.txt": "/* Generated by motionspec from b.motion. DO NOT EDIT. */\nstandalone=true fps=30\n",
                "b/data/B.json": "{\"name\":\"B\"}\n",
            ])
        }

        @Test func sameInputSameBytes() throws {
            let dir = try temporaryDirectory()
            try write(["x.motion": compileSpec("X"), "y.motion": compileSpec("Y", description: "approximate")], in: dir)
            #expect(compile(["x.motion", "y.motion", "--target", "lottie", "-o", "one"], in: dir).status == .success)
            #expect(compile(["y.motion", "x.motion", "--target", "lottie", "-o", "two"], in: dir).status == .success)
            let one = try tree(dir.appendingPathComponent("one")), two = try tree(dir.appendingPathComponent("two"))
            #expect(one == two)
            #expect(one.count == 4)
        }

        /// `--jobs`: the same files, whatever the number of emitters at once; an error still writes nothing.
        @Test func jobsWriteTheSameFiles() throws {
            let dir = try temporaryDirectory()
            let names = ["a", "b", "c", "d", "e"]
            try write(Dictionary(uniqueKeysWithValues: names.map { ("\($0).motion", compileSpec($0.uppercased())) }), in: dir)
            let specs = names.map { "\($0).motion" }
            #expect(compile(specs + ["--target", "all", "-o", "one"], in: dir).status == .success)
            for (folder, option) in [("two", ["-j", "2"]), ("auto", ["--jobs", "auto"]), ("wide", ["--jobs", "16"])] {
                #expect(compile(specs + ["--target", "all", "-o", folder] + option, in: dir).status == .success)
                #expect(try tree(dir.appendingPathComponent(folder)) == tree(dir.appendingPathComponent("one")), "\(option)")
            }
            #expect(try tree(dir.appendingPathComponent("one")).count == 2 * names.count)
            try write(["refused.motion": compileSpec("Refused", description: "refuse")], in: dir)
            let refused = compile(specs + ["refused.motion", "--target", "all", "-o", "out", "-j", "3"], in: dir)
            #expect(refused.status == .failure)
            #expect(refused.stderr.contains("refused.motion:1:1: error: lottie cannot express this control [MS3011]"))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "written despite errors")
        }

        @Test func anyErrorWritesNothing() throws {
            let dir = try temporaryDirectory()
            try write(["good.motion": compileSpec("Good"), "bad.motion": "control Bad {\n  size 10 x 10\n  shape s {\n    fil #ff0000\n  }\n}\n",
                       "refused.motion": compileSpec("Refused", description: "refuse")], in: dir)
            let badSpec = compile(["good.motion", "bad.motion", "--target", "lottie", "-o", "out"], in: dir)
            #expect(badSpec.status == .failure)
            #expect(badSpec.stderr.contains("bad.motion:4:5: error: "))
            let refused = compile(["good.motion", "refused.motion", "--target", "lottie", "-o", "out"], in: dir)
            #expect(refused.status == .failure)
            #expect(refused.stderr.contains("refused.motion:1:1: error: lottie cannot express this control [MS3011]"))
            let missing = compile(["good.motion", "nowhere.motion", "--target", "lottie", "-o", "out"], in: dir)
            #expect(missing.status == .failure)
            #expect(missing.stderr.contains("nowhere.motion:1:1: error: no such file 'nowhere.motion' [MS4001]"))
            let clash = compile(["good.motion", "good.motion", "--target", "lottie", "-o", "out"], in: dir)
            #expect(clash.status == .failure)
            #expect(clash.stderr.contains("[MS3005]"))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path), "written despite errors")
        }

        @Test func notesDoNotStopTheRun() throws {
            let dir = try temporaryDirectory()
            try write(["soft.motion": compileSpec("Soft", description: "approximate")], in: dir)
            let run = compile(["soft.motion", "--target", "lottie", "-o", "out", "--fps", "12.5"], in: dir)
            #expect(run.status == .success)
            #expect(run.stderr.contains("soft.motion:1:1: note: lottie cannot express a curve exactly; it is sampled at 12.5 fps (largest error 0.5 px) [MS3010]"))
            #expect(try tree(dir.appendingPathComponent("out")).keys.sorted() == ["soft/Soft.txt", "soft/data/Soft.json"])
        }

        @Test func templatesOverrideAndAreValidated() throws {
            let dir = try temporaryDirectory()
            try write(["s.motion": compileSpec("S"), "mine/css-header.css": "/* {{control}} from {{ source }} */\n", "mine/README.md": "notes\n"], in: dir)
            let run = compile(["s.motion", "--target", "lottie", "-o", "out", "--templates", "mine"], in: dir)
            #expect(run.status == .success, "\(run.stderr)")
            #expect(try tree(dir.appendingPathComponent("out"))["s/S.txt"] == "/* S from s.motion */\nstandalone=false fps=60\n")

            try write(["bad/css-header.css": "/* {{generator}} */\n/* {{sauce}} */\n", "bad/swift-header.swift": "// {{source\n"], in: dir)
            let bad = compile(["s.motion", "--target", "lottie", "-o", "out2", "--templates", "bad"], in: dir)
            #expect(bad.status == .failure)
            #expect(bad.stderr.contains("bad/css-header.css:1:1: error: template 'css-header.css' lacks the placeholder '{{source}}' [MS3001]"))
            #expect(bad.stderr.contains("bad/css-header.css:2:4: error: unknown placeholder '{{sauce}}' in template 'css-header.css' [MS3002]"))
            #expect(bad.stderr.contains("bad/swift-header.swift:1:4: error: unclosed placeholder: '{{' needs '}}' on the same line [MS3003]"))
            #expect(bad.stderr.contains("2 | /* {{sauce}} */"), "the excerpt shows the template's line")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out2").path))

            try write(["odd/lottie.json": "{}\n"], in: dir)
            let odd = compile(["s.motion", "--target", "lottie", "-o", "out3", "--templates", "odd"], in: dir)
            #expect(odd.status == .success)
            #expect(odd.stderr.contains("odd/lottie.json:1:1: warning: 'lottie.json' is not a known template; it is ignored [MS3004]"))
        }

        @Test func usageErrors() throws {
            let dir = try temporaryDirectory()
            try write(["s.motion": compileSpec("S")], in: dir)
            let cases: [([String], String)] = [
                (["--target", "lottie", "-o", "out"], "compile needs at least one FILE"),
                (["s.motion", "-o", "out"], "compile needs --target swift|css|lottie|all"),
                (["s.motion", "--target", "svg", "-o", "out"], "'svg' is not a valid value for '--target'"),
                (["s.motion", "--target", "swift", "-o", "out"], "target 'swift' has no emitter in this build yet"),
                (["s.motion", "--target", "lottie"], "compile needs an output folder: -o DIR"),
                (["s.motion", "--target", "lottie", "-o", "out", "--fps", "0"], "'0' is not a valid value for '--fps'"),
                (["s.motion", "--target", "lottie", "-o", "out", "--fps", "nan"], "'nan' is not a valid value for '--fps'"),
                (["s.motion", "--target", "lottie", "-o", "out", "--templates", "s.motion"], "'s.motion' is not a folder of templates"),
                (["s.motion", "--target", "lottie", "-o", "out", "--jobs", "0"], "'0' is not a valid value for '--jobs'"),
                (["s.motion", "--target", "lottie", "-o", "out", "-j", "many"], "'many' is not a valid value for '--jobs'"),
                (["s.motion", "--target", "lottie", "-o", "out", "--jobs", "257"], "use a whole number from 1 to 256, or auto"),
            ]
            for (arguments, message) in cases {
                let run = compile(arguments, in: dir)
                #expect(run.status == .usage, "\(arguments)")
                #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
    }
}

/// The real binary: help, registration and the errors that need no emitter.
@Suite struct CompileBinaryTests {
    @Test func helpAndRegistration() throws {
        let help = try CLIRun(["compile", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: motionspec compile FILE... --target swift|css|lottie|all -o DIR"))
        #expect(try CLIRun(["--help"]).stdout.contains("compile"))
        #expect(try CLIRun(["help", "compile"]).stdout == help.stdout)
    }

    @Test func specErrorsExit1AndWriteNothing() throws {
        let dir = try temporaryDirectory()
        try "control Bad {\n  size 10 x 10\n  state off initial {\n    ghost.opacity 0\n  }\n}\n"
            .write(to: dir.appendingPathComponent("bad.motion"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["compile", "bad.motion", "--target", "all", "-o", "out"], in: dir)
        // With no emitter registered yet `all` is a usage error; once one is, the spec's error stops the run.
        #expect(run.status == 1 || (run.status == 64 && run.stderr.contains("no target has an emitter")))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        let usage = try CLIRun(["compile", "bad.motion", "--target", "all"], in: dir)
        #expect(usage.status == 64)
    }
}
