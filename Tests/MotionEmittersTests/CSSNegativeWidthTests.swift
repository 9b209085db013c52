import MotionCompiler
@testable import MotionEmitters
import Testing
import TestSupport

/// A stroke width below 0 draws no stroke in the runtime. Chromium drops a negative `stroke-width`
/// keyframe as invalid (it would interpolate from the width beneath), but keeps a `calc()` one and
/// shows it clamped to 0: so a negative width is written as `calc()`.
@Suite struct CSSNegativeWidthTests {
    @Test func aNegativeWidthIsWrittenAsCalc() {
        #expect(CSSChannel.strokeWidth.declarations([-1.5]) == "stroke-width: calc(-24px);")
        #expect(CSSChannel.trimMaskWidth.declarations([-0.25]) == "stroke-width: calc(-4px);")
        #expect(CSSChannel.strokeWidth.declarations([1.5]) == "stroke-width: 24px;")
    }

    @Test func theFixturesWireKeepsItsNegativeKeyframe() throws {
        let file = try Repository.sourceFile("Tests/Fixtures/conformance/negative-width.motion")
        let (result, _) = try CSSFixture.emit(source: String(decoding: file.bytes, as: UTF8.self), path: file.path)
        let css = try #require(result.files.first { $0.path.hasSuffix(".css") })
        #expect(css.contents.contains("{ stroke-width: calc(-24px);"))
        // Never a bare negative width (the carried `--motion-stroke-width: -…` is a number, not a width).
        #expect(!css.contents.contains(" stroke-width: -"))
    }
}
