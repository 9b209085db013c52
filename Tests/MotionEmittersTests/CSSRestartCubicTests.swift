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
    /// The fixture's replays leaving `spin`'s loop for `rest`, each channel's played from the loop's frame at
    /// five points of a period against the runtime.
    private func leavingSpin(_ fixture: String, _ channels: [(node: String, channel: CSSChannel, bound: Double)]) throws
        -> (replayed: [CSSRestart], restarts: [CSSRestart], checked: Int) {
        try CSSLoopLeaveRestartTests.replaysLeavingLoop(fixture, from: "spin", to: "rest", channels, leftAt: [0.05, 0.2, 0.373333, 0.5, 0.93])
    }

    @Test func aCubicTrackFromCurrentIsReplayedOnItsOwnCurves() throws {
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("bar", .rotate, 0.0573), ("dot", .opacity, 1e-3)]
        let (replayed, restarts, checked) = try leavingSpin("cubic-restart", channels)
        for (restart, (name, channel, _)) in zip(restarts, channels) {
            #expect(restart.keyframes.contains { $0.cubic != nil }, "\(name).\(channel): no piece on its own curve")
        }
        #expect(checked > 2000)
        // The script writes those curves from the start; a control without such a piece has no such code.
        let script = CSSScript.restartKeyframesText(try #require(replayed.first { $0.keyframes.contains { $0.cubic != nil } }))
        #expect(script.contains("[\"cubic\", "))
    }

    /// Finding 52's rest (seed 58): the track's last piece runs from −23° back to −23°, bulging between;
    /// the fit splits it where it turns, and the replay follows the runtime from every start.
    @Test func aPieceWhoseEndsMeetIsSplitWhereItTurns() throws {
        let (_, restarts, checked) = try leavingSpin("cubic-turn", [("bar", .rotate, 0.0573)])
        #expect(checked > 1000)
        // The last piece (−23° to −23° over the group's last third) in two, split at its turn: a keyframe
        // inside it at the turn, −19.52°.
        let restart = try #require(restarts.first)
        let duration = restart.duration
        let inside = restart.keyframes.filter { $0.offset * duration > 0.14 + 1e-6 && $0.offset * duration < 0.21 - 1e-6 }
        #expect(inside.count == 1)
        #expect(inside.allSatisfy { $0.weight == [0] && abs($0.constant[0] + 19.518518519) < 1e-6 })
    }

    /// Finding 59 (seed 78): a scale of two numbers whose Catmull-Rom curves differ, on an interrupted way
    /// back. Each number is replayed apart on its own curves (`CSSRestartCubic+Numbers`), from the scale
    /// presented early, halfway and late in `st0 -> st1`, against the runtime at every millisecond.
    @Test func aChannelOfTwoNumbersIsReplayedApart() throws {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/cubic-scale-restart.motion"))
        let elements = CSSElements(lowered, root: "x")
        var sheet = CSSStyleSheet(lowered, elements: elements)
        let style = sheet.text()
        let restart = try #require(sheet.restarts.first { $0.from == "st1" && $0.to == "st0" && $0.kind == "scale" })
        #expect(restart.keyframes.contains { $0.cubic?.constant.count == 4 }, "no piece on two numbers' own curves")
        let away = try #require(lowered.transition(from: "st0", to: "st1")), back = try #require(lowered.transition(from: "st1", to: "st0"))
        let st0 = try #require(lowered.state(named: "st0"))
        let n = try #require(lowered.nodes.firstIndex { $0.name == "box" })
        var checked = 0
        for at in [0.1, 0.345, 0.6] {
            let shown = away.starting(from: st0.restingFrame).frame(at: at)
            let start = CSSChannel.scale.values(shown, node: n, wraps: elements.wraps[n])
            let playback = back.starting(from: shown)
            for j in start.indices {
                let played = CSSLoopLeaveRestartTests.keyframes(restart, from: start, number: j)
                for i in 0...Int((restart.duration * 1000).rounded()) {
                    let t = Double(i) / 1000
                    let exact = CSSChannel.scale.values(playback.frame(at: t), node: n, wraps: elements.wraps[n])[j]
                    let css = CSSCurveTests.play(played, at: t)[j]
                    #expect(abs(exact - css) <= 1e-6, "scale[\(j)] from \(start) at \(t)s: css \(css) runtime \(exact)")
                    checked += 1
                }
            }
        }
        #expect(checked > 3000)
        // The script plays such a replay apart, its pieces listed with the rest.
        let script = CSSScript.text(lowered, root: "x", markup: nil, restarts: sheet.restarts, accessibility: CSSAccessibility(role: lowered.role),
                                    params: [], registered: CSSRegisteredProperty.all(in: style).map(\.property))
        #expect(script.contains(".#apart(element, kind, keyframes, start, ms, fill);"))
        #expect(script.contains(".flatMap((r) => self.#restart("))
    }

    @Test func aCubicTurnsWhereItsDerivativeChangesSign() {
        // v(x) = 3x(1 − x)·4 = 12x − 12x²: Bernstein controls 0, 4, 4, 0; it turns at ½.
        let p = CSSChannelFit.bernstein(0, 12.0 / 3 - 12.0 / 9, 24.0 / 3 - 48.0 / 9, 0)
        #expect(zip(p, [0.0, 4, 4, 0]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(CSSChannelFit.turns(p).count == 1)
        #expect(abs(CSSChannelFit.turns(p)[0] - 0.5) < 1e-12)
        // Monotone (0, 1, 2, 3): no turn; an S over meeting ends (0, 3, −3, 0): two.
        #expect(CSSChannelFit.turns([0, 1, 2, 3]).isEmpty)
        #expect(CSSChannelFit.turns([0, 3, -3, 0]).count == 2)
    }

    @Test func aPieceWhoseEndsMeetIsStraight() {
        let cubic = CSSRestartCubic(x1: 1.0 / 3, x2: 2.0 / 3, constant: [1, 2], weight: [0.5, 0.25])
        #expect(cubic.easing(from: 3, to: 3, start: 4) == .linear)
        // From start 4: Q1 = 3, Q2 = 3 over a travel 0 → 6: y1 = 0.5, y2 = 0.5.
        #expect(cubic.easing(from: 0, to: 6, start: 4) == .cubicBezier(1.0 / 3, 0.5, 2.0 / 3, 0.5))
    }
}
