import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A restart is proven from what a way into its source state can leave on screen, not only from
/// starts near the states (`CSSRestartFit.presentedStarts`, `backends.md` finding 49):
/// `far-start-restart.motion`'s way in springs towards 0.06 where both states hold about 0.9.
@Suite struct CSSRestartFarStartTests {
    struct Setup {
        let sheet: CSSStyleSheet
        let entry: CSSEntry
        let fit: CSSRestartFit
        let rest: [Double]
    }

    /// The way back's (`on -> off`) restart fit of the dot's opacity, as the style sheet makes it.
    static func setup(withWaysIn: Bool) throws -> Setup {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/far-start-restart.motion"))
        let elements = CSSElements(lowered, root: "x")
        let sheet = CSSStyleSheet(lowered, elements: elements)
        let entry = try #require(sheet.entries.first { $0.source.name == "on" && $0.destination.name == "off" })
        let split = NodePlaybacks(entry.playback)
        let placements = CSSTrackPlacement.placements(of: entry.transition.root, tracks: entry.playback.timeline.tracks)
        let channel = CSSChannel.opacity
        let whole = CSSChannelFit(channel: channel, node: 0, playback: entry.playback, split: split, placements: placements,
                                  wraps: elements.wraps[0])
        let fit = CSSRestartFit.ofNode(0, channel: channel, entry: entry, split: split, wraps: elements.wraps[0], reach: whole.reach,
                                       states: lowered.states.map(\.frame),
                                       presented: withWaysIn ? sheet.presentedInto("on", node: 0) : CSSPresentedValues())
        return Setup(sheet: sheet, entry: entry, fit: fit, rest: channel.values(entry.destination.frame, node: 0, wraps: elements.wraps[0]))
    }

    /// The lowest opacity `off -> on` shows, on a fine grid.
    static func lowestWayIn(_ setup: Setup) throws -> Double {
        let way = try #require(setup.sheet.entries.first { $0.source.name == "off" && $0.destination.name == "on" }).playback
        return (0...4000).map { way.frame(at: way.duration * Double($0) / 4000)[.opacity, 0].scalar ?? 1 }.min() ?? 1
    }

    @Test func theFarStartsReachWhatTheWayInShows() throws {
        let setup = try Self.setup(withWaysIn: true)
        let source = setup.fit.entry.playback.base
        let starts = setup.fit.presentedStarts(source, offsets: try #require(setup.fit.startOffsets(source)))
        // Below: the way in's lowest (its spring reaches its keyframe 0.06); above, nothing passes the
        // near starts' span (st1's 0.94 + 0.05), so no start is added there.
        #expect(starts.count == 1)
        let lowest = try Self.lowestWayIn(setup)
        let start = try #require(starts.first?[.opacity, 0].scalar)
        // Within what the way moves in one of its 256 steps: the lowest is a corner (the keyframe 0.06,
        // reached at a key time, 0.279 s), which the grid falls beside (1.1e-4 above, an eighth of a
        // percent of the travel; the error proven from there is that much smaller than from the corner).
        #expect(start >= lowest && start - lowest < 5e-4, "far start \(start), the way in's lowest \(lowest)")
        #expect(start < 0.07)
        let near = try Self.setup(withWaysIn: false)
        #expect(near.fit.presentedStarts(source, offsets: try #require(near.fit.startOffsets(source))).isEmpty)
    }

    @Test func theRestartPlaysFromTheFarStartWithinItsProof() throws {
        let setup = try Self.setup(withWaysIn: true)
        guard case .restart(let restart) = setup.fit.outcome(element: "e", rest: setup.rest) else {
            Issue.record("the way back's opacity is no restart")
            return
        }
        // What the suite's interrupt leaves: `off -> on` at half its length, mid-spring.
        let way = try #require(setup.sheet.entries.first { $0.source.name == "off" && $0.destination.name == "on" }).playback
        let presented = way.frame(at: way.duration / 2)
        let start = try #require(presented[.opacity, 0].scalar)
        #expect(start < 0.2)
        let runtime = setup.entry.playback.starting(from: presented)
        var worst = 0.0
        for k in 0...570 {
            let t = runtime.duration * Double(k) / 570
            worst = max(worst, abs(Self.value(restart, start: start, at: t) - (runtime.frame(at: t)[.opacity, 0].scalar ?? .nan)))
        }
        // Twice the bake's tolerance (2.5e-4), what the proof holds it to; the bound of the outputs is 1e-3.
        #expect(worst <= 5e-4, "worst \(worst)")
    }

    /// The restart's keyframes played from `start` at `t`: each piece's easing between constant + weight · start.
    static func value(_ restart: CSSRestart, start: Double, at t: Double) -> Double {
        let x = t / restart.duration
        let keyframes = restart.keyframes
        func at(_ k: CSSRestart.Keyframe) -> Double { k.constant[0] + k.weight[0] * start }
        guard let last = keyframes.last else { return .nan }
        for (a, b) in zip(keyframes, keyframes.dropFirst()) where x >= a.offset && x < b.offset {
            let g = a.easing.value(at: (x - a.offset) / (b.offset - a.offset))
            return at(a) + (at(b) - at(a)) * g
        }
        return at(last)
    }
}
