import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A transition's header easing (`transition a -> b for 0.6s ease-in-out { … }`, and `* -> *` with
/// `changes`) eases its root group, as a group's easing eases its children: a track with straight
/// (linear or paced) segments under it follows pieces of that one curve, which CSS and Lottie say exactly
/// as cubic Béziers. Neither target may bake such a channel, and what each writes must play as the runtime does.
@Suite struct EasedGroupCurveTests {
    static let easings = ["ease", "ease-in", "ease-out", "ease-in-out", "cubic-bezier(0.3, 0.1, 0.6, 0.9)", "cubic-bezier(0.1, 0.8, 0.2, 1)"]

    /// Tracks on straight segments inside the transition: whole, late, early, with inner keys, paced.
    static let tracks = [
        "mark.opacity 0.2 -> 1",
        "mark.opacity 0.2 -> 1 at 0.1s for 0.2s",
        "mark.strokeEnd 0.5 -> 1 for 0.25s",
        "mark.strokeEnd 0.5 -> 0.9 -> 0.6 -> 1 at 0.05s for 0.3s",
        "mark.position paced [(20, 20), (24, 20), (24, 30)] at 0.1s for 0.3s",
        "mark.rotation 0deg -> 90deg at 0.2s for 0.2s",
    ]

    static func spec(header easing: String, track: String, group: String? = nil) -> String {
        LottieEmitterTests.fixture(track: group.map { "group for 0.4s \($0) {\n      \(track)\n    }" } ?? track, timing: easing)
    }

    /// Every channel's CSS keyframes: none baked, and played as CSS plays them they follow the runtime
    /// to 1e-7 at 401 times across the transition.
    static func expectExactCSS(_ text: String, _ label: String) throws {
        var moving = 0
        CSSCurveTests.forEachFit(try LottieTesting.lowered(text)) { entry, n, channel, fit, elements in
            let curve = fit.fit()
            #expect(!curve.isBaked, "\(label): \(channel) baked")
            if curve.keyframes.contains(where: { if case .cubicBezier = $0.easing { true } else { false } }) { moving += 1 }
            for i in 0...400 {
                let t = entry.playback.duration * Double(i) / 400
                let exact = channel.values(entry.playback.frame(at: t), node: n, wraps: elements.wraps[n])
                let css = CSSCurveTests.play(curve.keyframes, at: t)
                for j in exact.indices {
                    #expect(abs(exact[j] - css[j]) <= 1e-7 * max(1, abs(exact[j])), "\(label) \(channel) at \(t): css \(css[j]) runtime \(exact[j])")
                }
            }
        }
        #expect(moving > 0, "\(label): no channel eased by a cubic Bézier")
    }

    @Test(arguments: easings)
    func headerEasingIsExactInCSS(_ easing: String) throws {
        for track in Self.tracks { try Self.expectExactCSS(Self.spec(header: easing, track: track), "\(easing) \(track)") }
    }

    @Test(arguments: easings)
    func groupEasingIsExactInCSS(_ easing: String) throws {
        for track in Self.tracks.prefix(4) { try Self.expectExactCSS(Self.spec(header: "", track: track, group: easing), "group \(easing) \(track)") }
    }

    /// Lottie: no MS3010 note (the emitter measures every channel against the runtime and notes what it
    /// samples), and the eased channel's keys carry bézier easings rather than a key per frame.
    @Test(arguments: easings)
    func headerEasingIsExactInLottie(_ easing: String) throws {
        for track in Self.tracks {
            let compiled = try LottieTesting.compile(text: Self.spec(header: easing, track: track))
            #expect(!compiled.lines.contains { $0.contains("MS3010") }, "\(easing) \(track): \(compiled.lines)")
            let keyed = LottieTesting.objects(compiled.json).filter { ($0.object["k"] as? [[String: Any]])?.first?["t"] != nil }
            let counts = keyed.map { ($0.object["k"] as? [[String: Any]])?.count ?? 0 }
            #expect(counts.allSatisfy { $0 <= 8 }, "\(easing) \(track): key counts \(counts)")
            #expect(keyed.contains { ($0.object["k"] as? [[String: Any]])?.contains { $0["o"] != nil } ?? false }, "\(easing) \(track)")
        }
    }

    @Test(arguments: easings)
    func groupEasingIsExactInLottie(_ easing: String) throws {
        for track in Self.tracks.prefix(4) {
            let compiled = try LottieTesting.compile(text: Self.spec(header: "", track: track, group: easing))
            #expect(!compiled.lines.contains { $0.contains("MS3010") }, "group \(easing) \(track): \(compiled.lines)")
        }
    }

    /// A curve of a curve (a track eased by its own bézier under an eased header) has no cubic form: both
    /// targets sample it and say so, and the CSS bake still follows the runtime within its bound.
    @Test func aCurveOfACurveIsBakedAndNoted() throws {
        let text = Self.spec(header: "ease-in-out", track: "mark.opacity 0.2 -> 1 ease-in")
        let compiled = try LottieTesting.compile(text: text)
        #expect(compiled.lines.contains { $0.contains("MS3010") }, "\(compiled.lines)")
        var baked = 0
        CSSCurveTests.forEachFit(try LottieTesting.lowered(text)) { entry, _, channel, fit, _ in
            if entry.destination.name == "on", channel == .opacity, fit.fit().isBaked { baked += 1 }
        }
        #expect(baked == 1)
    }

    /// The piece a key pair follows is the curve between the parameters where the curve reaches each
    /// key's share: played from one key to the next it equals the whole curve there.
    @Test(arguments: [(0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.1, 0.8, 0.2, 1.0)])
    func lottieKeysFollowTheGroupCurve(_ c: (Double, Double, Double, Double)) throws {
        let curve = MotionCubicBezier(c.0, c.1, c.2, c.3)
        let group = try #require(LottieEasedGroup(MotionTrackGroup(timing: MotionTiming(begin: 0.1, duration: 0.5), timingFunction: .cubicBezier(curve),
                                                                   children: []), begin: 0.1))
        // Straight keys at 0.1, 0.25, 0.4, 0.6 s (group shares 0, 0.3, 0.6, 1) with a hold before the group.
        let keys = [LottieKey(time: 0, value: [0], easing: .hold), LottieKey(time: 0.1, value: [0], easing: .linear),
                    LottieKey(time: 0.25, value: [3], easing: .linear), LottieKey(time: 0.4, value: [6], easing: .linear),
                    LottieKey(time: 0.6, value: [10], easing: .hold)]
        let moved = try #require(group.keys(keys))
        #expect(moved.map(\.value) == keys.map(\.value))
        #expect(moved[0].time == 0 && moved[1].time == 0.1 && abs(moved[4].time - 0.6) < 1e-12)
        for i in 0...500 {
            let t = 0.1 + 0.5 * Double(i) / 500
            let share = curve.value(at: (t - 0.1) / 0.5)
            // The straight keys' value at the group's local share.
            let local = share * 0.5 + 0.1
            let expected = local <= 0.25 ? (local - 0.1) / 0.15 * 3 : local <= 0.4 ? 3 + (local - 0.25) / 0.15 * 3 : 6 + (local - 0.4) / 0.2 * 4
            #expect(abs(LottieKeyEvaluation.value(of: moved, at: t)[0] - expected) < 1e-9, "at \(t)")
        }
        // A key with a curve of its own, or past the group's end, has no exact form.
        #expect(group.keys([LottieKey(time: 0.1, value: [0], easing: .bezier(curve)), LottieKey(time: 0.6, value: [1], easing: .hold)]) == nil)
        #expect(group.keys([LottieKey(time: 0.1, value: [0], easing: .linear), LottieKey(time: 0.7, value: [1], easing: .hold)]) == nil)
    }

    /// A track `at 0.1s for 0.2s` ends at 0.1 + 0.2 = 0.30000000000000004 s, a rounding past its one pass:
    /// unrolled, it is one pass (a second, started there, would jump back to its first value), and its
    /// keys are exact with no note.
    @Test func aTrackEndingARoundingPastItsPassIsOnePass() throws {
        let pass = [LottieKey(time: 0, value: [0], easing: .linear), LottieKey(time: 0.2, value: [1], easing: .hold)]
        let keys = try #require(TrackPass.unrolled(pass, begin: 0.1, duration: 0.2, autoreverses: false, until: 0.1 + 0.2,
                                                   activeEnd: 0.1 + 0.2, jumpLead: 1e-6))
        #expect(keys.map(\.value) == [[0], [1]])
        let compiled = try LottieTesting.compile(text: Self.spec(header: "", track: "mark.opacity 0.2 -> 1 at 0.1s for 0.2s"))
        #expect(!compiled.lines.contains { $0.contains("MS3010") }, "\(compiled.lines)")
    }
}
