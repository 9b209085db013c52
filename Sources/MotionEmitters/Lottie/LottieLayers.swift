import MotionCompiler
import MotionRuntime

/// The shape groups, paints and drop shadow of one set of layers, each written as the next value.
extension LottieDocument.Layers {
    /// True when shape `i` casts a shadow at some time.
    func shadowShows(_ i: Int) -> Bool {
        !document.control.nodes[i].isGroup && keys(i, .shadowOpacity).contains { $0.value[0] > 0 }
    }

    /// Core Animation's layer shadow as the layer's drop shadow effect (After Effects' "Drop Shadow",
    /// which lottie-web, lottie-ios and ThorVG draw; rlottie draws no effects).
    func shadow(_ i: Int, into out: inout JSONStream) {
        func value(_ type: Int, _ name: String, _ index: Int, _ write: (inout JSONStream) -> Void) {
            out.beginObject()
            out.key("ty")
            out.int(type)
            out.key("nm")
            out.string(name)
            out.key("mn")
            out.string("ADBE Drop Shadow-000\(index)")
            out.key("ix")
            out.int(index)
            out.key("v")
            write(&out)
            out.endObject()
        }
        func keyed(_ type: Int, _ name: String, _ index: Int, _ kind: LottieChannel.Kind) {
            value(type, name, index) { LottieJSON.property(keys(i, kind), into: &$0) }
        }
        out.beginObject()
        out.key("ty")
        out.int(25)
        out.key("nm")
        out.string("shadow")
        out.key("mn")
        out.string("ADBE Drop Shadow")
        out.key("ix")
        out.int(1)
        out.key("en")
        out.int(1)
        out.key("ef")
        out.beginArray()
        keyed(2, "color", 1, .shadowColor)
        keyed(0, "opacity", 2, .shadowOpacity)
        keyed(1, "direction", 3, .shadowDirection)
        keyed(0, "distance", 4, .shadowDistance)
        keyed(0, "softness", 5, .shadowSoftness)
        value(7, "shadow only", 6) { LottieJSON.constant([0], into: &$0) }
        out.endArray()
        out.endObject()
    }

    /// A node as a shape group: its children (or its stroke and fill), then its transform; with
    /// `opacityOnLayer` its opacity is its layer's (`LottiePrecomps`) and the group's is 100.
    func group(_ i: Int, opacityOnLayer: Bool = false, into out: inout JSONStream) {
        beginGroup(document.control.nodes[i].name, into: &out)
        if document.control.nodes[i].isGroup {
            let children = document.control.nodes.indices.filter { document.control.nodes[$0].parent == i }
            for child in children.reversed() { group(child, into: &out) }
        } else {
            paint(i, into: &out)
        }
        out.beginObject()
        out.key("ty")
        out.string("tr")
        out.key("nm")
        out.string("transform")
        for (name, kind) in [("a", LottieChannel.Kind.anchor), ("p", .position), ("s", .scale), ("r", .rotation)] {
            out.key(name)
            LottieJSON.property(keys(i, kind), into: &out)
        }
        out.key("o")
        if opacityOnLayer {
            LottieJSON.constant([100], into: &out)
        } else {
            LottieJSON.property(keys(i, .opacity), sid: sid(i, .opacity), into: &out)
        }
        out.endObject()
        endGroup(into: &out)
    }

    /// Opens `{"ty": "gr", "nm": name, "it": [`: the group's items follow, then `endGroup`.
    private func beginGroup(_ name: String, into out: inout JSONStream) {
        out.beginObject()
        out.key("ty")
        out.string("gr")
        out.key("nm")
        out.string(name)
        out.key("it")
        out.beginArray()
    }

    private func endGroup(into out: inout JSONStream) {
        out.endArray()
        out.endObject()
    }

    /// Whether shape `i`'s stroke and its fill show at some time.
    func paintsShown(_ i: Int) -> (stroke: Bool, fill: Bool) {
        let base = document.control.scene.nodes[i].base
        let strokePainted = !base.strokeGradient.isNone || keys(i, .strokeOpacity).contains { $0.value[0] > 0 }
        let stroke = strokePainted && keys(i, .strokeWidth).contains { $0.value[0] > 0 }
        return (stroke, !base.fillGradient.isNone || keys(i, .fillOpacity).contains { $0.value[0] > 0 })
    }

    /// The stroke (trimmed) and the fill (never trimmed, as Core Animation fills the whole path) in
    /// groups of their own, the stroke on top; either is left out when it never shows. A trim that never
    /// moves on a path that never moves is cut into the stroke's path (`fixedTrimCut`), any other is a `tm`.
    func paint(_ i: Int, into out: inout JSONStream) {
        let path = document.control.scene.nodes[i].path
        let pathKeys = keys(i, .path)
        let base = document.control.scene.nodes[i].base
        let shown = paintsShown(i)
        if shown.stroke {
            beginGroup("stroke", into: &out)
            let s = keys(i, .trimStart), e = keys(i, .trimEnd), o = keys(i, .trimOffset)
            let trimmed = s.contains { $0.value != [0] } || e.contains { $0.value != [100] } || o.contains { $0.value != [0] }
            let cut = trimmed ? fixedTrimCut(i, shown: path, pathKeys: pathKeys) : nil
            LottieJSON.shapes(of: cut ?? path, keys: cut == nil ? pathKeys : [], into: &out)
            if trimmed, cut == nil {
                out.beginObject()
                out.key("ty")
                out.string("tm")
                out.key("nm")
                out.string("trim")
                for (name, trimKeys) in [("s", s), ("e", e), ("o", o)] {
                    out.key(name)
                    LottieJSON.property(trimKeys, into: &out)
                }
                out.key("m")
                out.int(path.subpaths.count > 1 ? 2 : 1)
                out.endObject()
            }
            if base.strokeGradient.isNone {
                solidPaint(i, "st", "stroke", colour: .strokeColor, opacity: .strokeOpacity, into: &out) { line(i, into: &$0) }
            } else {
                LottieGradient.item(base.strokeGradient, keys: keys(i, .strokeGradient), stroke: { line(i, into: &$0) }, into: &out)
            }
            LottieJSON.identityTransform(into: &out)
            endGroup(into: &out)
        }
        if !base.fillGradient.isNone {
            beginGroup("fill", into: &out)
            LottieJSON.shapes(of: path, keys: pathKeys, into: &out)
            LottieGradient.item(base.fillGradient, keys: keys(i, .fillGradient), stroke: nil, into: &out)
            LottieJSON.identityTransform(into: &out)
            endGroup(into: &out)
        } else if shown.fill {
            beginGroup("fill", into: &out)
            LottieJSON.shapes(of: path, keys: pathKeys, into: &out)
            solidPaint(i, "fl", "fill", colour: .fillColor, opacity: .fillOpacity, into: &out) { out in
                out.key("r")
                out.int(1)
            }
            LottieJSON.identityTransform(into: &out)
            endGroup(into: &out)
        }
    }

    /// A solid paint (`st`, `fl`): its colour and opacity, then the members `rest` writes.
    private func solidPaint(_ i: Int, _ type: String, _ name: String, colour: LottieChannel.Kind, opacity: LottieChannel.Kind,
                            into out: inout JSONStream, rest: (inout JSONStream) -> Void) {
        out.beginObject()
        out.key("ty")
        out.string(type)
        out.key("nm")
        out.string(name)
        out.key("c")
        LottieJSON.property(keys(i, colour), sid: sid(i, colour), into: &out)
        out.key("o")
        LottieJSON.property(keys(i, opacity), sid: sid(i, opacity), into: &out)
        rest(&out)
        out.endObject()
    }

    /// The stroke's line members: width, cap, join, miter limit and dashes.
    private func line(_ i: Int, into out: inout JSONStream) {
        let style = document.control.nodes[i].style ?? StrokeStyle(lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        out.key("w")
        LottieJSON.property(keys(i, .strokeWidth), sid: sid(i, .strokeWidth), into: &out)
        out.key("lc")
        out.int(style.lineCap == .butt ? 1 : style.lineCap == .round ? 2 : 3)
        out.key("lj")
        out.int(style.lineJoin == .miter ? 1 : style.lineJoin == .round ? 2 : 3)
        out.key("ml")
        out.number(style.miterLimit)
        dashes(i, into: &out)
    }
}
