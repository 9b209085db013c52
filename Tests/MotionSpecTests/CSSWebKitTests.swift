import Foundation
import MotionSpecGenerator
import Testing
import TestSupport

/// The CSS pages in WebKit, Safari's engine (WebKitGTK's MiniBrowser through `webkit2gtk-driver`, on an Xvfb
/// of its own: `Tests/Consumers/webkit_session.py`), switched, paused and seeked as the conformance suite
/// does in Chromium (`ConformanceCSS`), and held to the same bounds against the runtime: the play ↔ pause
/// morph, the marching ants, dashed strokes that are trimmed, and one random spec. A few pages, so that CI
/// stays short.
@Suite(.serialized) struct CSSWebKitTests {
    static let folder = Repository.url(".build/conformance-webkit")
    static let paths = ["specs/play-pause.motion", "specs/marching-ants.motion", "Tests/Fixtures/conformance/dash-trim.motion"]
    /// A seed that passes in every target in Chromium and the Lottie renderers (not in `RandomSpecKnownFailures`).
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
            let output = try ConformanceRun.consumersOutput("css-webkit", jobs: specs.flatMap(ConformanceCSS.jobs))
            let version = JSONPick.object(output["browser"])?["version"] as? String ?? ""
            #expect(!version.isEmpty, "the driver named no WebKit version")
            print("webkit: WebKitGTK \(version), \(specs.map(\.cases.count).reduce(0, +)) cases")
            let results = ConformanceRun.byID(output)
            for spec in specs {
                let morphs = spec.lowered.nodes.indices.contains { spec.lowered.morphs(node: $0) }
                var cells: [String: ConformanceCell] = [:]
                ConformanceCSS.measure(spec, results: morphs ? Self.withoutPathData(results) : results, into: &cells)
                for item in spec.cases {
                    #expect(cells[item.slug]?.passes == true,
                            "WebKit \(version), \(spec.baseName) \(item.title): \(cells[item.slug]?.text ?? "no cell")")
                }
                let lengths = Self.lengthErrors(spec, results)
                #expect(!lengths.isEmpty, "no drawn length was read for \(spec.baseName)")
                print("webkit: \(spec.baseName): drawn lengths within \(lengths.map(\.error).max() ?? 0) of the runtime's (relative)")
                guard morphs else {
                    #expect(lengths.allSatisfy { $0.error <= Self.lengthTolerance }, "\(spec.baseName): \(lengths.max { $0.error < $1.error }?.text ?? "")")
                    continue
                }
                #expect(lengths.contains { $0.error > Self.lengthTolerance }, "WebKit draws \(spec.baseName)'s path of the moment")
                // WebKit has no CSS `d` property: it draws the markup's path (the `path` setting's) throughout,
                // so the morph's cells fail on the path alone (backends.md). When it morphs, this fails.
                var drawn: [String: ConformanceCell] = [:]
                ConformanceCSS.measure(spec, results: results, into: &drawn)
                let failing = spec.cases.compactMap { drawn[$0.slug] }.filter { !$0.passes }
                #expect(!failing.isEmpty, "WebKit \(version) morphs \(spec.baseName): say so in specs/backends.md")
                #expect(failing.allSatisfy { $0.worst?.property.hasSuffix(".path") == true }, "\(failing.map(\.text))")
            }
        }
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

    /// The results without the path data read from each element (WebKit's is the markup's), so the rest of a
    /// morphing spec is measured on its own.
    static func withoutPathData(_ results: [String: [String: Any]]) -> [String: [String: Any]] {
        results.mapValues { result in
            var result = result
            if let elements = JSONPick.object(result["elements"]) {
                result["elements"] = elements.mapValues { element -> Any in
                    guard var entry = element as? [String: Any] else { return element }
                    entry["d"] = nil
                    return entry
                }
            }
            return result
        }
    }
}
