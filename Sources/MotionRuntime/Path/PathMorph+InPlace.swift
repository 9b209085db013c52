/// Path values written into a path's own storage, for sampling: a frame keeps its morphing node's
/// path from sample to sample and overwrites its points, so a morph allocates nothing once the
/// frame holds its own copy (a path's arrays copy on write like any value).
extension MotionPath {
    /// True when both paths are one value in memory (the same subpath storage): nothing to copy.
    func sharesStorage(with other: MotionPath) -> Bool {
        subpaths.sharesStorage(with: other.subpaths)
    }

    /// Makes this path equal to `other`: point by point when the structures match (so this path
    /// then has storage of its own to write into next time), otherwise by sharing `other`'s storage.
    mutating func assignPoints(from other: MotionPath) {
        guard hasSameStructure(as: other) else {
            self = other
            return
        }
        for s in subpaths.indices {
            let source = other.subpaths[s]
            subpaths[s].start = source.start
            for c in source.cubics.indices { subpaths[s].cubics[c] = source.cubics[c] }
        }
    }

    /// Makes this path `a.interpolated(to: b, at: t)`, in place when this path has their structure.
    mutating func assignBlend(_ a: MotionPath, _ b: MotionPath, at t: Double) {
        guard a.hasSameStructure(as: b), hasSameStructure(as: a) else {
            self = a.interpolated(to: b, at: t)
            return
        }
        for s in subpaths.indices {
            let x = a.subpaths[s], y = b.subpaths[s]
            subpaths[s].start = x.start.interpolated(to: y.start, at: t)
            for c in x.cubics.indices {
                let p = x.cubics[c], q = y.cubics[c]
                subpaths[s].cubics[c] = MotionCubic(p.p0.interpolated(to: q.p0, at: t), p.p1.interpolated(to: q.p1, at: t),
                                                    p.p2.interpolated(to: q.p2, at: t), p.p3.interpolated(to: q.p3, at: t))
            }
        }
    }
}
