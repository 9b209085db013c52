import Foundation
import Testing

/// The consumer tools, proven on small hand-written fixtures before the emitters' outputs go through them.
/// Expected values come from the fixtures' definitions (a linear trim end 0→100 over frames 0…60, a line
/// from x 20 to 80 with width 8, a 10×10 square), not from the tools' output.
@Suite struct LottieToolTests {
    @Test func validFixturePassesTheOfficialSchema() throws {
        let run = try ConsumerTools.run("lottie_validate.py", [ConsumerTools.fixture("trim.json")])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        let schema = try #require(JSONPick.object(json["schema"]))
        #expect((schema["id"] as? String)?.contains("lottie-spec") == true)
        let file = try #require(JSONPick.object(JSONPick.array(json["files"])?.first))
        #expect(file["valid"] as? Bool == true)
        #expect(JSONPick.array(file["errors"])?.isEmpty == true)
    }

    @Test func invalidFileIsRejectedWithJSONPaths() throws {
        let run = try ConsumerTools.run("lottie_validate.py", [ConsumerTools.fixture("invalid.json")])
        #expect(run.status == 1)
        let file = try #require(JSONPick.object(JSONPick.array(try run.json()["files"])?.first))
        #expect(file["valid"] as? Bool == false)
        let errors = try #require(JSONPick.array(file["errors"])).compactMap(JSONPick.object)
        let paths = errors.compactMap { $0["path"] as? String }
        #expect(paths.contains("$.fr"))
        #expect(paths.contains("$.layers[0].ks.o.k"))
        let frError = errors.first { $0["path"] as? String == "$.fr" }
        #expect((frError?["message"] as? String)?.contains("'sixty' is not of type 'number'") == true)
    }

    @Test func missingFileIsAnError() throws {
        let run = try ConsumerTools.run("lottie_values.py", ["no-such-file.json", "--frames", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no such file"))
    }

    @Test func trimEndFollowsItsLinearKeyframes() throws {
        let frames = [0.0, 15, 30, 45, 60, 7.5]
        let run = try ConsumerTools.run("lottie_values.py", [
            ConsumerTools.fixture("trim.json"), "--frames", frames.map { "\($0)" }.joined(separator: ","),
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let properties = try #require(JSONPick.object(try run.json()["properties"]))
        let trimEnd = try #require(JSONPick.numbers(JSONPick.object(properties["track/line/trim/e"])?["values"]))
        #expect(trimEnd.count == frames.count)
        for (frame, value) in zip(frames, trimEnd) {
            #expect(abs(value - 100 * frame / 60) < 1e-9, "trim e at frame \(frame)")
        }
        let trimStart = try #require(JSONPick.numbers(JSONPick.object(properties["track/line/trim/s"])?["values"]))
        #expect(trimStart.allSatisfy { $0 == 0 })
    }

    @Test func transformOpacityAndColourAtAFrame() throws {
        let run = try ConsumerTools.run("lottie_values.py", [ConsumerTools.fixture("trim.json"), "--frames", "30,45"])
        #expect(run.status == 0, "\(run.stderr)")
        let properties = try #require(JSONPick.object(try run.json()["properties"]))
        func values(_ path: String) -> [Any]? { JSONPick.array(JSONPick.object(properties[path])?["values"]) }
        func close(_ a: [Double]?, _ b: [Double]) -> Bool {
            guard let a, a.count == b.count else { return false }
            return zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
        }
        #expect(close(JSONPick.numbers(values("knob/ks/o")), [50, 75]))
        #expect(close(JSONPick.numbers(values("knob/ks/p")?.first), [20, 0]))
        #expect(close(JSONPick.numbers(values("knob/square/paint/c")?.first), [0.5, 0, 0.5, 1]))
        #expect(JSONPick.numbers(values("track/line/ink/w")) == [8, 8])
        let path = try #require(JSONPick.object(values("track/line/path/ks")?.first))
        #expect(path["c"] as? Bool == false)
        #expect(JSONPick.numbers(JSONPick.array(path["v"])?.last) == [80, 50])
    }

    @Test func markersGiveFramesFromSeconds() throws {
        let run = try ConsumerTools.run("lottie_values.py", [
            ConsumerTools.fixture("trim.json"), "--marker", "off->on", "--times", "0.25,1",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect(JSONPick.numbers(json["frames"]) == [15, 60])
        let names = try #require(JSONPick.array(json["markers"])).compactMap { JSONPick.object($0)?["name"] as? String }
        #expect(names == ["off", "off->on", "on"])
        let properties = try #require(JSONPick.object(json["properties"]))
        let trimEnd = try #require(JSONPick.numbers(JSONPick.object(properties["track/line/trim/e"])?["values"]))
        #expect(trimEnd.count == 2 && abs(trimEnd[0] - 25) < 1e-9 && abs(trimEnd[1] - 100) < 1e-9)

        let unknown = try ConsumerTools.run("lottie_values.py", [
            ConsumerTools.fixture("trim.json"), "--marker", "on->off", "--times", "0",
        ])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("no marker named 'on->off'"))
    }

    /// At frame 30 the line is drawn from x 20 to 50 (30 × 8 units) and the square (10 × 10) is half opaque:
    /// at scale 4 that is 16 pixels per unit, 3840 + 1600 inked pixels.
    @Test(arguments: ["thorvg", "rlottie", "lottie-web"])
    func renderInksTheExpectedArea(_ renderer: String) throws {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let output = folder.appendingPathComponent("\(renderer).png").path
        let run = try ConsumerTools.run("lottie_render.py", [
            ConsumerTools.fixture("trim.json"), "--frame", "30", "--scale", "4", "--renderer", renderer,
            "--background", "#000000", "-o", output,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect(JSONPick.number(json["width"]) == 400)
        #expect(JSONPick.number(json["height"]) == 400)
        let inked = try #require(JSONPick.number(json["inked_pixels"]))
        #expect(abs(inked - 5440) <= 5440 * 0.01)
        #expect(FileManager.default.fileExists(atPath: output))
    }

    /// Many frames with one load: the inked area grows with the trim end (30 × 8 units at frame 30, 60 × 8 at 60)
    /// and the square, fully transparent at frame 0, adds 10 × 10 units once visible.
    @Test(arguments: ["thorvg", "rlottie", "lottie-web"])
    func manyFramesInOneCall(_ renderer: String) throws {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let run = try ConsumerTools.run("lottie_render.py", [
            ConsumerTools.fixture("trim.json"), "--frames", "0,30,60", "--renderer", renderer,
            "-o", folder.appendingPathComponent("f{frame}.png").path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let renders = try #require(JSONPick.array(try run.json()["renders"])).compactMap(JSONPick.object)
        let inked = renders.compactMap { JSONPick.number($0["inked_pixels"]) }
        #expect(inked.count == 3)
        let expectedAreas: [Double] = [0, (30 * 8 + 100) * 16, (60 * 8 + 100) * 16]
        for (area, expected) in zip(inked, expectedAreas) {
            #expect(abs(area - expected) <= expected * 0.01, "\(inked)")
        }
        let outputs = renders.compactMap { $0["output"] as? String }
        #expect(outputs.map { URL(fileURLWithPath: $0).lastPathComponent } == ["f0.png", "f30.png", "f60.png"])
        #expect(outputs.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    @Test func renderRefusesFramesItCannotDraw() throws {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let output = folder.appendingPathComponent("x.png").path
        let fractional = try ConsumerTools.run("lottie_render.py", [
            ConsumerTools.fixture("trim.json"), "--frame", "30.5", "--renderer", "rlottie", "-o", output,
        ])
        #expect(fractional.status == 1)
        #expect(fractional.stderr.contains("whole frames"))
        // `op` is exclusive: the fixture has frames 0…60.
        let late = try ConsumerTools.run("lottie_render.py", [
            ConsumerTools.fixture("trim.json"), "--frame", "61", "--renderer", "thorvg", "-o", output,
        ])
        #expect(late.status == 1)
        #expect(late.stderr.contains("outside the composition's frames 0 ≤ F < 61"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func iouOfARenderWithItselfIsOneAndWithABlankIsZero() throws {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        func render(_ frame: String, _ renderer: String) throws -> String {
            let output = folder.appendingPathComponent("\(renderer)-\(frame).png").path
            let run = try ConsumerTools.run("lottie_render.py", [
                ConsumerTools.fixture("trim.json"), "--frame", frame, "--renderer", renderer, "-o", output,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            return output
        }
        let drawn = try render("30", "thorvg")
        let blank = try render("0", "thorvg") // trim end 0 and opacity 0: nothing is drawn
        let other = try render("30", "rlottie")

        let same = try ConsumerTools.run("iou.py", [drawn, drawn])
        #expect(JSONPick.number(try same.json()["iou"]) == 1)
        let empty = try ConsumerTools.run("iou.py", [drawn, blank, "--background", "#000000"])
        let emptyJSON = try empty.json()
        #expect(JSONPick.number(emptyJSON["iou"]) == 0)
        #expect(JSONPick.number(emptyJSON["inked_b"]) == 0)
        let failing = try ConsumerTools.run("iou.py", [drawn, blank, "--min", "0.5"])
        #expect(failing.status == 1)
        let players = try ConsumerTools.run("iou.py", [drawn, other, "--min", "0.97"])
        #expect(players.status == 0, "\(players.stdout)")
    }
}

/// Headless Chromium on a page whose SVG path is trimmed by CSS keyframes on `stroke-dashoffset`, driven by
/// `data-state`: off→on runs the offset 1→0 linearly over 1 s, and moves, fades and recolours a square.
@Suite struct ChromiumToolTests {
    static let page = ConsumerTools.fixture("switch.html")

    @Test func dashOffsetOpacityTransformAndFillAtTimes() throws {
        let run = try ConsumerTools.run("chromium_sample.py", [
            Self.page, "--from", "off", "--to", "on", "--times", "0,0.25,0.5,1",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        let elements = try #require(JSONPick.object(json["elements"]))
        let track = try #require(JSONPick.object(elements["track"]))
        let offsets = try #require(JSONPick.numbers(track["stroke-dashoffset"]))
        for (offset, expected) in zip(offsets, [1.0, 0.75, 0.5, 0]) {
            #expect(abs(offset - expected) < 1e-6)
        }
        #expect(JSONPick.numbers(JSONPick.array(track["stroke-dasharray"])?.first) == [1, 1])

        let knob = try #require(JSONPick.object(elements["knob"]))
        let opacity = try #require(JSONPick.numbers(knob["opacity"]))
        #expect(abs(opacity[2] - 0.5) < 1e-6)
        let matrix = try #require(JSONPick.numbers(JSONPick.array(knob["transform"])?[2]))
        #expect(matrix.count == 6)
        #expect(abs(matrix[4] - 20) < 1e-6 && abs(matrix[5]) < 1e-6)
        #expect(JSONPick.numbers(JSONPick.array(knob["transform-origin"])?[2]) == [0, 0])
        #expect((JSONPick.array(track["d"])?.first as? String) == "path(\"M 20 50 L 80 50\")")
        let fill = try #require(JSONPick.numbers(JSONPick.array(knob["fill"])?[2]))
        #expect(abs(fill[0] - 127.5) <= 1 && fill[1] == 0 && abs(fill[2] - 127.5) <= 1 && fill[3] == 1)

        let names = try #require(JSONPick.array(json["animations"])).compactMap { JSONPick.object($0)?["name"] as? String }
        #expect(names.sorted() == ["draw", "slide"])
        #expect(JSONPick.array(json["console_errors"])?.isEmpty == true)
    }

    @Test func reverseTransitionAndBatchShareOneSession() throws {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let jobs = folder.appendingPathComponent("jobs.json")
        let text = """
        [{"page": "\(Self.page)", "from": "on", "to": "off", "times": [0.25, 1]},
         {"page": "\(Self.page)", "from": "off", "to": "on", "times": [0.1]}]
        """
        try text.write(to: jobs, atomically: true, encoding: .utf8)
        let run = try ConsumerTools.run("chromium_sample.py", ["--batch", jobs.path])
        #expect(run.status == 0, "\(run.stderr)")
        let results = try #require(JSONPick.array(try run.json()["results"])).compactMap(JSONPick.object)
        #expect(results.count == 2)
        func offsets(_ result: [String: Any]) -> [Double]? {
            JSONPick.numbers(JSONPick.object(JSONPick.object(result["elements"])?["track"])?["stroke-dashoffset"])
        }
        let back = try #require(offsets(results[0]))
        #expect(abs(back[0] - 0.25) < 1e-6 && abs(back[1] - 1) < 1e-6)
        let forth = try #require(offsets(results[1]))
        #expect(abs(forth[0] - 0.9) < 1e-6)
    }

    /// The page's own script toggles on click; the click plays the same transition as setting `data-state`.
    @Test func clickTogglesTheStateLikeAUser() throws {
        let run = try ConsumerTools.run("chromium_sample.py", [
            Self.page, "--from", "off", "--click", "--times", "0.5",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect(json["state"] as? String == "on")
        #expect(json["aria_checked"] as? String == "true")
        let track = JSONPick.object(JSONPick.object(json["elements"])?["track"])
        let offset = try #require(JSONPick.numbers(track?["stroke-dashoffset"])?.first)
        #expect(abs(offset - 0.5) < 1e-6)

        let missing = try ConsumerTools.run("chromium_sample.py", [
            Self.page, "--from", "off", "--click", "#absent", "--times", "0",
        ])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot click #absent"))
    }

    @Test func consoleErrorsAreCollected() throws {
        let run = try ConsumerTools.run("chromium_sample.py", [
            ConsumerTools.fixture("broken.html"), "--from", "off", "--to", "off", "--times", "0",
            "--fail-on-console-error",
        ])
        #expect(run.status == 1)
        let errors = try #require(JSONPick.array(try run.json()["console_errors"])).compactMap(JSONPick.object)
        #expect(errors.contains { ($0["message"] as? String)?.contains("undefinedFunctionCall") == true })
    }

    @Test func unknownRootIsAnError() throws {
        let run = try ConsumerTools.run("chromium_sample.py", [
            Self.page, "--from", "off", "--to", "on", "--times", "0", "--root", "#nothing",
        ])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no element matches the root selector #nothing"))
    }

    /// The page and the Lottie fixture draw the same motion: Chromium at 0.5 s and ThorVG at frame 30 agree.
    @Test func screenshotMatchesTheLottieRender() throws {
        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let shot = folder.appendingPathComponent("chromium.png").path
        let render = folder.appendingPathComponent("thorvg.png").path
        let screenshot = try ConsumerTools.run("chromium_screenshot.py", [
            Self.page, "--from", "off", "--to", "on", "--time", "0.5", "--scale", "4", "-o", shot,
        ])
        #expect(screenshot.status == 0, "\(screenshot.stderr)")
        let json = try screenshot.json()
        #expect(JSONPick.number(json["width"]) == 400 && JSONPick.number(json["height"]) == 400)
        let lottie = try ConsumerTools.run("lottie_render.py", [
            ConsumerTools.fixture("trim.json"), "--frame", "30", "--renderer", "thorvg", "-o", render,
        ])
        #expect(lottie.status == 0, "\(lottie.stderr)")
        let iou = try ConsumerTools.run("iou.py", [shot, render, "--background", "#000000", "--min", "0.97"])
        #expect(iou.status == 0, "\(iou.stdout)")
        let inked = JSONPick.number(try iou.json()["inked_a"]) ?? 0
        #expect(abs(inked - 5440) <= 5440 * 0.02)
    }
}

@Suite struct ConsumerToolInterfaceTests {
    static let tools = ["lottie_validate.py", "lottie_values.py", "lottie_render.py", "chromium_sample.py",
                        "chromium_screenshot.py", "iou.py"]

    @Test(arguments: tools)
    func helpDescribesTheTool(_ tool: String) throws {
        let run = try ConsumerTools.run(tool, ["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("usage: \(tool)"))
    }

    @Test(arguments: tools)
    func missingArgumentsFailWithAMessage(_ tool: String) throws {
        let run = try ConsumerTools.run(tool, [])
        #expect(run.status != 0)
        #expect(!run.stderr.isEmpty)
    }
}
