import CMotionBaseline
import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// Compiling large specs to every target, each size in a child process of its own so that its peak
/// resident memory is its own: time against size (the log-log slope says how compile time grows), and
/// the peak memory of the largest.
struct ScaleBench {
    struct Point {
        var shapes: Int
        var seconds: Double?
        var peakBytes: UInt64?
        var note: String?
        /// The parts of `seconds`: the front end (parse, check, lower), then each target's emitter.
        var phases: [(name: String, seconds: Double)] = []
    }

    /// In the child: compile a generated spec of `shapes` shapes to all targets in memory, then print
    /// `seconds peak-bytes files front-end-seconds` and a `target seconds` pair per target.
    static func child(shapes: Int) -> Int32 {
        let file = SourceFile(path: "large.motion", bytes: Array(LargeSpec.dsl(shapes: shapes).utf8))
        let clock = ContinuousClock()
        let start = clock.now
        let compilations = Pipeline.run([file])
        let front = seconds(clock.now - start)
        var phases: [String] = []
        var files = 0
        for target in MotionEmitters.availableTargets() {
            let begin = clock.now
            let output = MotionEmitters.emit(compilations, targets: [target], options: EmitOptions())
            phases.append("\(target.rawValue) \(seconds(clock.now - begin))")
            guard !output.hasErrors else {
                print("error")
                return 1
            }
            files += output.files.count
        }
        let elapsed = seconds(clock.now - start)
        print("\(elapsed) \(ms_peak_resident_bytes()) \(files) \(front) " + phases.joined(separator: " "))
        return 0
    }

    /// Runs the child for `shapes`, stopping it after `limit` seconds.
    static func measure(shapes: Int, limit: Double) -> Point {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["--compile-child", String(shapes)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return Point(shapes: shapes, note: "could not start: \(error)") }
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return Point(shapes: shapes, note: "over \(Int(limit)) s: stopped")
        }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count >= 4, fields.count % 2 == 0, let time = Double(fields[0]),
              let peak = UInt64(fields[1]), let front = Double(fields[3]) else {
            return Point(shapes: shapes, note: "failed: \(text.prefix(200))")
        }
        var phases = [(name: "front end", seconds: front)]
        for k in stride(from: 4, to: fields.count, by: 2) {
            if let value = Double(fields[k + 1]) { phases.append((String(fields[k]), value)) }
        }
        return Point(shapes: shapes, seconds: time, peakBytes: peak, phases: phases)
    }

    /// The slope of log(time) against log(size) between the smallest and largest measured sizes.
    static func exponent(_ points: [Point]) -> Double? {
        let measured = points.filter { $0.seconds != nil }
        guard let first = measured.first, let last = measured.last, last.shapes > first.shapes,
              let a = first.seconds, let b = last.seconds, a > 0, b > 0 else { return nil }
        return log(b / a) / log(Double(last.shapes) / Double(first.shapes))
    }
}
