import Foundation
import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// The CSS pages in Chromium against the runtime: every transition of the four specs at every
/// 25 ms and at its end, each started at rest in its source state.
@Suite(.serialized) struct CSSChromiumTests {
    static let specs = ["flat-switch", "check-button", "shape-switch", "day-night-switch"]

    @Test(arguments: specs + CSSChromium.fixtures)
    func transitionsMatchTheRuntime(_ name: String) throws {
        let lowered = try CSSChromium.lowered(name)
        var jobs: [[String: Any]] = []
        var plays: [(label: String, playback: MotionTransition<String>, times: [Double])] = []
        var unplayed: [String] = []
        for destination in lowered.states {
            for source in lowered.states where source.name != destination.name {
                guard let transition = lowered.transition(from: source.name, to: destination.name) else { continue }
                let playback = transition.starting(from: source.frame)
                let times = CSSChromium.times(playback.duration)
                // A state entered from several others needs `data-from`, which the page's script sets
                // when the state changes: those entries are played by a click (the script toggles to the
                // next state in order); the sampler's own switch sets `data-state` alone.
                let sources = lowered.states.filter { $0.name != destination.name && lowered.transition(from: $0.name, to: destination.name) != nil }
                var job: [String: Any] = ["page": CSSChromium.page(name), "from": source.name, "times": times]
                if sources.count == 1 {
                    job["to"] = destination.name
                } else {
                    let order = lowered.states.map(\.name)
                    guard let i = order.firstIndex(of: source.name), order[(i + 1) % order.count] == destination.name else {
                        unplayed.append("\(source.name) -> \(destination.name)")
                        continue
                    }
                    job["click"] = ""
                }
                jobs.append(job)
                plays.append(("\(name) \(source.name) -> \(destination.name)", playback, times))
            }
        }
        #expect(!jobs.isEmpty)
        let results = try CSSChromium.sample(jobs)
        var worst = CSSChromium.Worst(), worstColour = CSSChromium.Worst()
        for (result, play) in zip(results, plays) {
            #expect(JSONPick.array(result["console_errors"])?.isEmpty == true, "\(result["console_errors"] ?? "")")
            #expect(!(JSONPick.array(result["animations"])?.isEmpty ?? true), "\(play.label): no animation played")
            CSSChromium.compare(result, lowered: lowered, playback: play.playback, times: play.times, label: play.label,
                                worst: &worst, worstColour: &worstColour)
        }
        print("css in chromium, \(name): worst \(worst); worst rgb \(worstColour)\(unplayed.isEmpty ? "" : "; not reachable by a click: \(unplayed)")")
        // Every transition of the specs in specs/ is played; a fixture may have entries that no
        // click reaches (their keyframes are checked in Swift by CSSCurveTests).
        if !CSSChromium.fixtures.contains(name) { #expect(unplayed.isEmpty) }
        #expect(worst.error <= 1e-3, "\(worst)")
        // Chromium stores computed colours with 8 bits per channel.
        #expect(worstColour.error <= 1e-3 + 0.5 / 255, "\(worstColour)")
    }

    @Test(arguments: specs + CSSChromium.fixtures)
    func clickTogglesTheState(_ name: String) throws {
        let lowered = try CSSChromium.lowered(name)
        let initial = lowered.initialState
        let next = try #require(lowered.states.first { $0.name != initial }?.name)
        let results = try CSSChromium.sample([["page": CSSChromium.page(name), "from": initial, "click": "", "times": [0, 10]]])
        let result = try #require(results.first)
        #expect(result["state"] as? String == next)
        #expect(result["aria_checked"] as? String == "true")
        #expect(JSONPick.array(result["console_errors"])?.isEmpty == true)
        #expect(!(JSONPick.array(result["animations"])?.isEmpty ?? true), "the click played nothing")
    }

    /// On load the initial state shows at rest: nothing plays, and every value is the state's.
    @Test(arguments: specs + CSSChromium.fixtures)
    func initialStateShowsWithoutPlaying(_ name: String) throws {
        let lowered = try CSSChromium.lowered(name)
        let initial = try #require(lowered.state(named: lowered.initialState))
        let results = try CSSChromium.sample([["page": CSSChromium.page(name), "from": initial.name, "to": initial.name, "times": [0]]])
        let result = try #require(results.first)
        #expect(JSONPick.array(result["animations"])?.isEmpty == true, "\(result["animations"] ?? "")")
        // A transition to itself that holds the state's frame: the state at rest.
        let rest = MotionTransition(from: initial.name, to: initial.name, duration: 1,
                                    root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: []),
                                    base: initial.frame, destination: initial.frame)
        var worst = CSSChromium.Worst(), worstColour = CSSChromium.Worst()
        CSSChromium.compare(result, lowered: lowered, playback: rest, times: [0], label: "\(name) at rest",
                            worst: &worst, worstColour: &worstColour)
        #expect(worst.error <= 1e-3, "\(worst)")
        #expect(worstColour.error <= 1e-3 + 0.5 / 255, "\(worstColour)")
    }

    /// A state entered from two others: the script records the state it leaves in `data-from`,
    /// which picks that source's keyframes (three-way: a click from the middle plays middle → right).
    @Test func dataFromPicksTheSourcesKeyframes() throws {
        let lowered = try CSSChromium.lowered("three-way")
        let transition = try #require(lowered.transition(from: "middle", to: "right"))
        let source = try #require(lowered.state(named: "middle"))
        let playback = transition.starting(from: source.frame)
        let times = CSSChromium.times(playback.duration)
        let results = try CSSChromium.sample([["page": CSSChromium.page("three-way"), "from": "middle", "click": "", "times": times]])
        let result = try #require(results.first)
        #expect(result["state"] as? String == "right")
        #expect(result["aria_checked"] as? String == "true")
        var worst = CSSChromium.Worst(), worstColour = CSSChromium.Worst()
        CSSChromium.compare(result, lowered: lowered, playback: playback, times: times, label: "three-way middle -> right (click)",
                            worst: &worst, worstColour: &worstColour)
        #expect(worst.error <= 1e-3, "\(worst)")
        // The other source's keyframes would start at x = 0, not 20: far outside the bound.
        let left = try #require(lowered.state(named: "left"))
        var other = CSSChromium.Worst(), otherColour = CSSChromium.Worst()
        CSSChromium.compare(result, lowered: lowered, playback: transition.starting(from: left.frame), times: times,
                            label: "as if from left", worst: &other, worstColour: &otherColour)
        #expect(other.error > 1)
    }
}
