/// Which way a closed path runs on screen (y grows downward).
public enum MotionPathDirection: Hashable, Sendable {
    case clockwise
    case counterclockwise
}

extension MotionSubpath {
    /// The signed area enclosed (closing straight back to the start if open): positive when the
    /// subpath runs clockwise on screen. Green's theorem, ½∮(x dy − y dx), integrated exactly
    /// (the integrand is a degree-5 polynomial per cubic; 4-point Gauss–Legendre is exact to 7).
    public var signedArea: Double {
        var twice = 0.0
        var all = cubics
        if end != start { all.append(.line(end, start)) }
        let nodes = [0.3399810435848563, 0.8611363115940526], weights = [0.6521451548625461, 0.3478548451374538]
        for cubic in all {
            for i in 0..<2 {
                for t in [0.5 - nodes[i] / 2, 0.5 + nodes[i] / 2] {
                    let p = cubic.point(at: t), d = cubic.derivative(at: t)
                    twice += weights[i] / 2 * (p.x * d.y - p.y * d.x)
                }
            }
        }
        return twice / 2
    }

    /// Clockwise when the signed area is positive or zero.
    public var direction: MotionPathDirection { signedArea >= 0 ? .clockwise : .counterclockwise }
}

extension MotionPath {
    /// The path with every closed subpath running in `direction`, each keeping its start point.
    /// Open subpaths keep their direction: it is the order of their points.
    public func oriented(_ direction: MotionPathDirection) -> MotionPath {
        MotionPath(subpaths.map { subpath in
            subpath.isClosed && subpath.direction != direction ? subpath.reversed() : subpath
        })
    }
}
