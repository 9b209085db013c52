import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionEmitters

/// How each target's emitter grows with the shapes of each feature family (`FeatureSpecs`): the
/// thread CPU time to emit a family's spec at `small` and at `large` shapes (the least of `rounds`
/// runs each), and the log-log slope between them. About 1 is linear; 2 is a cost per shape that grows
/// with the shapes, which the large spec alone would not show.
enum FeatureScaleBench {
    struct Row {
        var family: String
        /// Per target, the seconds at the small and the large size and the slope (nil when the spec failed).
        var targets: [(target: String, small: Double, large: Double, exponent: Double)?]
    }

    static func run(small: Int, large: Int, rounds: Int) -> [Row] {
        let targets = MotionEmitters.availableTargets()
        return FeatureSpecs.families.map { family in
            var row = Row(family: family, targets: [])
            guard let compiledSmall = compiled(family, shapes: small), let compiledLarge = compiled(family, shapes: large) else {
                row.targets = targets.map { _ in nil }
                return row
            }
            for target in targets {
                let a = seconds(compiledSmall, target: target, rounds: rounds), b = seconds(compiledLarge, target: target, rounds: rounds)
                guard let a, let b, a > 0, b > 0 else {
                    row.targets.append(nil)
                    continue
                }
                row.targets.append((target.rawValue, a, b, log(b / a) / log(Double(large) / Double(small))))
            }
            return row
        }
    }

    private static func compiled(_ family: String, shapes: Int) -> [Compilation]? {
        guard let text = FeatureSpecs.dsl(family, shapes: shapes) else { return nil }
        let compilations = Pipeline.runForEmitting([SourceFile(path: "\(family)-\(shapes).motion", bytes: Array(text.utf8))])
        return compilations.contains(where: \.hasErrors) ? nil : compilations
    }

    /// The least thread CPU time of `rounds` emits (nil when the emitter reports an error).
    private static func seconds(_ compilations: [Compilation], target: Target, rounds: Int) -> Double? {
        var best = Double.infinity
        for _ in 0..<max(rounds, 1) {
            var failed = false
            let time = threadCPUSeconds {
                failed = MotionEmitters.emit(compilations, targets: [target]).hasErrors
            }
            if failed { return nil }
            best = min(best, time)
        }
        return best
    }

    static func lines(_ rows: [Row], small: Int, large: Int) -> [String] {
        ["emit time against shapes per feature (\(small) → \(large) shapes, CPU ms, log-log slope):"] + rows.map { row in
            "  \(row.family): " + row.targets.map { entry in
                entry.map { "\($0.target) \(figure($0.small * 1e3)) → \(figure($0.large * 1e3)) (\(figure($0.exponent)))" } ?? "failed"
            }.joined(separator: ", ")
        }
    }

    /// `{"family": {"target": slope, …}, …}` and the largest slope.
    static func json(_ rows: [Row]) -> (exponents: String, worst: String) {
        let exponents = rows.map { row in
            "\"\(row.family)\": {" + row.targets.compactMap { $0.map { "\"\($0.target)\": \(jsonFigure($0.exponent))" } }.joined(separator: ", ") + "}"
        }
        let worst = rows.flatMap { $0.targets.compactMap { $0?.exponent } }.max()
        return ("{" + exponents.joined(separator: ", ") + "}", worst.map(jsonFigure) ?? "null")
    }
}
