import MotionRuntime
import MotionViews
import Testing

/// A frame's gradients placed as its paths are: the Badge's 20 × 10 box fitted into 40 × 40 is twice as
/// large and 10 points down.
@Suite struct GradientDrawingTests {
    @Test func gradientsArePlacedAsThePaths() throws {
        var frame = Badge.frame(for: .on, parameters: .init())
        let stops = [MotionGradient.Stop(.black, at: 0), MotionGradient.Stop(.white, at: 1)]
        frame.fillGradient[2] = .radial(stops, center: MotionPoint(5, 5), radius: 3)
        frame.strokeGradient[1] = .linear(stops, from: MotionPoint(0, 0), to: MotionPoint(20, 0))
        let drawn = MotionDrawing.shapes(of: Badge.self, scene: Badge.scene(.init()), frame: frame,
                                         in: MotionRect(x: 0, y: 0, width: 40, height: 40))
        let fill = try #require(drawn.last?.fillGradient)
        #expect(fill.start == MotionPoint(10, 20))
        #expect(fill.radius == 6)
        #expect(fill.stops == stops)
        #expect(drawn.last?.strokeGradient.isNone == true)
        let stroke = try #require(drawn.first?.strokeGradient)
        #expect(stroke.start == MotionPoint(10, 10), "through the line's group and the fit")
        #expect(stroke.end == MotionPoint(50, 10))
    }

    /// A gradient paints a fill or stroke whose colour is clear; a stroke without width paints nothing.
    @Test func aGradientPaintsWhereItsColourIsClear() throws {
        var frame = Badge.frame(for: .on, parameters: .init())
        let stops = [MotionGradient.Stop(.black, at: 0), MotionGradient.Stop(.white, at: 1)]
        frame.fillColor[2] = .clear
        frame.fillGradient[2] = .radial(stops, center: MotionPoint(5, 5), radius: 3)
        frame.strokeColor[2] = .clear
        frame.strokeGradient[2] = .linear(stops, from: MotionPoint(0, 0), to: MotionPoint(20, 0))
        frame.lineWidth[2] = 0
        let drawn = MotionDrawing.shapes(of: Badge.self, scene: Badge.scene(.init()), frame: frame,
                                         in: MotionRect(x: 0, y: 0, width: 40, height: 40))
        let shape = try #require(drawn.last)
        #expect(shape.paintsFill)
        #expect(!shape.paintsStroke, "no width")
        frame.lineWidth[2] = 1
        let widened = MotionDrawing.shapes(of: Badge.self, scene: Badge.scene(.init()), frame: frame,
                                           in: MotionRect(x: 0, y: 0, width: 40, height: 40))
        #expect(widened.last?.paintsStroke == true)
        frame.fillGradient[2] = .none
        let plain = MotionDrawing.shapes(of: Badge.self, scene: Badge.scene(.init()), frame: frame,
                                         in: MotionRect(x: 0, y: 0, width: 40, height: 40))
        #expect(plain.last?.paintsFill == false, "a clear colour without a gradient")
    }
}
