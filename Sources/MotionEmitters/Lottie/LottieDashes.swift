import MotionCompiler
import MotionRuntime

extension LottieDocument.Layers {
    /// Shape `i`'s dash pattern as the stroke's `d` items: dashes (`d`) and gaps (`g`) in turn, an odd
    /// pattern written twice (as dashing reads it, so no player has to), then the offset (`o`), the
    /// runtime's dash phase keyed like any channel. Each item has a name of its own (`dash`, `gap`,
    /// `dash 2`, …, as After Effects names them): lottie-web 5.7.5 does not load a file whose dash items
    /// repeat a name. Nothing for a solid stroke.
    func dashes(_ i: Int) -> [(key: String, value: JSONNode)] {
        let pattern = document.control.scene.nodes[i].dashPattern
        guard !pattern.isEmpty else { return [] }
        let lengths = pattern.count % 2 == 0 ? pattern : pattern + pattern
        var items: [JSONNode] = lengths.enumerated().map { k, length in
            let dash = k % 2 == 0, pair = k / 2 + 1
            let name = (dash ? "dash" : "gap") + (pair == 1 ? "" : " \(pair)")
            return .object([("n", .string(dash ? "d" : "g")), ("nm", .string(name)),
                            ("v", LottieJSON.constant([length]))])
        }
        items.append(.object([("n", .string("o")), ("nm", .string("offset")),
                              ("v", LottieJSON.property(keys(i, .dashOffset)))]))
        return [("d", .array(items))]
    }
}
