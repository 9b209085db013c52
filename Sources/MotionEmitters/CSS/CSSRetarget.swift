import MotionCompiler
import MotionRuntime

/// `current` tracks as CSS transitions: a transition starts from the computed value on screen, so
/// a toggle in mid-flight continues from there, as the runtime's `starting(from:)` does. Only a
/// channel that one such track drives, along one curve CSS can say, from the value on screen to
/// the destination state's own value, becomes a transition; anything else stays an animation
/// (exact from rest; an interruption restarts it from the source state's values).
enum CSSRetarget {
    /// The CSS property a channel's transition names.
    static func property(_ channel: CSSChannel) -> String? {
        switch channel {
        case .opacity: return "opacity"
        case .translate, .rotate, .scale: return "transform"
        case .rotateOrigin, .scaleOrigin: return "transform-origin"
        case .fillRGB: return "fill"
        case .fillAlpha: return "fill-opacity"
        case .strokeRGB: return "stroke"
        case .strokeAlpha: return "stroke-opacity"
        case .strokeWidth, .trimMaskWidth: return "stroke-width"
        case .dashArray, .dashOffset, .visibility: return nil // clamped trims are not one curve
        case .trimStart, .trimEnd, .trimOffset, .lineWidth: return channel.customProperty
        case .fillPath, .strokePath, .trimMaskPath: return "d"
        case .dashPhase: return "stroke-dashoffset"
        case .fillStopRGB, .fillStopAlpha, .strokeStopRGB, .strokeStopAlpha: return nil // one property per stop
        case .trimmedDashPhase: return nil // the trim's start and the phase on their own curves
        case .fillGradientGeometry, .strokeGradientGeometry: return nil // attributes: a SMIL `to` animation (`CSSGradientGeometry`)
        }
    }

    /// `transition` text for the channel in this entry, or nil when it must stay an animation.
    /// `split`: the entry's playback split by node.
    /// `progressTolerance`: how far a sampled easing may stray, as a fraction of the distance travelled.
    static func transition(_ channel: CSSChannel, node: Int, entry: CSSEntry, placements: [CSSTrackPlacement], split: NodePlaybacks,
                           rest: [Double], wraps: Bool, progressTolerance: Double) -> String? {
        guard let property = property(channel),
              let timing = timing(channel, node: node, entry: entry, placements: placements, split: split, rest: rest, wraps: wraps,
                                  progressTolerance: progressTolerance) else { return nil }
        return "\(property) \(CSSNumber.text(timing.duration))s \(timing.easing.css) \(CSSNumber.text(timing.delay))s"
    }

    /// The duration, easing and delay of the channel's transition in this entry, or nil when it must
    /// stay an animation (`transition`).
    static func timing(_ channel: CSSChannel, node: Int, entry: CSSEntry, placements: [CSSTrackPlacement], split: NodePlaybacks,
                       rest: [Double], wraps: Bool, progressTolerance: Double) -> (duration: Double, easing: CSSEasing, delay: Double)? {
        guard property(channel) != nil || CSSGradientGeometry.channels.contains(channel) else { return nil }
        let all = entry.playback.timeline.tracks
        let tracks = split.trackIndices[node].map { ($0, all[$0]) }.filter { channel.properties.contains($0.1.property) }
        guard tracks.count == 1, let (index, track) = tracks.first, index < placements.count else { return nil }
        let placement = placements[index]
        let timing = track.timing
        guard track.startsFromCurrent, placement.isStraight, track.keyframes.values.count == 2,
              track.keyframes.mode == .linear || track.keyframes.mode == .paced,
              timing.fill == .forwards || timing.fill == .both,
              abs(placement.end - (placement.begin + timing.duration)) < 1e-12, placement.begin >= 0 else { return nil }
        let easing: CSSEasing
        let functions = track.keyframes.mode == .paced ? [] : track.keyframes.timingFunctions
        switch functions.first ?? .linear {
        case .linear: easing = .linear
        case .cubicBezier(let c): easing = .cubicBezier(c.x1, c.y1, c.x2, c.y2)
        case .spring(let spring): easing = springEasing(spring, duration: timing.duration, tolerance: progressTolerance)
        case .steps: return nil
        }
        // It must end on the state's own value: the transition runs to the state's rule.
        let own = split.playbacks[node]
        var frame = own.base
        own.sample(at: own.duration, into: &frame)
        let end = channel.values(frame, node: 0, wraps: wraps)
        // A spring settles rather than arrives: a millionth off at its end is the state's value.
        let settled = if case .points = easing { 1e-6 } else { 1e-12 }
        guard end.count == rest.count, zip(end, rest).allSatisfy({ abs($0 - $1) <= settled }) else { return nil }
        // Chromium starts a transition from the value it shows, clamped (an opacity past 1 shows 1), where
        // the runtime continues from the value as computed: a motion that leaves the range is an animation,
        // which the script restarts from the number its keyframes carry (`CSSClampProbe`).
        if CSSClampProbe.kind(channel) != nil, let start = channel.values(own.base, node: 0, wraps: wraps).first, let to = rest.first,
           CSSClampProbe.overshoots(easing, from: start, to: to, within: CSSClampProbe.range(channel)) { return nil }
        return (timing.duration, easing, placement.begin)
    }

    /// A spring's progress over the track as CSS `linear()` points. A spring is affine in its ends
    /// (the value is from + (to − from)·s(t), as CASpringAnimation's), so one easing serves every
    /// start a transition can have; `tolerance` is a fraction of the distance travelled (see
    /// `CSSStyleSheet.progressTolerance`).
    static func springEasing(_ spring: MotionSpring, duration: Double, tolerance: Double) -> CSSEasing {
        let function = MotionTimingFunction.spring(spring)
        return .points(CSSLinearFit.fit(tolerance: tolerance) { function.value(at: $0, duration: duration) }.points)
    }
}
