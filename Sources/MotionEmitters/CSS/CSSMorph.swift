import MotionCompiler
import MotionRuntime

/// A morphing path's motion in one transition, also written as SMIL `<animate attributeName="d">` inside
/// the path element, for an engine that has no CSS `d` property (WebKit): the page script keeps these
/// elements there, begins each at its state change and removes them where CSS animates `d` (Chromium),
/// so no engine plays both (`CSSMorphScript`). Every `begin` is `indefinite`: without the script nothing
/// of it plays.
struct CSSMorph: Sendable {
    var from: String
    var to: String
    /// The id of the path element it moves.
    var element: String
    var motion: Motion

    enum Motion: Sendable {
        /// The channel's keyframes as the stylesheet writes them (from the source state's path).
        case keyframes(CSSChannelCurve, duration: Double)
        /// A CSS transition of `d` (`CSSRetarget`): a SMIL `to` animation, which the script starts from the
        /// path it reads on screen (its `from`), as the CSS transition starts from the computed `d`.
        case retarget(to: [Double], duration: Double, delay: Double, easing: CSSEasing)
    }
}

extension CSSStyleSheet {
    /// Notes a path channel's motion in `entry` for the SMIL form: the CSS transition `retarget` (its
    /// timing from `CSSRetarget`) when SMIL can say its easing, else the keyframes `curve` (from the
    /// source state's path, as the stylesheet's animation starts).
    mutating func noteMorph(_ entry: CSSEntry, element: String, channel: CSSChannel, curve: () -> CSSChannelCurve,
                            retarget: (duration: Double, easing: CSSEasing, delay: Double)? = nil, rest: [Double] = []) {
        guard CSSChannel.pathChannels.contains(channel) || channel == .trimMaskPath else { return }
        let motion: CSSMorph.Motion
        if let retarget, CSSMorphSMIL.spline(retarget.easing) != nil {
            motion = .retarget(to: rest, duration: retarget.duration, delay: retarget.delay, easing: retarget.easing)
        } else {
            motion = .keyframes(curve(), duration: entry.playback.duration)
        }
        morphs.append(CSSMorph(from: entry.source.name, to: entry.destination.name, element: element, motion: motion))
    }
}
