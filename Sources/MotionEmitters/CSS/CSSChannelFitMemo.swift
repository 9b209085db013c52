import MotionRuntime

/// What channel fits found, by the content that decides it, so that a channel that moves the same way
/// on many nodes (shapes staggered in a few groups, a state's repeated pattern) or from many starts is
/// fitted once (issue 12: emitters reuse what they measured). A fit samples only its node's own
/// timeline (node 0 of a one-node frame) and reads only the channel's properties, so its outcome is a
/// function of the `Key`: the timeline, the base's values of those properties, the tracks' placements,
/// the channel and its tolerances, and the trim corners handed in from the node's previous channel.
/// Signed zeros compare equal here; they print the same (`CSSNumber.text`).
///
/// Shared by the fits of one transition entry (`CSSStyleSheet.animationRules`) and let go with it, so
/// that what it holds does not grow with the control.
final class CSSChannelFitMemo {
    struct Key: Hashable {
        let channel: CSSChannel
        let wraps: Bool
        let reach: Double
        let duration: Double
        let timeline: MotionTimeline
        let base: [MotionValue]
        let placements: [CSSTrackPlacement]
        let trimCornersIn: [Double]?
        /// The hash of the fields above, worked out once: a key is looked up several times (constant,
        /// breakpoints, fit, restart outcome), and hashing its timeline reads every keyframe.
        private let hash: Int

        /// `timelineHash`: `timeline.hashValue` (worked out once per node's timeline by its split).
        init(channel: CSSChannel, wraps: Bool, reach: Double, duration: Double, timeline: MotionTimeline, timelineHash: Int, base: [MotionValue],
             placements: [CSSTrackPlacement], trimCornersIn: [Double]?) {
            self.channel = channel
            self.wraps = wraps
            self.reach = reach
            self.duration = duration
            self.timeline = timeline
            self.base = base
            self.placements = placements
            self.trimCornersIn = trimCornersIn
            var hasher = Hasher()
            hasher.combine(channel)
            hasher.combine(wraps)
            hasher.combine(reach)
            hasher.combine(duration)
            hasher.combine(timelineHash)
            hasher.combine(base)
            hasher.combine(placements)
            hasher.combine(trimCornersIn)
            hash = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.channel == b.channel && a.wraps == b.wraps && a.reach == b.reach && a.duration == b.duration
                && a.base == b.base && a.placements == b.placements && a.trimCornersIn == b.trimCornersIn && a.timeline == b.timeline
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// What a fit keeps between its calls, as one call left it: restored on a hit, so that the fit goes
    /// on (and hands its trim corners on) as if it had done the work.
    struct State {
        var breakpoints: [Double]?
        var trimCorners: [Double]?
        var cutsColourAtBounds = false
    }

    struct Constant {
        let answer: Bool
        let state: State
    }

    struct Fitted {
        let curve: CSSChannelCurve
        let state: State
        let ranOut: Bool
        /// Points its bakes took from the budget (`CSSBakeBudget`), spent again on a hit.
        let spent: Int
    }

    struct ConstantKey: Hashable {
        let key: Key
        let rest: [Double]
    }

    struct FitKey: Hashable {
        let key: Key
        let toleranceShare: Double
    }

    var breakpoints: [Key: State] = [:]
    var constants: [ConstantKey: Constant] = [:]
    var fits: [FitKey: Fitted] = [:]

    /// A fit is reused only where no bake of it was held back by the budget, then or now: each bake may
    /// place `PolylineFit.denseLimit` points, as it would have. `remaining`: the budget's before the fit.
    static func budgetAllows(remaining: Int, spent: Int) -> Bool {
        remaining - spent >= PolylineFit.denseLimit
    }
}
