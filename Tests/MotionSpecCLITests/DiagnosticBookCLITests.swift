import Foundation
import Testing
import TestSupport

/// Every documented bad spec, run through the real binary: exit status 1 (0 when it only warns),
/// the documented diagnostics on stderr, and nothing written when there is an error.
@Suite struct DiagnosticBookCLITests {
    static let examples = (try? DiagnosticBook.load().examples) ?? []

    @Test func corpusIsLarge() {
        #expect(Self.examples.count >= 40)
    }

    @Test(arguments: examples)
    func malformedSpecFailsAndWritesNothing(_ example: DiagnosticBook.Example) throws {
        let dir = try temporaryDirectory()
        let input = dir.appendingPathComponent(example.fileName)
        try Data(example.input).write(to: input)
        let isJSON = example.fileName.hasSuffix(".motion.json")
        let output = "converted" + (isJSON ? ".motion" : ".motion.json")
        let run = try CLIRun(["convert", example.fileName, "--to", isJSON ? "dsl" : "json", "-o", output], in: dir)
        let hasError = example.expected.contains { $0.contains(": error: ") }
        for line in example.expected {
            #expect(run.stderr.contains(line + "\n"), "missing on stderr: \(line)\n\(run.stderr)")
        }
        if hasError {
            #expect(run.status == 1)
            let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
            #expect(left == [example.fileName], "written despite errors: \(left)")
        } else {
            #expect(run.status == 0)
        }
    }

    @Test func oversizedInputIsRefused() throws {
        let dir = try temporaryDirectory()
        let huge = dir.appendingPathComponent("huge.motion")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)
        try handle.close()
        let run = try CLIRun(["check", "huge.motion"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("huge.motion:1:1: error: 'huge.motion' is 67108865 bytes; specs are limited to 64 MiB [MS4002]"))
    }

    @Test func unknownFileKind() throws {
        let dir = try temporaryDirectory()
        try "control X {}\n".write(to: dir.appendingPathComponent("switch.txt"), atomically: true, encoding: .utf8)
        let run = try CLIRun(["check", "switch.txt"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("switch.txt:1:1: error: 'switch.txt' is not a spec: the name must end in .motion or .motion.json [MS4005]"))
    }
}
