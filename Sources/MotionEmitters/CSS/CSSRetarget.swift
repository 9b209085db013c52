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
        case .strokeWidth: return "stroke-width"
        case .dashArray, .dashOffset, .visibility: return nil // clamped trims are not one curve
        }
    }

    /// `transition` text for the channel in this entry, or nil when it must stay an animation.
    static func transition(_ channel: CSSChannel, node: Int, entry: CSSEntry, placements: [CSSTrackPlacement],
                           rest: [Double], wraps: Bool) -> String? {
        guard let property = property(channel) else { return nil }
        let tracks = entry.playback.timeline.tracks.enumerated().filter {
            $0.element.shape == node && channel.properties.contains($0.element.property)
        }
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
        case .steps, .spring: return nil
        }
        // It must end on the state's own value: the transition runs to the state's rule.
        var frame = entry.playback.base
        entry.playback.sample(at: entry.playback.duration, into: &frame)
        let end = channel.values(frame, node: node, wraps: wraps)
        guard end.count == rest.count, zip(end, rest).allSatisfy({ abs($0 - $1) <= 1e-12 }) else { return nil }
        return "\(property) \(CSSNumber.text(timing.duration))s \(easing.css) \(CSSNumber.text(placement.begin))s"
    }
}
