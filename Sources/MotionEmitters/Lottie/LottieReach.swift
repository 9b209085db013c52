import MotionCompiler
import MotionRuntime

/// How far what a node draws can reach from the origin it is placed in, over everything its keys play:
/// every state, transition, loop and crossfade, between keys too (an easing whose control points leave
/// 0…1 carries a value past its keys). A precomposition is clipped to its canvas, so its canvas must hold
/// its children's whole reach (`LottiePrecomps`).
///
/// A bound, not the exact reach: a point `x` of a node's drawing lands at `p + R·S·(x − a)` in its
/// parent (Lottie's position `p`, anchor `a`, scale `S`, rotation `R`), at most
/// `|p| + max(|sx|, |sy|)·(|x| + |a|)` from the parent's origin, each term at its largest over the keys.
extension LottieDocument.Layers {
    /// The farthest point what each group draws can reach from its own origin (0 for a shape), its
    /// children's `reach` at most; one pass from the last node back, as children follow their parent.
    func groupContents() -> [Double] {
        let nodes = document.control.nodes
        var contents = [Double](repeating: 0, count: nodes.count)
        for i in nodes.indices.reversed() {
            guard let parent = nodes[i].parent else { continue }
            let own = nodes[i].isGroup ? contents[i] : shapeContent(i)
            contents[parent] = max(contents[parent], reach(i, content: own))
        }
        return contents
    }

    /// The farthest point node `i` can reach from its parent's origin, when what it draws reaches
    /// `content` from its own.
    func reach(_ i: Int, content: Double) -> Double {
        let position = LottieReach.radius(keys(i, .position))
        let anchor = LottieReach.radius(keys(i, .anchor))
        let scale = LottieReach.largest(keys(i, .scale)) / 100
        return position + scale * (content + anchor)
    }

    /// The farthest point shape `i` draws from its own origin: its path (its control points bound its
    /// curves) and, when its stroke shows, the stroke's half width as far as a miter join or a square
    /// cap carries it.
    func shapeContent(_ i: Int) -> Double {
        let base = ValueText.components(.path(document.control.scene.nodes[i].path))
        let path = max(LottieReach.radius(keys(i, .path)), LottieReach.radius([LottieKey(time: 0, value: base, easing: .hold)]))
        guard paintsShown(i).stroke else { return path }
        let style = document.control.nodes[i].style ?? StrokeStyle(lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let join = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
        let cap = style.lineCap == .square ? 2.0.squareRoot() : 1
        return path + LottieReach.largest(keys(i, .strokeWidth)) / 2 * max(join, cap)
    }
}

enum LottieReach {
    /// The largest magnitude each component of `keys` takes, between keys too: from key a to key b a
    /// player shows a + (b − a)·y, y on the easing's curve, which stays within its control points' y
    /// (and 0…1).
    static func componentMagnitudes(_ keys: [LottieKey]) -> [Double] {
        guard let count = keys.map(\.value.count).max() else { return [] }
        var out = [Double](repeating: 0, count: count)
        for (k, key) in keys.enumerated() {
            for (c, v) in key.value.enumerated() { out[c] = max(out[c], abs(v)) }
            guard k + 1 < keys.count, case .bezier(let curve) = key.easing else { continue }
            let low = min(0, curve.y1, curve.y2), high = max(1, curve.y1, curve.y2)
            let next = keys[k + 1].value
            for c in key.value.indices where c < next.count {
                let a = key.value[c], span = next[c] - a
                out[c] = max(out[c], abs(a + span * low), abs(a + span * high))
            }
        }
        return out
    }

    /// The largest component magnitude (a scale's larger axis, a stroke's width).
    static func largest(_ keys: [LottieKey]) -> Double {
        componentMagnitudes(keys).max() ?? 0
    }

    /// The farthest the points of `keys` (x, y pairs) lie from the origin.
    static func radius(_ keys: [LottieKey]) -> Double {
        let m = componentMagnitudes(keys)
        var farthest = 0.0
        for k in stride(from: 0, to: m.count - 1, by: 2) {
            let x = m[k], y = m[k + 1]
            farthest = max(farthest, (x * x + y * y).squareRoot())
        }
        return farthest
    }
}
