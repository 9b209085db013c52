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
        case .trimStart, .trimEnd, .trimOffset, .lineWidth: return channel.customProperty
        case .fillPath, .strokePath: return "d"
        }
    }

    /// `transition` text for the channel in this entry, or nil when it must stay an animation.
    static func transition(_ channel: CSSChannel, node: Int, entry: CSSEntry, placements: [CSSTrackPlacement],
                           rest: [Double], wraps: Bool) -> String? {
        guard let property = property(channel) else { return nil }
        let tracks = entry.playback.timeline.tracks.enumerated().filter {
            $0.element.node == node && channel.properties.contains($0.element.property)
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
        case .spring(let spring): easing = springEasing(spring, duration: timing.duration)
        case .steps: return nil
        }
        // It must end on the state's own value: the transition runs to the state's rule.
        var frame = entry.playback.base
        entry.playback.sample(at: entry.playback.duration, into: &frame)
        let end = channel.values(frame, node: node, wraps: wraps)
        // A spring settles rather than arrives: a millionth off at its end is the state's value.
        let settled = if case .points = easing { 1e-6 } else { 1e-12 }
        guard end.count == rest.count, zip(end, rest).allSatisfy({ abs($0 - $1) <= settled }) else { return nil }
        return "\(property) \(CSSNumber.text(timing.duration))s \(easing.css) \(CSSNumber.text(placement.begin))s"
    }

    /// A spring's progress over the track as CSS `linear()` points. A spring is affine in its ends
    /// (the value is from + (to − from)·s(t), as CASpringAnimation's), so one easing serves every
    /// start a transition can have. Points are added (an interval halved) while the straight line
    /// misses s at its quarter points by more than 1e-6 of the distance travelled.
    static func springEasing(_ spring: MotionSpring, duration: Double) -> CSSEasing {
        let function = MotionTimingFunction.spring(spring)
        func s(_ x: Double) -> Double { function.value(at: x, duration: duration) }
        var points: [(x: Double, y: Double)] = [(0, s(0)), (1, s(1))]
        var i = 0
        while i < points.count - 1 {
            let a = points[i], b = points[i + 1]
            var worst = 0.0
            for q in [0.25, 0.5, 0.75] {
                let x = a.x + (b.x - a.x) * q
                worst = max(worst, abs(s(x) - (a.y + (b.y - a.y) * q)))
            }
            if worst > 1e-6, b.x - a.x > 1.0 / 1_048_576, points.count < 4096 {
                let x = (a.x + b.x) / 2
                points.insert((x, s(x)), at: i + 1)
            } else {
                i += 1
            }
        }
        return .points(points)
    }
}
