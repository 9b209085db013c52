import MotionRuntime

/// Lottie's shape values (`{"c", "v", "i", "o"}`), and the paths of shape keyframes when they morph.
enum LottieShapes {
    /// A subpath as a Lottie bézier: vertices with in and out tangents relative to them. A closed
    /// subpath's last cubic ends at its start, so it becomes the closing segment.
    static func bezier(_ subpath: MotionSubpath, into out: inout JSONStream) {
        let cubics = subpath.cubics
        var vertices: [MotionPoint] = cubics.map(\.p0)
        var outs: [MotionPoint] = cubics.map { $0.p1 - $0.p0 }
        var ins: [MotionPoint] = []
        if subpath.isClosed {
            ins = cubics.indices.map { i in
                let previous = cubics[(i + cubics.count - 1) % cubics.count]
                return previous.p2 - cubics[i].p0
            }
        } else {
            ins = [MotionPoint.zero] + cubics.dropLast().indices.map { i in cubics[i].p2 - cubics[i + 1].p0 }
            if let last = cubics.last {
                vertices.append(last.p3)
                outs.append(.zero)
                ins.append(last.p2 - last.p3)
            }
        }
        func points(_ name: String, _ list: [MotionPoint]) {
            out.key(name)
            out.beginArray()
            for point in list { out.numbers([point.x, point.y]) }
            out.endArray()
        }
        out.beginObject()
        out.key("c")
        out.bool(subpath.isClosed)
        points("v", vertices)
        points("i", ins)
        points("o", outs)
        out.endObject()
    }

    /// The path of `structure`'s shape whose points are `numbers` (as `ValueText.components` lists
    /// them: each subpath's start, then each segment's two control points and end); nil when the count
    /// does not fit.
    static func path(structure: MotionPath, numbers: [Double]) -> MotionPath? {
        var k = 0
        func next() -> MotionPoint? {
            guard k + 1 < numbers.count else { return nil }
            defer { k += 2 }
            return MotionPoint(numbers[k], numbers[k + 1])
        }
        var result = structure
        for s in result.subpaths.indices {
            guard let start = next() else { return nil }
            result.subpaths[s].start = start
            var previous = start
            for c in result.subpaths[s].cubics.indices {
                guard let p1 = next(), let p2 = next(), let p3 = next() else { return nil }
                result.subpaths[s].cubics[c] = MotionCubic(previous, p1, p2, p3)
                previous = p3
            }
        }
        return k == numbers.count ? result : nil
    }
}
