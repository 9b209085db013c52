import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// What the ways into a state show is sampled once over whole frames (`CSSPresentedRanges`); each node's
/// ranges must be what its own part of every way in shows (`NodePlaybacks`, as a restart fit plays it).
@Suite struct CSSPresentedRangesTests {
    /// Per property, the lowest and highest finite numbers node `node`'s own part of the ways into
    /// `state` shows on the presented grid: each way sampled on its own, as the fits once did.
    static func ownRanges(_ sheet: CSSStyleSheet, into state: String, node: Int) -> [MotionProperty: (lowest: [Double], highest: [Double])] {
        var out: [MotionProperty: (lowest: [Double], highest: [Double])] = [:]
        let properties = sheet.elements.channels(of: node).flatMap(\.properties)
        for entry in sheet.entries where entry.destination.name == state && entry.playback.duration > 0 {
            let way = NodePlaybacks(entry.playback).playbacks[node]
            var frame = way.base
            for step in 0...CSSRestartFit.presentedSteps {
                way.sample(at: way.duration * Double(step) / Double(CSSRestartFit.presentedSteps), into: &frame)
                for property in properties {
                    guard let numbers = CSSRestartFit.numbers(frame[property, 0]) else { continue }
                    var range = out[property] ?? (Array(repeating: .infinity, count: numbers.count),
                                                  Array(repeating: -.infinity, count: numbers.count))
                    for (i, v) in numbers.enumerated() where v.isFinite {
                        range.lowest[i] = min(range.lowest[i], v)
                        range.highest[i] = max(range.highest[i], v)
                    }
                    out[property] = range
                }
            }
        }
        return out
    }

    @Test(arguments: ["Tests/Fixtures/conformance/far-start-restart.motion", "Tests/Fixtures/conformance/gradient-interrupt.motion",
                      "Tests/Fixtures/conformance/stagger.motion"])
    func eachNodeSeesWhatItsOwnWaysInShow(_ path: String) throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile(path))
        let sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        var moving = 0
        for state in lowered.states {
            for node in lowered.scene.nodes.indices {
                let shared = sheet.presentedInto(state.name, node: node).ranges
                let own = Self.ownRanges(sheet, into: state.name, node: node)
                #expect(Set(shared.keys) == Set(own.keys), "\(path) \(state.name) node \(node)")
                for (property, range) in own {
                    #expect(shared[property]?.lowest == range.lowest && shared[property]?.highest == range.highest,
                            "\(path) into \(state.name), node \(node), \(property)")
                    if range.lowest != range.highest { moving += 1 }
                }
            }
        }
        #expect(moving > 0, "some way in moves some number of \(path)")
    }

    /// A state no way enters shows nothing beyond its own value: its ranges are empty (infinite).
    @Test func aStateNoWayEntersShowsNoRange() throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/far-start-restart.motion"))
        let sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let ranges = sheet.presentedInto("no such state", node: 0).ranges
        #expect(ranges.isEmpty)
        #expect(sheet.presentedInto(lowered.states[0].name, node: lowered.scene.nodes.count).ranges.isEmpty)
    }

    /// Each state is sampled once until the sheet lets go of its ranges (once its entries are written).
    @Test func eachStateIsSampledOnceUntilReleased() throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/far-start-restart.motion"))
        let sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        var made = 0
        func ask(_ state: String) {
            _ = sheet.presentedRanges.ranges(into: state) {
                made += 1
                return CSSPresentedRanges(ways: [], state: lowered.states[0].frame) { _ in [] }
            }
        }
        ask("on"); ask("on"); ask("off")
        #expect(made == 2)
        sheet.presentedRanges.release()
        ask("on")
        #expect(made == 3)
    }
}
