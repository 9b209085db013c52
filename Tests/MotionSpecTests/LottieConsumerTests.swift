import Foundation
import MotionCompiler
import MotionRuntime
import MotionSyntax
import Testing
import TestSupport

/// The Lottie goldens (`Tests/Goldens/lottie/`, kept equal to the emitter's output by
/// `LottieEmitterTests`) in real consumers: the official schema, the independent `lottie` reader
/// against the runtime at every 25 ms of every transition, and the rlottie and ThorVG renderers.
@Suite(.serialized) struct LottieConsumerTests {
    /// The four seeds, then the Lottie fixtures (`Tests/Goldens/lottie/fixtures/*.motion`: repeats, steps,
    /// trims past their bounds, baked springs…), each with its golden beside it.
    static let seeds = ["flat-switch", "day-night-switch", "check-button", "shape-switch",
                        "fixtures/timing", "fixtures/trims", "fixtures/baked", "fixtures/precomp-reach"]
    static let bound = 1e-3

    static func golden(_ seed: String) -> String { Repository.url("Tests/Goldens/lottie/\(seed).json").path }

    static func specPath(_ seed: String) -> String {
        seed.hasPrefix("fixtures/") ? "Tests/Goldens/lottie/\(seed).motion" : "specs/\(seed).motion"
    }

    @Test func everyGoldenValidatesAgainstTheOfficialSchema() throws {
        let run = try ConsumerTools.run("lottie_validate.py", Self.seeds.map(Self.golden))
        #expect(run.status == 0, "\(run.stdout.prefix(2000)) \(run.stderr)")
        let files = try #require(JSONPick.array(try run.json()["files"])).compactMap(JSONPick.object)
        #expect(files.count == Self.seeds.count)
        for file in files {
            #expect(file["valid"] as? Bool == true, "\(file["file"] ?? "?"): \(file["errors"] ?? "")")
        }
    }

    /// Every transition marker, read at `tm + t·fr` for t = 0, 0.025, … and the duration, equals the
    /// runtime's frame to 1e-3 in the runtime's units; every state marker shows the state's frame.
    @Test(arguments: seeds)
    func readerEqualsTheRuntime(_ seed: String) throws {
        let control = try Self.lower(seed)
        var worst = (error: 0.0, at: "")
        for transitionSource in control.transitions.flatMap({ t in control.sourceStates(of: t).map { (t, $0) } }) {
            let (transition, source) = transitionSource
            let marker = "\(source.name)->\(transition.to)"
            var times = stride(from: 0.0, through: transition.duration + 1e-9, by: 0.025).map { $0 }
            if let last = times.last, transition.duration - last > 1e-9 { times.append(transition.duration) }
            let playback = transition.starting(from: source.frame)
            let result = try Self.compare(seed: seed, control: control, marker: marker, times: times) { playback.frame(at: $0) }
            if result.error > worst.error { worst = result }
        }
        for state in control.states {
            let result = try Self.compare(seed: seed, control: control, marker: state.name, times: [0, 0.05]) { _ in state.frame }
            if result.error > worst.error { worst = result }
        }
        #expect(worst.error <= Self.bound, "\(seed): worst \(worst.error) at \(worst.at)")
        print("lottie reader vs runtime, \(seed): worst error \(worst.error) \(worst.at)")
    }

    /// rlottie and ThorVG draw the same whole frames, and draw something, in a state and mid-transition.
    @Test(arguments: seeds)
    func renderersDrawTheFrames(_ seed: String) throws {
        let markers = try #require(JSONPick.array(try Self.json(Self.golden(seed))["markers"])).compactMap(JSONPick.object)
        let frames = markers.prefix(2).compactMap { m -> [Int]? in
            guard let tm = JSONPick.number(m["tm"]), let dr = JSONPick.number(m["dr"]) else { return nil }
            return [Int(tm), Int(tm + (dr / 2).rounded(.down))]
        }.flatMap { $0 }
        for (frame, iou) in try Self.renderersAgree(Self.golden(seed), frames: frames, minimumInk: 100) {
            #expect(iou >= 0.9, "\(seed) frame \(frame): rlottie and ThorVG differ (IoU \(iou))")
        }
    }

    /// rlottie's and ThorVG's renders of `frames` of `file` (4×, on grey), each expected to ink more than
    /// `minimumInk` pixels; the IoU of the two renderers' ink, frame by frame.
    static func renderersAgree(_ file: String, frames: [Int], minimumInk: Double) throws -> [(frame: Int, iou: Double)] {
        let directory = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(directory) }
        for renderer in ["rlottie", "thorvg"] {
            let run = try ConsumerTools.run("lottie_render.py", [
                file, "--frames", frames.map(String.init).joined(separator: ","), "--scale", "4",
                "--renderer", renderer, "--background", "#808080", "-o", directory.appendingPathComponent("\(renderer)-{frame}.png").path,
            ])
            #expect(run.status == 0, "\(renderer): \(run.stderr)")
            let renders = try #require(JSONPick.array(try run.json()["renders"])).compactMap(JSONPick.object)
            #expect(renders.count == frames.count)
            for render in renders {
                #expect((JSONPick.number(render["inked_pixels"]) ?? 0) > minimumInk, "\(renderer) inks too little: \(render)")
            }
        }
        return try frames.map { frame in
            let run = try ConsumerTools.run("iou.py", [
                directory.appendingPathComponent("rlottie-\(frame).png").path, directory.appendingPathComponent("thorvg-\(frame).png").path,
                "--background", "#808080",
            ])
            return (frame, JSONPick.number(try run.json()["iou"]) ?? 0)
        }
    }

    // MARK: - comparing

    static func lower(_ seed: String) throws -> LoweredControl {
        let file = try Repository.sourceFile(specPath(seed))
        return try #require(Pipeline.run(file).lowered)
    }

    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
    }

    /// Where the reader keys node `i`. A node is drawn in the layer of its nearest ancestor (or itself)
    /// that is top-level or a child of a precomposition (an asset `node <parent>`, `LottiePrecomps`),
    /// then in the groups down to it. A group that is a precomposition has its transform on its `ty: 0`
    /// layer's `ks` (anchor moved by `shift`, position by `parentShift`), a layered shape its opacity on its
    /// layer's `ks.o`.
    struct NodeKeys {
        var prefix: String
        var layer: String
        var precomposition: Bool
        var shift = 0.0
        var parentShift = 0.0
    }

    static func keys(_ control: LoweredControl, _ i: Int, document: [String: Any]) -> NodeKeys {
        var halves: [String: Double] = [:]
        for asset in (document["assets"] as? [[String: Any]]) ?? [] {
            if let id = asset["id"] as? String { halves[id] = 0 }
        }
        func layers(_ list: [[String: Any]]) {
            for layer in list {
                if let id = layer["refId"] as? String { halves[id] = (JSONPick.number(layer["w"]) ?? 0) / 2 }
            }
        }
        layers((document["layers"] as? [[String: Any]]) ?? [])
        for asset in (document["assets"] as? [[String: Any]]) ?? [] { layers((asset["layers"] as? [[String: Any]]) ?? []) }
        func asset(_ node: Int?) -> String? { node.map { "node \($0)" }.flatMap { halves[$0] != nil ? $0 : nil } }
        var chain = [control.nodes[i].name]
        var current = i
        while let parent = control.nodes[current].parent, asset(parent) == nil, chain.count < 600 {
            chain.insert(control.nodes[parent].name, at: 0)
            current = parent
        }
        let parentAsset = asset(control.nodes[current].parent)
        let layer = parentAsset.map { "assets/\($0)/\(control.nodes[current].name)" } ?? control.nodes[current].name
        let parentShift = parentAsset.flatMap { halves[$0] } ?? 0
        if let own = asset(i) {
            return NodeKeys(prefix: layer, layer: layer, precomposition: true, shift: halves[own] ?? 0, parentShift: parentShift)
        }
        return NodeKeys(prefix: ([layer] + chain).joined(separator: "/"), layer: layer, precomposition: false)
    }

    /// Reads `marker` at `times` and compares every property the file has with `frames`; a node's stroke,
    /// fill or trim that the file leaves out must not show in the runtime either.
    static func compare(seed: String, control: LoweredControl, marker: String, times: [Double],
                        sample: (Double) -> MotionFrame) throws -> (error: Double, at: String) {
        let frames = times.map(sample), before = times.map { sample(max($0 - 1e-9, 0)) }, after = times.map { sample($0 + 1e-9) }
        let run = try ConsumerTools.run("lottie_values.py", [golden(seed), "--marker", marker, "--times",
                                                             times.map { "\($0)" }.joined(separator: ",")])
        try #require(run.status == 0, "\(run.stderr)")
        let properties = try #require(JSONPick.object(try run.json()["properties"]))
        var worst = (error: 0.0, at: "")
        func check(_ key: String, scale: Double, _ expected: (MotionFrame) -> [Double]) {
            guard let values = JSONPick.array(JSONPick.object(properties[key])?["values"]) else {
                Issue.record("\(seed) \(marker): the reader has no \(key)")
                return
            }
            for (k, value) in values.enumerated() where k < times.count {
                let got = JSONPick.numbers(value) ?? JSONPick.number(value).map { [$0] } ?? []
                // At the instant of a jump either side counts (the runtime's rounding decides), so the
                // runtime is also read a nanosecond earlier and later; the closest of the three is kept.
                var best = (error: Double.infinity, want: [Double]())
                for frame in [frames[k], before[k], after[k]] {
                    let want = expected(frame)
                    guard got.count == want.count else {
                        Issue.record("\(seed) \(marker) \(key): \(got) against \(want)")
                        return
                    }
                    let error = zip(got, want).map { abs($0 - $1) / scale }.max() ?? 0
                    if !(error >= best.error) { best = (error, want) }
                }
                if !(best.error <= worst.error) { worst = (best.error, "\(marker) \(key) t=\(times[k]): lottie \(got), runtime \(best.want)") }
            }
        }
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        let document = try json(golden(seed))
        for (i, node) in control.nodes.enumerated() {
            let place = keys(control, i, document: document)
            let p = place.prefix
            let transform = place.precomposition ? "\(p)/ks" : "\(p)/transform"
            let (shift, parentShift) = (place.shift, place.parentShift)
            check("\(transform)/a", scale: 1) { [$0.anchor[i].x + shift, $0.anchor[i].y + shift] }
            check("\(transform)/p", scale: 1) { let f = $0; return [f.position[i].x + f.anchor[i].x + parentShift, f.position[i].y + f.anchor[i].y + parentShift] }
            check("\(transform)/s", scale: 100) { [$0.scale[i].x * 100, $0.scale[i].y * 100] }
            check("\(transform)/r", scale: 180 / Double.pi) { [$0.rotation[i] * 180 / Double.pi] }
            if !place.precomposition, JSONPick.array(JSONPick.object(properties["\(place.layer)/ks/o"])?["values"])?
                .contains(where: { JSONPick.number($0) != 100 }) == true {
                // The node's opacity is on its layer; its group's is 100.
                check("\(place.layer)/ks/o", scale: 100) { [$0.opacity[i] * 100] }
                check("\(transform)/o", scale: 100) { _ in [100] }
            } else {
                check("\(transform)/o", scale: 100) { [$0.opacity[i] * 100] }
            }
            // A reduced-motion crossfade's copy of the layer stays invisible outside its crossfade.
            if node.parent == nil, let copy = JSONPick.array(JSONPick.object(properties["\(node.name) (reduced motion)/\(node.name)/transform/o"])?["values"]) {
                #expect(copy.allSatisfy { JSONPick.number($0) == 0 }, "\(seed) \(marker): the copy of \(node.name) shows")
            }
            guard !node.isGroup else { continue }
            if properties["\(p)/stroke/stroke/c"] != nil {
                check("\(p)/stroke/stroke/c", scale: 1) { let c = $0.strokeColor[i]; return [c.red, c.green, c.blue, 1] }
                check("\(p)/stroke/stroke/o", scale: 100) { [$0.strokeColor[i].alpha * 100] }
                check("\(p)/stroke/stroke/w", scale: 1) { [$0.lineWidth[i]] }
            } else {
                #expect(frames.allSatisfy { $0.strokeColor[i].alpha == 0 || $0.lineWidth[i] == 0 }, "\(seed) \(marker): \(node.name)'s stroke shows")
            }
            if properties["\(p)/stroke/trim/s"] != nil {
                // Drawn as the runtime draws: clamped, and nothing when the start passes the end.
                check("\(p)/stroke/trim/s", scale: 100) { let f = $0; return [min(clamp(f.strokeStart[i]), clamp(f.strokeEnd[i])) * 100] }
                check("\(p)/stroke/trim/e", scale: 100) { [clamp($0.strokeEnd[i]) * 100] }
                check("\(p)/stroke/trim/o", scale: 360) { [$0.trimOffset[i] * 360] }
            } else if properties["\(p)/stroke/stroke/c"] != nil {
                #expect(frames.allSatisfy { $0.strokeStart[i] <= 0 && $0.strokeEnd[i] >= 1 && $0.trimOffset[i] == 0 },
                        "\(seed) \(marker): \(node.name) is trimmed")
            }
            // Core Animation's layer shadow is the layer's drop shadow effect (a top-level shape only).
            if properties["\(node.name)/shadow/color/v"] != nil, node.parent == nil {
                check("\(node.name)/shadow/color/v", scale: 1) { let c = $0.shadowColor[i]; return [c.red, c.green, c.blue, 1] }
                check("\(node.name)/shadow/opacity/v", scale: 255) { [$0.shadowOpacity[i] * $0.shadowColor[i].alpha * 255] }
                check("\(node.name)/shadow/distance/v", scale: 1) { let o = $0.shadowOffset[i]; return [(o.x * o.x + o.y * o.y).squareRoot()] }
                check("\(node.name)/shadow/softness/v", scale: 1) { [$0.shadowBlur[i]] }
                // Degrees clockwise from straight up: (0, 1) points down, 180°.
                check("\(node.name)/shadow/direction/v", scale: 180 / Double.pi) {
                    let o = $0.shadowOffset[i]
                    let d = atan2(o.x, -o.y) * 180 / Double.pi
                    return [o.x == 0 && o.y == 0 ? 0 : (d < 0 ? d + 360 : d)]
                }
            } else {
                #expect(frames.allSatisfy { $0.shadowOpacity[i] * $0.shadowColor[i].alpha == 0 }, "\(seed) \(marker): \(node.name)'s shadow shows")
            }
            if properties["\(p)/fill/fill/c"] != nil {
                check("\(p)/fill/fill/c", scale: 1) { let c = $0.fillColor[i]; return [c.red, c.green, c.blue, 1] }
                check("\(p)/fill/fill/o", scale: 100) { [$0.fillColor[i].alpha * 100] }
            } else {
                #expect(frames.allSatisfy { $0.fillColor[i].alpha == 0 }, "\(seed) \(marker): \(node.name)'s fill shows")
            }
        }
        return worst
    }
}
