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
        /// The parts of `seconds`: the front end (parse, check, lower), then the emitters of every target,
        /// as `motionspec compile --jobs N` runs them.
        var phases: [Phase] = []
        /// Each target's emitter alone on one thread, measured after the compile (not part of `seconds`):
        /// where the emitting time goes.
        var alone: [Phase] = []
    }

    /// One part of a compilation: wall and CPU seconds (on a loaded machine the CPU time is the
    /// figure to compare), and the peak resident memory while it ran (0 where unknown).
    struct Phase {
        var name: String
        var seconds: Double
        var cpuSeconds: Double
        var peakBytes: UInt64
    }

    /// In the child: compile a generated spec of `shapes` shapes to `targets` in memory, then print
    /// `seconds peak-bytes files` and `name seconds cpu-seconds peak-bytes` per phase: the front end,
    /// `emit` (every target, on `jobs` threads), then each target alone on one thread (only with several
    /// targets; not part of `seconds` nor of the peak). Each phase's peak is its
    /// own: the high-water mark is reset between phases, so it counts what the phase holds on top of
    /// what earlier phases left.
    static func child(shapes: Int, targets: [Target], jobs: Int) -> Int32 {
        let file = SourceFile(path: "large.motion", bytes: Array(LargeSpec.dsl(shapes: shapes).utf8))
        let clock = ContinuousClock()
        var phases: [String] = []
        var elapsed = 0.0
        var peak: UInt64 = 0
        func measured<T>(_ name: String, counted: Bool = true, _ body: () -> T) -> T {
            let begin = clock.now, cpu = cpuClockSeconds(CLOCK_PROCESS_CPUTIME_ID)
            let result = body()
            let wall = seconds(clock.now - begin)
            let phasePeak = ms_peak_resident_bytes()
            if counted {
                peak = max(peak, phasePeak)
                elapsed += wall
            }
            phases.append("\(name) \(wall) \(cpuClockSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpu) \(phasePeak)")
            resetPeakResident()
            return result
        }
        let compilations = measured("front-end") { Pipeline.runForEmitting([file]) }
        // Each file dropped once delivered, as `motionspec compile` writes each to disk when it is made.
        var files = 0
        let reports = measured("emit") {
            MotionEmitters.emit(compilations, targets: targets, options: EmitOptions(), jobs: jobs) { _ in files += 1 }
        }
        guard !reports.contains(where: { $0.hasErrors }) else {
            print("error")
            return 1
        }
        if targets.count > 1 {
            for target in targets {
                _ = measured(target.rawValue, counted: false) {
                    MotionEmitters.emit(compilations, targets: [target], options: EmitOptions(), jobs: 1) { _ in }
                }
            }
        }
        print("\(elapsed) \(peak) \(files) " + phases.joined(separator: " "))
        return 0
    }

    /// Starts a new high-water mark of resident memory (Linux: `VmHWM` restarts from the current
    /// size); elsewhere nothing, and each phase's peak is the process's so far.
    static func resetPeakResident() {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        handle.write(Data("5".utf8))
        try? handle.close()
    }

    /// Runs the child for `shapes` with `jobs` emitters at once, stopping it after `limit` seconds.
    static func measure(shapes: Int, jobs: Int = 1, limit: Double) -> Point {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["--compile-child", String(shapes), "--jobs", String(jobs)]
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
        guard process.terminationStatus == 0, fields.count >= 7, (fields.count - 3) % 4 == 0, let time = Double(fields[0]),
              let peak = UInt64(fields[1]) else {
            return Point(shapes: shapes, note: "failed: \(text.prefix(200))")
        }
        var phases: [Phase] = [], alone: [Phase] = []
        for k in stride(from: 3, to: fields.count, by: 4) {
            guard let wall = Double(fields[k + 1]), let cpu = Double(fields[k + 2]), let bytes = UInt64(fields[k + 3]) else { continue }
            switch fields[k] {
            case "front-end": phases.append(Phase(name: "front end", seconds: wall, cpuSeconds: cpu, peakBytes: bytes))
            case "emit": phases.append(Phase(name: "emit", seconds: wall, cpuSeconds: cpu, peakBytes: bytes))
            default: alone.append(Phase(name: String(fields[k]), seconds: wall, cpuSeconds: cpu, peakBytes: bytes))
            }
        }
        return Point(shapes: shapes, seconds: time, peakBytes: peak, phases: phases, alone: alone)
    }

    /// The slope of log(time) against log(size) between the smallest and largest measured sizes.
    static func exponent(_ points: [Point]) -> Double? {
        let measured = points.filter { $0.seconds != nil }
        guard let first = measured.first, let last = measured.last, last.shapes > first.shapes,
              let a = first.seconds, let b = last.seconds, a > 0, b > 0 else { return nil }
        return log(b / a) / log(Double(last.shapes) / Double(first.shapes))
    }
}
