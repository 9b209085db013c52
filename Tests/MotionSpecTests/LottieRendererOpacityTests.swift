import Foundation
import Testing

/// What rlottie and ThorVG do with an opacity, pinned by a probe (`specs/backends.md`, finding 18): a
/// green fill under an opaque stroke in the background's colour, the shape at 50 % opacity. Faded as
/// one (Core Animation's layer, Chromium's `<g>`, lottie-web) the stroke hides the fill under its inner
/// half; faded paint by paint the fill shows through it. Both renderers fade a layer's opacity (`ks.o`)
/// as one and a shape group's (`tr.o`) paint by paint. When this test fails, a renderer has changed and
/// the finding (and the random seeds it explains) must be measured again.
@Suite struct LottieRendererOpacityTests {
    /// A 40-unit square from (10, 10), stroked 10 units wide (its inner half covers 5 units of the
    /// fill on each side) above its fill, in a group with opacity `group` on a layer with opacity `layer`.
    /// Written as text: rlottie reads an item's `ty` only when it comes first.
    static func probe(group: Int, layer: Int) -> String {
        let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[10,10],[50,10],[50,50],[10,50]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        func transform(_ o: Int) -> String {
            #"{"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":"#
                + "\(o)}}"
        }
        let stroke = #"{"ty":"gr","it":["# + square
            + #",{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":1,"lj":1,"ml":4},"# + transform(100) + "]}"
        let fill = #"{"ty":"gr","it":["# + square + #",{"ty":"fl","c":{"a":0,"k":[0,1,0,1]},"o":{"a":0,"k":100},"r":1},"# + transform(100) + "]}"
        let shape = #"{"ty":"gr","nm":"shape","it":["# + stroke + "," + fill + "," + transform(group) + "]}"
        return #"{"v":"5.7.0","fr":60,"ip":0,"op":10,"w":60,"h":60,"layers":[{"ddd":0,"ind":1,"ty":4,"nm":"probe","sr":1,"#
            + #""ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":"#
            + "\(layer)}},"
            + #""ao":0,"ip":0,"op":10,"st":0,"bm":0,"shapes":["# + shape + "]}]}"
    }

    @Test(arguments: ["rlottie", "thorvg"])
    func aGroupsOpacityFadesEachPaintALayersFadesTheShape(_ renderer: String) throws {
        let directory = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(directory) }
        let images = try [("group", 50, 100), ("layer", 100, 50)].map { name, group, layer in
            try ConsumerTools.drawFirstFrame(ofLottie: Self.probe(group: group, layer: layer), named: name, in: directory,
                                             renderer: renderer, scale: 1)
        }
        // Faded as one, only the fill inside the stroke's inner half is ink: 30 × 30 of the fill's 40 × 40.
        let run = try ConsumerTools.run("iou.py", [images[1], images[0], "--background", "#000000", "--threshold", "16"])
        let iou = try #require(JSONPick.number(try run.json()["iou"]), "\(run.stdout) \(run.stderr)")
        #expect(abs(iou - 900.0 / 1600) < 0.05, "\(renderer): the layer's opacity against the group's, IoU \(iou)")
    }
}
