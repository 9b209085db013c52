import MotionCompiler
import MotionRuntime

extension LottieDocument.Layers {
    /// Shape `i`'s dash pattern as the stroke's `d` member, its items: dashes (`d`) and gaps (`g`) in turn, an odd
    /// pattern written twice (as dashing reads it, so no player has to), then the offset (`o`), the
    /// runtime's dash phase keyed like any channel. Each item has a name of its own (`dash`, `gap`,
    /// `dash 2`, …, as After Effects names them): lottie-web 5.7.5 does not load a file whose dash items
    /// repeat a name. No member for a solid stroke.
    func dashes(_ i: Int, into out: inout JSONStream) {
        let pattern = document.control.scene.nodes[i].dashPattern
        guard !pattern.isEmpty else { return }
        let lengths = pattern.count % 2 == 0 ? pattern : pattern + pattern
        out.key("d")
        out.beginArray()
        for (k, length) in lengths.enumerated() {
            let dash = k % 2 == 0, pair = k / 2 + 1
            dashItem(dash ? "d" : "g", name: (dash ? "dash" : "gap") + (pair == 1 ? "" : " \(pair)"), into: &out) {
                LottieJSON.constant([length], into: &$0)
            }
        }
        dashItem("o", name: "offset", into: &out) { LottieJSON.property(keys(i, .dashOffset), into: &$0) }
        out.endArray()
    }

    private func dashItem(_ n: String, name: String, into out: inout JSONStream, value: (inout JSONStream) -> Void) {
        out.beginObject()
        out.key("n")
        out.string(n)
        out.key("nm")
        out.string(name)
        out.key("v")
        value(&out)
        out.endObject()
    }
}
