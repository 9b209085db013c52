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
    func layer(_ i: Int, index: Int, offset: Double) -> JSONNode {
        let node = document.control.nodes[i]
        let name = node.name + (copy ? " (reduced motion)" : "")
        let origin: JSONNode = LottieJSON.constant([offset, offset])
        var ks: [(key: String, value: JSONNode)] = [("a", LottieJSON.constant([0, 0])), ("p", origin),
                                                     ("s", LottieJSON.constant([100, 100])), ("r", LottieJSON.constant([0])),
                                                     ("o", LottieJSON.constant([100]))]
        var members: [(key: String, value: JSONNode)] = [("ddd", .int(0)), ("ind", .int(index))]
        let layered = precomps.layered.contains(i)
        if layered, node.isGroup {
            ks = [("a", LottieJSON.property(LottiePrecomps.moved(keys(i, .anchor), by: precomps.margin))),
                  ("p", LottieJSON.property(LottiePrecomps.moved(keys(i, .position), by: offset))),
                  ("s", LottieJSON.property(keys(i, .scale))), ("r", LottieJSON.property(keys(i, .rotation))),
                  ("o", LottieJSON.property(keys(i, .opacity), sid: sid(i, .opacity)))]
            members += [("ty", .int(0)), ("nm", .string(name)), ("refId", .string(assetID(i))), ("sr", .int(1)), ("ks", .object(ks)),
                        ("ao", .int(0)), ("w", .number(2 * precomps.margin)), ("h", .number(2 * precomps.margin))]
        } else {
            if layered { ks[4] = ("o", LottieJSON.property(keys(i, .opacity), sid: sid(i, .opacity))) }
            members += [("ty", .int(4)), ("nm", .string(name)), ("sr", .int(1)), ("ks", .object(ks)), ("ao", .int(0))]
        }
        members += [("ip", .int(0)), ("op", .int(document.endFrame)), ("st", .int(0)), ("bm", .int(0))]
        guard !(layered && node.isGroup) else { return .object(members) }
        if shadowShows(i) { members.append(("ef", .array([shadow(i)]))) }
        members.append(("shapes", .array([group(i, opacityOnLayer: layered)])))
        return .object(members)
    }

    /// The precompositions of this set's layered groups: each a layer per child, the topmost first.
    var assets: [JSONNode] {
        let nodes = document.control.nodes
        return nodes.indices.filter { nodes[$0].isGroup && precomps.layered.contains($0) }.map { g in
            let children = nodes.indices.filter { nodes[$0].parent == g }.reversed()
            return .object([
                ("id", .string(assetID(g))), ("nm", .string(nodes[g].name)),
                ("layers", .array(children.enumerated().map { k, child in layer(child, index: k + 1, offset: precomps.margin) })),
            ])
        }
    }
}
