import Foundation
import MotionSpecGenerator
import TestSupport

/// How many random specs to play: a fixed-seed batch by default (what `.ci/test` runs), or as many
/// or for as long as the environment asks (`.ci/random-specs`):
/// `MOTIONSPEC_RANDOM_SPECS` (a count), `MOTIONSPEC_RANDOM_SECONDS` (go on until that time has passed),
/// `MOTIONSPEC_RANDOM_SEED` (the first seed; seeds count up from it), `MOTIONSPEC_RANDOM_SHRINK_SECONDS`
/// (the time to shrink each failing spec, 900 by default; 0 reports it unshrunk), `MOTIONSPEC_RANDOM_TARGETS`
/// (the targets to play, comma-separated table names such as `css`: a search for one target's failures
/// runs no other consumer; every target by default).
struct RandomSpecPlan {
    static let defaultCount = 8
    static let defaultSeed: UInt64 = 1
    /// Specs per consumer run: Chromium, the Swift driver and the Lottie reader start once per batch.
    static let batchSize = 8

    var firstSeed: UInt64
    var count: Int?
    var seconds: Double?
    var shrinkSeconds = 900.0
    var targets = Set(ConformanceTarget.allCases)

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RandomSpecPlan {
        let seconds = environment["MOTIONSPEC_RANDOM_SECONDS"].flatMap(Double.init)
        let count = environment["MOTIONSPEC_RANDOM_SPECS"].flatMap(Int.init)
        return RandomSpecPlan(firstSeed: environment["MOTIONSPEC_RANDOM_SEED"].flatMap(UInt64.init) ?? defaultSeed,
                              count: count ?? (seconds == nil ? defaultCount : nil), seconds: seconds,
                              shrinkSeconds: environment["MOTIONSPEC_RANDOM_SHRINK_SECONDS"].flatMap(Double.init) ?? 900,
                              targets: environment["MOTIONSPEC_RANDOM_TARGETS"].map(targets(named:)) ?? Set(ConformanceTarget.allCases))
    }

    /// The targets a comma-separated list names; every target when it names none.
    static func targets(named list: String) -> Set<ConformanceTarget> {
        let named = Set(list.split(separator: ",").compactMap { ConformanceTarget(rawValue: $0.trimmingCharacters(in: .whitespaces)) })
        return named.isEmpty ? Set(ConformanceTarget.allCases) : named
    }

    /// The seeds of the next batch after `done` specs, `elapsed` seconds in; empty when finished.
    func nextSeeds(done: Int, elapsed: Double) -> [UInt64] {
        if let seconds, elapsed >= seconds { return [] }
        let size = count.map { min(Self.batchSize, $0 - done) } ?? Self.batchSize
        guard size > 0 else { return [] }
        return (0..<size).map { firstSeed + UInt64(done + $0) }
    }
}

/// Random specs written as files and played by the conformance suite's machinery.
enum RandomSpecBatch {
    static let folder = Repository.url(".build/random-specs")
    static let specsFolder = ".build/random-specs/specs"
    static let shrunkFolder = Repository.url(".build/random-specs/shrunk")

    /// Writes each spec as `<name>.motion` and loads it for the suite; a spec that does not check
    /// clean is the generator's mistake, returned with its diagnostics.
    static func load(_ specs: [(name: String, spec: RandomSpec)]) throws -> (loaded: [ConformanceSpec], invalid: [String: String]) {
        try FileManager.default.createDirectory(at: Repository.url(specsFolder), withIntermediateDirectories: true)
        var loaded: [ConformanceSpec] = []
        var invalid: [String: String] = [:]
        for (name, spec) in specs {
            let path = "\(specsFolder)/\(name).motion"
            try spec.dsl().write(to: Repository.url(path), atomically: true, encoding: .utf8)
            do { loaded.append(try ConformanceSpec.load(path)) } catch { invalid[name] = "\(error)" }
        }
        return (loaded, invalid)
    }

    /// What fails, per spec name: target, kind of case and property (`css|interrupt|transform`), so that
    /// shrinking keeps a failure of the same kind rather than any failure.
    static func failureKinds(_ table: ConformanceTable) -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for row in table.rows {
            let kind = row.title.hasPrefix("state ") ? "state" : row.title.contains("@") ? "interrupt" : "transition"
            for (target, cell) in row.cells where !cell.passes {
                let property = cell.worst.map { String($0.property.split(separator: ".").last ?? "") } ?? "problem"
                out[row.spec, default: []].insert("\(target.rawValue)|\(kind)|\(property)")
            }
        }
        return out
    }

    /// The closing line of a run: specs (executions) and cases, each per second, and the specs that failed.
    static func summary(specs: Int, firstSeed: UInt64, cases: Int, failing: [String], seconds: Double) -> String {
        func rate(_ n: Int) -> String { seconds > 0 ? String(format: "%.3f", Double(n) / seconds) : "-" }
        return "random specs: \(specs) specs (seeds \(firstSeed)…\(firstSeed + UInt64(max(specs, 1)) - 1)), \(cases) cases, "
            + "\(Int(seconds.rounded())) s: \(rate(specs)) specs/s, \(rate(cases)) cases/s; "
            + "\(failing.count) failing\(failing.isEmpty ? "" : ": " + failing.joined(separator: ", "))"
    }

    /// The targets whose cells fail, per spec name.
    static func failingTargets(_ table: ConformanceTable) -> [String: Set<ConformanceTarget>] {
        var out: [String: Set<ConformanceTarget>] = [:]
        for row in table.rows {
            for (target, cell) in row.cells where !cell.passes { out[row.spec, default: []].insert(target) }
        }
        return out
    }

    /// Shrinks a failing spec: each round plays every one-step-smaller variant that checks clean in one
    /// batch (measuring only the failing targets) and keeps the first that still fails in the same way (a
    /// kind of `failureKinds`), until none does or
    /// `rounds` have run. Returns the smallest failing spec and its table rows' failures.
    static func shrink(_ spec: RandomSpec, name: String, failing: Set<ConformanceTarget>, kinds: Set<String>, rounds: Int = 40,
                       seconds: Double = 900) throws -> (spec: RandomSpec, failures: [String]) {
        var current = spec
        var failures: [String] = []
        let started = Date()
        for round in 0..<rounds where Date().timeIntervalSince(started) < seconds {
            // Every candidate plays in one compile, so each gets a control name of its own.
            var seen = Set<RandomSpec>()
            let candidates = RandomSpecShrinker.candidates(current).filter { seen.insert($0).inserted }
            guard !candidates.isEmpty else { break }
            let named = candidates.enumerated().map { offset, candidate in
                var renamed = candidate
                renamed.name = "\(candidate.name)R\(round)C\(offset)"
                return (name: "\(name)-r\(round)-\(offset)", spec: renamed)
            }
            let (loaded, _) = try load(named)
            guard !loaded.isEmpty else { break }
            let table = try ConformanceBatch.table(loaded, targets: failing)
            let failingNow = failureKinds(table)
            guard let next = named.first(where: { !(failingNow[$0.name] ?? []).isDisjoint(with: kinds) }) else { break }
            current = next.spec
            failures = table.failures.filter { $0.hasPrefix(next.name + " ") || $0.contains("first \(next.name) ") }
        }
        return (current, failures)
    }
}
