import CMotionBaseline
import MotionCompiler
import MotionRuntime

/// Sampling one eased scalar track (three keyframes, a cubic Bézier per segment, one of them
/// overshooting) through the runtime's layers — keyframes, track, a one-node timeline into a reused
/// frame — against the same work in C with Chromium's solver and the same segment lookup.
struct SamplingBench {
    struct Result {
        var keyframesNs: Double, trackNs: Double, timelineNs: Double, baselineNs: Double
        var allocationsPerFrame: Double
        var mostAllocating: String?
        var allocationCounting: Bool
        var samplingRatio: Double { keyframesNs / baselineNs }
        var frameRatio: Double { timelineNs / baselineNs }
    }

    static let values = [0.0, 1.0, 0.25]
    static let keyTimes = [0.0, 0.4, 1.0]
    static let curves: [(Double, Double, Double, Double)] = [(0.42, 0, 0.58, 1), (0.34, 1.56, 0.64, 1)]
    static let duration = 0.5
    /// Sample times: a 1 ms grid over the track, so every segment and both ends are visited.
    static let times = (0...500).map { Double($0) / 1000 }

    typealias Transition = (name: String, timeline: MotionTimeline, base: MotionFrame, duration: Double)

    static var functions: [MotionTimingFunction] {
        curves.map { MotionTimingFunction.cubicBezier(MotionCubicBezier($0.0, $0.1, $0.2, $0.3)) }
    }

    /// The measured track, and the one-node timeline that holds it alone.
    static func timeline() -> (track: MotionTrack, timeline: MotionTimeline) {
        let track = MotionTrack(node: 0, property: .opacity,
                                keyframes: MotionKeyframes(values.map(MotionValue.scalar), keyTimes: keyTimes,
                                                           timingFunctions: functions),
                                timing: MotionTiming(duration: duration))
        return (track, MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: duration, fill: .forwards),
                                                             children: [.track(track)])))
    }

    /// The one-node timeline's loop alone, `passes` times over the sample times, untimed: for counting
    /// its instructions (callgrind: the difference between two pass counts, over the samples between
    /// them, is one sample's cost without the setup).
    static func frameOnly(passes: Int) -> Double {
        let timeline = timeline().timeline
        let base = MotionFrame(nodeCount: 1)
        var frame = base
        var sum = 0.0
        for _ in 0..<passes {
            for t in times {
                timeline.sample(at: t, base: base, into: &frame)
                sum += frame.opacity[0]
            }
        }
        return sum
    }

    /// The keyframes' loop alone, as `frameOnly(passes:)` (the ratio to C's figure is the sampling one).
    static func keyframesOnly(passes: Int) -> Double {
        let keyframes = MotionKeyframes(values, keyTimes: keyTimes, timingFunctions: functions)
        var sum = 0.0
        for _ in 0..<passes {
            for t in times { sum += keyframes.value(at: t / duration, duration: duration) ?? 0 }
        }
        return sum
    }

    static func run(rounds: Int, transitions: [Transition]) -> (result: Result, checksum: Double) {
        let functions = functions
        let keyframes = MotionKeyframes(values, keyTimes: keyTimes, timingFunctions: functions)
        let (track, timeline) = timeline()
        let base = MotionFrame(nodeCount: 1)
        var frame = base

        var baselineCurves = curves.map { c -> MSBaselineBezier in
            var curve = MSBaselineBezier()
            ms_baseline_bezier_init(&curve, c.0, c.1, c.2, c.3)
            return curve
        }
        var checksum = 0.0
        var keyframesNs: [Double] = [], trackNs: [Double] = [], timelineNs: [Double] = [], baselineNs: [Double] = []
        let perSample = 1e9 / Double(times.count)
        for _ in 0..<rounds {
            keyframesNs.append(perSample / measure(minimum: 0.05) {
                var sum = 0.0
                for t in times { sum += keyframes.value(at: t / duration, duration: duration) ?? 0 }
                return sum
            }.rate)
            trackNs.append(perSample / measure(minimum: 0.05) {
                var sum = 0.0
                for t in times { sum += track.value(at: t)?.scalar ?? 0 }
                return sum
            }.rate)
            timelineNs.append(perSample / measure(minimum: 0.05) {
                var sum = 0.0
                for t in times {
                    timeline.sample(at: t, base: base, into: &frame)
                    sum += frame.opacity[0]
                }
                return sum
            }.rate)
            let count = values.count, curveCount = baselineCurves.count
            baselineNs.append(values.withUnsafeBufferPointer { valuesBuffer in
                keyTimes.withUnsafeBufferPointer { keyTimesBuffer in
                    baselineCurves.withUnsafeMutableBufferPointer { curvesBuffer in
                        var baseline = MSBaselineTrack(values: valuesBuffer.baseAddress, key_times: keyTimesBuffer.baseAddress,
                                                       curves: curvesBuffer.baseAddress, count: count,
                                                       curve_count: curveCount, duration: duration)
                        return perSample / measure(minimum: 0.05) {
                            var sum = 0.0
                            for t in times { sum += ms_baseline_track_value(&baseline, t) }
                            return sum
                        }.rate
                    }
                }
            })
        }
        checksum += frame.opacity[0]
        let median = { (xs: [Double]) in xs.sorted()[xs.count / 2] }
        let allocations = allocationsPerFrame(transitions)
        return (Result(keyframesNs: median(keyframesNs), trackNs: median(trackNs), timelineNs: median(timelineNs),
                       baselineNs: median(baselineNs), allocationsPerFrame: allocations.perFrame, mostAllocating: allocations.worst,
                       allocationCounting: ms_allocation_counting_available() != 0), checksum)
    }

    /// Heap allocations per `sample(at:base:into:)` over every transition of the given controls, at
    /// their 60 fps grids, into a frame allocated and written once before counting starts.
    static func allocationsPerFrame(_ transitions: [Transition]) -> (perFrame: Double, worst: String?) {
        var samples = 0
        var allocations: UInt64 = 0
        var worst: (name: String, count: UInt64)?
        for entry in transitions {
            // A frame of its own (a copy of `base` shares its storage until first written).
            var frame = MotionFrame(nodeCount: entry.base.nodeCount)
            entry.timeline.sample(at: 0, base: entry.base, into: &frame)
            let times = SampleTimes.grid(fps: 60, duration: entry.duration) ?? [0]
            let before = ms_allocation_count()
            for t in times { entry.timeline.sample(at: t, base: entry.base, into: &frame) }
            let made = ms_allocation_count() - before
            allocations += made
            samples += times.count
            if made > (worst?.count ?? 0) { worst = (entry.name, made) }
        }
        return (samples == 0 ? 0 : Double(allocations) / Double(samples), worst.map { "\($0.name) (\($0.count))" })
    }
}
