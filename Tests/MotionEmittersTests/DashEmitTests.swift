import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import Testing
import TestSupport
@testable import MotionEmitters

/// Dashed strokes in the Swift, CSS and Lottie outputs: `specs/marching-ants.motion` (a dashed border
/// whose phase a loop moves) and a dashed stroke that is also trimmed.
@Suite struct DashEmitTests {
    static let ants = "specs/marching-ants.motion"

    static func emit(_ text: String, target: Target) -> [Diagnostic] {
        let source = SourceFile(path: "dash.motion", text: text)
        return MotionEmitters.emit(Pipeline.run([source]), targets: [target]).reports.flatMap(\.diagnostics)
    }

    static let trimmedDash = """
        control T {
          size 40 x 40
          shape line {
            path line((4, 20), (36, 20))
            stroke black, width: 2
            dash [4, 2]
            trim 0 .. 0.5
          }
          state a initial { }
        }
        """

    @Test func swiftCarriesThePatternInTheScene() throws {
        let lowered = try #require(Pipeline.run(try Repository.sourceFile(Self.ants)).lowered)
        let result = SwiftEmitter.emit(lowered, options: EmitOptions(sourcePath: Self.ants, baseName: "marching-ants"), templates: .builtIn)
        let swift = result.files.map(\.contents).joined()
        #expect(swift.contains("MotionNode(name: nodeNames[1], path: paths[1], base: values[1], parent: nil, isGroup: false, dashPattern: [5, 3]),"))
        #expect(swift.contains("MotionNode(name: nodeNames[0], path: paths[0], base: values[0], parent: nil, isGroup: false),"))
    }

    @Test func cssWritesThePatternAndThePhaseInTheStrokesUnits() throws {
        let lowered = try #require(Pipeline.run(try Repository.sourceFile(Self.ants)).lowered)
        let result = CSSEmitter.emit(lowered, options: EmitOptions(sourcePath: Self.ants, baseName: "marching-ants"), templates: .builtIn)
        let css = try #require(result.files.first { $0.path == "marching-ants.css" }).contents
        let svg = try #require(result.files.first { $0.path == "marching-ants.svg" }).contents
        // 16× the shape's units (CSSStrokeScale), with no pathLength to turn them into fractions.
        #expect(css.contains("#marching-ants-border-stroke { stroke-dasharray: 80 48; }"))
        #expect(css.contains("{ stroke-dashoffset: -128; }"), "the loop's last phase, -8 × 16")
        let element = try #require(svg.split(separator: "\n").first { $0.contains("id=\"marching-ants-border-stroke\"") })
        #expect(!element.contains("pathLength"))
    }

    @Test func cssRefusesADashedStrokeThatIsTrimmed() {
        let refusals = Self.emit(Self.trimmedDash, target: .css).filter { $0.code == .unsupportedByTarget }
        #expect(refusals.count == 1)
        #expect(refusals.first?.message.contains("a dashed stroke of 'line' that is trimmed") == true)
        #expect(Self.emit(Self.trimmedDash, target: .lottie).allSatisfy { $0.severity != .error })
        #expect(Self.emit(Self.trimmedDash, target: .swift).allSatisfy { $0.severity != .error })
    }

    @Test func lottieWritesNamedDashItemsAndAnOffset() throws {
        let json = try LottieTesting.compileSeed("marching-ants").json
        let strokes = LottieTesting.items("st", in: json)
        let dashes = try #require(strokes.compactMap { $0["d"] as? [[String: Any]] }.first)
        #expect(dashes.map { $0["n"] as? String } == ["d", "g", "o"])
        #expect(dashes.map { $0["nm"] as? String } == ["dash", "gap", "offset"])
        let offset = try #require(dashes[2]["v"] as? [String: Any])
        #expect((offset["a"] as? NSNumber)?.intValue == 1, "the loop moves the phase")
        // An odd pattern is written twice, each item named apart (lottie-web does not load repeated names).
        let lowered = try LottieTesting.lowered(Self.trimmedDash.replacingOccurrences(of: "dash [4, 2]", with: "dash [4, 2, 1]"))
        let result = LottieEmitter.emit(lowered, options: EmitOptions(sourcePath: "t.motion", baseName: "t"), templates: .builtIn)
        let text = try #require(result.files.first?.contents)
        #expect(text.contains(#""nm":"dash 2""#) && text.contains(#""nm":"gap 3""#))
    }
}
