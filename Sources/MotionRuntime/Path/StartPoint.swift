#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a closed path starts: a side or corner of its bounds, or an angle from its centre.
public enum MotionPathStart: Hashable, Sendable {
    case left, right, top, bottom, topLeft, topRight, bottomLeft, bottomRight
    /// Radians from 3 o'clock, clockwise on screen.
    case angle(Double)

    /// The direction from the centre of `bounds` toward the start.
    func direction(in bounds: MotionRect) -> MotionPoint {
        switch self {
        case .left: return MotionPoint(bounds.minX, bounds.midY) - bounds.center
        case .right: return MotionPoint(bounds.maxX, bounds.midY) - bounds.center
        case .top: return MotionPoint(bounds.midX, bounds.minY) - bounds.center
        case .bottom: return MotionPoint(bounds.midX, bounds.maxY) - bounds.center
        case .topLeft: return MotionPoint(bounds.minX, bounds.minY) - bounds.center
        case .topRight: return MotionPoint(bounds.maxX, bounds.minY) - bounds.center
        case .bottomLeft: return MotionPoint(bounds.minX, bounds.maxY) - bounds.center
        case .bottomRight: return MotionPoint(bounds.maxX, bounds.maxY) - bounds.center
        case .angle(let a): return MotionPoint(cos(a), sin(a))
        }
    }
}

extension MotionPath {
    /// The path with each closed subpath rotated to start where the ray from the centre of the
    /// path's bounds toward `start` meets it (the outermost crossing when there are several): a side
    /// aims at the middle of that side of the bounds, a corner at that corner, an angle along it.
    /// The segment there is split exactly; shape and direction are unchanged. Open subpaths keep
    /// their start.
    public func starting(at start: MotionPathStart) -> MotionPath {
        guard let bounds else { return self }
        let direction = start.direction(in: bounds)
        guard direction.length > 0 else { return self }
        return MotionPath(subpaths.map { $0.isClosed ? $0.rotated(toward: direction, from: bounds.center) : $0 })
    }
}

extension MotionSubpath {
    /// This closed subpath started at its outermost crossing with the ray from `center` along `direction`.
    func rotated(toward direction: MotionPoint, from center: MotionPoint) -> MotionSubpath {
        guard let crossing = outermostCrossing(direction: direction, center: center) else { return self }
        var index = crossing.0, t = crossing.1
        if t >= 1 - 1e-12 { index = (index + 1) % cubics.count; t = 0 }
        var rotated: [MotionCubic] = []
        if t <= 1e-12 {
            rotated = Array(cubics[index...]) + Array(cubics[..<index])
        } else {
            let (head, tail) = cubics[index].split(at: t)
            rotated = [tail] + Array(cubics[(index + 1)...]) + Array(cubics[..<index]) + [head]
        }
        return MotionSubpath(start: rotated[0].p0, cubics: rotated, isClosed: true)
    }

    /// The segment and parameter where the ray crosses the subpath farthest from `center`.
    private func outermostCrossing(direction: MotionPoint, center: MotionPoint) -> (Int, Double)? {
        let scale = direction.length * max(MotionSubpath.extent(of: cubics), 1e-300)
        let tolerance = 1e-12 * scale
        var best: (index: Int, t: Double, reach: Double)?
        func consider(_ index: Int, _ t: Double) {
            let offset = cubics[index].point(at: t) - center
            let reach = offset.dot(direction)
            guard reach > 0, abs(offset.cross(direction)) <= 1e-7 * scale else { return }
            if best == nil || reach > best!.reach + tolerance { best = (index, t, reach) }
        }
        for (index, cubic) in cubics.enumerated() {
            // (P(t) − c) × d is a cubic polynomial in t: bracket its sign changes on a fine grid,
            // then bisect each to the last bit.
            func side(_ t: Double) -> Double { (cubic.point(at: t) - center).cross(direction) }
            let samples = 64
            var previousT = 0.0, previous = side(0)
            if abs(previous) <= tolerance { consider(index, 0) }
            for step in 1...samples {
                let t = Double(step) / Double(samples)
                let value = side(t)
                if abs(value) <= tolerance {
                    consider(index, t)
                } else if previous * value < 0, abs(previous) > tolerance {
                    var low = previousT, high = t, lowValue = previous
                    for _ in 0..<80 {
                        let mid = (low + high) / 2
                        let midValue = side(mid)
                        if (midValue < 0) == (lowValue < 0) { low = mid; lowValue = midValue } else { high = mid }
                    }
                    consider(index, (low + high) / 2)
                }
                previousT = t
                previous = value
            }
        }
        return best.map { ($0.index, $0.t) }
    }

    /// The larger side of the control points' bounding box, to scale tolerances.
    static func extent(of cubics: [MotionCubic]) -> Double {
        guard let first = cubics.first else { return 0 }
        var rect = MotionRect(enclosing: first.p0, first.p0)
        for c in cubics { rect = rect.including(c.p0).including(c.p1).including(c.p2).including(c.p3) }
        return max(rect.width, rect.height)
    }
}
