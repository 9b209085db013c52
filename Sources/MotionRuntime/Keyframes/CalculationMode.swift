/// How a keyframe track moves between its values (`CAKeyframeAnimation.calculationMode`).
public enum MotionCalculationMode: Hashable, Sendable {
    /// Straight blends between neighbouring values, each segment eased by its timing function.
    case linear
    /// No blending: each value holds until the next key time.
    case discrete
    /// Constant speed: key times follow the cumulative distance between values, and the given key
    /// times and timing functions are ignored (Core Animation's rule).
    case paced
    /// A Catmull-Rom spline through the values (Kochanek–Bartels with zero tension, continuity
    /// and bias, as `kCAAnimationCubic`), each segment eased by its timing function.
    case cubic
}
