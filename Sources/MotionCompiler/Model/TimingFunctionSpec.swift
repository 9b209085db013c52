import MotionRuntime

/// A resolved timing function. Named curves are resolved to their control points.
public enum TimingFunctionSpec: Hashable, Sendable {
    case linear
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    case steps(Int, MotionStepPosition)
    case spring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
}
