import Foundation
import MotionCompiler
import MotionEmitters
import Testing
import TestSupport

/// A closed path whose trim the page draws from its raw ends (`CSSClosedTrim`) shows a whole trim as
/// Core Animation strokes the closed path: with a join where it meets its start, no seam. The fixture's
/// triangle, trimmed 0 … 1 in st2 and mitred at its start corner, is screenshot at rest in Chromium
/// beside the same page with the stroke undashed (what the runtime draws) and with the dash a whole
/// dash would be without the mend (`1 1` from the start), which cuts that corner.
@Suite struct CSSClosedTrimSeamTests {
    static let script = """
        import io, json, sys
        import numpy as np
        from PIL import Image
        sys.path.insert(0, sys.argv[1])
        from chromium_session import ChromiumSession
        shots = []
        with ChromiumSession() as session:
            for page in sys.argv[2:]:
                root = session.open(page, None, "st2")
                session.switch(root, "st2")
                png, _ = session.screenshot(0, None, root, 4, None)
                shots.append(np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.int32))
        def off(a, b):
            return int((np.abs(a - b).max(axis=2) > 64).sum())
        print(json.dumps({"mended": off(shots[0], shots[1]), "unmended": off(shots[2], shots[1])}))
        """

    @Test func aWholeClosedTrimHasNoSeam() throws {
        let source = try Repository.sourceFile("Tests/Fixtures/conformance/closed-trim-restart.motion")
        let output = MotionEmitters.emit(Pipeline.run([source]), targets: [.css], options: EmitOptions(standalone: true))
        let page = try #require(output.files.first { $0.path.hasSuffix(".html") }).contents
        let stroke = "#closed-trim-restart-s0-stroke"
        // The page draws the triangle from its raw ends: the dash is computed, not keyframed.
        let rule = try #require(page.split(separator: "\n").first { $0.hasPrefix("\(stroke) { stroke-dasharray: calc(") })
        func overriding(_ declarations: String) -> String {
            page.replacingOccurrences(of: rule + "\n", with: rule + "\n\(stroke) { \(declarations) }\n")
        }

        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        var pages: [String] = []
        for (name, text) in [("mended", page), ("undashed", overriding("stroke-dasharray: none !important;")),
                             ("unmended", overriding("stroke-dasharray: 1 1 !important; stroke-dashoffset: 0 !important;"))] {
            let url = folder.appendingPathComponent("\(name).html")
            try Data(text.utf8).write(to: url)
            pages.append(url.path)
        }
        let file = folder.appendingPathComponent("seam.py")
        try Data(Self.script.utf8).write(to: file)
        guard FileManager.default.isExecutableFile(atPath: ConsumerTools.python.path) else {
            throw ConsumerToolError.notInstalled(ConsumerTools.python.path)
        }
        let run = try ProcessRunner.run(ConsumerTools.python, [file.path, ConsumerTools.directory.path] + pages)
        #expect(run.status == 0, "\(run.stderr.suffix(2000))")
        let result = try run.json()
        // Measured at 4×: 0 pixels more than 64 levels off with the mend (13 within 20 levels, the
        // break's antialiasing mid-edge); 267 without it (the mitred corner, 241 levels off).
        #expect(JSONPick.number(result["mended"]) == 0, "\(result)")
        #expect((JSONPick.number(result["unmended"]) ?? 0) > 100, "\(result)")
    }
}
