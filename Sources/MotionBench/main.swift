import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionRuntime

// MotionBench: `swift run -c release MotionBench [SPEC…]` (default: the four specs in specs/).
// For each spec: the time to parse + check + lower it; for each transition: frames per second of
// `MotionTimeline.sample(at:base:into:)` into one reused Frame over the transition's 60 fps grid, against
// a baseline measured in the same run, `MotionTimeline.frame(at:base:)`, which allocates a new frame per
// sample. Figures, not pass/fail: the ratio is what to watch.

/// Runs `body` repeatedly for at least `minimum` seconds; returns runs per second and a checksum
/// (so the optimiser cannot drop the work).
func measure(minimum: Double = 0.25, _ body: () -> Double) -> (rate: Double, checksum: Double) {
    let clock = ContinuousClock()
    var runs = 0
    var checksum = 0.0
    let start = clock.now
    var elapsed = 0.0
    repeat {
        for _ in 0..<16 { checksum += body() }
        runs += 16
        let d = clock.now - start
        elapsed = Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    } while elapsed < minimum
    return (Double(runs) / elapsed, checksum)
}

func lower(_ file: SourceFile) -> LoweredControl? { Pipeline.run(file).lowered }

func figure(_ value: Double) -> String {
    let rounded = value >= 100 ? value.rounded() : (value * 100).rounded() / 100
    return NumberText.format(rounded)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let paths = arguments.isEmpty
    ? ["specs/flat-switch.motion", "specs/day-night-switch.motion", "specs/check-button.motion", "specs/shape-switch.motion"]
    : arguments
#if DEBUG
print("warning: a debug build; run `swift run -c release MotionBench` for meaningful figures")
#endif
var totalChecksum = 0.0
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
    totalChecksum += front.checksum
    print("\(path) (\(lowered.name), \(lowered.nodes.count) nodes): parse + check + lower \(figure(1e3 / front.rate)) ms")
    for transition in lowered.transitions {
        let source = lowered.sourceStates(of: transition).first ?? lowered.states[0]
        let playback = transition.starting(from: source.frame)
        guard let times = SampleTimes.grid(fps: 60, duration: transition.duration) else { continue }
        let timeline = playback.timeline, base = playback.base
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
        totalChecksum += reused.checksum + fresh.checksum
        let reusedFPS = reused.rate * Double(times.count), freshFPS = fresh.rate * Double(times.count)
        let name = transition.from == nil ? "\(source.name) via \(transition.title)" : transition.title
        print("  \(name) (\(times.count) frames, \(transition.timeline.tracks.count) tracks): "
              + "sample(into:) \(figure(reusedFPS / 1e6)) M frames/s; frame(at:) \(figure(freshFPS / 1e6)) M frames/s; "
              + "ratio \(figure(reusedFPS / freshFPS))×")
    }
}
// Printed so the work is observable; the value itself means nothing.
print("checksum \(totalChecksum.isFinite ? "ok" : "not finite")")
