import Foundation
import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import Testing
import TestSupport
@testable import MotionEmitters

/// Gradient fills and strokes in the CSS and Lottie outputs: `specs/glossy-knob.motion`, whose sky's
/// linear gradient turns from night to day under a knob lit by a radial gradient.
@Suite struct GradientEmitTests {
    static func glossyKnob() throws -> LoweredControl {
        try #require(Pipeline.run(try Repository.sourceFile("specs/glossy-knob.motion")).lowered)
    }

    static func css() throws -> (svg: String, result: EmitResult) {
        let result = CSSEmitter.emit(try glossyKnob(), options: EmitOptions(sourcePath: "specs/glossy-knob.motion", baseName: "glossy-knob"),
                                     templates: .builtIn)
        return (try #require(result.files.first { $0.path == "glossy-knob.svg" }).contents, result)
    }

    @Test func cssDrawsEachGradientInTheShapesUserSpace() throws {
        let svg = try Self.css().svg
        #expect(svg.contains("<linearGradient id=\"glossy-knob-sky-fill-gradient\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"2\" x2=\"0\" y2=\"32\">"
            + "<stop id=\"glossy-knob-sky-fill-gradient-0\" offset=\"0\" style=\"stop-color: rgb(var(--motion-stop-0-r, 11)"
            + " var(--motion-stop-0-g, 16) var(--motion-stop-0-b, 48));"
            + " stop-opacity: var(--motion-stop-0-opacity, 1)\"/><stop id=\"glossy-knob-sky-fill-gradient-1\" offset=\"0.6\""))
        #expect(svg.contains("fill=\"url(#glossy-knob-sky-fill-gradient)\""))
        // The stroke path is written 16× finer, and so is its gradient.
        #expect(svg.contains("<linearGradient id=\"glossy-knob-sky-stroke-gradient\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"32\" x2=\"0\" y2=\"512\">"))
        #expect(svg.contains("stroke=\"url(#glossy-knob-sky-stroke-gradient)\""))
        #expect(svg.contains("<radialGradient id=\"glossy-knob-knob-fill-gradient\" gradientUnits=\"userSpaceOnUse\" cx=\"13\" cy=\"10\" r=\"15\">"))
        let css = try #require(try Self.css().result.files.first { $0.path == "glossy-knob.css" }).contents
        #expect(!css.contains("#glossy-knob-sky-fill { fill:"), "no colour rule overrides the gradient")
    }

    /// A horizon stop that rises and a gradient line that turns: SMIL children of the stop and of the
    /// gradient element move them (a `<set>` per state, an `<animate>` per transition with the channel's
    /// keys), begun by the page's script in every engine; the glossy knob's, which never move, get none.
    @Test func cssMovesAGradientsStopsAndPointsBySMIL() throws {
        #expect(!(try Self.css().svg.contains("<set ")), "no SMIL where no stop or point moves")
        let text = """
            control Sky {
              size 20 x 20
              shape sky { path rect(0, 0, 20, 20); fill linearGradient([(#000, 0), (#888, 60%), (#fff, 1)], from: (0, 0), to: (0, 20)) }
              state night initial { }
              state day { sky.fillGradient linearGradient([(#000, 0), (#888, 80%), (#fff, 1)], from: (0, 0), to: (20, 20)) }
              transition night -> day for 0.4s { sky.fillGradient current -> linearGradient([(#000, 0), (#888, 80%), (#fff, 1)], from: (0, 0), to: (20, 20)) ease-in-out }
              transition day -> night for 1.5s { sky.fillGradient current -> linearGradient([(#000, 0), (#888, 60%), (#fff, 1)], from: (0, 0), to: (0, 20)) for 1.5s spring(response: 0.3, dampingFraction: 0.8) }
            }
            """
        let lowered = try #require(Pipeline.run(SourceFile(path: "sky.motion", text: text)).lowered)
        let result = CSSEmitter.emit(lowered, options: EmitOptions(sourcePath: "sky.motion", baseName: "sky"), templates: .builtIn)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let svg = try #require(result.files.first { $0.path == "sky.svg" }).contents
        // The horizon stop: its state values, and a `to` animation the script starts from the value on screen.
        let stop = try #require(svg.components(separatedBy: "<stop id=\"sky-sky-fill-gradient-1\"").dropFirst().first?
            .components(separatedBy: "</stop>").first)
        #expect(stop.contains("<set attributeName=\"offset\" begin=\"indefinite\" fill=\"freeze\" to=\"0.6\" data-motion-to=\"night\"/>"))
        #expect(stop.contains("<set attributeName=\"offset\" begin=\"indefinite\" fill=\"freeze\" to=\"0.8\" data-motion-to=\"day\"/>"))
        #expect(stop.contains("<animate attributeName=\"offset\" begin=\"indefinite\" fill=\"freeze\" dur=\"0.4s\" calcMode=\"spline\""
            + " keySplines=\"0.42 0 0.58 1\" keyTimes=\"0;1\" to=\"0.8\" data-motion-from=\"night\" data-motion-to=\"day\"/>"))
        // The way back along a spring (settled by its end, so a CSS transition would say it): its progress as
        // points, whose values the script writes from what is on screen.
        #expect(stop.contains("data-motion-progress=\"0;"))
        // The line turns: x2 moves, y1 and the first and last stops never do, so they get no SMIL.
        #expect(svg.contains("<set attributeName=\"x2\" begin=\"indefinite\" fill=\"freeze\" to=\"20\" data-motion-to=\"day\"/>"))
        #expect(!svg.contains("attributeName=\"y1\""))
        #expect(!svg.contains("<stop id=\"sky-sky-fill-gradient-0\" offset=\"0\" style=\"stop-color: rgb(var(--motion-stop-0-r, 0) var(--motion-stop-0-g, 0) var(--motion-stop-0-b, 0)); stop-opacity: var(--motion-stop-0-opacity, 1)\">"))
        // The script plays the gradient's SMIL in every engine: it removes a path's alone where CSS animates `d`.
        let script = try #require(result.files.first { $0.path == "sky.js" }).contents
        #expect(script.contains("smil.filter(paths).forEach((element) => element.remove())"))
        #expect(script.contains("#startingFrom(element, shown)"))
    }

    /// Stop colours and opacities are registered custom properties of the gradient element, which its
    /// stops inherit: state rules set them, and the transition's keyframes blend them.
    @Test func cssAnimatesStopColours() throws {
        let css = try #require(try Self.css().result.files.first { $0.path == "glossy-knob.css" }).contents
        #expect(css.contains("@property --motion-stop-2-b { syntax: \"<number>\"; inherits: true; initial-value: 0; }"))
        #expect(css.contains("@property --motion-stop-2-opacity { syntax: \"<number>\"; inherits: true; initial-value: 1; }"))
        #expect(!css.contains("--motion-stop-3"), "as many as the most stops of a gradient")
        #expect(css.contains("#glossy-knob[data-state=\"on\"] #glossy-knob-sky-fill-gradient { --motion-stop-0-r: 42;"
            + " --motion-stop-0-g: 123; --motion-stop-0-b: 216; --motion-stop-1-r: 140;"))
        #expect(css.contains("--motion-stop-2-b: 168; --motion-stop-0-opacity: 1;"))
        let keyframes = css.split(separator: "@keyframes ").filter { $0.hasPrefix("glossy-knob-sky-off-to-on-fill-stop") }
        #expect(keyframes.contains { $0.contains("--motion-stop-1-g: ") })
        // The knob's gradient never changes: its stops are set at rest and never animated.
        #expect(!css.contains("@keyframes glossy-knob-knob-off-to-on-fill-stop"))
    }

    @Test func lottieWritesGradientFillsAndStrokes() throws {
        let json = try LottieTesting.compileSeed("glossy-knob").json
        var items: [[String: Any]] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let ty = object["ty"] as? String, ["gf", "gs"].contains(ty) { items.append(object) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(json)
        #expect(items.compactMap { $0["ty"] as? String }.sorted() == ["gf", "gf", "gs"])
        let radial = try #require(items.first { ($0["t"] as? NSNumber)?.intValue == 2 })
        #expect(((radial["e"] as? [String: Any])?["k"] as? [Double]) == [28, 10], "the rim right of the centre (13 + 15)")
        let sky = try #require(items.first { $0["ty"] as? String == "gf" && ($0["t"] as? NSNumber)?.intValue == 1 })
        let g = try #require(sky["g"] as? [String: Any])
        #expect((g["p"] as? NSNumber)?.intValue == 3)
        let k = try #require(g["k"] as? [String: Any])
        #expect((k["a"] as? NSNumber)?.intValue == 1, "the sky's stops are keyframed")
        let keys = try #require(k["k"] as? [[String: Any]])
        #expect(keys.allSatisfy { ($0["s"] as? [Double])?.count == 12 }, "opaque stops: 3 colour stops of 4 numbers, no opacity stops")
        let night = LottieGradient.numbers(try Self.glossyKnob().states[0].frame.fillGradient[0])
        #expect(keys.contains { key in
            guard let s = key["s"] as? [Double] else { return false }
            return zip(s, night.prefix(12)).allSatisfy { abs($0 - $1) < 1e-6 }
        }, "the night sky's stops")
        // The stroke's stops are translucent: opacity stops follow the colour stops.
        let stroke = try #require(items.first { $0["ty"] as? String == "gs" })
        let strokeStops = try #require(((stroke["g"] as? [String: Any])?["k"] as? [String: Any])?["k"] as? [Double])
        #expect(strokeStops.count == 12)
    }
}
