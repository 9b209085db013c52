import Foundation
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// A precomposition clips to its canvas, so its canvas holds its node's whole drawing however far the
/// node's keys carry it (`LottiePrecomps`, `LottieReach`). The fixture's card, a layered node inside a
/// group, lies about 2 100 units from the group's origin, past the 1 600 a canvas of 16 × the control's
/// side held; its transitions are played by the conformance suite and `LottieConsumerTests`, and its
/// reduced-motion crossfade (not a conformance case) is drawn here.
@Suite(.serialized) struct LottiePrecompReachTests {
    static let seed = "fixtures/precomp-reach"

    /// The farthest the card's corners and stroke reach from the group's origin in any state.
    static func cardReach(_ control: LoweredControl) -> Double {
        let card = control.nodes.firstIndex { $0.name == "card" }!
        let group = control.nodes.firstIndex { $0.name == "far" }!
        return control.states.map { state -> Double in
            let transform = control.scene.transform(ofNode: card, in: state.frame)
            let origin = control.scene.transform(ofNode: group, in: state.frame).apply(MotionPoint(x: 0, y: 0))
            let corners = [MotionPoint(x: -3, y: -3), MotionPoint(x: 43, y: -3), MotionPoint(x: -3, y: 27), MotionPoint(x: 43, y: 27)]
            return corners.map { corner -> Double in
                let p = transform.apply(corner)
                return ((p.x - origin.x) * (p.x - origin.x) + (p.y - origin.y) * (p.y - origin.y)).squareRoot()
            }.max() ?? 0
        }.max() ?? 0
    }

    @Test func thePrecompositionsCanvasHoldsTheCard() throws {
        let control = try LottieConsumerTests.lower(Self.seed)
        let reach = Self.cardReach(control)
        #expect(reach > 1600, "the fixture no longer reaches past the old canvas: \(reach)")
        let document = try LottieConsumerTests.json(LottieConsumerTests.golden(Self.seed))
        let assets = try #require(JSONPick.array(document["assets"])).compactMap(JSONPick.object)
        #expect(assets.count == 2, "the group and its crossfade copy are precompositions")
        let layers = try #require(JSONPick.array(document["layers"])).compactMap(JSONPick.object)
        for layer in layers where JSONPick.number(layer["ty"]) == 0 {
            let side = try #require(JSONPick.number(layer["w"]))
            #expect(side / 2 >= reach, "\(layer["nm"] ?? "?"): a canvas of \(side) clips what reaches \(reach)")
        }
    }

    /// The crossfade's first, middle and last frames: rlottie and ThorVG draw the card (its fill and
    /// stroke, about 46 × 30 units at 4×) and agree.
    @Test func theCrossfadeDrawsTheCardInTheRenderers() throws {
        let document = try LottieConsumerTests.json(LottieConsumerTests.golden(Self.seed))
        let markers = try #require(JSONPick.array(document["markers"])).compactMap(JSONPick.object)
        let crossfade = try #require(markers.first { ($0["cm"] as? String) == "off->on reduced motion" })
        let start = try #require(JSONPick.number(crossfade["tm"])), length = try #require(JSONPick.number(crossfade["dr"]))
        #expect(length == 12)
        let frames = [Int(start), Int(start + length / 2), Int(start + length) - 1]
        // The card's fill alone is 40 × 24 units, 15 360 pixels at 4×.
        for (frame, iou) in try LottieConsumerTests.renderersAgree(LottieConsumerTests.golden(Self.seed), frames: frames, minimumInk: 15_360) {
            #expect(iou >= 0.95, "frame \(frame): rlottie and ThorVG differ (IoU \(iou))")
        }
    }
}
