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

    @Test func cssDrawsATrimmedDashedStrokeThroughAMaskOfItsTrim() throws {
        let lowered = try #require(Pipeline.run(SourceFile(path: "t.motion", text: Self.trimmedDash)).lowered)
        let result = CSSEmitter.emit(lowered, options: EmitOptions(sourcePath: "t.motion", baseName: "t"), templates: .builtIn)
        #expect(result.diagnostics.allSatisfy { $0.severity != .error })
        let css = try #require(result.files.first { $0.path == "t.css" }).contents
        let svg = try #require(result.files.first { $0.path == "t.svg" }).contents
        // The mask's path is the trimmed stroke (white, the dash on pathLength 1); the stroke keeps its pattern.
        #expect(svg.contains("<mask id=\"t-line-trim-mask\" maskUnits=\"userSpaceOnUse\""))
        #expect(svg.contains("<path id=\"t-line-trim\" d=\"M64 320 C"))
        #expect(svg.contains("pathLength=\"1\"/>\n"))
        #expect(svg.contains("mask=\"url(#t-line-trim-mask)\"/>"))
        #expect(css.contains("#t-line-trim { fill: none; stroke: #fff; stroke-linecap: butt;"))
        #expect(css.contains("#t-line-stroke { stroke-dasharray: 64 32; }"))
        // The trim and the width on the mask's path; the stroke keeps the phase (at the trim's start, 0 here).
        #expect(css.contains("#t-line-trim { stroke-dasharray: 0.5 1; stroke-dashoffset: 0; visibility: visible; stroke-width: 32px; }"))
        #expect(css.contains("#t-line-stroke { stroke: rgb(0 0 0); stroke-opacity: 1; stroke-width: 32px; stroke-dashoffset: 0; }"))
        #expect(Self.emit(Self.trimmedDash, target: .lottie).allSatisfy { $0.severity != .error })
        #expect(Self.emit(Self.trimmedDash, target: .swift).allSatisfy { $0.severity != .error })
    }

    @Test func cssPutsThePhaseAtTheTrimsStart() throws {
        let text = Self.trimmedDash.replacingOccurrences(of: "trim 0 .. 0.5", with: "trim 0.25 .. 0.5\n    dash [4, 2], phase: 1")
            .replacingOccurrences(of: "    dash [4, 2]\n    trim", with: "    trim")
        let lowered = try #require(Pipeline.run(SourceFile(path: "t.motion", text: text)).lowered)
        let result = CSSEmitter.emit(lowered, options: EmitOptions(sourcePath: "t.motion", baseName: "t"), templates: .builtIn)
        let css = try #require(result.files.first { $0.path == "t.css" }).contents
        // The line is 32 long: the start is 8 along it, so the offset is (1 − 8) × 16.
        #expect(css.contains("stroke-dashoffset: -112;"), "\(css)")
    }

    @Test func cssRefusesADashedStrokeWhoseTrimHasAnOffset() {
        let text = Self.trimmedDash.replacingOccurrences(of: "trim 0 .. 0.5", with: "trim 0 .. 0.5, offset: 0.25")
        let refusals = Self.emit(text, target: .css).filter { $0.code == .unsupportedByTarget }
        #expect(refusals.count == 1)
        #expect(refusals.first?.message.contains("a dashed stroke of 'line' whose trim has an offset") == true)
        #expect(Self.emit(Self.trimmedDash, target: .css).allSatisfy { $0.severity != .error })
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
