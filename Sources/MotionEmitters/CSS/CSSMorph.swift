import MotionCompiler
import MotionRuntime

/// A channel's motion in one transition (or a state's loop) written as SMIL inside the element it moves:
/// a morphing path's `<animate attributeName="d">`, for an engine that has no CSS `d` property (WebKit),
/// which the page script removes where CSS animates `d` (Chromium), so no engine plays both; a gradient's
/// stop positions and points (`CSSGradientGeometry`), which no CSS property moves, played in every engine
/// (`CSSMorphScript`). Every `begin` is `indefinite`: without the script nothing of it plays.
struct CSSMorph: Sendable {
    /// The source state; nil for a loop begun when its state shows without a transition.
    var from: String?
    var to: String
    /// The id of the element it moves (for a gradient, the gradient element: its stops are its children).
    var element: String
    var motion: Motion

    enum Motion: Sendable {
        /// The channel's keyframes as the stylesheet writes them (from the source state's path).
        case keyframes(CSSChannelCurve, duration: Double)
        /// A `current` track along one curve (`CSSRetarget`, a CSS transition of `d`): a SMIL `to` animation,
        /// which the script starts from the value it reads on screen (its `from`), as a CSS transition starts
        /// from the computed value.
        case retarget(to: [Double], duration: Double, delay: Double, easing: CSSEasing)
        /// The same along an easing SMIL cannot say in one spline (a spring, an overshooting curve): its
        /// progress as linear `points`, values from `start` (the source state's) to `to`, which the script
        /// writes from the value it reads on screen instead, a spring being affine in its ends.
        case progress(start: [Double], to: [Double], points: [(x: Double, y: Double)], duration: Double, delay: Double)
        /// Untouched by the transition but moved by another: held where it is on screen (the script's
        /// `<set>` of the value read) until `delay`, the transition's end, then the destination's value `to`,
        /// as the stylesheet's holds keep a property.
        case hold(to: [Double], delay: Double)
        /// The destination's loop: one period, repeated, begun `delay` after the state change (the
        /// entering transition's duration, 0 for a loop at rest).
        case loop(CSSChannelCurve, period: Double, delay: Double)
    }
}

extension CSSMorph {
    /// Every value the motion names (a retarget's start is read on screen: its end alone).
    var values: [[Double]] {
        switch motion {
        case .keyframes(let curve, _), .loop(let curve, _, _): return curve.keyframes.map(\.values)
        case .retarget(let to, _, _, _), .hold(let to, _): return [to]
        case let .progress(start, to, points, _, _): return points.map { CSSMorph.mix(start, to, $0.y) }
        }
    }

    /// `start` moved a fraction `y` of the way to `to`, number by number.
    static func mix(_ start: [Double], _ to: [Double], _ y: Double) -> [Double] {
        zip(start, to).map { $0 + ($1 - $0) * y }
    }
}

extension CSSMorph.Motion {
    /// A `current` track along one curve (`CSSRetarget.timing`) from `start` at rest to `to`: a `to`
    /// animation where SMIL says the easing in one spline, else its progress as linear points within
    /// `progressTolerance` of the distance travelled.
    static func retarget(start: () -> [Double], to: [Double], timing: (duration: Double, easing: CSSEasing, delay: Double),
                         progressTolerance: Double) -> Self {
        if CSSMorphSMIL.spline(timing.easing) != nil {
            return .retarget(to: to, duration: timing.duration, delay: timing.delay, easing: timing.easing)
        }
        let points = CSSMorphSMIL.points(timing.easing, tolerance: progressTolerance, jump: CSSChannelFit.jumpWidth / timing.duration)
        return .progress(start: start(), to: to, points: points, duration: timing.duration, delay: timing.delay)
    }
}

extension CSSStyleSheet {
    /// Notes a path channel's motion in `entry` for the SMIL form: the CSS transition `retarget` (its
    /// timing from `CSSRetarget`, from the path on screen), else the keyframes `curve` (from the source
    /// state's path, as the stylesheet's animation starts).
    mutating func noteMorph(_ entry: CSSEntry, element: String, channel: CSSChannel, curve: () -> CSSChannelCurve,
                            retarget: (duration: Double, easing: CSSEasing, delay: Double)? = nil, rest: [Double] = [],
                            progressTolerance: Double = 1e-6) {
        guard CSSChannel.pathChannels.contains(channel) || channel == .trimMaskPath else { return }
        let motion: CSSMorph.Motion
        if let retarget {
            motion = .retarget(start: { curve().keyframes.first?.values ?? rest }, to: rest, timing: retarget, progressTolerance: progressTolerance)
        } else {
            motion = .keyframes(curve(), duration: entry.playback.duration)
        }
        morphs.append(CSSMorph(from: entry.source.name, to: entry.destination.name, element: element, motion: motion))
    }
}
