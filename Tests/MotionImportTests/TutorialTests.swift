import MotionCompiler
import MotionDiagnostics
import MotionEmitters
import MotionImport
import MotionSyntax
import Testing
import TestSupport

/// `specs/tutorial.md` stays true: its first spec is exactly what `import-svg` makes of the drawing it
/// names, and every spec in it compiles to every target without a diagnostic.
@Suite struct TutorialTests {
    static let steps: [String] = {
        guard let text = try? Repository.read("specs/tutorial.md") else { return [] }
        return text.components(separatedBy: "```motion\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }()

    @Test func theFirstStepIsTheImportedDrawing() throws {
        #expect(Self.steps.count == 5)
        let svg = try Repository.sourceFile("Tests/Fixtures/svg/tutorial-switch.svg")
        let outcome = SVGImport.run(svg)
        #expect(outcome.diagnostics.isEmpty)
        let imported = SourceFile(path: "switch.motion", text: try #require(outcome.spec))
        let printed = SpecParser.print(try #require(SpecParser.parse(imported).0), as: .dsl)
        #expect(printed == Self.steps.first)
    }

    @Test func everyStepCompilesToEveryTarget() {
        for (index, step) in Self.steps.enumerated() {
            let source = SourceFile(path: "step\(index + 1).motion", text: step)
            let output = MotionEmitters.emit(Pipeline.run([source]), targets: Target.allCases)
            #expect(output.reports.flatMap(\.diagnostics).isEmpty, "step \(index + 1): \(output.reports.flatMap { headlines($0.diagnostics, in: source) })")
            #expect(output.files.count >= 5, "step \(index + 1) wrote \(output.files.count) files")
        }
        // The finished switch overshoots (its timing curve runs past the end) and breathes while on.
        #expect(Self.steps.last?.contains("cubic-bezier(0.34, 1.56, 0.64, 1)") == true)
        #expect(Self.steps.last?.contains("loop for 2.4s {") == true)
    }
}
