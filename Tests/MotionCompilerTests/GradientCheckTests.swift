import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import Testing

/// Gradients as the checker reads them: the paint functions, their errors, and the one structure per
/// shape that lets them blend.
@Suite struct GradientCheckTests {
    static func spec(_ shape: String, _ rest: String = "") -> String {
        "control X {\n  size 20 x 20\n  shape sky { \(shape); path rect(0, 0, 20, 20) }\n  state off initial { }\n\(rest)}\n"
    }

    @Test func theSettingsGradientIsTheBaseValueAndTheColourIsClear() throws {
        let text = Self.spec("fill linearGradient([#000, (#888, 30%), #fff], from: (0, 0), to: (0, 20))")
        let lowered = try #require(Pipeline.run(SourceFile(path: "t.motion", text: text)).lowered)
        let base = lowered.scene.nodes[0].base
        #expect(base.fillGradient.stops.map(\.position) == [0, 0.3, 1], "a bare colour spread evenly, a pair at its position")
        #expect(base.fillColor == .clear)
        #expect(base.strokeGradient.isNone)
        #expect(lowered.properties(ofNode: 0).contains(.fillGradient))
        #expect(!lowered.properties(ofNode: 0).contains(.strokeGradient))
    }

    @Test func undrawableGradientsAreReported() {
        let cases: [(String, String)] = [
            ("fill linearGradient([#000], from: (0, 0), to: (0, 20))", "a gradient needs at least 2 stops, found 1 [MS2091]"),
            ("fill linearGradient([#000, #fff], from: (3, 3), to: (3, 3))", "a linear gradient needs two different points, found (3, 3) twice [MS2091]"),
            ("fill radialGradient([#000, #fff], center: (3, 3), radius: 0)", "a radial gradient's radius must be greater than 0, found 0 [MS2091]"),
            ("fill linearGradient([(#000, 0.5), (#fff, 0.2)], from: (0, 0), to: (0, 20))", "stop 1 lies at 0.2, before stop 0 at 0.5 [MS2091]"),
            ("fill linearGradient([#000, 3], from: (0, 0), to: (0, 20))", "stop 1 of the gradient is a number, not a colour or a (colour, position) pair [MS2011]"),
            ("fill radialGradient([#000, #fff], center: (3, 3))", "'radialGradient' needs 'center:' and 'radius:' [MS2014]"),
        ]
        for (shape, message) in cases {
            let headlines = checkDSL(Self.spec(shape)).headlines
            #expect(headlines.contains { $0.hasSuffix(message) }, "\(shape): \(headlines)")
        }
    }

    @Test func everyGradientOfAShapeHasItsStructure() {
        let fill = "fill linearGradient([#000, #fff], from: (0, 0), to: (0, 20))"
        let track = "  state on { }\n  transition off -> on for 1s {\n    sky.fillGradient linearGradient([#000, #fff], from: (0, 0), to: (0, 20)) -> radialGradient([#000, #fff], center: (1, 1), radius: 2)\n  }\n"
        #expect(checkDSL(Self.spec(fill, track)).headlines.contains {
            $0.hasSuffix("the fill gradient at keyframe 1 does not match the fill gradient of shape 'sky': it is a radial gradient of 2 stops, the shape's a linear gradient of 2 stops [MS2090]")
        })
        let colourShape = "  state on { sky.strokeGradient linearGradient([#000, #fff], from: (0, 0), to: (0, 20)) }\n"
        #expect(checkDSL(Self.spec("fill #000", colourShape)).headlines.contains {
            $0.hasSuffix("the stroke gradient in state 'on' is for shape 'sky', whose stroke is a colour [MS2090]")
        })
        let loop = "  state on {\n    loop for 1s {\n      sky.fillColor #000 -> #fff\n    }\n  }\n"
        #expect(checkDSL(Self.spec(fill, loop)).headlines.contains {
            $0.hasSuffix("the fill colour at keyframe 0 of the loop of state 'on' changes nothing: the fill of shape 'sky' is a gradient [MS2092]")
        })
    }
}
