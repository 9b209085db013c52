import MotionCompiler
import MotionDiagnostics
import MotionSpecGenerator
import Testing
import TestSupport

/// The generator's promise, checked in process on many seeds: every spec it writes checks clean, and
/// together they use every feature the random batch is meant to cover.
struct RandomSpecGeneratorTests {
    static let seeds: ClosedRange<UInt64> = 1...300

    static func check(_ spec: RandomSpec) -> [String] {
        let file = SourceFile(path: "\(spec.name).motion", bytes: Array(spec.dsl().utf8))
        let compilation = Pipeline.run(file)
        return headlines(compilation.diagnostics.filter { $0.severity == .error }, in: file)
    }

    @Test func everyGeneratedSpecChecksClean() {
        for seed in Self.seeds {
            let spec = RandomSpecGenerator.spec(seed: seed)
            let errors = Self.check(spec)
            #expect(errors.isEmpty, "seed \(seed): \(errors.prefix(3))\n\(spec.dsl())")
        }
    }

    @Test func theSpecsCoverEveryFeature() {
        let text = Self.seeds.map { RandomSpecGenerator.spec(seed: $0).dsl() }.joined(separator: "\n")
        let features = [
            "oval(", "rect(", "roundedRect(", "arc(", "line(", "polyline(", "polygon(", "svg(\"", " C ", " Q ", " A ",
            ".opacity ", ".position ", ".anchor ", ".scale ", ".rotation ", ".strokeStart ", ".strokeEnd ", ".trimOffset ",
            ".lineWidth ", ".strokeColor ", ".fillColor ",
            "discrete [", "paced [", "cubic [", "keys [", "timing [",
            "cubic-bezier(", "jump-start", "jump-end", "jump-none", "jump-both", "spring(response:", "spring(mass:",
            " at ", "repeat 2", "repeat 1.5", "autoreverse", "fill none", "fill forwards", "fill backwards", "fill both",
            "group for", "current ->", "transition * ->", "group g0 {",
        ]
        for feature in features { #expect(text.contains(feature), "no generated spec has \(feature)") }
    }

    @Test func shrinkingMakesSmallerSpecsThatStillCheck() {
        let spec = RandomSpecGenerator.spec(seed: 7)
        let candidates = RandomSpecShrinker.candidates(spec)
        #expect(!candidates.isEmpty)
        #expect(candidates.allSatisfy { $0.dsl().count < spec.dsl().count || $0.dsl() != spec.dsl() })
        #expect(candidates.contains { Self.check($0).isEmpty })
    }
}
