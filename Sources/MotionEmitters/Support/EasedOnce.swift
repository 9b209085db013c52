import MotionRuntime

extension MotionTrackGroup {
    /// The cubic Bézier this group eases its children's time by, when the curve reaches each share of the
    /// group's time once (no overshoot: y1 and y2 in 0…1) and the group plays once, forwards, for a positive
    /// duration: a child's straight segment then follows a piece of the curve, which CSS (`CSSEasedParent`)
    /// and Lottie (`LottieEasedGroup`) write exactly. Nil otherwise.
    var easedOnce: MotionCubicBezier? {
        guard case .cubicBezier(let curve) = timingFunction, (0...1).contains(curve.y1), (0...1).contains(curve.y2),
              timing.duration > 0, timing.repeatCount == 1, !timing.autoreverses else { return nil }
        return curve
    }
}
