import MotionRuntime

/// Lottie's JSON building blocks: properties, keyframes, paths.
enum LottieJSON {
    /// A property: static (`"a": 0`) when every key has one value, else keyframed (`"a": 1`).
    static func property(_ keys: [LottieKey], sid: String? = nil) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        if let first = keys.first, keys.allSatisfy({ $0.value == first.value }) || keys.count < 2 {
            members = [("a", .int(0)), ("k", staticValue(keys.first?.value ?? [0]))]
        } else {
            members = [("a", .int(1)), ("k", .array(keys.enumerated().map { k, key in keyframe(key, isLast: k == keys.count - 1) }))]
        }
        if let sid { members.append(("sid", .string(sid))) }
        return .object(members)
    }

    static func staticValue(_ value: [Double]) -> JSONNode {
        value.count == 1 ? .number(value[0]) : .numbers(value)
    }

    static func constant(_ value: [Double]) -> JSONNode {
        .object([("a", .int(0)), ("k", staticValue(value))])
    }

    /// `{"t", "s", "o", "i"}`, `{"t", "s", "h": 1}` for a hold, `{"t", "s"}` for the last key.
    /// Values are always arrays (`"s": [0]`), which every player reads.
    static func keyframe(_ key: LottieKey, isLast: Bool) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = [("t", .number(key.time)), ("s", .numbers(key.value))]
        if isLast { return .object(members) }
        switch key.easing {
        case .hold:
            members.append(("h", .int(1)))
        case .linear:
            members.append(("o", easing(0, 0)))
            members.append(("i", easing(1, 1)))
        case .bezier(let curve):
            members.append(("o", easing(curve.x1, curve.y1)))
            members.append(("i", easing(curve.x2, curve.y2)))
        }
        return .object(members)
    }

    static func easing(_ x: Double, _ y: Double) -> JSONNode {
        .object([("x", .numbers([x])), ("y", .numbers([y]))])
    }

    /// One `sh` per subpath: vertices with in and out tangents relative to them. A closed subpath's last
    /// cubic ends at its start, so it becomes the closing segment. `keys` (the path channel's, numbers
    /// as `ValueText.components`) give the path of every moment when it morphs: shape keyframes.
    static func shapes(of path: MotionPath, keys: [LottieKey] = []) -> [JSONNode] {
        let morphs = keys.count > 1 && !keys.allSatisfy { $0.value == keys[0].value }
        let shown = keys.first.flatMap { LottieShapes.path(structure: path, numbers: $0.value) } ?? path
        return shown.subpaths.enumerated().compactMap { k, subpath in
            guard !subpath.cubics.isEmpty else { return nil }
            var ks: JSONNode = .object([("a", .int(0)), ("k", LottieShapes.bezier(subpath))])
            if morphs {
                ks = .object([("a", .int(1)), ("k", .array(keys.enumerated().map { n, key in
                    let at = LottieShapes.path(structure: path, numbers: key.value)?.subpaths[k] ?? subpath
                    return LottieShapes.keyframe(key, shape: LottieShapes.bezier(at), isLast: n == keys.count - 1)
                }))])
            }
            return .object([("ty", .string("sh")), ("nm", .string(k == 0 ? "path" : "path \(k + 1)")), ("ks", ks)])
        }
    }

    /// A transform item that changes nothing.
    static var identityTransform: JSONNode {
        .object([("ty", .string("tr")), ("a", constant([0, 0])), ("p", constant([0, 0])), ("s", constant([100, 100])),
                 ("r", constant([0])), ("o", constant([100]))])
    }
}
