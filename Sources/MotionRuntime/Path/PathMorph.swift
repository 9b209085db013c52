/// Paths as animatable values: two paths of the same structure — the same number of subpaths,
/// each with the same number of segments and the same closedness — blend point by point (every
/// start point and every control point on its own straight line), as Core Animation blends two
/// `CGPath`s with the same elements. Every segment is a cubic, so a line may morph into a curve.
extension MotionPath: MotionInterpolatable {
    /// True when the paths have the same subpaths, segment counts and closedness.
    public func hasSameStructure(as other: MotionPath) -> Bool {
        guard subpaths.count == other.subpaths.count else { return false }
        for (a, b) in zip(subpaths, other.subpaths) where a.cubics.count != b.cubics.count || a.isClosed != b.isClosed {
            return false
        }
        return true
    }

    /// Point by point; paths of different structures do not blend (the compiler rejects them): the
    /// result jumps to `other` at the half-way point, as discrete animation would.
    public func interpolated(to other: MotionPath, at t: Double) -> MotionPath {
        guard hasSameStructure(as: other) else { return t < 0.5 ? self : other }
        var result = self
        result.assignBlend(self, other, at: t)
        return result
    }

    public static func combine(_ v0: MotionPath, _ w0: Double, _ v1: MotionPath, _ w1: Double,
                               _ v2: MotionPath, _ w2: Double, _ v3: MotionPath, _ w3: Double) -> MotionPath {
        guard v0.hasSameStructure(as: v1), v1.hasSameStructure(as: v2), v2.hasSameStructure(as: v3) else {
            return w1 >= w2 ? v1 : v2
        }
        var result = v1
        for s in result.subpaths.indices {
            func mix(_ pick: (MotionSubpath) -> MotionPoint) -> MotionPoint {
                MotionPoint.combine(pick(v0.subpaths[s]), w0, pick(v1.subpaths[s]), w1,
                                    pick(v2.subpaths[s]), w2, pick(v3.subpaths[s]), w3)
            }
            result.subpaths[s].start = mix(\.start)
            for c in result.subpaths[s].cubics.indices {
                result.subpaths[s].cubics[c] = MotionCubic(mix { $0.cubics[c].p0 }, mix { $0.cubics[c].p1 },
                                                           mix { $0.cubics[c].p2 }, mix { $0.cubics[c].p3 })
            }
        }
        return result
    }

    /// Euclidean over every point (start points and the four points of every segment); paths of
    /// different structures are one unit apart, so pacing still advances.
    public func distance(to other: MotionPath) -> Double {
        guard hasSameStructure(as: other) else { return 1 }
        var sum = 0.0
        for (a, b) in zip(subpaths, other.subpaths) {
            let d = a.start.distance(to: b.start)
            sum += d * d
            for (p, q) in zip(a.cubics, b.cubics) {
                for (u, v) in [(p.p0, q.p0), (p.p1, q.p1), (p.p2, q.p2), (p.p3, q.p3)] {
                    let e = u.distance(to: v)
                    sum += e * e
                }
            }
        }
        return sum.squareRoot()
    }
}
