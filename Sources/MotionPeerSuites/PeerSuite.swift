import Foundation

/// One peer suite (JSONTestSuite, resvg path data): which files
/// it reads and how one file is judged. The runner does the rest.
protocol PeerSuite {
    /// The name on the command line and in the summary line (`json-conformance: …`).
    var name: String { get }
    /// File names the suite runs, e.g. `.json`.
    var fileSuffix: String { get }
    /// Judges one file. Must not crash on any input.
    func check(fileName: String, bytes: [UInt8]) -> CaseOutcome
}

/// The verdict on one file: the report line and whether it met the suite's expectation.
struct CaseOutcome {
    var passed: Bool
    /// What happened, after the file name: `accepted`, `rejected 1:4 MS1005`.
    var detail: String
    /// The rendered diagnostics, shown with `--verbose`.
    var rendered = ""
}

/// Runs a suite over a directory and writes one line per file, then the summary.
struct PeerSuiteRunner {
    let suite: any PeerSuite
    var verbose = false

    /// Returns the number of failures; the report goes to stdout and, if given, to a file.
    func run(directory: String, reportPath: String?) throws -> Int {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(suite.fileSuffix) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var lines: [String] = []
        var passed = 0, failed = 0
        for name in names {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let outcome: CaseOutcome
            if let data = FileManager.default.contents(atPath: path) {
                outcome = suite.check(fileName: name, bytes: [UInt8](data))
            } else {
                outcome = CaseOutcome(passed: false, detail: "unreadable")
            }
            if outcome.passed { passed += 1 } else { failed += 1 }
            let line = "\(name)  \(outcome.detail)" + (outcome.passed ? "" : "  FAILED")
            print(line)
            if verbose, !outcome.rendered.isEmpty { print(outcome.rendered, terminator: "") }
            lines.append(line)
        }
        let summary = "\(suite.name)-conformance: \(passed) passed, \(failed) failed"
        print(summary)
        lines.append(summary)
        if let reportPath {
            try (lines.joined(separator: "\n") + "\n").write(toFile: reportPath, atomically: true, encoding: .utf8)
        }
        return failed
    }
}
