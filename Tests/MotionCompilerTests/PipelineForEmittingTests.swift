import Foundation
import MotionCompiler
import MotionDiagnostics
import Testing

/// `Pipeline.runForEmitting` gives the emitters what `Pipeline.run` gives them, without the trees.
struct PipelineForEmittingTests {
    static let specs = ["flat-switch.motion", "glossy-knob.motion.json", "play-pause.motion"]

    static func source(_ name: String) throws -> SourceFile {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../specs/\(name)")
        return SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
    }

    @Test(arguments: specs)
    func sameLoweredControlAndDiagnosticsWithoutTheTrees(_ name: String) throws {
        let source = try Self.source(name)
        let full = Pipeline.run(source)
        let emitting = try #require(Pipeline.runForEmitting([source]).first)
        #expect(full.lowered != nil)
        #expect(emitting.lowered == full.lowered)
        #expect(emitting.diagnostics == full.diagnostics)
        #expect(emitting.spec == nil && emitting.model == nil)
    }

    @Test func errorsAreReportedAsByRun() {
        for text in ["control {", "control T {\n  size 10 x 10\n  state on initial { a.opacity 1 }\n}\n",
                     "control T {\n  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n  transition off -> on for 1s { a.opacity 0 -> 0.5 }\n}\n"] {
            let source = SourceFile(path: "t.motion", text: text)
            let full = Pipeline.run(source)
            let emitting = Pipeline.runForEmitting([source])[0]
            #expect(!emitting.diagnostics.isEmpty)
            #expect(emitting.diagnostics == full.diagnostics)
            #expect(emitting.lowered == full.lowered)
        }
    }
}
