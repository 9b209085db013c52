import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// `paced` tracks from `current` (finding 61): their inner key times move with the start, so the replay
/// carries the track's keys and the script places each inner key from the start by the runtime's rule
/// (`CSSRestartPaced`). Played from what `open -> closed` shows at several times (the suite's interrupt is
/// at half its length), against the runtime's way back from that frame at every millisecond.
@Suite struct CSSRestartPacedTests {
    @Test func pacedTracksFromCurrentAreReplayedWithTheirKeysPlacedFromTheStart() throws {
        // A rotation (one number: its distance is in the runtime's radians, its start read in degrees) and
        // two scales (a point: the Euclidean distance), the ring's start held at `open`'s by its way in.
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("bar", .rotate, 1e-6), ("dot", .scale, 1e-6),
                                                                               ("ring", .scale, 1e-6)]
        let (restarts, checked) = try Self.replays("paced-restart", channels)
        for (restart, (name, channel, _)) in zip(restarts, channels) {
            #expect(restart.keyframes.contains { $0.paced != nil }, "\(name).\(channel): no key placed from the start")
        }
        // Every millisecond of the 0.55 s way back, from each interrupt, of a rotation and two scales' numbers.
        #expect(checked == Self.interrupts.count * 551 * 5)
        let script = CSSScript.restartKeyframesText(try #require(restarts.first))
        #expect(script.contains("[\"paced\", "))
    }

    /// Finding 63: tracks that repeat and autoreverse play their keys once per pass, backwards where a pass
    /// reverses, each inner key placed from the start within its pass.
    @Test func repeatingAndReversingPacedTracksPlaceTheirKeysPassByPass() throws {
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("knob", .translate, 1e-6), ("bar", .rotate, 1e-6),
                                                                               ("dot", .scale, 1e-6)]
        let (restarts, checked) = try Self.replays("paced-reverse-restart", channels)
        // Every millisecond of the 0.56 s way back, from each interrupt, of a position, a rotation and a scale's numbers.
        #expect(checked == Self.interrupts.count * 561 * 5)
        let placed = restarts.flatMap { $0.keyframes.compactMap(\.paced) }
        // The knob: out, back and out again (passes 0–2, the middle one backwards); the bar twice forwards.
        #expect(placed.contains { $0.pass == 1 && $0.reversed }, "no key placed in a pass that reverses")
        #expect(placed.contains { $0.pass == 1 && !$0.reversed }, "no key placed in a repeat")
        #expect(placed.contains { $0.pass == 2 }, "no key placed in a third pass")
        let script = CSSScript.restartKeyframesText(try #require(restarts.first))
        #expect(script.contains(", 1, 1]"), "the script is not told of a pass that reverses: \(script.prefix(400))")
    }

    /// Finding 63, seed 97: a group cuts the knob's way back inside its pass. The keyframes at the cut and after
    /// it (held) carry the keys' line at the cut's progress, worked out from the start; keys the start moves
    /// past the cut are dropped.
    @Test func aPacedTrackCutInsideAPassHoldsTheKeysLineAtTheCut() throws {
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("knob", .translate, 1e-6)]
        let (restarts, checked) = try Self.replays("paced-cut-restart", channels)
        #expect(checked == Self.interrupts.count * 561 * 2)
        let placed = try #require(restarts.first).keyframes.compactMap(\.paced)
        #expect(placed.contains { $0.cut != nil && $0.heldAt == nil }, "no keyframe at the cut")
        #expect(placed.contains { $0.cut != nil && $0.heldAt != nil }, "no keyframe holding the cut")
        // A start beside the first key (the way back reaches it late, past the cut): that key is not played.
        let restart = try #require(restarts.first)
        let near = [-7.4, -0.1]
        let cutAt = try #require(placed.first { $0.cut != nil && $0.heldAt == nil }).offset(from: near)
        let keys = CSSRestart.played(restart.keyframes, from: near)
        #expect(keys.allSatisfy { $0.weight.allSatisfy { $0 == 0 } })
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.offset <= $1.offset }, "the keyframes go back in time")
        #expect(restart.keyframes.filter { $0.paced?.key == 1 && $0.paced?.pass == 1 }.allSatisfy { $0.offset(from: near) > cutAt },
                "the first key's way back is not past the cut from beside it")
        #expect(keys.count < restart.keyframes.count, "a key past the cut is played")
        // The script is told where keys are dropped and the cut's progress.
        let cut = try #require(placed.first { $0.cut != nil && $0.heldAt == nil })
        let script = CSSScript.restartKeyframesText(restart)
        #expect(script.contains("\(CSSNumber.text(cut.dropsFrom)), \(CSSNumber.text(cut.cut ?? -1)), ["), "\(script.prefix(600))")
    }

    /// Finding 68: a paced colour's key times count its alpha, which its rgb channel does not read. An alpha
    /// no start can move is kept by the pair's starts, so each key carries it as a constant.
    @Test func pacedColoursPlaceTheirKeysCountingAStillAlpha() throws {
        // Of 255: Chromium's colours are 8-bit; the replay itself is held to twice the bake's 0.02.
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("lamp", .fillRGB, 0.04), ("ring", .strokeRGB, 0.04)]
        let (restarts, checked) = try Self.replays("paced-colour-restart", channels)
        #expect(checked == Self.interrupts.count * 401 * 6)
        for restart in restarts {
            let placed = restart.keyframes.compactMap(\.paced)
            #expect(!placed.isEmpty, "\(restart.element): no key placed from the start")
            // Each key is red, green, blue and a constant alpha.
            #expect(placed.allSatisfy { $0.constant.allSatisfy { $0.count == 4 } && $0.weight.allSatisfy { $0[3] == 0 } })
        }
    }

    /// Finding 68, seed 126: paced tracks inside an eased parent. Each inner key is where the group's curve
    /// reaches the key's share of its time, and each piece follows the curve between its ends.
    @Test func pacedTracksUnderAnEasedGroupPlaceTheirKeysAlongItsCurve() throws {
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("lamp", .fillRGB, 0.04), ("knob", .translate, 5e-4),
                                                                               ("bar", .rotate, 1e-2)]
        let (restarts, checked) = try Self.replays("paced-eased-group-restart", channels)
        #expect(checked == Self.interrupts.count * 661 * 6)
        for restart in restarts.prefix(2) {
            #expect(restart.keyframes.contains { $0.paced?.eased != nil }, "\(restart.element): no key placed along the curve")
            #expect(restart.keyframes.contains { $0.group != nil }, "\(restart.element): no piece along the curve")
            #expect(CSSScript.restartKeyframesText(restart).contains("[\"group\", "))
        }
    }

    /// Finding 73, seed 186: a paced track inside a `steps` group is shown at progresses no start moves; each
    /// step holds the keys' line there, worked out from the start.
    @Test func pacedTracksInASteppedGroupHoldTheKeysLineAtEachStep() throws {
        let channels: [(node: String, channel: CSSChannel, bound: Double)] = [("knob", .translate, 5e-4)]
        let (restarts, checked) = try Self.replays("paced-steps-group-restart", channels)
        #expect(checked == Self.interrupts.count * 401 * 2)
        let held = try #require(restarts.first).keyframes.compactMap(\.paced).filter { $0.cut != nil && $0.heldAt != nil }
        // Five steps (jump-both over 0.3 s), each held on the keys' line from its first keyframe on.
        #expect(held.count >= 5, "\(held.count) steps held on the keys' line")
    }

    /// The piece of a group's curve between two progresses is the curve there, renormalised.
    @Test(arguments: [(0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 0.58, 1.0), (0.9, 0.05, 0.1, 0.95), (1.0, 0.0, 0.0, 1.0)])
    func aPieceOfAGroupsCurveIsTheCurve(x1: Double, y1: Double, x2: Double, y2: Double) {
        let curve = MotionCubicBezier(x1, y1, x2, y2)
        for (a, b) in [(0.0, 0.3), (0.1, 0.45), (0.37, 0.9), (0.6, 1.0), (0.0, 1.0)] {
            let easing = CSSEasedParent.piece(of: curve, from: a, to: b)
            let ya = curve.value(at: a), yb = curve.value(at: b)
            var worst = 0.0
            for i in 0...200 {
                let u = Double(i) / 200
                worst = max(worst, abs(easing.value(at: u) - (curve.value(at: a + (b - a) * u) - ya) / (yb - ya)))
            }
            #expect(worst <= (easing.css.hasPrefix("linear(") ? 1e-3 : 1e-9), "\(curve) from \(a) to \(b): \(easing.css), worst \(worst)")
        }
    }

    /// A ramp over a breakpoint's microsecond that moves by a rounding (a track leaving its start at once) is
    /// dropped, so the fits from two starts pair; a real jump's ramp stays.
    @Test func aRampThatAllButHoldsIsNotAKeyframe() {
        func k(_ t: Double, _ v: Double) -> CSSKeyframe { CSSKeyframe(time: t, values: [v, 10], easing: .linear) }
        let still = [k(0, 334.280423), k(0.049999, 334.280423), k(0.05, 334.28042290473167), k(0.0500000001, 334.28042290473167),
                     k(0.13, 255), k(0.4, 16)]
        #expect(CSSRestartFit.withoutStillRamps(still).map(\.time) == [0, 0.0500000001, 0.13, 0.4])
        let jump = [k(0, 1), k(0.049999, 1), k(0.05, 2), k(0.4, 3)]
        #expect(CSSRestartFit.withoutStillRamps(jump).map(\.time) == [0, 0.049999, 0.05, 0.4])
    }

    /// The times of `open -> closed` at which the way back is started from what it shows.
    static let interrupts = [0.05, 0.14, 0.21, 0.3, 0.41]

    /// The conformance fixture's replays of `closed -> open` for `channels`, each held to the runtime's way back
    /// from every interrupt, and how many numbers were checked.
    static func replays(_ fixture: String, _ channels: [(node: String, channel: CSSChannel, bound: Double)]) throws
        -> (restarts: [CSSRestart], checked: Int) {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/\(fixture).motion"))
        let elements = CSSElements(lowered, root: "x")
        var sheet = CSSStyleSheet(lowered, elements: elements)
        _ = sheet.text()
        let open = try #require(lowered.state(named: "open")?.frame)
        let way = try #require(lowered.transition(from: "open", to: "closed")).starting(from: open)
        let back = try #require(lowered.transition(from: "closed", to: "open"))
        let replayed = sheet.restarts.filter { $0.from == "closed" && $0.to == "open" }
        let shown = interrupts.map { (label: "interrupted at \($0)s", frame: way.frame(at: $0)) }
        return try CSSLoopLeaveRestartTests.expectReplaysFollowTheRuntime(
            channels, lowered: lowered, elements: elements, replayed: replayed, back: back, from: shown)
    }

    @Test func theKeyTimesAreTheRuntimes() {
        let points: [[Double]] = [[1.4, 0.7], [1.2, 1.2], [0.6, 1.3], [0.91, 0.91]]
        let runtime = MotionKeyframes(points.map { MotionValue.point(MotionPoint($0[0], $0[1])) }, mode: .paced).keyTimes
        for key in 1...2 { #expect(abs(CSSRestartPaced.keyTime(key, of: points) - runtime[key]) <= 1e-15) }
        let numbers: [[Double]] = [[0.16], [-1.92], [-0.59]]
        let runtimeNumbers = MotionKeyframes(numbers.map { MotionValue.scalar($0[0]) }, mode: .paced).keyTimes
        #expect(abs(CSSRestartPaced.keyTime(1, of: numbers) - runtimeNumbers[1]) <= 1e-15)
        let colours: [[Double]] = [[0.9, 0.2, 0.1, 0.75], [0.1, 0.9, 0.3, 0.75], [0.05, 0.1, 0.95, 0.5]]
        let runtimeColours = MotionKeyframes(colours.map { MotionValue.color(MotionColor(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3])) },
                                             mode: .paced).keyTimes
        #expect(abs(CSSRestartPaced.keyTime(1, of: colours) - runtimeColours[1]) <= 1e-15)
        // Nothing moves: evenly spaced, as the runtime's.
        #expect(CSSRestartPaced.keyTime(1, of: [[2], [2], [2]]) == 0.5)
    }
}
