import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import Testing
import TestSupport

/// `Pipeline.runForEmitting(_:jobs:)` and `MotionEmitters.emit(…, jobs:)`: specs checked and emitters
/// run side by side give exactly what one thread gives, file by file and in the same order, with the
/// same reports — for every spec and example, a spec with an error, and two specs whose outputs clash.
@Suite struct ParallelEmitTests {
    static func sources() throws -> [SourceFile] {
        let paths = try Repository.files(in: "specs", suffix: ".motion") + Repository.files(in: "examples", suffix: ".motion")
        var files = try paths.map(Repository.sourceFile)
        // A spec with an error emits nothing; the same base name as a spec before it clashes.
        files.append(SourceFile(path: "broken.motion", text: "control Broken {\n  size 10 x 10\n  shape s {\n    fil #ff0000\n  }\n}\n"))
        files.append(SourceFile(path: "elsewhere/flat-switch.motion", text: try Repository.read("specs/flat-switch.motion")))
        return files
    }

    /// Everything a run gives, in the order given: each file's path and contents, then each report's headlines.
    static func run(_ compilations: [Compilation], jobs: Int) -> [String] {
        var made: [String] = []
        let reports = MotionEmitters.emit(compilations, targets: Target.allCases, jobs: jobs) { file in
            made.append(file.path + "\n" + file.contents)
        }
        return made + reports.flatMap { report in [report.file.path] + headlines(report.diagnostics, in: report.file) }
    }

    @Test func sideBySideGivesWhatOneThreadGives() throws {
        let sources = try Self.sources()
        let compilations = Pipeline.runForEmitting(sources)
        for jobs in [2, 5] {
            let many = Pipeline.runForEmitting(sources, jobs: jobs)
            #expect(many.map(\.source.path) == sources.map(\.path))
            #expect(many.map(\.lowered) == compilations.map(\.lowered), "\(jobs) jobs: the same lowered controls")
            #expect(zip(many, compilations).allSatisfy { headlines($0.diagnostics, in: $0.source) == headlines($1.diagnostics, in: $1.source) })
        }
        let one = Self.run(compilations, jobs: 1)
        #expect(one.contains { $0.hasPrefix("broken.motion") }, "the broken spec is reported")
        #expect(one.contains { $0.contains("[MS3005]") }, "the clash is reported")
        #expect(one.count > 3 * 13, "every spec made files")
        for jobs in [2, 3, 8] {
            let many = Self.run(compilations, jobs: jobs)
            #expect(many == one, "\(jobs) jobs: first difference at \(Array(zip(many, one)).firstIndex { $0 != $1 } ?? min(many.count, one.count))")
        }
    }

    /// Nested groups as deep as the nesting limit lets a spec go, emitted on worker threads.
    @Test func deepNestingOnWorkerThreads() {
        let depth = NestingLimit.depth - 8
        var text = "control Deep {\n  size 10 x 10\n"
        for level in 0..<depth { text += "group g\(level) {\n" }
        text += "shape leaf {\n  path oval(0, 0, 10, 10)\n  fill #ff0000\n}\n"
        text += String(repeating: "}\n", count: depth)
        text += "  state off initial {\n    leaf.opacity 0\n    g0.scale 1\n  }\n  state on {\n    leaf.opacity 1\n    g0.scale 1.1\n  }\n"
        text += "  transition off -> on for 0.3s {\n    leaf.opacity 0 -> 1 for 0.3s ease-in-out\n    g0.scale 1 -> 1.1 for 0.3s linear\n  }\n}\n"
        let compilations = Pipeline.run([SourceFile(path: "deep.motion", text: text)])
        let one = Self.run(compilations, jobs: 1), three = Self.run(compilations, jobs: 3)
        #expect(three == one)
        #expect(one.filter { $0.hasPrefix("deep/") }.count >= 3, "\(one.prefix(3).map { $0.prefix(200) })")
    }
}
