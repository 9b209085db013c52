import MotionCompiler

/// One transition's `@keyframes` of one channel, written once every restart of the control is known:
/// whether a restart out of the state they lead into reads the channel decides whether they carry its
/// numbers as well (a colour unrounded, `CSSColourProbe`; a number Chromium clamps unclamped,
/// `CSSClampProbe`). Only those carry them: each such number costs a declaration per keyframe.
struct CSSPendingKeyframes {
    var name: String
    var curve: CSSChannelCurve
    var channel: CSSChannel
    var duration: Double
    var params: [LoweredParam]
    /// The element the keyframes play on.
    var element: String
    /// The state they lead into.
    var state: String

    /// The channels some restart reads as the control leaves a state (`key`).
    static func reads(_ restarts: [CSSRestart]) -> Set<String> {
        Set(restarts.map { key(state: $0.from, element: $0.element, kind: $0.kind) })
    }

    static func key(state: String, element: String, kind: String) -> String { state + "\u{0}" + element + "\u{0}" + kind }

    /// True when a restart out of the state reads these keyframes' channel and the screen would not
    /// show it whole: a colour (8-bit), or a clamped number these keyframes take past its range.
    func probed(reads: Set<String>) -> Bool {
        guard let kind = CSSRestart.kind(channel), reads.contains(Self.key(state: state, element: element, kind: kind)) else { return false }
        if CSSColourProbe.property(channel) != nil { return true }
        return CSSClampProbe.kind(channel) != nil && CSSClampProbe.leavesRange(curve.keyframes, of: channel)
    }
}

extension CSSStyleSheet {
    /// The pending keyframes' body (`keyframesBody`), carrying their numbers where a restart reads them.
    mutating func keyframesBody(_ pending: CSSPendingKeyframes, reads: Set<String>, memo: inout CSSKeyframesBodyMemo) -> String {
        let probe = pending.probed(reads: reads)
        if probe, let kind = CSSClampProbe.kind(pending.channel) { clampProbes.insert(kind) }
        return memo.body(pending, probe: probe) {
            keyframesBody(pending.curve, channel: pending.channel, duration: pending.duration, params: pending.params, probe: probe)
        }
    }
}

/// Keyframes' bodies already written, by what decides one: a fit reused from another node's
/// (`CSSChannelFitMemo`) hands on the same keyframes, in the same storage, so alike shapes' bodies are
/// written once (and then shared by name, `CSSStyleSheet.text`). Each entry keeps its keyframes, so
/// their storage is never freed and taken by others while the memo lives.
struct CSSKeyframesBodyMemo {
    private struct Key: Hashable {
        let storage: UnsafeRawPointer?
        let count: Int
        let channel: CSSChannel
        let duration: Double
        let params: [LoweredParam]
        let probe: Bool
    }

    private var bodies: [Key: (keyframes: [CSSKeyframe], body: String)] = [:]

    /// The body of `pending` (its numbers carried when `probe`), made by `make` unless known.
    mutating func body(_ pending: CSSPendingKeyframes, probe: Bool, _ make: () -> String) -> String {
        body(pending.curve.keyframes, channel: pending.channel, duration: pending.duration, params: pending.params, probe: probe, make)
    }

    /// The body of `keyframes` of `channel` over `duration` (a loop's period, say), made by `make` unless known.
    mutating func body(_ keyframes: [CSSKeyframe], channel: CSSChannel, duration: Double, params: [LoweredParam], probe: Bool,
                       _ make: () -> String) -> String {
        let key = Key(storage: keyframes.storageAddress, count: keyframes.count, channel: channel, duration: duration,
                      params: params, probe: probe)
        if let known = bodies[key] { return known.body }
        let body = make()
        bodies[key] = (keyframes, body)
        return body
    }
}
