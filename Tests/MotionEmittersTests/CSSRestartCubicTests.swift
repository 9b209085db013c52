import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A `cubic` track from `current` (finding 52): each Catmull-Rom piece's `cubic-bezier` depends on the
/// start, so the replay carries the piece's inner control values (`CSSRestartCubic`) and the script
/// writes its curve from the start. Played from the loop's frame at several points of a period, against
/// the runtime's way out from that frame at every millisecond.
@Suite struct CSSRestartCubicTests {
    @Test func aCubicTrackFromCurrentIsReplayedOnItsOwnCurves() throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/cubic-restart.motion"))
        let elements = CSSElements(lowered, root: "x")
        var sheet = CSSStyleSheet(lowered, elements: elements)
        _ = sheet.text()
        let spin = try #require(lowered.state(named: "spin")?.loop?.loop)
        let back = try #require(lowered.transition(from: "spin", to: "rest"))
        let replayed = sheet.restarts.filter { $0.from == "spin" && $0.to == "rest" }
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("bar", .rotate, 0.0573), ("dot", .opacity, 1e-3)]
        let (restarts, checked) = try CSSLoopLeaveRestartTests.expectReplaysFollowTheRuntime(
            channels, lowered: lowered, elements: elements, replayed: replayed, loop: spin, back: back,
            leftAt: [0.05, 0.2, 0.373333, 0.5, 0.93])
        for (restart, (name, channel, _)) in zip(restarts, channels) {
            #expect(restart.keyframes.contains { $0.cubic != nil }, "\(name).\(channel): no piece on its own curve")
        }
        #expect(checked > 2000)
        // The script writes those curves from the start; a control without such a piece has no such code.
        let script = CSSScript.restartText(try #require(replayed.first { $0.keyframes.contains { $0.cubic != nil } }))
        #expect(script.contains("[\"cubic\", "))
    }

    @Test func aPieceWhoseEndsMeetIsStraight() {
        let cubic = CSSRestartCubic(x1: 1.0 / 3, x2: 2.0 / 3, constant: [1, 2], weight: [0.5, 0.25])
        #expect(cubic.easing(from: 3, to: 3, start: 4) == .linear)
        // From start 4: Q1 = 3, Q2 = 3 over a travel 0 → 6: y1 = 0.5, y2 = 0.5.
        #expect(cubic.easing(from: 0, to: 6, start: 4) == .cubicBezier(1.0 / 3, 0.5, 2.0 / 3, 0.5))
    }
}
