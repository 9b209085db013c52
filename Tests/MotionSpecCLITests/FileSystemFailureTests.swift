import Foundation
import Testing
import TestSupport

/// Every file-system failure is a diagnostic naming the path and the reason in words, exit status 1,
/// nothing written. The tests run as root in CI, and root ignores permission bits, so each failure is
/// made in a way that fails for root too: a folder made immutable (`chattr +i`; `chmod` when not root),
/// `/dev/full` for a full disk, a file where a folder must be.
@Suite struct FileSystemFailureTests {
    static let spec = "control T {\n  size 10 x 10\n  shape s {\n    path rect(0, 0, 10, 10)\n    fill #000000\n  }\n  state a initial {\n  }\n}\n"

    func folderWithSpec() throws -> URL {
        let dir = try temporaryDirectory()
        try Self.spec.write(to: dir.appendingPathComponent("t.motion"), atomically: true, encoding: .utf8)
        return dir
    }

    func expectCleanFailure(_ run: CLIRun, _ line: String) {
        #expect(run.status == 1)
        #expect(run.stderr.contains(line + "\n"), "missing: \(line)\n\(run.stderr)")
        #expect(!run.stderr.contains("Domain"), "a raw error dump: \(run.stderr)")
    }

    @Test func outputFolderThatIsAFile() throws {
        let dir = try folderWithSpec()
        try "taken".write(to: dir.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["compile", "t.motion", "--target", "css", "-o", "taken"], in: dir)
        expectCleanFailure(run, "taken/t:1:1: error: cannot create the folder 'taken/t': 'taken' is a file, not a folder [MS4101]")
        #expect(try String(contentsOf: dir.appendingPathComponent("taken"), encoding: .utf8) == "taken")
    }

    @Test func outputBelowAFile() throws {
        let dir = try folderWithSpec()
        try "taken".write(to: dir.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["convert", "t.motion", "--to", "json", "-o", "taken/deeper/t.motion.json"], in: dir)
        expectCleanFailure(run, "taken/deeper:1:1: error: cannot create the folder 'taken/deeper': 'taken' is a file, not a folder [MS4101]")
    }

    @Test func outputThatIsAFolder() throws {
        let dir = try folderWithSpec()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("out.motion.json"), withIntermediateDirectories: false)
        let run = try CLIRun(["convert", "t.motion", "--to", "json", "-o", "out.motion.json"], in: dir)
        expectCleanFailure(run, "out.motion.json:1:1: error: cannot write 'out.motion.json': 'out.motion.json' is a folder [MS4102]")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(left == ["out.motion.json", "t.motion"], "a temporary file was left: \(left)")
    }

    /// A folder nobody may write into, root included: immutable, or without write permission when
    /// the tests do not run as root.
    @Test func folderWithoutWritePermission() throws {
        let dir = try folderWithSpec()
        let locked = dir.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let isRoot = getuid() == 0
        if isRoot {
            #expect(try Self.shell("chattr +i '\(locked.path)'") == 0, "chattr is needed to make a folder root cannot write")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        }
        defer {
            if isRoot { _ = try? Self.shell("chattr -i '\(locked.path)'") }
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
        }
        let file = try CLIRun(["convert", "t.motion", "--to", "json", "-o", "locked/t.motion.json"], in: dir)
        expectCleanFailure(file, "locked/t.motion.json:1:1: error: cannot write 'locked/t.motion.json': permission denied [MS4102]")
        let folder = try CLIRun(["compile", "t.motion", "--target", "css", "-o", "locked/out"], in: dir)
        expectCleanFailure(folder, "locked/out:1:1: error: cannot create the folder 'locked/out': permission denied [MS4101]")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    /// `/dev/full` fails every write with ENOSPC: a full disk. An output that is a device is written
    /// straight (renaming over it would replace the device).
    @Test func fullDisk() throws {
        let dir = try folderWithSpec()
        let run = try CLIRun(["convert", "t.motion", "--to", "json", "-o", "/dev/full"], in: dir)
        expectCleanFailure(run, "/dev/full:1:1: error: cannot write '/dev/full': the disk is full [MS4102]")
        #expect(try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test func outputToADevice() throws {
        let dir = try folderWithSpec()
        let run = try CLIRun(["convert", "t.motion", "--to", "json", "-o", "/dev/stdout"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"control\""))
    }

    @Test func inputThatIsAFolder() throws {
        let dir = try folderWithSpec()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("specs.motion"), withIntermediateDirectories: false)
        let run = try CLIRun(["check", "specs.motion"], in: dir)
        expectCleanFailure(run, "specs.motion:1:1: error: 'specs.motion' is a directory, not a spec [MS4001]")
    }

    @Test func missingInput() throws {
        let dir = try folderWithSpec()
        let run = try CLIRun(["compile", "gone.motion", "--target", "css", "-o", "out"], in: dir)
        expectCleanFailure(run, "gone.motion:1:1: error: no such file 'gone.motion' [MS4001]")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }

    /// Foundation's `Process` takes arguments as Strings, so the raw byte goes through the shell.
    @Test func pathThatIsNotUTF8() throws {
        let dir = try folderWithSpec()
        let run = try Self.run(shell: "exec '\(ProcessRunner.builtProduct("motionspec").path)' check \"$(printf 'bad\\377.motion')\"", in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("bad\\xFF.motion:1:1: error: the path 'bad\\xFF.motion' is not valid UTF-8 [MS4103]\n"), "\(run.stderr)")
    }

    static func shell(_ command: String) throws -> Int32 {
        try run(shell: command, in: URL(fileURLWithPath: "/")).status
    }

    static func run(shell command: String, in directory: URL) throws -> (status: Int32, stderr: String) {
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], in: directory)
        return (output.status, output.stderr)
    }
}
