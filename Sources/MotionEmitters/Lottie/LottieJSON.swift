import MotionRuntime

/// Lottie's JSON building blocks: properties, keyframes, paths, written straight into the file's
/// `JSONStream` as the next value (after a key, or as the next element of an array).
enum LottieJSON {
    /// A property: static (`"a": 0`) when every key has one value, else keyframed (`"a": 1`).
    static func property(_ keys: [LottieKey], sid: String? = nil, into out: inout JSONStream) {
        out.beginObject()
        if let first = keys.first, keys.allSatisfy({ $0.value == first.value }) || keys.count < 2 {
            out.key("a")
            out.int(0)
            out.key("k")
            staticValue(first.value, into: &out)
        } else {
            out.key("a")
            out.int(1)
            out.key("k")
            out.beginArray()
            for (k, key) in keys.enumerated() { keyframe(key, isLast: k == keys.count - 1, into: &out) }
            out.endArray()
        }
        if let sid {
            out.key("sid")
            out.string(sid)
        }
        out.endObject()
    }

    static func staticValue(_ value: [Double], into out: inout JSONStream) {
        if value.count == 1 { out.number(value[0]) } else { out.numbers(value) }
    }

    static func constant(_ value: [Double], into out: inout JSONStream) {
        out.beginObject()
        out.key("a")
        out.int(0)
        out.key("k")
        staticValue(value, into: &out)
        out.endObject()
    }

    /// `{"t", "s", "o", "i"}`, `{"t", "s", "h": 1}` for a hold, `{"t", "s"}` for the last key.
    /// Values are always arrays (`"s": [0]`), which every player reads; a shape keyframe's (`shape`)
    /// is a one-element array of the shape.
    static func keyframe(_ key: LottieKey, isLast: Bool, shape: ((inout JSONStream) -> Void)? = nil, into out: inout JSONStream) {
        out.beginObject()
        out.key("t")
        out.number(key.time)
        out.key("s")
        if let shape {
            out.beginArray()
            shape(&out)
            out.endArray()
        } else {
            out.numbers(key.value)
        }
        if !isLast {
            switch key.easing {
            case .hold:
                out.key("h")
                out.int(1)
            case .linear:
                easing("o", 0, 0, into: &out)
                easing("i", 1, 1, into: &out)
            case .bezier(let curve):
                easing("o", curve.x1, curve.y1, into: &out)
                easing("i", curve.x2, curve.y2, into: &out)
            }
        }
        out.endObject()
    }

    /// `"o"` or `"i"`: `{"x": [x], "y": [y]}`.
    static func easing(_ name: String, _ x: Double, _ y: Double, into out: inout JSONStream) {
        out.key(name)
        out.beginObject()
        out.key("x")
        out.numbers([x])
        out.key("y")
        out.numbers([y])
        out.endObject()
    }

    /// One `sh` per subpath, each the next element of the open array: vertices with in and out
    /// tangents relative to them. A closed subpath's last cubic ends at its start, so it becomes the
    /// closing segment. `keys` (the path channel's, numbers as `ValueText.components`) give the path of
    /// every moment when it morphs: shape keyframes.
    static func shapes(of path: MotionPath, keys: [LottieKey] = [], into out: inout JSONStream) {
        let morphs = keys.count > 1 && !keys.allSatisfy { $0.value == keys[0].value }
        let shown = keys.first.flatMap { LottieShapes.path(structure: path, numbers: $0.value) } ?? path
        for (k, subpath) in shown.subpaths.enumerated() where !subpath.cubics.isEmpty {
            out.beginObject()
            out.key("ty")
            out.string("sh")
            out.key("nm")
            out.string(k == 0 ? "path" : "path \(k + 1)")
            out.key("ks")
            out.beginObject()
            out.key("a")
            if morphs {
                out.int(1)
                out.key("k")
                out.beginArray()
                for (n, key) in keys.enumerated() {
                    let at = LottieShapes.path(structure: path, numbers: key.value)?.subpaths[k] ?? subpath
                    keyframe(key, isLast: n == keys.count - 1, shape: { LottieShapes.bezier(at, into: &$0) }, into: &out)
                }
                out.endArray()
            } else {
                out.int(0)
                out.key("k")
                LottieShapes.bezier(subpath, into: &out)
            }
            out.endObject()
            out.endObject()
        }
    }

    /// A transform item that changes nothing.
    static func identityTransform(into out: inout JSONStream) {
        out.beginObject()
        out.key("ty")
        out.string("tr")
        for (name, value) in [("a", [0.0, 0]), ("p", [0, 0]), ("s", [100, 100]), ("r", [0]), ("o", [100])] {
            out.key(name)
            constant(value, into: &out)
        }
        out.endObject()
    }
}
