/// How progress through a track segment (or a group) maps to output progress.
public enum MotionTimingFunction: Hashable, Sendable {
    case linear
    case cubicBezier(MotionCubicBezier)
    case steps(MotionSteps)
    case spring(MotionSpring)

    /// CSS `ease` and Core Animation's `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1).
    public static let ease = MotionTimingFunction.cubicBezier(MotionCubicBezier(0.25, 0.1, 0.25, 1))
    /// CSS `ease-in`, Core Animation's `easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = MotionTimingFunction.cubicBezier(MotionCubicBezier(0.42, 0, 1, 1))
    /// CSS `ease-out`, Core Animation's `easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = MotionTimingFunction.cubicBezier(MotionCubicBezier(0, 0, 0.58, 1))
    /// CSS `ease-in-out`, Core Animation's `easeInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = MotionTimingFunction.cubicBezier(MotionCubicBezier(0.42, 0, 0.58, 1))
    /// Core Animation's `default` (the implicit-animation curve): (0.25, 0.1, 0.25, 1), equal to CSS `ease`.
    public static let caDefault = MotionTimingFunction.cubicBezier(MotionCubicBezier(0.25, 0.1, 0.25, 1))

    /// The output for input `progress`. `duration` (seconds) is the span the progress runs over:
    /// springs run in real time over it, and a step's jump is on its time within
    /// `MotionTiming.boundaryTolerance` of it. `before` is the CSS before flag for steps.
    @inlinable
    public func value(at progress: Double, duration: Double, before: Bool = false) -> Double {
        switch self {
        case .linear: return progress
        case .cubicBezier(let curve): return curve.value(at: progress)
        case .steps(let steps):
            return steps.value(at: progress, before: before, tolerance: duration > 0 ? MotionTiming.boundaryTolerance / duration : 0)
        case .spring(let spring): return spring.value(at: progress * duration)
        }
    }
}
