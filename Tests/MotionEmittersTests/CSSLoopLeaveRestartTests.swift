import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// Leaving a looping state mid-period, the page script replays each channel the loop moves from the
/// value the loop shows (`CSSRestart`). Its keyframes, played from the loop's frame at several points
/// of a period, against the runtime's way out from that frame at every millisecond.
@Suite struct CSSLoopLeaveRestartTests {
    /// The keyframes of `restart` from `start` as the script plays them (`CSSRestart.played`: each number
    /// constant + weight · start, or a paced cut's line; each piece on its easing from that start,
    /// `CSSRestartCubic`; number `number`'s where the numbers' curves differ), in seconds.
    static func keyframes(_ restart: CSSRestart, from start: [Double], number: Int = 0) -> [CSSKeyframe] {
        let played = CSSRestart.played(restart.keyframes, from: start)
        return played.enumerated().map { i, k in
            let next = i + 1 < played.count ? played[i + 1].constant : k.constant
            return CSSKeyframe(time: k.offset * restart.duration, values: k.constant,
                               easing: k.easing(from: k.constant, to: next, start: start, number: number))
        }
    }

    /// Leaving `loop` at each of `loopTimes`, each channel's replay (found in `replayed`), played from what
    /// the loop shows there, against the runtime's way `back` from that frame at every millisecond. Returns
    /// the replays, channel for channel, and how many values were compared.
    static func expectReplaysFollowTheRuntime(
        _ channels: [(node: String, channel: CSSChannel, bound: Double)], lowered: LoweredControl, elements: CSSElements,
        replayed: [CSSRestart], loop: MotionLoop, back: LoweredTransition, leftAt loopTimes: [Double]
    ) throws -> (restarts: [CSSRestart], checked: Int) {
        try expectReplaysFollowTheRuntime(channels, lowered: lowered, elements: elements, replayed: replayed, back: back,
                                          from: loopTimes.map { ("left at \($0)s", loop.frame(at: $0)) })
    }

    /// Each channel's replay (found in `replayed`), played from each frame of `shown` (what an interrupt or a
    /// loop leaves on screen), against the runtime's way `back` from that frame at every millisecond.
    static func expectReplaysFollowTheRuntime(
        _ channels: [(node: String, channel: CSSChannel, bound: Double)], lowered: LoweredControl, elements: CSSElements,
        replayed: [CSSRestart], back: LoweredTransition, from shown: [(label: String, frame: MotionFrame)]
    ) throws -> (restarts: [CSSRestart], checked: Int) {
        var restarts: [CSSRestart] = []
        var checked = 0
        for (name, channel, bound) in channels {
            let n = try #require(lowered.nodes.firstIndex { $0.name == name })
            let element = elements.id(n, elements.part(of: channel, node: n))
            let restart = try #require(replayed.first { $0.element == element && $0.kind == CSSRestart.kind(channel) },
                                       "no replay of \(name).\(channel)")
            restarts.append(restart)
            for (label, frame) in shown {
                let start = channel.values(frame, node: n, wraps: elements.wraps[n])
                let playback = back.starting(from: frame)
                let played = keyframes(restart, from: start)
                for i in 0...Int((restart.duration * 1000).rounded()) {
                    let t = Double(i) / 1000
                    let exact = channel.values(playback.frame(at: t), node: n, wraps: elements.wraps[n])
                    let css = CSSCurveTests.play(played, at: t)
                    for j in exact.indices {
                        #expect(abs(exact[j] - css[j]) <= bound, "\(name).\(channel) \(label), at \(t)s: css \(css[j]) runtime \(exact[j])")
                        checked += 1
                    }
                }
            }
        }
        return (restarts, checked)
    }

    /// The conformance fixture's replays leaving `looping`'s loop for `still` (`replayed`), each channel's
    /// played from the loop's frame at `loopTimes` against the runtime (`expectReplaysFollowTheRuntime`).
    static func replaysLeavingLoop(
        _ fixture: String, from looping: String, to still: String,
        _ channels: [(node: String, channel: CSSChannel, bound: Double)], leftAt loopTimes: [Double]
    ) throws -> (replayed: [CSSRestart], restarts: [CSSRestart], checked: Int) {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/\(fixture).motion"))
        let elements = CSSElements(lowered, root: "x")
        var sheet = CSSStyleSheet(lowered, elements: elements)
        _ = sheet.text()
        let loop = try #require(lowered.state(named: looping)?.loop?.loop)
        let back = try #require(lowered.transition(from: looping, to: still))
        let replayed = sheet.restarts.filter { $0.from == looping && $0.to == still }
        let (restarts, checked) = try expectReplaysFollowTheRuntime(channels, lowered: lowered, elements: elements, replayed: replayed,
                                                                    loop: loop, back: back, leftAt: loopTimes)
        return (replayed, restarts, checked)
    }

    @Test func everyChannelTheLoopMovesIsReplayedFromTheLoopsFrame() throws {
        // The ring's turn and the dot's opacity: `current` tracks on channels the loop moves.
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("ring", .rotate, 0.0573), ("dot", .opacity, 1e-3)]
        let (_, _, checked) = try Self.replaysLeavingLoop("loop-leave", from: "spinning", to: "still", channels,
                                                          leftAt: [0.1, 0.3, 0.45, 1.2, 1.75])
        #expect(checked > 3000)
    }

    /// Chromium keeps a colour in 8-bit channels: a loop's colour keyframes carry the paint's numbers
    /// in a registered custom property too, which the script reads leaving the loop.
    @Test func aLoopsColourKeyframesCarryTheirNumbers() throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/swift/breathing-dot.motion"))
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let text = sheet.text()
        #expect(text.contains("@property --motion-fill-rgb { syntax: \"<number>+\"; inherits: false; initial-value: 0 0 0; }"))
        let loopKeyframes = try #require(text.split(separator: "@keyframes ").first { $0.hasPrefix("x-pearl-on-loop-fill-rgb") })
        var checked = 0
        for line in loopKeyframes.split(separator: "\n") where line.contains("{ fill:") {
            let paint = try #require(line.firstMatch(of: /rgb\(([\d.]+) ([\d.]+) ([\d.]+)\)/))
            #expect(line.contains("--motion-fill-rgb: \(paint.1) \(paint.2) \(paint.3);"), "\(line)")
            checked += 1
        }
        #expect(checked >= 3)
    }
}
