/// One SVG path command with absolute coordinates, as the compiler's path-data parser produces
/// them (relative commands already resolved). `Path(commands:)` turns them into cubics.
public enum PathCommand: Hashable, Sendable {
    case move(Point)
    case line(Point)
    /// `H x`.
    case horizontal(Double)
    /// `V y`.
    case vertical(Double)
    case cubic(control1: Point, control2: Point, to: Point)
    /// `S`: the first control point is the reflection of the previous cubic's second one.
    case smoothCubic(control2: Point, to: Point)
    case quadratic(control: Point, to: Point)
    /// `T`: the control point is the reflection of the previous quadratic's one.
    case smoothQuadratic(to: Point)
    /// `A`: an elliptical arc; `rotation` is the x-axis rotation in degrees, as SVG writes it.
    case arc(radii: Point, rotation: Double, largeArc: Bool, sweep: Bool, to: Point)
    case close
}
