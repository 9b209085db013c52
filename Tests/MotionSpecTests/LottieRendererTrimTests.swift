import Foundation
import Testing

/// How rlottie places a trim's end, pinned by a probe (`specs/backends.md`, finding 56): rlottie trims with
/// its dasher (`VPathMesure::trim`), which measures each line as `max + 0.375 × min` of its sides (up to
/// 6.8 % long at 20.6°, 2.8 % short at 45°), so on a path whose pieces run in different directions the
/// end lands off the length the runtime, Chromium, ThorVG and lottie-web measure. The probe: a line at
/// 20.6° and one at 45°, 50 units each, trimmed to the first half, whose end is the corner; drawn against
/// the first line alone. When this test fails, rlottie has changed and seed 69's frames must be measured again.
@Suite struct LottieRendererTrimTests {
    static let corner = [56.81, 27.56]

    /// The polyline through `points`, stroked 4 wide with butt caps, trimmed to `end` percent.
    static func probe(_ points: [[Double]], end: Int) -> String {
        let vertices = points.map { "[\($0[0]),\($0[1])]" }.joined(separator: ",")
        let zeros = Array(repeating: "[0,0]", count: points.count).joined(separator: ",")
        let transform = #"{"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#
        let trim = end < 100 ? #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":"# + "\(end)" + #"},"o":{"a":0,"k":0},"m":1},"# : ""
        // rlottie reads an item's `ty` only when it comes first.
        let group = #"{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":["# + vertices + #"],"i":["# + zeros
            + #"],"o":["# + zeros + #"]}}},{"ty":"st","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4},"lc":1,"lj":2,"ml":4},"#
            + trim + transform + "]}"
        return #"{"v":"5.7.0","fr":60,"ip":0,"op":10,"w":100,"h":80,"layers":[{"ddd":0,"ind":1,"ty":4,"nm":"probe","sr":1,"ks":"#
            + transform.replacingOccurrences(of: #""ty":"tr","#, with: "")
            + #","ao":0,"ip":0,"op":10,"st":0,"bm":0,"shapes":["# + group + "]}]}"
    }

    /// The IoU of the trimmed polyline against its first line drawn whole, at 4×.
    static func trimmedAgainstFirstLine(_ renderer: String) throws -> Double {
        let directory = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(directory) }
        let files = [("trimmed", probe([[10, 10], corner, [92.17, 62.92]], end: 50)), ("first", probe([[10, 10], corner], end: 100))]
        let images = try files.map { name, text in
            try ConsumerTools.drawFirstFrame(ofLottie: text, named: name, in: directory, renderer: renderer, scale: 4)
        }
        let run = try ConsumerTools.run("iou.py", [images[0], images[1], "--background", "#000000", "--threshold", "16"])
        return try #require(JSONPick.number(try run.json()["iou"]), "\(run.stdout) \(run.stderr)")
    }

    @Test func thorVGEndsTheTrimAtTheCorner() throws {
        let iou = try Self.trimmedAgainstFirstLine("thorvg")
        #expect(iou > 0.98, "ThorVG: the trimmed half against the first line, IoU \(iou)")
    }

    @Test func rlottieEndsTheTrimShortOfTheCorner() throws {
        // rlottie: 53.39 + 48.62 units, so half is 51.0 of its units, 95.5 % of the first line (47.8 units).
        let iou = try Self.trimmedAgainstFirstLine("rlottie")
        #expect(iou < 0.97 && iou > 0.94, "rlottie: the trimmed half against the first line, IoU \(iou) (measured 0.956)")
    }
}
