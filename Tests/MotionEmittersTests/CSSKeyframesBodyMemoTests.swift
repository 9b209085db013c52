import Testing
@testable import MotionEmitters

/// A body is written once for keyframes handed on from one fit to many nodes (the same storage), and
/// again whenever anything that decides it differs.
@Suite struct CSSKeyframesBodyMemoTests {
    static func pending(_ keyframes: [CSSKeyframe], duration: Double = 1, channel: CSSChannel = .opacity) -> CSSPendingKeyframes {
        CSSPendingKeyframes(name: "k", curve: CSSChannelCurve(keyframes: keyframes, isBaked: false, largestError: 0), channel: channel,
                            duration: duration, params: [], element: "e", state: "s")
    }

    @Test func sharedKeyframesAreWrittenOnce() {
        let keyframes = [CSSKeyframe(time: 0, values: [0], easing: .linear), CSSKeyframe(time: 1, values: [1], easing: .linear)]
        var memo = CSSKeyframesBodyMemo()
        var made = 0
        func body(_ pending: CSSPendingKeyframes, probe: Bool = false) -> String {
            memo.body(pending, probe: probe) { made += 1; return "body \(made)" }
        }
        #expect(body(Self.pending(keyframes)) == "body 1")
        #expect(body(Self.pending(keyframes)) == "body 1")
        #expect(made == 1)
        // Equal keyframes in storage of their own, another duration, channel or probe: made again.
        #expect(body(Self.pending(keyframes.map { $0 })) == "body 2")
        #expect(body(Self.pending(keyframes, duration: 2)) == "body 3")
        #expect(body(Self.pending(keyframes, channel: .strokeWidth)) == "body 4")
        #expect(body(Self.pending(keyframes), probe: true) == "body 5")
        #expect(made == 5)
    }
}
