#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension MotionPath {
    /// The path SVG path data describes: quadratics raised to cubics, smooth commands reflected
    /// (only after a command of their own kind, else the current point), arcs converted per the
    /// SVG implementation notes (F.6.5, with F.6.6's out-of-range radii correction) into ≤ 90°
    /// cubic pieces, `Z` closing with a straight segment.
    public init(commands: [MotionPathCommand]) {
        var builder = MotionPathBuilder()
        var lastCubicControl: MotionPoint?
        var lastQuadraticControl: MotionPoint?
        for command in commands {
            let current = builder.currentPoint
            var cubicControl: MotionPoint?
            var quadraticControl: MotionPoint?
            switch command {
            case .move(let p):
                builder.move(to: p)
            case .line(let p):
                builder.line(to: p)
            case .horizontal(let x):
                builder.line(to: MotionPoint(x, current.y))
            case .vertical(let y):
                builder.line(to: MotionPoint(current.x, y))
            case let .cubic(c1, c2, p):
                builder.curve(to: p, control1: c1, control2: c2)
                cubicControl = c2
            case let .smoothCubic(c2, p):
                let c1 = lastCubicControl.map { current + (current - $0) } ?? current
                builder.curve(to: p, control1: c1, control2: c2)
                cubicControl = c2
            case let .quadratic(c, p):
                builder.quadCurve(to: p, control: c)
                quadraticControl = c
            case .smoothQuadratic(let p):
                let c = lastQuadraticControl.map { current + (current - $0) } ?? current
                builder.quadCurve(to: p, control: c)
                quadraticControl = c
            case let .arc(radii, rotation, largeArc, sweep, p):
                builder.addSVGArc(to: p, radii: radii, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
            case .close:
                builder.close()
            }
            lastCubicControl = cubicControl
            lastQuadraticControl = quadraticControl
        }
        self = builder.path
    }
}

extension MotionPathBuilder {
    /// An SVG elliptical arc from the current point to `end` (endpoint to centre parameterisation,
    /// SVG 1.1 implementation notes F.6.5 and F.6.6).
    mutating func addSVGArc(to end: MotionPoint, radii: MotionPoint, rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        let start = currentPoint
        if start == end { return } // F.6.2: identical end points omit the arc
        var rx = abs(radii.x), ry = abs(radii.y)
        if !(rx > 0) || !(ry > 0) || !rx.isFinite || !ry.isFinite {
            line(to: end) // F.6.2: a zero radius makes a straight line
            return
        }
        let phi = rotationDegrees * Double.pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // Step 1: the mid-point vector in the ellipse's rotated frame.
        let half = (start - end) * 0.5
        let x1 = cosPhi * half.x + sinPhi * half.y
        let y1 = -sinPhi * half.x + cosPhi * half.y
        // F.6.6: scale radii up when no ellipse of this size reaches both ends.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // Step 2: the centre in the rotated frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? (max(numerator, 0) / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        // Step 3: the centre in user space.
        let mid = (start + end) * 0.5
        let center = MotionPoint(cosPhi * cx1 - sinPhi * cy1 + mid.x, sinPhi * cx1 + cosPhi * cy1 + mid.y)
        // Step 4: start angle and sweep on the unit circle.
        let u = MotionPoint((x1 - cx1) / rx, (y1 - cy1) / ry)
        let v = MotionPoint((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let theta1 = atan2(u.y, u.x)
        var delta = atan2(u.cross(v), u.dot(v))
        if !sweep, delta > 0 { delta -= 2 * Double.pi }
        if sweep, delta < 0 { delta += 2 * Double.pi }
        let mapping = MotionAffineTransform.translation(center)
            .concatenating(.rotation(phi))
            .concatenating(.scale(rx, ry))
        appendUnitArc(start: theta1, sweep: delta, mapping: mapping)
        // Land exactly on the requested end point (the mapping rounds).
        if var subpath = current, var last = subpath.cubics.popLast() {
            last.p3 = end
            subpath.cubics.append(last)
            current = subpath
        }
    }
}
