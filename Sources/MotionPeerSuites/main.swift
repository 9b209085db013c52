import Foundation

// Usage: MotionPeerSuites SUITE DIR [--report FILE] [--verbose]
// Suites register here; each judges the files of one peer suite.
let suites: [any PeerSuite] = [JSONSuite(), SVGPathSuite()]

@MainActor func usage() -> Never {
    let names = suites.map(\.name).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: MotionPeerSuites \(names) DIR [--report FILE] [--verbose]\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var reportPath: String?
if let flag = arguments.firstIndex(of: "--report") {
    guard flag + 1 < arguments.count else { usage() }
    reportPath = arguments[flag + 1]
    arguments.removeSubrange(flag...(flag + 1))
}
let verbose = arguments.contains("--verbose")
arguments.removeAll { $0 == "--verbose" }
guard arguments.count == 2, let suite = suites.first(where: { $0.name == arguments[0] }) else { usage() }

do {
    let failures = try PeerSuiteRunner(suite: suite, verbose: verbose).run(directory: arguments[1], reportPath: reportPath)
    exit(failures == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("MotionPeerSuites: \(error)\n".utf8))
    exit(2)
}
