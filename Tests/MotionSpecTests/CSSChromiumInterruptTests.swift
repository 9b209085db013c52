import Foundation
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// A toggle in mid-flight, in Chromium: the shape switch's and the check button's `current` tracks are
/// CSS transitions (the check button's on the trim ends' custom properties), so going back to `off`
/// in the middle of `off -> on` continues from what is on screen (no jump), and the
/// page's script undoes CSS's shortening of a reversing transition, so it plays the whole duration
/// from the presented value as Core Animation does: it equals the runtime's `starting(from:)`.
@Suite struct CSSChromiumInterruptTests {
    static let script = """
        import json, sys
        sys.path.insert(0, sys.argv[1])
        from chromium_session import ChromiumSession
        page, first, second, at = sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5])
        times = [float(t) for t in sys.argv[6].split(",")]
        with ChromiumSession() as session:
            root = session.open(page, None, first)
            session.switch(root, second)
            session.driver.execute_script(
                "for (const a of window.__consumerAnimations) a.currentTime = arguments[0];", at * 1000.0)
            switched = session.switch(root, first)
            elements = session.sample(times)
            errors, _ = session.console()
            print(json.dumps({"animations": switched["animations"], "elements": elements, "console_errors": errors}))
        """

    @Test(arguments: [("shape-switch", 0.1), ("check-button", 0.2)])
    func aToggleInMidFlightContinuesFromTheScreen(_ name: String, _ interruptAt: Double) throws {
        let lowered = try CSSChromium.lowered(name)
        let off = try #require(lowered.state(named: "off")), on = try #require(lowered.state(named: "on"))
        let there = try #require(lowered.transition(from: "off", to: "on"))
        let back = try #require(lowered.transition(from: "on", to: "off"))
        let presented = there.starting(from: off.frame).frame(at: interruptAt)
        let playback = back.starting(from: presented)
        let times = CSSChromium.times(playback.duration) + [1]

        let folder = try ConsumerTools.temporaryDirectory()
        defer { ConsumerTools.removeTemporaryDirectory(folder) }
        let file = folder.appendingPathComponent("interrupt.py")
        try Data(Self.script.utf8).write(to: file)
        guard FileManager.default.isExecutableFile(atPath: ConsumerTools.python.path) else {
            throw ConsumerToolError.notInstalled(ConsumerTools.python.path)
        }
        let run = try ProcessRunner.run(ConsumerTools.python, [file.path, ConsumerTools.directory.path, CSSChromium.page(name),
                                                               "off", "on", "\(interruptAt)", times.map { "\($0)" }.joined(separator: ",")])
        #expect(run.status == 0, "\(run.stderr.suffix(2000))")
        let result = try run.json()
        #expect(JSONPick.array(result["console_errors"])?.isEmpty == true)
        let animations = try #require(JSONPick.array(result["animations"])).compactMap(JSONPick.object)
        #expect(animations.contains { $0["type"] as? String == "CSSTransition" })

        // Continuity: the first sample is what was on screen; the last is state off at rest.
        var start = CSSChromium.Worst(), startColour = CSSChromium.Worst()
        CSSChromium.compare(result, lowered: lowered, playback: playback, times: [0], label: "at the interruption",
                            worst: &start, worstColour: &startColour)
        #expect(start.error <= 1e-3, "\(start)")
        let rest = back.starting(from: off.frame)
        var end = CSSChromium.Worst(), endColour = CSSChromium.Worst()
        let last = times.count - 1
        var onlyLast = result
        if var elements = JSONPick.object(result["elements"]) {
            for (id, value) in elements {
                guard var properties = JSONPick.object(value) else { continue }
                for (property, samples) in properties {
                    if let list = JSONPick.array(samples), list.count == times.count { properties[property] = [list[last]] }
                }
                elements[id] = properties
            }
            onlyLast["elements"] = elements
        }
        CSSChromium.compare(onlyLast, lowered: lowered, playback: rest, times: [rest.duration], label: "at rest",
                            worst: &end, worstColour: &endColour)
        #expect(end.error <= 1e-3, "\(end)")
        // All the way: the runtime started from the presented frame.
        var between = CSSChromium.Worst(), betweenColour = CSSChromium.Worst()
        CSSChromium.compare(result, lowered: lowered, playback: playback, times: times, label: "after the interruption",
                            worst: &between, worstColour: &betweenColour)
        print("css in chromium, \(name) interrupted at \(interruptAt) s: continuity \(start.error); worst after \(between)")
        #expect(between.error <= 1e-3, "\(between)")
        #expect(betweenColour.error <= 1e-3 + 0.5 / 255, "\(betweenColour)")
        _ = on
    }
}
