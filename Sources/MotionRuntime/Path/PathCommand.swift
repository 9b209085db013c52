/// One SVG path command with absolute coordinates, as the compiler's path-data parser produces
/// them (relative commands already resolved). `MotionPath(commands:)` turns them into cubics.
public enum MotionPathCommand: Hashable, Sendable {
    case move(MotionPoint)
    case line(MotionPoint)
    /// `H x`.
    case horizontal(Double)
    /// `V y`.
    case vertical(Double)
    case cubic(control1: MotionPoint, control2: MotionPoint, to: MotionPoint)
    /// `S`: the first control point is the reflection of the previous cubic's second one.
    case smoothCubic(control2: MotionPoint, to: MotionPoint)
    case quadratic(control: MotionPoint, to: MotionPoint)
    /// `T`: the control point is the reflection of the previous quadratic's one.
    case smoothQuadratic(to: MotionPoint)
    /// `A`: an elliptical arc; `rotation` is the x-axis rotation in degrees, as SVG writes it.
    case arc(radii: MotionPoint, rotation: Double, largeArc: Bool, sweep: Bool, to: MotionPoint)
    case close
}
