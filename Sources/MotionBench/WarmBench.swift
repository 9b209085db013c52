import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// `--warm`: where the warm compile of every spec to every target (`all_specs_warm_ms`) spends its time.
/// Per spec, the front end and each target's emitter on its own, each the median of `rounds` runs in
/// CPU milliseconds (on a shared machine wall time counts the waits for a core too).
enum WarmBench {
    struct Row {
        var spec: String
        /// The front end, then each target, in milliseconds of CPU.
        var parts: [(name: String, ms: Double)]
    }

    static func run(paths: [String], rounds: Int) -> [Row] {
        var rows: [Row] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let file = SourceFile(path: path, bytes: [UInt8](data))
            let compilations = Pipeline.run([file])
            var parts = [("front end", medianCPUMs(rounds: rounds) { _ = Pipeline.run([file]) })]
            for target in MotionEmitters.availableTargets() {
                parts.append((target.rawValue, medianCPUMs(rounds: rounds) { _ = MotionEmitters.emit(compilations, targets: [target]) }))
            }
            rows.append(Row(spec: path, parts: parts))
        }
        return rows
    }

    /// One line per spec, then the totals per part.
    static func report(_ rows: [Row]) -> [String] {
        guard let names = rows.first?.parts.map(\.name) else { return [] }
        var lines = rows.map { row in row.spec + ": " + row.parts.map { "\($0.name) \(figure($0.ms)) ms" }.joined(separator: ", ") }
        let totals = names.indices.map { k in rows.reduce(0) { $0 + $1.parts[k].ms } }
        lines.append("all \(rows.count) specs (CPU, medians): " + zip(names, totals).map { "\($0) \(figure($1)) ms" }.joined(separator: ", ")
                     + "; sum \(figure(totals.reduce(0, +))) ms")
        return lines
    }

    private static func medianCPUMs(rounds: Int, _ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<max(rounds, 1) {
            let start = threadCPUSeconds()
            body()
            times.append((threadCPUSeconds() - start) * 1e3)
        }
        return times.sorted()[times.count / 2]
    }
}
