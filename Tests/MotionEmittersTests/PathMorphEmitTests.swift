import Foundation
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport
@testable import MotionEmitters

/// A morphing path in the CSS and Lottie outputs: `specs/play-pause.motion`, whose icon folds from two
/// halves of a triangle into two bars (two closed subpaths of four segments each).
@Suite struct PathMorphEmitTests {
    static let pause = "M11 8 C13 8 15 8 17 8 C17 16 17 24 17 32 C15 32 13 32 11 32 C11 24 11 16 11 8 Z "
        + "M23 8 C25 8 27 8 29 8 C29 16 29 24 29 32 C27 32 25 32 23 32 C23 24 23 16 23 8 Z"

    static func playPause() throws -> LoweredControl {
        try #require(Pipeline.run(try Repository.sourceFile("specs/play-pause.motion")).lowered)
    }

    @Test func cssWritesThePathOfEachStateAndKeyframesOfD() throws {
        let result = CSSEmitter.emit(try Self.playPause(), options: EmitOptions(sourcePath: "specs/play-pause.motion", baseName: "play-pause"),
                                     templates: .builtIn)
        let css = try #require(result.files.first { $0.path == "play-pause.css" }).contents
        #expect(css.contains("#play-pause[data-state=\"playing\"] #play-pause-icon-fill { fill: var(--play-pause-icon-color, rgb(29 29 31)); "
            + "fill-opacity: var(--play-pause-icon-color-alpha, 1); d: path(\"\(Self.pause)\"); }"))
        #expect(css.contains("@keyframes play-pause-icon-paused-to-playing-fill-path {"))
        #expect(css.contains("animation-timing-function: cubic-bezier(0.42, 0, 0.58, 1); }\n  100% { d: path(\"\(Self.pause)\"); }"))
        // A shape whose path never changes keeps its markup's path data: no `d` declaration at all.
        let flat = try CSSFixture.emit("flat-switch").files.first { $0.path == "flat-switch.css" }?.contents ?? ""
        #expect(!flat.contains("d: path("))
    }

    @Test func cssPathNumbersReadBackAsThePathData() throws {
        let path = try Self.playPause().states[1].frame.path[0]
        #expect(CSSPathValue.pathData(CSSPathValue.numbers(path)) == CSSMarkup.pathData(path))
        #expect(CSSPathValue.pathData(CSSPathValue.numbers(path)) == Self.pause)
        #expect(CSSPathValue.pathData([2, 1, 4]) == "", "numbers that do not describe a path give no data")
    }

    @Test func lottieWritesShapeKeyframesPerSubpath() throws {
        let json = try LottieTesting.compileSeed("play-pause").json
        let shapes = LottieTesting.items("sh", in: json)
        // The fill group's two subpaths (the icon has no stroke), both animated.
        #expect(shapes.count == 2)
        for shape in shapes {
            let ks = try #require(shape["ks"] as? [String: Any])
            #expect((ks["a"] as? NSNumber)?.intValue == 1)
        }
        let keys = try #require((shapes[0]["ks"] as? [String: Any])?["k"] as? [[String: Any]])
        func vertices(_ key: [String: Any]) -> [[Double]]? {
            ((key["s"] as? [Any])?.first as? [String: Any]).flatMap { $0["v"] as? [[Double]] }
        }
        #expect(vertices(keys[0]) == [[12, 8], [22, 14], [22, 26], [12, 32]], "the triangle's left half")
        #expect(keys.contains { vertices($0) == [[11, 8], [17, 8], [17, 32], [11, 32]] }, "the left bar")
    }

    @Test func lottieNumbersRebuildThePath() throws {
        let path = try Self.playPause().states[1].frame.path[0]
        #expect(LottieShapes.path(structure: path, numbers: ValueText.components(.path(path))) == path)
        #expect(LottieShapes.path(structure: path, numbers: [1, 2, 3]) == nil)
    }
}
