import MotionCompiler
import MotionRuntime

/// Which nodes get a layer of their own, so that their opacity fades their drawing as one.
///
/// Core Animation fades a layer's content as one picture (an opaque stroke hides the fill under it at any
/// opacity), as Chromium's `<g opacity>` and lottie-web do. rlottie and ThorVG fade a shape group's opacity
/// (`tr.o`) paint by paint, so the fill shows through a faded stroke, but a layer's (`ks.o`) as one. So a
/// node whose opacity is ever below 1 and whose drawing overlaps itself (a shape with a fill and a
/// stroke, a group with more than one paint under it) is a layer: a top-level shape its own shape layer
/// with its opacity on `ks.o`, a group (or a shape inside one) a precomposition, an asset with a layer
/// per child referenced by a `ty: 0` layer whose `ks` is the node's transform and opacity. A layer cannot
/// sit inside a shape group, so every group that holds such a node is a precomposition too.
///
/// A precomposition is clipped to its `w × h` canvas from its origin; a node's content lies around its own
/// origin, so the canvas is `2m × 2m` with the node's origin at its middle `(m, m)`: the `ty: 0` layer's
/// anchor is the node's plus `(m, m)`, and every layer in the asset is moved by `(m, m)`. m is at least
/// the reach of every layered group's drawing (`LottieDocument.Layers.groupContents`), so nothing is clipped.
struct LottiePrecomps {
    /// Nodes drawn as a layer of their own (a shape layer for a shape, a precomposition for a group).
    let layered: Set<Int>
    /// Half the side of a precomposition's canvas.
    let margin: Double

    /// No node layered (before the set's keys are known).
    static let none = LottiePrecomps(layered: [], margin: 0)

    init(layered: Set<Int>, margin: Double) {
        self.layered = layered
        self.margin = margin
    }

    init(_ layers: LottieDocument.Layers) {
        let control = layers.document.control
        let nodes = control.nodes
        var paints = [Int](repeating: 0, count: nodes.count)
        // Children come after their parent: counted from the last node back, a group adds up its children.
        for i in nodes.indices.reversed() {
            if !nodes[i].isGroup {
                let shown = layers.paintsShown(i)
                paints[i] += (shown.stroke ? 1 : 0) + (shown.fill ? 1 : 0)
            }
            if let parent = nodes[i].parent { paints[parent] += paints[i] }
        }
        var layered = Set<Int>()
        for i in nodes.indices where paints[i] > 1 && layers.keys(i, .opacity).contains(where: { $0.value[0] < 100 }) {
            var node: Int? = i
            while let n = node, layered.insert(n).inserted { node = nodes[n].parent }
        }
        self.layered = layered
        // The canvas holds every layered group's whole drawing (`reach`), and is never smaller than the
        // 16 × the control's larger side it was before that was measured (so files where that held are
        // unchanged): a whole number, a unit past the farthest point for its antialiased edge.
        let groups = layered.filter { nodes[$0].isGroup }
        let contents = groups.isEmpty ? [] : layers.groupContents()
        let reach = groups.map { contents[$0] }.max() ?? 0
        margin = max(16 * max(control.width, control.height, 100), reach.isFinite ? (reach + 1).rounded(.up) : 0)
    }

    /// Keys moved by `offset` in every component (an anchor or a position onto a precomposition's canvas).
    static func moved(_ keys: [LottieKey], by offset: Double) -> [LottieKey] {
        guard offset != 0 else { return keys }
        return keys.map { key in
            var moved = key
            moved.value = key.value.map { $0 + offset }
            return moved
        }
    }
}

extension LottieDocument.Layers {
    /// The asset id of group `i`'s precomposition (the crossfade's copies have their own).
    func assetID(_ i: Int) -> String {
        "node \(i)" + (copy ? " (reduced motion)" : "")
    }

    /// Node `i` as a layer (`ind` within its composition), moved by `offset` onto its parent's canvas
    /// (0 at the top level).
    func layer(_ i: Int, index: Int, offset: Double, into out: inout JSONStream) {
        let node = document.control.nodes[i]
        let name = node.name + (copy ? " (reduced motion)" : "")
        let layered = precomps.layered.contains(i)
        let precomposed = layered && node.isGroup
        out.beginObject()
        out.key("ddd")
        out.int(0)
        out.key("ind")
        out.int(index)
        out.key("ty")
        out.int(precomposed ? 0 : 4)
        out.key("nm")
        out.string(name)
        if precomposed {
            out.key("refId")
            out.string(assetID(i))
        }
        out.key("sr")
        out.int(1)
        out.key("ks")
        out.beginObject()
        if precomposed {
            out.key("a")
            LottieJSON.property(LottiePrecomps.moved(keys(i, .anchor), by: precomps.margin), into: &out)
            out.key("p")
            LottieJSON.property(LottiePrecomps.moved(keys(i, .position), by: offset), into: &out)
            out.key("s")
            LottieJSON.property(keys(i, .scale), into: &out)
            out.key("r")
            LottieJSON.property(keys(i, .rotation), into: &out)
        } else {
            for (name, value) in [("a", [0.0, 0]), ("p", [offset, offset]), ("s", [100, 100]), ("r", [0])] {
                out.key(name)
                LottieJSON.constant(value, into: &out)
            }
        }
        out.key("o")
        if layered {
            LottieJSON.property(keys(i, .opacity), sid: sid(i, .opacity), into: &out)
        } else {
            LottieJSON.constant([100], into: &out)
        }
        out.endObject()
        out.key("ao")
        out.int(0)
        if precomposed {
            out.key("w")
            out.number(2 * precomps.margin)
            out.key("h")
            out.number(2 * precomps.margin)
        }
        for (name, value) in [("ip", 0), ("op", document.endFrame), ("st", 0), ("bm", 0)] {
            out.key(name)
            out.int(value)
        }
        if !precomposed {
            if shadowShows(i) {
                out.key("ef")
                out.beginArray()
                shadow(i, into: &out)
                out.endArray()
            }
            out.key("shapes")
            out.beginArray()
            group(i, opacityOnLayer: layered, into: &out)
            out.endArray()
        }
        out.endObject()
    }

    /// The precompositions of this set's layered groups, each the next element of the open array: a
    /// layer per child, the topmost first.
    func assets(into out: inout JSONStream) {
        let nodes = document.control.nodes
        for g in nodes.indices where nodes[g].isGroup && precomps.layered.contains(g) {
            let children = nodes.indices.filter { nodes[$0].parent == g }.reversed()
            out.beginObject()
            out.key("id")
            out.string(assetID(g))
            out.key("nm")
            out.string(nodes[g].name)
            out.key("layers")
            out.beginArray()
            for (k, child) in children.enumerated() { layer(child, index: k + 1, offset: precomps.margin, into: &out) }
            out.endArray()
            out.endObject()
        }
    }
}
