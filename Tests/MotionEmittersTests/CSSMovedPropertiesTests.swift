import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// The per-control indexes the stylesheet asks per channel: each answers as a scan of the tracks would.
@Suite struct CSSMovedPropertiesTests {
    /// Every state, channel and node of the looping specs: the index says what a scan of the loop's tracks says.
    @Test(arguments: ["marching-ants", "sync-bar"])
    func loopIndexAnswersAsTheLoopsTracks(_ name: String) throws {
        let lowered = try CSSFixture.lowered(name)
        let moved = CSSMovedProperties(lowered)
        var seen = 0
        for n in lowered.scene.nodes.indices {
            for channel in CSSChannel.allCases {
                var anyLoop = false
                for state in lowered.states {
                    let scanned = state.loop?.timeline.tracks.contains { $0.node == n && channel.properties.contains($0.property) } ?? false
                    #expect(moved.loopMoves(state.name, channel, node: n) == scanned, "\(state.name) \(channel) \(n)")
                    anyLoop = anyLoop || scanned
                    if scanned { seen += 1 }
                }
                #expect(moved.anyLoopMoves(channel, node: n) == anyLoop, "\(channel) \(n)")
            }
        }
        #expect(seen > 0, "the spec's loop moves some channel")
        #expect(!moved.loopMoves("no such state", .opacity, node: 0))
        #expect(!moved.loopMoves(lowered.states[0].name, .opacity, node: lowered.scene.nodes.count))
    }

    /// The entries are prepared on the first ask and shared after it.
    @Test func entriesArePreparedOnce() throws {
        let lowered = try CSSFixture.lowered("flat-switch")
        let sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "flat-switch"))
        var made = 0
        let first = sheet.preparedEntries.all { made += 1; return sheet.entries }
        let second = sheet.preparedEntries.all { made += 1; return sheet.entries }
        #expect(made == 1)
        #expect(first.count == sheet.entries.count && second.count == first.count)
        for prepared in first {
            #expect(prepared.placements.count == prepared.entry.playback.timeline.tracks.count)
            #expect(prepared.split.playbacks.count == lowered.scene.nodes.count)
        }
    }
}
