/// A resolved timing function. Named curves are resolved to their control points.
public enum TimingFunctionSpec: Hashable, Sendable {
    case linear
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    case steps(Int, MotionStepPosition)
    case spring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
}

/// CSS `steps()` jump positions; `start`/`end` are `jumpStart`/`jumpEnd`.
public enum MotionStepPosition: String, Hashable, Sendable {
    case jumpStart = "jump-start", jumpEnd = "jump-end", jumpNone = "jump-none", jumpBoth = "jump-both"
}

/// Core Animation's calculation modes.
public enum MotionCalculationMode: String, Hashable, Sendable, CaseIterable {
    case linear, discrete, paced, cubic
}

/// Core Animation's fill modes (`none` is `removed`).
public enum MotionFillMode: String, Hashable, Sendable, CaseIterable {
    case none, forwards, backwards, both
}
