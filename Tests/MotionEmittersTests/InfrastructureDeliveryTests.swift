import MotionCompiler
import MotionDiagnostics
import Testing
import TestSupport
import MotionEmitters

/// `MotionEmitters.emit(…deliver:)`, which hands each file over as it is made instead of holding the
/// run's outputs: the same files and reports as the collecting `emit`, a clashing file reported and
/// never handed over.
@Suite struct InfrastructureDeliveryTests {
    static func delivered(_ sources: [SourceFile], targets: [Target], emitters: [any Emitter.Type])
        -> (files: [OutputFile], reports: [FileDiagnostics]) {
        var files: [OutputFile] = []
        let reports = MotionEmitters.emit(Pipeline.run(sources), targets: targets, options: EmitOptions(fps: 30), emitters: emitters) {
            files.append($0)
        }
        return (files, reports)
    }

    @Test func deliversWhatTheCollectingRunReturns() {
        let sources = [InfrastructureEmitTests.source("specs/one.motion", "One"), InfrastructureEmitTests.source("b/two.motion", "Two")]
        let emitters: [any Emitter.Type] = [EchoEmitter.self, PageEmitter.self]
        let collected = MotionEmitters.emit(Pipeline.run(sources), targets: [.css, .swift], options: EmitOptions(fps: 30), emitters: emitters)
        let streamed = Self.delivered(sources, targets: [.css, .swift], emitters: emitters)
        #expect(!collected.files.isEmpty)
        // In the order made: each spec's files together, targets in target order.
        #expect(streamed.files.map(\.path) == ["one/One.swift", "one/pages/one.html", "one/one.css", "two/Two.swift", "two/pages/two.html", "two/two.css"])
        #expect(streamed.files.sorted { $0.path < $1.path } == collected.files)
        #expect(streamed.reports.isEmpty && collected.reports.isEmpty)
    }

    @Test func aClashingFileIsReportedAndNotDelivered() {
        let sources = [InfrastructureEmitTests.source("x/switch.motion", "A"), InfrastructureEmitTests.source("y/switch.motion", "A")]
        let streamed = Self.delivered(sources, targets: [.swift], emitters: [EchoEmitter.self])
        #expect(streamed.files.map(\.path) == ["switch/A.swift"])
        #expect(streamed.files.first?.contents.contains("x/switch.motion") == true, "the first spec's file keeps the path")
        let lines = streamed.reports.flatMap { headlines($0.diagnostics, in: $0.file) }
        #expect(lines == ["y/switch.motion:1:1: error: this spec's output 'switch/A.swift' would overwrite that of 'x/switch.motion' [MS3005]"])
    }

    @Test func anErrorAfterDeliveredFilesIsReported() {
        let sources = [InfrastructureEmitTests.source("a.motion", "A"), InfrastructureEmitTests.source("b.motion", "B", description: "unsupported")]
        let streamed = Self.delivered(sources, targets: [.swift], emitters: [EchoEmitter.self])
        // The refused spec's emitter still made its file: handed over like the first, the caller drops both.
        #expect(streamed.files.map(\.path) == ["a/A.swift", "b/B.swift"])
        #expect(streamed.reports.contains { $0.hasErrors })
    }
}
