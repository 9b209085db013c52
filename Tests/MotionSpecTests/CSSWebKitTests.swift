import Foundation
import MotionRuntime
import MotionSpecGenerator
import Testing
import TestSupport

/// The CSS pages in WebKit, Safari's engine (WebKitGTK's MiniBrowser through `webkit2gtk-driver`, on an Xvfb
/// of its own: `Tests/Consumers/webkit_session.py`), switched, paused and seeked as the conformance suite
/// does in Chromium (`ConformanceCSS`), and held to the same bounds against the runtime: the play ↔ pause
/// morph (played by its SMIL form: WebKit has no CSS `d`), morphs from `current` (on a curve, on a spring)
/// interrupted by the way back, the marching ants, dashed strokes that are trimmed (and restarted from the
/// screen: the script reads a dash array's computed value), gradients whose stops and
/// points move (SMIL in every engine), a dashed stroke that is a gradient (`sync-bar`: both on one stroke), and
/// one random spec. A few pages, so that CI stays short. The
/// morphing pages are also read in Chromium, which plays the stylesheet's `d` and must have removed the SMIL form.
@Suite(.serialized) struct CSSWebKitTests {
    static let folder = Repository.url(".build/conformance-webkit")
    static let paths = ["specs/play-pause.motion", "specs/marching-ants.motion", "Tests/Fixtures/conformance/dash-trim.motion",
                        "Tests/Fixtures/conformance/dash-trim-late-restart.motion",
                        "Tests/Fixtures/css/morph-current.motion", "Tests/Fixtures/css/morph-current-spring.motion",
                        "Tests/Fixtures/conformance/gradient-geometry.motion", "specs/sync-bar.motion"]
    /// A seed that passes in every target in Chromium and the Lottie renderers .
    static let seed: UInt64 = 3

    @Test func webKitPlaysThePagesAsTheRuntimeDoes() throws {
        try? FileManager.default.removeItem(at: Self.folder)
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let random = ".build/conformance-webkit/random-\(Self.seed).motion"
        try RandomSpecGenerator.spec(seed: Self.seed).dsl().write(to: Repository.url(random), atomically: true, encoding: .utf8)
        let specs = try (Self.paths + [random]).map(ConformanceSpec.load)
        try ConformanceRun.$folder.withValue(Self.folder) {
            let compiled = try ConformanceRun.compile(specs, target: "css")
            #expect(compiled.problem == nil && compiled.refused.isEmpty, "\(compiled)")
            let output = try ConformanceRun.consumersOutput("css-webkit", jobs: specs.flatMap(Self.jobs))
            let version = JSONPick.object(output["browser"])?["version"] as? String ?? ""
            #expect(!version.isEmpty, "the driver named no WebKit version")
            print("webkit: WebKitGTK \(version), \(specs.map(\.cases.count).reduce(0, +)) cases")
            let results = ConformanceRun.byID(output)
            for spec in specs {
                Self.expectPlayed(spec, results: results, engine: "WebKit \(version)", morphsBy: .smil)
            }
            // Chromium animates CSS `d`: its script removes the SMIL form, so it does not play both.
            let morphing = specs.filter(Self.morphs)
            #expect(!morphing.isEmpty)
            let chromium = ConformanceRun.byID(try ConformanceRun.consumersOutput("css", jobs: morphing.flatMap(Self.jobs)))
            for spec in morphing { Self.expectPlayed(spec, results: chromium, engine: "Chromium", morphsBy: .css) }
        }
    }

    /// Which form plays a morph in an engine: the stylesheet's `d`, or the SMIL elements the page keeps.
    enum MorphForm { case css, smil }

    static func morphs(_ spec: ConformanceSpec) -> Bool {
        spec.lowered.nodes.indices.contains { spec.lowered.morphs(node: $0) }
    }

    /// The conformance suite's jobs, asking for each path's drawn points.
    static func jobs(_ spec: ConformanceSpec) -> [[String: Any]] {
        ConformanceCSS.jobs(spec).map { job in
            var job = job
            job["drawn_points"] = true
            return job
        }
    }

    /// Every cell of `spec` passes (the morph's path read point by point), each drawn length and each drawn
    /// point of a morphing path is the runtime's, and the morph is played by the form `form` alone.
    static func expectPlayed(_ spec: ConformanceSpec, results: [String: [String: Any]], engine: String, morphsBy form: MorphForm) {
        var cells: [String: ConformanceCell] = [:]
        ConformanceCSS.measure(spec, results: results, into: &cells)
        for item in spec.cases {
            #expect(cells[item.slug]?.passes == true, "\(engine), \(spec.baseName) \(item.title): \(cells[item.slug]?.text ?? "no cell")")
        }
        if let worst = cells.values.compactMap(\.worst).max(by: { $0.excess < $1.excess }) {
            print("\(engine): \(spec.baseName): every value within its bound, the nearest \(worst.error) (\(worst.property) in \(cells.first { $0.value.worst?.excess == worst.excess }?.key ?? ""))")
        }
        let lengths = lengthErrors(spec, results)
        #expect(!lengths.isEmpty, "no drawn length was read for \(spec.baseName)")
        print("\(engine): \(spec.baseName): drawn lengths within \(lengths.map(\.error).max() ?? 0) of the runtime's (relative)")
        #expect(lengths.allSatisfy { $0.error <= lengthTolerance }, "\(engine), \(spec.baseName): \(lengths.max { $0.error < $1.error }?.text ?? "")")
        guard morphs(spec) else { return }
        let points = pointErrors(spec, results)
        #expect(!points.errors.isEmpty, "no drawn point was read for \(spec.baseName)")
        print("\(engine): \(spec.baseName): drawn points within \(points.errors.map(\.error).max() ?? 0) px of the runtime's")
        #expect(points.errors.allSatisfy { $0.error <= pointTolerance },
                "\(engine), \(spec.baseName): \(points.errors.max { $0.error < $1.error }?.text ?? "")")
        switch form {
        case .smil: #expect(points.smilElements.allSatisfy { $0 > 0 }, "\(engine) lost \(spec.baseName)'s SMIL elements")
        case .css: #expect(points.smilElements.allSatisfy { $0 == 0 }, "\(engine) kept \(spec.baseName)'s SMIL elements")
        }
        #expect(!points.smilElements.isEmpty)
    }

    /// How far a drawn point (`getPointAtLength`, which WebKit measures by flattening) may be from the
    /// runtime's point at the same length, in px.
    static let pointTolerance = 1e-3

    /// Per morphing shape, case, time and point: the drawn point at k/16 of the drawn length (of the fill
    /// path, or of the stroke path written 16× finer) against the runtime's at k/16 of its path of the
    /// moment; and per morphing path element read, how many SMIL elements it holds.
    static func pointErrors(_ spec: ConformanceSpec, _ results: [String: [String: Any]]) -> (errors: [(error: Double, text: String)], smilElements: [Int]) {
        var errors: [(error: Double, text: String)] = []
        var smil: [Int] = []
        for item in spec.cases {
            guard let elements = JSONPick.object(results["\(spec.baseName)/\(item.slug)"]?["elements"]) else { continue }
            let ids = elements.keys.sorted()
            for (i, node) in spec.lowered.nodes.enumerated() where !node.isGroup && spec.lowered.morphs(node: i) {
                guard let id = NodeNames.match(node.name, in: ids) else { continue }
                for (suffix, scale) in [("-fill", 1.0), ("-stroke", 16.0)] {
                    guard let element = JSONPick.object(elements[id + suffix]),
                          let drawn = JSONPick.array(element["drawn_points"]) else { continue }
                    if let count = JSONPick.array(element["smil_elements"])?.first.flatMap(JSONPick.number) { smil.append(Int(count)) }
                    for (k, frame) in item.frames.enumerated() where k < drawn.count {
                        guard let points = JSONPick.array(drawn[k]) else { continue }
                        let path = frame.path[i]
                        let total = path.length
                        for (j, point) in points.enumerated() {
                            guard let xy = JSONPick.numbers(point), xy.count == 2 else { continue }
                            let expected = Self.point(path, atLength: total * Double(j) / Double(points.count - 1))
                            let error = ((xy[0] / scale - expected.x) * (xy[0] / scale - expected.x)
                                + (xy[1] / scale - expected.y) * (xy[1] / scale - expected.y)).squareRoot()
                            errors.append((error, "\(item.title) \(node.name)\(suffix) #\(k) point \(j): drawn (\(xy[0] / scale), \(xy[1] / scale)), runtime (\(expected.x), \(expected.y))"))
                        }
                    }
                }
            }
        }
        return (errors, smil)
    }

    /// The point `distance` along `path` (subpaths in order, as SVG's `getPointAtLength` walks them).
    static func point(_ path: MotionPath, atLength distance: Double) -> MotionPoint {
        var remaining = distance
        var last = path.subpaths.first?.start ?? MotionPoint(0, 0)
        for subpath in path.subpaths {
            for cubic in subpath.cubics {
                let length = cubic.length
                if remaining <= length, length > 0 { return cubic.point(at: cubic.parameter(atLength: remaining, totalLength: length)) }
                remaining -= length
                last = cubic.p3
            }
        }
        return last
    }

    /// How far a drawn path's length (`getTotalLength()`, which WebKit measures by flattening) may be from
    /// the runtime's, relative to it.
    static let lengthTolerance = 1e-3

    /// Per shape, case and time: the drawn length of its fill path (or its stroke path, written 16× finer)
    /// against the runtime's length of the path of the moment, relative.
    static func lengthErrors(_ spec: ConformanceSpec, _ results: [String: [String: Any]]) -> [(error: Double, text: String)] {
        var out: [(error: Double, text: String)] = []
        for item in spec.cases {
            guard let elements = JSONPick.object(results["\(spec.baseName)/\(item.slug)"]?["elements"]) else { continue }
            let ids = elements.keys.sorted()
            for (i, node) in spec.lowered.nodes.enumerated() where !node.isGroup {
                guard let id = NodeNames.match(node.name, in: ids) else { continue }
                let fill = JSONPick.array(JSONPick.object(elements[id + "-fill"])?["total_length"])?.map { JSONPick.number($0) ?? .nan }
                let stroke = JSONPick.array(JSONPick.object(elements[id + "-stroke"])?["total_length"])?.map { (JSONPick.number($0) ?? .nan) / 16 }
                guard let drawn = fill ?? stroke else { continue }
                for (k, frame) in item.frames.enumerated() where k < drawn.count && drawn[k].isFinite {
                    let length = drawn[k]
                    let expected = frame.path[i].length
                    let error = abs(length - expected) / max(expected, 1)
                    out.append((error, "\(item.title) \(node.name) #\(k): drawn \(length), runtime \(expected)"))
                }
            }
        }
        return out
    }
}
