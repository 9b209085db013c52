import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import MotionRuntime

/// Per spec: the front end's time, and sampling into one reused frame against a new frame per sample.
/// Then every spec to every target in one process, first and warm.
enum SpecsBench {
    static func run(paths: [String]) -> (checksum: Double, timelines: [(name: String, timeline: MotionTimeline, base: MotionFrame, duration: Double)]) {
        var checksum = 0.0
        var timelines: [(name: String, timeline: MotionTimeline, base: MotionFrame, duration: Double)] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                continue
            }
            let file = SourceFile(path: path, bytes: [UInt8](data))
            guard let lowered = lower(file) else {
                print("\(path): has errors; run `motionspec check \(path)`")
                continue
            }
            let front = measure { lower(file).map { Double($0.nodes.count) } ?? 0 }
            checksum += front.checksum
            print("\(path) (\(lowered.name), \(lowered.nodes.count) nodes): parse + check + lower \(figure(1e3 / front.rate)) ms")
            for transition in lowered.transitions {
                let source = lowered.sourceStates(of: transition).first ?? lowered.states[0]
                let playback = transition.starting(from: source.frame)
                guard let times = SampleTimes.grid(fps: 60, duration: transition.duration) else { continue }
                let timeline = playback.timeline, base = playback.base
                timelines.append(("\(lowered.name) \(transition.title)", timeline, base, transition.duration))
                var frame = base
                let reused = measure {
                    for t in times { timeline.sample(at: t, base: base, into: &frame) }
                    return frame.opacity[0]
                }
                let fresh = measure {
                    var sum = 0.0
                    for t in times { sum += timeline.frame(at: t, base: base).opacity[0] }
                    return sum
                }
                checksum += reused.checksum + fresh.checksum
                let reusedFPS = reused.rate * Double(times.count), freshFPS = fresh.rate * Double(times.count)
                let name = transition.from == nil ? "\(source.name) via \(transition.title)" : transition.title
                print("  \(name) (\(times.count) frames, \(transition.timeline.tracks.count) tracks): "
                      + "sample(into:) \(figure(reusedFPS / 1e6)) M frames/s; frame(at:) \(figure(freshFPS / 1e6)) M frames/s; "
                      + "ratio \(figure(reusedFPS / freshFPS))×")
            }
        }
        return (checksum, timelines)
    }

    /// Every spec compiled to every target in memory: the first run, then the median of `rounds` more,
    /// in wall time and in the process's CPU time (every thread's; on a loaded machine the wall time
    /// holds the waits for a core). Up to `jobs` specs are checked and emitters run at once, as
    /// `motionspec compile --jobs`.
    static func allTargets(paths: [String], rounds: Int, jobs: Int = 1) -> (coldMs: Double, warmMs: Double, warmCPUMs: Double) {
        let files = paths.compactMap { path in FileManager.default.contents(atPath: path).map { SourceFile(path: path, bytes: [UInt8]($0)) } }
        let compile = {
            _ = MotionEmitters.emit(Pipeline.runForEmitting(files, jobs: jobs), targets: MotionEmitters.availableTargets(), jobs: jobs)
        }
        let cold = medianSeconds(rounds: 1, compile)
        let warm = medianSeconds(rounds: rounds, compile)
        var cpu: [Double] = []
        for _ in 0..<max(rounds, 1) { cpu.append(processCPUSeconds(compile)) }
        return (cold * 1e3, warm * 1e3, cpu.sorted()[cpu.count / 2] * 1e3)
    }
}
