import Foundation
import Testing
import TestSupport

/// The gallery: every spec of `specs/` and `examples/` on one page (a spec given in both forms once,
/// as its DSL), rebuilt into `.build/gallery/index.html` by this test and loaded in headless Chromium.
@Suite(.serialized) struct GalleryChromiumTests {
    static let page = Repository.url(".build/gallery/index.html")

    /// The DSL specs of both folders, and the JSON specs that have no DSL twin.
    static func gallerySpecs() throws -> [String] {
        var specs: [String] = []
        for folder in ["specs", "examples"] {
            let dsl = try Repository.files(in: folder, suffix: ".motion")
            let json = try Repository.files(in: folder, suffix: ".motion.json")
            specs += dsl + json.filter { !dsl.contains(String($0.dropLast(".json".count))) }
        }
        return specs
    }

    @Test func galleryShowsEverySpecPlayingWithoutConsoleErrors() throws {
        let specs = try Self.gallerySpecs()
        #expect(specs.count >= 9)
        try FileManager.default.createDirectory(at: ConformanceRun.folder, withIntermediateDirectories: true)
        let build = try ConformanceRun.run(ConformanceRun.binary, ["gallery"] + specs + ["-o", Self.page.path])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.isEmpty, "\(build.stderr)")
        let html = try String(contentsOf: Self.page, encoding: .utf8)
        for spec in specs {
            // The source beside the control, escaped for HTML.
            let source = try Repository.read(spec).replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
                .replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
            #expect(html.contains("<h2>\(spec)</h2>"), "\(spec) is not on the page")
            #expect(html.contains(source), "\(spec)'s source is not on the page as written")
        }

        let run = try ConsumerTools.run("chromium_gallery.py", [Self.page.path])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect((json["console_errors"] as? [Any])?.isEmpty == true, "console errors: \(json["console_errors"] ?? "")")
        let sections = json["sections"] as? [[String: Any]] ?? []
        #expect(sections.map { $0["spec"] as? String ?? "" } == specs)
        #expect(json["controls"] as? Int == specs.count, "one control per spec")
        for section in sections {
            let spec = section["spec"] as? String ?? ""
            #expect(section["controls"] as? Int == 1, "\(spec)")
            #expect((section["width"] as? Double ?? 0) >= 100, "\(spec) is drawn too small: \(section)")
            #expect((section["height"] as? Double ?? 0) > 0, "\(spec) has no height")
            #expect((section["source"] as? Int ?? 0) > 100, "\(spec) shows no source")
            // Playing: the control went through at least two states while the page was watched.
            #expect((section["states_seen"] as? [String] ?? []).count >= 2, "\(spec) did not play: \(section)")
        }
    }

    @Test func aSpecAndItsTwinAreRefused() throws {
        try FileManager.default.createDirectory(at: ConformanceRun.folder, withIntermediateDirectories: true)
        let out = Repository.url(".build/gallery/twins.html")
        try? FileManager.default.removeItem(at: out)
        let run = try ConformanceRun.run(ConformanceRun.binary, ["gallery", "specs/flat-switch.motion", "specs/flat-switch.motion.json", "-o", out.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error:"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let usage = try ConformanceRun.run(ConformanceRun.binary, ["gallery", "specs/flat-switch.motion"])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("error: gallery needs a page to write: -o PAGE\n"))
    }
}
