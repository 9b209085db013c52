import Foundation

/// What a program printed and how it ended.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let stdout: String
    /// Empty when standard error was merged into `stdout`.
    public let stderr: String
}

/// Runs a program to its end, collecting its output. Both pipes are drained at once (standard error
/// on a second thread), so a child that fills one pipe while the other is being read never blocks.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory`, with the test's environment plus `environment`.
    /// `mergingStandardError` sends both streams into one pipe, interleaved as the child wrote them.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String] = [:], mergingStandardError: Bool = false) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = mergingStandardError ? nil : Pipe()
        process.standardOutput = out
        process.standardError = err ?? out
        try process.run()
        let errBytes = DataBox()
        if let errHandle = err?.fileHandleForReading {
            Thread { errBytes.finish(errHandle.readDataToEndOfFile()) }.start()
        } else {
            errBytes.finish(Data())
        }
        let outBytes = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, stdout: String(decoding: outBytes, as: UTF8.self),
                             stderr: String(decoding: errBytes.wait(), as: UTF8.self))
    }

    /// A product of this package (`motionspec`) in the build folder beside the running test bundle.
    public static func builtProduct(_ name: String) -> URL {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0])
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return Repository.url(".build/debug/\(name)")
    }
}

/// Hands the bytes a reader thread collected to the waiting thread.
private final class DataBox: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private var data = Data()  // written once before `ready` is signalled, read after it

    func finish(_ bytes: Data) {
        data = bytes
        ready.signal()
    }

    func wait() -> Data {
        ready.wait()
        return data
    }
}
