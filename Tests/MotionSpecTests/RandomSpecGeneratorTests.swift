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

    @Test func theSpecsCoverLoopsAndReverses() {
        let specs = Self.seeds.map { RandomSpecGenerator.spec(seed: $0) }
        let loops = specs.flatMap { $0.states.compactMap(\.loop) }
        let text = specs.map { $0.dsl() }.joined(separator: "\n")
        let features: [(String, Bool)] = [
            ("a loop with a period", loops.contains { $0.timing.duration != nil }),
            ("a loop whose period its tracks give", loops.contains { $0.timing.duration == nil }),
            ("a loop with a timing function", loops.contains { !$0.timing.functions.isEmpty }),
            ("an autoreversing loop", loops.contains { $0.timing.autoreverse }),
            ("a loop with a group", loops.contains { !Self.groups($0.items).isEmpty }),
            ("a loop in the initial state", specs.contains { $0.states.contains { $0.initial && $0.loop != nil } }),
            ("a loop in another state", specs.contains { $0.states.contains { !$0.initial && $0.loop != nil } }),
            ("a loop with a spring", loops.contains { Self.tracks($0.items).contains { $0.timing.functions.contains { $0.hasPrefix("spring") } } }),
            ("a loop track that repeats", loops.contains { Self.tracks($0.items).contains { $0.timing.repeatCount != nil } }),
            ("a reverse with a duration", specs.contains { $0.transitions.contains { $0.reverses && $0.duration != nil } }),
            ("a reverse without one", specs.contains { $0.transitions.contains { $0.reverses && $0.duration == nil } }),
            ("a reverse with a timing function", specs.contains { $0.transitions.contains { $0.reverses && !$0.functions.isEmpty } }),
            ("a reverse of a transition with groups", specs.contains { Self.originals($0).contains { !Self.groups($0.items).isEmpty } }),
            ("a reverse beside a transition from '*'", specs.contains { spec in
                spec.transitions.contains { r in r.reverses && spec.transitions.contains { $0.from == nil && $0.to == r.to } } }),
        ]
        for (feature, found) in features { #expect(found, "no generated spec has \(feature)") }
        #expect(text.contains(" reverses st"))
        #expect(!loops.contains { Self.tracks($0.items).contains { $0.values.contains(.current) } }, "a loop has no 'current' (MS2063)")
    }

    /// The transitions a reverse plays backwards.
    static func originals(_ spec: RandomSpec) -> [RandomTransition] {
        spec.transitions.filter { o in !o.reverses && spec.transitions.contains { $0.reverses && $0.from == o.to && $0.to == o.from } }
    }

    static func groups(_ items: [RandomItem]) -> [RandomGroup] {
        items.compactMap { item -> RandomGroup? in
            if case .group(let g) = item { return g }
            return nil
        }
    }

    static func tracks(_ items: [RandomItem]) -> [RandomTrack] {
        items.flatMap { item -> [RandomTrack] in
            switch item {
            case .track(let t): [t]
            case .group(let g): tracks(g.items)
            }
        }
    }

    @Test func shrinkingMakesSmallerSpecsThatStillCheck() {
        let spec = RandomSpecGenerator.spec(seed: 7)
        let candidates = RandomSpecShrinker.candidates(spec)
        #expect(!candidates.isEmpty)
        #expect(candidates.allSatisfy { $0.dsl().count < spec.dsl().count || $0.dsl() != spec.dsl() })
        #expect(candidates.contains { Self.check($0).isEmpty })
    }

    @Test func shrinkingDropsLoopsAndReversesAndLeavesNoReverseWithoutItsOriginal() throws {
        let spec = try #require(Self.seeds.lazy.map { RandomSpecGenerator.spec(seed: $0) }.first { spec in
            spec.states.contains { $0.loop != nil } && spec.transitions.contains(where: \.reverses)
        })
        let candidates = RandomSpecShrinker.candidates(spec)
        let loops = spec.states.filter { $0.loop != nil }.count
        #expect(candidates.contains { $0.states.filter { $0.loop != nil }.count == loops - 1 })
        #expect(candidates.contains { $0.transitions.filter(\.reverses).count < spec.transitions.filter(\.reverses).count })
        for candidate in candidates {
            for r in candidate.transitions where r.reverses {
                #expect(candidate.transitions.contains { !$0.reverses && $0.from == r.to && $0.to == r.from },
                        "a candidate reverses a transition it no longer has:\n\(candidate.dsl())")
            }
        }
        #expect(candidates.contains { $0.states.contains { $0.loop != nil } && Self.check($0).isEmpty })
    }
}
