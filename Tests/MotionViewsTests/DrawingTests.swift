import MotionRuntime
import MotionViews
import Testing

/// The drawing every host shares, run on Linux: frames into fitted, placed paths with their colours.
@Suite struct DrawingTests {
    /// The 20 × 10 box in a 40 × 40 rect: twice as large, 10 points down to centre it.
    static let rect = MotionRect(x: 0, y: 0, width: 40, height: 40)

    func shapes(_ frame: MotionFrame, opacity: Double = 1) -> [MotionDrawnShape] {
        MotionDrawing.shapes(of: Badge.self, scene: Badge.scene(.init()), frame: frame, in: Self.rect, opacity: opacity)
    }

    @Test func shapesArePlacedByTheirGroupsAndFitted() throws {
        let drawn = shapes(Badge.frame(for: .on, parameters: .init()))
        #expect(drawn.map(\.node) == [1, 2], "the group draws nothing itself")
        let line = try #require(drawn.first?.strokePath.subpaths.first)
        #expect(line.start == MotionPoint(10, 10))
        #expect(line.cubics.last?.p3 == MotionPoint(30, 10))
        #expect(drawn[0].lineWidth == 6)
        #expect(drawn[0].strokeColor == MotionColor(red: 1, green: 0, blue: 0))
        #expect(drawn[1].fillPath.subpaths.first?.start == MotionPoint(0, 10))
    }

    @Test func aTrimCutsTheStrokeNotTheFill() throws {
        var frame = Badge.frame(for: .on, parameters: .init())
        frame.strokeEnd[1] = 0.5
        let line = try #require(shapes(frame).first)
        #expect(line.strokePath.subpaths.first?.cubics.last.map { abs($0.p3.x - 20) < 1e-9 && abs($0.p3.y - 10) < 1e-9 } == true)
        #expect(line.fillPath.subpaths.first?.cubics.last?.p3 == MotionPoint(30, 10))
    }

    @Test func opacitiesMultiplyThroughGroupsAndTheHost() {
        let drawn = shapes(Badge.frame(for: .off, parameters: .init()), opacity: 0.5)
        #expect(abs(drawn[0].opacity - 0.5 * 0.2 * 0.5) < 1e-12)
        #expect(drawn[1].opacity == 0.5)
    }

    @Test func shadowsScaleAndTakeTheirOpacity() {
        var frame = Badge.frame(for: .on, parameters: .init())
        let shadow = shapes(frame)[1].shadow
        #expect(shadow == MotionDrawnShape.Shadow(color: MotionColor(red: 0, green: 0, blue: 0, alpha: 0.5),
                                                  offset: MotionPoint(2, 4), blur: 8))
        frame.shadowOpacity[2] = 0
        #expect(shapes(frame)[1].shadow == nil)
        #expect(shapes(frame)[0].shadow == nil, "the line has none")
    }

    @Test func aPlayerShowsOneFrameOrACrossfadeOfTwo() throws {
        let clock = MotionManualClock()
        var player = MotionPlayer<Badge>(reducesMotion: true, clock: clock)
        var layers = MotionDrawing.layers(of: player)
        #expect(layers.count == 1)
        #expect(layers[0].frame == Badge.frame(for: .off, parameters: .init()) && layers[0].opacity == 1)
        player.set(.on)
        clock.now = 0.125
        _ = player.update()
        layers = MotionDrawing.layers(of: player)
        #expect(layers.map(\.opacity) == [0.75, 0.25])
        #expect(layers[1].frame == Badge.frame(for: .on, parameters: .init()))
        clock.now = 0.5
        _ = player.update()
        #expect(MotionDrawing.layers(of: player).map(\.opacity) == [1])
    }
}

@Suite struct InteractionTests {
    enum Three: String, MotionState {
        case idle, busy, done
        static let initial = Three.idle
    }

    @Test func aTapMovesToTheNextStateRoundTheCycle() {
        #expect(MotionInteraction.state(after: Badge.State.off) == .on)
        #expect(MotionInteraction.state(after: Badge.State.on) == .off)
        #expect(MotionInteraction.state(after: Three.busy) == .done)
        #expect(MotionInteraction.state(after: Three.done) == .idle)
    }

    @Test func twoStatesReadAsOffAndOnMoreByName() {
        #expect(MotionInteraction.isToggle(Badge.State.self))
        #expect(MotionInteraction.toggleValue(of: Badge.State.off) == "0")
        #expect(MotionInteraction.toggleValue(of: Badge.State.on) == "1")
        #expect(!MotionInteraction.isToggle(Three.self))
        #expect(MotionInteraction.toggleValue(of: Three.busy) == "busy")
        #expect(MotionInteraction.accessibilityValue(of: Badge.State.on) == "on")
    }
}
