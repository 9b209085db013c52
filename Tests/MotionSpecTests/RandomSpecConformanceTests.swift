import Foundation
import MotionSpecGenerator
import Testing
import TestSupport

/// Random valid specs (`MotionSpecGenerator`) played in every target against the runtime with the
/// conformance suite's machinery and bounds. A fixed-seed batch runs with every test run; the
/// environment runs more (`RandomSpecPlan`, `.ci/random-specs`). A failing spec is shrunk and written to
/// `.build/random-specs/shrunk/`, to be kept in `Tests/Fixtures/conformance/` with its fix.
@Suite(.serialized) struct RandomSpecConformanceTests {
    @Test func randomSpecsMoveAsTheRuntimeDoesInEveryTarget() throws {
        let plan = RandomSpecPlan.fromEnvironment()
        try? FileManager.default.removeItem(at: RandomSpecBatch.folder)
        try ConformanceRun.$folder.withValue(RandomSpecBatch.folder) {
            let started = Date()
            var done = 0
            var cases = 0
            var failing: [String] = []
            while case let seeds = plan.nextSeeds(done: done, elapsed: Date().timeIntervalSince(started)), !seeds.isEmpty {
                let specs = seeds.map { (name: "random-\($0)", spec: RandomSpecGenerator.spec(seed: $0)) }
                let (loaded, invalid) = try RandomSpecBatch.load(specs)
                for (name, problem) in invalid.sorted(by: { $0.key < $1.key }) {
                    Issue.record(Comment(rawValue: "the generator wrote a spec that does not check clean, \(name): \(problem)"))
                }
                let table = try ConformanceBatch.table(loaded, targets: plan.targets)
                try table.markdown().write(to: RandomSpecBatch.folder.appendingPathComponent("table-\(seeds[0]).md"),
                                           atomically: true, encoding: .utf8)
                cases += table.rows.count
                let failingTargets = RandomSpecBatch.failingTargets(table)
                let kinds = RandomSpecBatch.failureKinds(table)
                failing += specs.map(\.name).filter { failingTargets[$0] != nil }
                for (name, spec) in specs {
                    guard let targets = failingTargets[name] else { continue }
                    let first = table.failures.filter { $0.hasPrefix(name + " ") || $0.contains("first \(name) ") }
                    print("random specs: \(name) fails; shrinking:\n" + first.prefix(6).joined(separator: "\n"))
                    let shrunk = try RandomSpecBatch.shrink(spec, name: name, failing: targets, kinds: kinds[name] ?? [],
                                                            seconds: plan.shrinkSeconds)
                    try FileManager.default.createDirectory(at: RandomSpecBatch.shrunkFolder, withIntermediateDirectories: true)
                    let file = RandomSpecBatch.shrunkFolder.appendingPathComponent("\(name).motion")
                    try shrunk.spec.dsl().write(to: file, atomically: true, encoding: .utf8)
                    Issue.record(Comment(rawValue: "\(name) fails in \(targets.map(\.rawValue).sorted().joined(separator: ", ")); "
                        + "shrunk to \(file.path):\n\(shrunk.spec.dsl())\n"
                        + (shrunk.failures.isEmpty ? first : shrunk.failures).prefix(6).joined(separator: "\n")))
                }
                done += seeds.count
            }
            let seconds = Date().timeIntervalSince(started)
            print(RandomSpecBatch.summary(specs: done, firstSeed: plan.firstSeed, cases: cases, failing: failing, seconds: seconds))
            #expect(done > 0)
        }
    }

    @Test func theSameSeedGivesTheSameSpec() {
        #expect(RandomSpecGenerator.spec(seed: 42).dsl() == RandomSpecGenerator.spec(seed: 42).dsl())
        #expect(RandomSpecGenerator.spec(seed: 42).dsl() != RandomSpecGenerator.spec(seed: 43).dsl())
    }

    @Test func theSummaryGivesRatesAndTheFailingSpecs() {
        let line = RandomSpecBatch.summary(specs: 16, firstSeed: 9, cases: 400, failing: ["random-12"], seconds: 80)
        #expect(line == "random specs: 16 specs (seeds 9…24), 400 cases, 80 s: 0.200 specs/s, 5.000 cases/s; 1 failing: random-12")
        #expect(RandomSpecBatch.summary(specs: 0, firstSeed: 1, cases: 0, failing: [], seconds: 0).hasSuffix("- specs/s, - cases/s; 0 failing"))
    }

    @Test func thePlanCountsAndTimes() {
        let counted = RandomSpecPlan.fromEnvironment(["MOTIONSPEC_RANDOM_SPECS": "10", "MOTIONSPEC_RANDOM_SEED": "5"])
        #expect(counted.nextSeeds(done: 0, elapsed: 0) == Array(5...12))
        #expect(counted.nextSeeds(done: 8, elapsed: 1e6) == [13, 14])
        #expect(counted.nextSeeds(done: 10, elapsed: 0).isEmpty)
        let timed = RandomSpecPlan.fromEnvironment(["MOTIONSPEC_RANDOM_SECONDS": "60"])
        #expect(timed.nextSeeds(done: 800, elapsed: 59).count == RandomSpecPlan.batchSize)
        #expect(timed.nextSeeds(done: 800, elapsed: 60).isEmpty)
        #expect(timed.targets == Set(ConformanceTarget.allCases))
        #expect(RandomSpecPlan.fromEnvironment(["MOTIONSPEC_RANDOM_TARGETS": "css, lottie-web"]).targets == [.css, .lottieWeb])
        #expect(RandomSpecPlan.targets(named: "chrome") == Set(ConformanceTarget.allCases))
    }
}
