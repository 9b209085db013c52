import Foundation
import Testing
import TestSupport

/// `motionspec preview`: the page it writes, used in headless Chromium as a designer would
/// (`Tests/Consumers/chromium_preview.py`), and held to `motionspec sample`.
@Suite(.serialized) struct PreviewChromiumTests {
    static let folder = Repository.url(".build/preview")

    static func preview(_ spec: String, to name: String) throws -> (ProcessOutput, URL) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: page)
        return (try ConformanceRun.run(ConformanceRun.binary, ["preview", spec, "-o", page.path]), page)
    }

    /// The values `motionspec sample` prints for a transition at the given times, by key.
    static func sample(_ spec: String, from: String, to: String, times: [Double]) throws -> [String: [[Double]]] {
        let list = times.map { String($0) }.joined(separator: ",")
        let run = try ConformanceRun.run(ConformanceRun.binary, ["sample", spec, "--from", from, "--to", to, "--times", list])
        #expect(run.status == 0, "\(run.stderr)")
        let values = JSONPick.object(try run.json()["values"]) ?? [:]
        var out: [String: [[Double]]] = [:]
        for (key, column) in values {
            out[key] = (JSONPick.array(column) ?? []).map { value in
                if let number = JSONPick.number(value) { return [number] }
                return (JSONPick.array(value) ?? []).compactMap(JSONPick.number)
            }
        }
        return out
    }

    @Test func thePageIsSelfContainedAndTheSameBytesEachTime() throws {
        let (first, page) = try Self.preview("specs/day-night-switch.motion", to: "day-night-a.html")
        #expect(first.status == 0, "\(first.stderr)")
        let (second, again) = try Self.preview("specs/day-night-switch.motion", to: "day-night-b.html")
        #expect(second.status == 0, "\(second.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(try Data(contentsOf: page) == Data(contentsOf: again), "two runs wrote different pages")
        // Offline: nothing is loaded from elsewhere (lottie-web and both outputs are inside).
        for reference in ["<script src", "<link", "@import", "url(http", "src=\"http"] {
            #expect(!html.contains(reference), "the page loads something: \(reference)")
        }
        #expect(html.contains("lottie-web 5.7.5") && html.contains("Permission is hereby granted"), "lottie-web and its licence")
        #expect(html.contains("@container style(--motion-preview-reduced: 1)"))
    }

    @Test func badInputWritesNothing() throws {
        let bad = Self.folder.appendingPathComponent("bad.motion")
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let text = try Repository.read("specs/flat-switch.motion").replacing("transition off -> on for", with: "transition off -> onn for")
        try text.write(to: bad, atomically: true, encoding: .utf8)
        let (run, page) = try Self.preview(bad.path, to: "bad.html")
        #expect(run.status == 1)
        #expect(run.stderr.contains("bad.motion:") && run.stderr.contains("error:"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: page.path))
        let usage = try ConformanceRun.run(ConformanceRun.binary, ["preview"])
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("error: preview needs exactly one SPEC\n"), "\(usage.stderr)")
        let help = try ConformanceRun.run(ConformanceRun.binary, ["--help"])
        #expect(help.stdout.contains("  preview     "), "the overview lists preview")
    }

    @Test func aDesignerPressesStatesScrubsAndSeesTheRuntimeValues() throws {
        let spec = "specs/flat-switch.motion"
        let (build, page) = try Self.preview(spec, to: "flat-switch.html")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.isEmpty, "\(build.stderr)")
        let screenshot = Self.folder.appendingPathComponent("flat-switch.png")
        // off -> on is the first transition; 7 of its samples, from the first to the last.
        let indices = [0, 3, 6, 9, 12, 15, 18]
        let run = try ConsumerTools.run("chromium_preview.py", [
            page.path, "--click", "on,off", "--case", "0", "--indices", indices.map(String.init).joined(separator: ","),
            "--screenshot", screenshot.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect(json["ready"] as? Bool == true, "the players never became ready")
        #expect((JSONPick.array(json["console_errors"]) ?? []).isEmpty, "console errors: \(json["console_errors"] ?? "")")
        #expect(json["states"] as? [String] == ["off", "on"])
        #expect(json["css_text"] as? String == "", "the CSS player shows the page's text, not only the control")
        #expect(json["transitions"] as? [String] == ["off → on", "on → off"])

        // A press changes the state; the second press, 0.1 s in, interrupts the first transition mid-flight.
        let clicks = (JSONPick.array(json["clicks"]) ?? []).compactMap(JSONPick.object)
        #expect(clicks.count == 2)
        #expect(clicks.first?["css_state"] as? String == "on")
        #expect(clicks.first?["pressed"] as? [String] == ["on"])
        #expect((JSONPick.number(clicks.first?["running"]) ?? 0) > 0, "nothing moves after the press: \(clicks)")
        #expect(clicks.last?["css_state"] as? String == "off")
        #expect(clicks.last?["shown"] as? String == "off")

        // The readout at each scrubbed sample is what `motionspec sample` prints at that time.
        let samples = (JSONPick.array(json["samples"]) ?? []).compactMap(JSONPick.object)
        #expect(samples.map { JSONPick.number($0["index"]).map(Int.init) } == indices.map { Optional($0) })
        let times = samples.compactMap { JSONPick.number($0["time"]) }
        #expect(times.count == indices.count)
        #expect(zip(times, indices).allSatisfy { abs($0 - Double($1) / 60) < 1e-12 }, "\(times)")
        let expected = try Self.sample(spec, from: "off", to: "on", times: times)
        var compared = 0
        for (i, sample) in samples.enumerated() {
            let values = JSONPick.object(sample["values"]) ?? [:]
            #expect(!values.isEmpty, "no values at index \(indices[i])")
            for (key, value) in values {
                let shown = (JSONPick.array(value) ?? []).compactMap(JSONPick.number)
                let runtime = try #require(expected[key], "\(key) is not a column of `sample`")[i]
                #expect(shown.count == runtime.count && zip(shown, runtime).allSatisfy { abs($0 - $1) <= 1e-12 },
                        "\(key) at \(times[i]) s: page \(shown), sample \(runtime)")
                compared += 1
            }
        }
        #expect(compared >= indices.count * 2)
        // One plot per animated property, each drawn through every sample.
        let plots = json["plots"] as? [String] ?? []
        #expect(!plots.isEmpty && plots.allSatisfy { expected[$0] != nil }, "\(plots)")

        // The screenshot: both players draw the control on their dark stage.
        let shot = JSONPick.object(json["screenshot"]) ?? [:]
        let box = JSONPick.object(shot["css_box"]) ?? [:]
        let area = (JSONPick.number(box["width"]) ?? 0) * (JSONPick.number(box["height"]) ?? 0)
        for player in ["css_inked", "lottie_inked"] {
            let ink = JSONPick.number(shot[player]) ?? 0
            #expect(ink > area * 0.02, "\(player): \(ink) of \(area) pixels inked")
        }
        #expect(FileManager.default.fileExists(atPath: screenshot.path))
    }

    /// At 0.1× the CSS page's animations run at a tenth of their rate; with the reduced-motion switch on, the
    /// CSS output's reduced-motion rules apply (the flat switch has no `reduced` form: it switches at once).
    @Test func speedAndReducedMotionReachTheCSSPage() throws {
        let (build, page) = try Self.preview("specs/flat-switch.motion", to: "flat-switch-speed.html")
        #expect(build.status == 0, "\(build.stderr)")
        let slow = try ConsumerTools.run("chromium_preview.py", [page.path, "--speed", "0.1", "--click", "on"])
        #expect(slow.status == 0, "\(slow.stderr)")
        let slowClick = try #require((JSONPick.array(try slow.json()["clicks"]) ?? []).compactMap(JSONPick.object).first)
        #expect((JSONPick.number(slowClick["running"]) ?? 0) > 0, "\(slowClick)")
        #expect((JSONPick.array(slowClick["rates"]) ?? []).compactMap(JSONPick.number) == [0.1], "\(slowClick)")
        let reduced = try ConsumerTools.run("chromium_preview.py", [page.path, "--reduced", "--click", "on"])
        #expect(reduced.status == 0, "\(reduced.stderr)")
        let reducedClick = try #require((JSONPick.array(try reduced.json()["clicks"]) ?? []).compactMap(JSONPick.object).first)
        #expect(reducedClick["css_state"] as? String == "on")
        #expect(JSONPick.number(reducedClick["running"]) == 0, "reduced motion still animates: \(reducedClick)")
    }

    /// A press mid-flight: the CSS page's knob (a CSS transition, as the shape switch writes it) goes back from
    /// where it is on screen, so its transform just after the press is the one just before.
    @Test func aPressMidFlightStartsFromWhatIsOnScreen() throws {
        let (build, page) = try Self.preview("specs/shape-switch.motion", to: "shape-switch.html")
        #expect(build.status == 0, "\(build.stderr)")
        let run = try ConsumerTools.run("chromium_preview.py", [page.path, "--click", "on,off", "--probe", "shape-switch-knob:transform"])
        #expect(run.status == 0, "\(run.stderr)")
        let clicks = (JSONPick.array(try run.json()["clicks"]) ?? []).compactMap(JSONPick.object)
        let probe = try #require(JSONPick.object(clicks.last?["probe"]), "\(clicks)")
        let before = probe["before"] as? String ?? "", after = probe["after"] as? String ?? ""
        #expect(before == after, "the knob jumped at the press: \(before) → \(after)")
        #expect(before.hasPrefix("matrix(") && before != "matrix(1, 0, 0, 1, 5, 20)", "the knob had not moved: \(before)")
        #expect(clicks.last?["css_state"] as? String == "off")
    }

    /// A `* -> B` transition is listed once per state it serves, each played from that state, and its readout is
    /// what `motionspec sample --from A --to B` prints (the three-way fixture: springs from `current`).
    @Test func anyStateTransitionsArePreviewedFromEachSource() throws {
        let spec = "Tests/Goldens/css/fixtures/three-way.motion"
        let (build, page) = try Self.preview(spec, to: "three-way.html")
        #expect(build.status == 0, "\(build.stderr)")
        let run = try ConsumerTools.run("chromium_preview.py", [page.path, "--case", "4", "--indices", "0,4,9"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect(json["transitions"] as? [String] == ["left → middle", "left → right", "middle → right", "middle → left", "right → left"])
        let samples = (JSONPick.array(json["samples"]) ?? []).compactMap(JSONPick.object)
        let times = samples.compactMap { JSONPick.number($0["time"]) }
        #expect(times.count == 3)
        let expected = try Self.sample(spec, from: "right", to: "left", times: times)
        for (i, sample) in samples.enumerated() {
            for (key, value) in JSONPick.object(sample["values"]) ?? [:] {
                let shown = (JSONPick.array(value) ?? []).compactMap(JSONPick.number)
                let runtime = expected[key]?[i] ?? []
                #expect(shown.count == runtime.count && zip(shown, runtime).allSatisfy { abs($0 - $1) <= 1e-12 },
                        "\(key) at \(times[i]) s: page \(shown), sample \(runtime)")
            }
        }
        #expect((JSONPick.array(json["console_errors"]) ?? []).isEmpty, "console errors: \(json["console_errors"] ?? "")")
    }

    /// A morphing path is plotted as its outline at six times spread over the transition, each outline the
    /// path data `motionspec sample` prints at that time.
    @Test func aMorphingPathIsPlottedAsOutlines() throws {
        let spec = "specs/play-pause.motion"
        let (build, page) = try Self.preview(spec, to: "play-pause.html")
        #expect(build.status == 0, "\(build.stderr)")
        let run = try ConsumerTools.run("chromium_preview.py", [page.path])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try run.json()
        #expect((JSONPick.array(json["console_errors"]) ?? []).isEmpty, "console errors: \(json["console_errors"] ?? "")")
        let outlines = (JSONPick.array(json["outlines"]) ?? []).compactMap(JSONPick.object)
        #expect(outlines.count == 6)
        #expect(Set(outlines.compactMap { $0["key"] as? String }) == ["icon.path"])
        let times = outlines.compactMap { JSONPick.number($0["time"]) }
        #expect(times.first == 0 && abs((times.last ?? 0) - 0.3) < 1e-12 && times == times.sorted(), "\(times)")
        let sampled = try ConformanceRun.run(ConformanceRun.binary, [
            "sample", spec, "--from", "paused", "--to", "playing", "--times", times.map { String($0) }.joined(separator: ","),
        ])
        #expect(sampled.status == 0, "\(sampled.stderr)")
        let column = (JSONPick.array(JSONPick.object(try sampled.json()["values"])?["icon.path"]) ?? []).compactMap { $0 as? String }
        #expect(column.count == 6 && Set(column).count > 2, "\(column)")
        // The same commands, and numbers within 1e-12 (the readouts' bound: the page's frames are sampled
        // into one reused frame, `sample`'s each from the start, which may differ in the last bit).
        func words(_ d: String) -> [Substring] { d.split(separator: " ") }
        let drawn = outlines.compactMap { $0["d"] as? String }.map(words), printed = column.map(words)
        #expect(drawn.count == printed.count)
        for (a, b) in zip(drawn, printed) {
            #expect(a.count == b.count && zip(a, b).allSatisfy { x, y in
                if let x = Double(x), let y = Double(y) { return abs(x - y) <= 1e-12 }
                return x == y
            }, "\(a.joined(separator: " ")) against \(b.joined(separator: " "))")
        }
    }
}
