import Foundation
import MotionDiagnostics
import MotionEmitters

// MotionBench: `swift run -c release MotionBench [--quick] [SPEC…]` (default specs: those in specs/).
// Figures, never pass/fail: each ratio is against a baseline measured in the same run. The last line is
// one JSON object with every figure, for tools.
//   sampling    one eased track in the runtime against the same work in C (Chromium's solver)
//   allocations heap allocations per `sample(into:)` over every transition of the specs
//   front end   parse + check + lower of a 10,000-shape JSON spec against JSONSerialization on its bytes
//   scale       compiling 1,000 … 10,000 shapes to every target, each in its own process: time, slope, memory
//   specs       per spec, parse + check + lower, and sampling into a reused frame against a new frame
//               per sample; all specs to every target in one warm process
//   sizes       bytes raw and gzip per target of the specs and of examples/

let arguments = Array(CommandLine.arguments.dropFirst())
// `--compile-child SHAPES [--jobs N] [TARGET…]`: one size compiled in this process (the scale figure's child),
// N emitters at once (1); with targets named (`lottie`, `swift`, `css`), only those, to measure a change to one emitter.
if arguments.first == "--compile-child", arguments.count >= 2, let shapes = Int(arguments[1]) {
    var rest = Array(arguments.dropFirst(2)), jobs = 1
    if rest.first == "--jobs", rest.count >= 2, let count = Int(rest[1]), count >= 1 {
        jobs = count
        rest.removeFirst(2)
    }
    let named = rest.compactMap(Target.init(rawValue:))
    guard named.count == rest.count else {
        print("unknown target among \(rest.joined(separator: " ")); targets: "
              + MotionEmitters.availableTargets().map(\.rawValue).joined(separator: ", "))
        exit(64)
    }
    exit(ScaleBench.child(shapes: shapes, targets: named.isEmpty ? MotionEmitters.availableTargets() : named, jobs: jobs))
}
// `--frontend [SHAPES]`: the front-end figure alone (10,000 shapes, 7 rounds), to measure a change to it.
if arguments.first == "--frontend" {
    guard let front = FrontendBench.run(shapes: arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000, rounds: 7) else {
        print("front end: the generated spec did not check")
        exit(1)
    }
    print(FrontendBench.line(front))
    exit(0)
}
// `--frame-only [PASSES]`: the one-node `sample(into:)` loop alone, untimed, PASSES (100) times over its 501
// sample times, for callgrind (run two pass counts: their difference is the loop's cost without the setup).
if arguments.first == "--frame-only" {
    let passes = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
    print("checksum \(SamplingBench.frameOnly(passes: passes))")
    exit(0)
}
// `--keyframes-only [PASSES]`: the same for the keyframes' loop (`MotionKeyframes.value(at:duration:)`).
if arguments.first == "--keyframes-only" {
    let passes = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
    print("checksum \(SamplingBench.keyframesOnly(passes: passes))")
    exit(0)
}
let quick = arguments.contains("--quick")
// `--warm`: the warm all-specs compile split by spec, front end and target (CPU), to find what dominates it.
if arguments.contains("--warm") {
    let paths = arguments.filter { !$0.hasPrefix("--") }
    let specs = paths.isEmpty ? ((try? FileManager.default.contentsOfDirectory(atPath: "specs")) ?? [])
        .filter { $0.hasSuffix(".motion") }.sorted().map { "specs/" + $0 } : paths
    for line in WarmBench.report(WarmBench.run(paths: specs, rounds: quick ? 3 : 9)) { print(line) }
    exit(0)
}
// `--features [SMALL LARGE]`: emit time against shapes per feature family and target alone.
if arguments.first == "--features" {
    let sizes = arguments.dropFirst().compactMap { Int($0) }
    let small = sizes.count == 2 ? sizes[0] : 100, large = sizes.count == 2 ? sizes[1] : 400
    for line in FeatureScaleBench.lines(FeatureScaleBench.run(small: small, large: large, rounds: 3), small: small, large: large) { print(line) }
    exit(0)
}
// `--sampling`: the specs' sampling and the sampling figures alone (nine rounds), to measure a change to the runtime.
let samplingOnly = arguments.contains("--sampling")
var specPaths = arguments.filter { !$0.hasPrefix("--") }
if specPaths.isEmpty {
    specPaths = ((try? FileManager.default.contentsOfDirectory(atPath: "specs")) ?? [])
        .filter { $0.hasSuffix(".motion") }.sorted().map { "specs/" + $0 }
}
#if DEBUG
print("warning: a debug build; run `swift run -c release MotionBench` for meaningful figures")
#endif

var json: [(String, String)] = []
var checksum = 0.0

// The specs: per-spec figures, and their transitions for the allocation count.
let specs = SpecsBench.run(paths: specPaths)
checksum += specs.checksum

// Sampling against C.
let sampling = SamplingBench.run(rounds: samplingOnly ? 9 : quick ? 3 : 7, transitions: specs.timelines)
checksum += sampling.checksum
let s = sampling.result
print("sampling one eased track: keyframes \(figure(s.keyframesNs)) ns, track \(figure(s.trackNs)) ns, "
      + "one-node timeline sample(into:) \(figure(s.timelineNs)) ns; C (Chromium's UnitBezier) \(figure(s.baselineNs)) ns")
print("  ratios to C: keyframes \(figure(s.samplingRatio))×, timeline \(figure(s.frameRatio))×")
print("allocations per sample(into:) over every transition of \(specPaths.count) specs: "
      + (s.allocationCounting ? figure(s.allocationsPerFrame) : "not counted (no glibc malloc to interpose)")
      + (s.mostAllocating.map { "; most in \($0)" } ?? ""))
json += [("sampling_ns", jsonFigure(s.keyframesNs)), ("track_ns", jsonFigure(s.trackNs)),
         ("frame_ns", jsonFigure(s.timelineNs)), ("c_baseline_ns", jsonFigure(s.baselineNs)),
         ("sampling_ratio_vs_c", jsonFigure(s.samplingRatio)), ("frame_ratio_vs_c", jsonFigure(s.frameRatio)),
         ("allocations_per_frame", s.allocationCounting ? jsonFigure(s.allocationsPerFrame) : "null")]
if samplingOnly {
    print("checksum \(checksum.isFinite ? "ok" : "not finite")")
    print("{" + json.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    exit(0)
}

// The front end against Foundation.
let frontShapes = quick ? 1_000 : 10_000
if let front = FrontendBench.run(shapes: frontShapes, rounds: quick ? 1 : 3) {
    let ratio = front.frontEndSeconds / front.foundationSeconds
    print(FrontendBench.line(front))
    json += [("frontend_shapes", String(front.shapes)), ("frontend_bytes", String(front.bytes)),
             ("frontend_ms", jsonFigure(front.frontEndSeconds * 1e3)),
             ("foundation_ms", jsonFigure(front.foundationSeconds * 1e3)), ("frontend_ratio_vs_foundation", jsonFigure(ratio)),
             ("frontend_parse_ms", jsonFigure(front.parseSeconds * 1e3)), ("frontend_json_ms", jsonFigure(front.jsonSeconds * 1e3)),
             ("frontend_check_ms", jsonFigure(front.checkSeconds * 1e3)),
             ("frontend_lower_ms", jsonFigure(front.lowerSeconds * 1e3))]
} else {
    print("front end: the generated spec did not check")
}

// Compile time against size.
let sizes = quick ? [100, 1_000] : [1_000, 3_000, 10_000]
let limit = quick ? 60.0 : 150.0
var points: [ScaleBench.Point] = []
for shapes in sizes {
    let point = ScaleBench.measure(shapes: shapes, limit: limit)
    points.append(point)
    if let seconds = point.seconds {
        print("compile \(shapes) shapes to every target: \(figure(seconds)) s, peak memory \(figure(Double(point.peakBytes ?? 0) / 1e6)) MB ("
              + point.phases.map { "\($0.name) \(figure($0.seconds)) s" }.joined(separator: ", ") + ")")
        print("  CPU \(figure(point.phases.reduce(0) { $0 + $1.cpuSeconds })) s ("
              + point.phases.map { "\($0.name) \(figure($0.cpuSeconds)) s" }.joined(separator: ", ") + "); peak memory by phase: "
              + point.phases.map { "\($0.name) \(figure(Double($0.peakBytes) / 1e6)) MB" }.joined(separator: ", "))
        if !point.alone.isEmpty {
            print("  each target alone on one thread, CPU: "
                  + point.alone.map { "\($0.name) \(figure($0.cpuSeconds)) s" }.joined(separator: ", ")
                  + "; sum \(figure(point.alone.reduce(0) { $0 + $1.cpuSeconds })) s")
        }
    } else {
        print("compile \(shapes) shapes to every target: \(point.note ?? "failed")")
        break
    }
}
let exponent = ScaleBench.exponent(points)
print("compile time grows as size^\(exponent.map(figure) ?? "?") from \(points.first?.shapes ?? 0) to \(points.last(where: { $0.seconds != nil })?.shapes ?? 0) shapes")
// The emitters alone (the front end is measured above on its own).
let emitPoints = points.map { point in
    ScaleBench.Point(shapes: point.shapes, seconds: point.seconds.map { _ in point.phases.dropFirst().reduce(0) { $0 + $1.seconds } })
}
let emitExponent = ScaleBench.exponent(emitPoints)
print("the emitters alone grow as size^\(emitExponent.map(figure) ?? "?")")
let largest = points.first { $0.shapes == 10_000 }
// The largest size again with two emitters at once (`motionspec compile --jobs 2`): time against memory.
let parallel = largest.map { ScaleBench.measure(shapes: $0.shapes, jobs: 2, limit: limit) }
if let parallel, let seconds = parallel.seconds {
    print("compile \(parallel.shapes) shapes to every target, 2 jobs: \(figure(seconds)) s, peak memory "
          + "\(figure(Double(parallel.peakBytes ?? 0) / 1e6)) MB (emit \(figure(parallel.phases.last?.seconds ?? 0)) s, "
          + "CPU \(figure(parallel.phases.reduce(0) { $0 + $1.cpuSeconds })) s)")
}
json += [("scale_exponent", exponent.map(jsonFigure) ?? "null"), ("emit_scale_exponent", emitExponent.map(jsonFigure) ?? "null"),
         ("scale_sizes", "[" + points.map { String($0.shapes) }.joined(separator: ",") + "]"),
         ("scale_seconds", "[" + points.map { $0.seconds.map(jsonFigure) ?? "null" }.joined(separator: ",") + "]"),
         ("compile_10k_seconds", largest?.seconds.map(jsonFigure) ?? "null"),
         ("compile_10k_phases", "{" + (largest?.phases ?? []).map { "\"\($0.name)\": \(jsonFigure($0.seconds))" }.joined(separator: ", ") + "}"),
         ("compile_10k_cpu_seconds", largest.map { jsonFigure($0.phases.reduce(0) { $0 + $1.cpuSeconds }) } ?? "null"),
         ("compile_10k_phase_cpu_seconds", "{" + (largest?.phases ?? []).map { "\"\($0.name)\": \(jsonFigure($0.cpuSeconds))" }.joined(separator: ", ") + "}"),
         ("compile_10k_target_cpu_seconds", "{" + (largest?.alone ?? []).map { "\"\($0.name)\": \(jsonFigure($0.cpuSeconds))" }.joined(separator: ", ") + "}"),
         ("compile_10k_phase_peak_mb", "{" + (largest?.phases ?? []).map { "\"\($0.name)\": \(jsonFigure(Double($0.peakBytes) / 1e6))" }.joined(separator: ", ") + "}"),
         ("peak_rss_10k_mb", largest?.peakBytes.map { jsonFigure(Double($0) / 1e6) } ?? "null"),
         ("compile_10k_2_jobs_seconds", parallel?.seconds.map(jsonFigure) ?? "null"),
         ("peak_rss_10k_2_jobs_mb", parallel?.peakBytes.map { jsonFigure(Double($0) / 1e6) } ?? "null")]

// Every spec to every target in one warm process.
let warm = SpecsBench.allTargets(paths: specPaths, rounds: quick ? 3 : 9)
print("all \(specPaths.count) specs to every target: first run \(figure(warm.coldMs)) ms, warm \(figure(warm.warmMs)) ms (CPU \(figure(warm.warmCPUMs)) ms)")
let warmTwo = SpecsBench.allTargets(paths: specPaths, rounds: quick ? 3 : 9, jobs: 2)
print("  with 2 jobs: warm \(figure(warmTwo.warmMs)) ms (CPU \(figure(warmTwo.warmCPUMs)) ms)")
json += [("all_specs_cold_ms", jsonFigure(warm.coldMs)), ("all_specs_warm_ms", jsonFigure(warm.warmMs)),
         ("all_specs_warm_cpu_ms", jsonFigure(warm.warmCPUMs)), ("all_specs_warm_2_jobs_ms", jsonFigure(warmTwo.warmMs))]

// Each feature family's emit time against shapes, per target.
let featureSizes = quick ? (small: 50, large: 100) : (small: 100, large: 400)
let features = FeatureScaleBench.run(small: featureSizes.small, large: featureSizes.large, rounds: quick ? 1 : 3)
for line in FeatureScaleBench.lines(features, small: featureSizes.small, large: featureSizes.large) { print(line) }
let featureJSON = FeatureScaleBench.json(features)
json += [("feature_scale_exponents", featureJSON.exponents), ("feature_scale_worst_exponent", featureJSON.worst)]

// Output sizes: the specs, and the examples beside them.
let examplePaths = ((try? FileManager.default.contentsOfDirectory(atPath: "examples")) ?? [])
    .filter { $0.hasSuffix(".motion") }.sorted().map { "examples/" + $0 }
let outputSizes = SizeBench.run(paths: specPaths + examplePaths.filter { !specPaths.contains($0) })
for line in SizeBench.report(outputSizes) { print(line) }
json += [("output_bytes", SizeBench.json(outputSizes))]

// Printed so the work is observable; the value itself means nothing.
print("checksum \(checksum.isFinite ? "ok" : "not finite")")
print("{" + json.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
