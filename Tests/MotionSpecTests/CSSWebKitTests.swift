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
    /// A seed whose CSS passes in Chromium (`RandomSpecKnownFailures` lists it for the Lottie renderers only).
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
                guard morphs else { continue }
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
