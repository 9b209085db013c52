import MotionCompiler
import MotionRuntime

/// The shape groups, paints and drop shadow of one set of layers.
extension LottieDocument.Layers {
    /// True when shape `i` casts a shadow at some time.
    func shadowShows(_ i: Int) -> Bool {
        !document.control.nodes[i].isGroup && keys(i, .shadowOpacity).contains { $0.value[0] > 0 }
    }

    /// Core Animation's layer shadow as the layer's drop shadow effect (After Effects' "Drop Shadow",
    /// which lottie-web, lottie-ios and ThorVG draw; rlottie draws no effects).
    func shadow(_ i: Int) -> JSONNode {
        func value(_ type: Int, _ name: String, _ index: Int, _ kind: LottieChannel.Kind) -> JSONNode {
            .object([("ty", .int(type)), ("nm", .string(name)), ("mn", .string("ADBE Drop Shadow-000\(index)")), ("ix", .int(index)),
                     ("v", LottieJSON.property(keys(i, kind)))])
        }
        return .object([
            ("ty", .int(25)), ("nm", .string("shadow")), ("mn", .string("ADBE Drop Shadow")), ("ix", .int(1)), ("en", .int(1)),
            ("ef", .array([
                value(2, "color", 1, .shadowColor), value(0, "opacity", 2, .shadowOpacity), value(1, "direction", 3, .shadowDirection),
                value(0, "distance", 4, .shadowDistance), value(0, "softness", 5, .shadowSoftness),
                .object([("ty", .int(7)), ("nm", .string("shadow only")), ("mn", .string("ADBE Drop Shadow-0006")), ("ix", .int(6)),
                         ("v", LottieJSON.constant([0]))]),
            ])),
        ])
    }

    /// A node as a shape group: its children (or its stroke and fill), then its transform; with
    /// `opacityOnLayer` its opacity is its layer's (`LottiePrecomps`) and the group's is 100.
    func group(_ i: Int, opacityOnLayer: Bool = false) -> JSONNode {
        var items: [JSONNode] = []
        if document.control.nodes[i].isGroup {
            let children = document.control.nodes.indices.filter { document.control.nodes[$0].parent == i }
            items = children.reversed().map { group($0) }
        } else {
            items = paint(i)
        }
        items.append(.object([
            ("ty", .string("tr")), ("nm", .string("transform")),
            ("a", LottieJSON.property(keys(i, .anchor))), ("p", LottieJSON.property(keys(i, .position))),
            ("s", LottieJSON.property(keys(i, .scale))), ("r", LottieJSON.property(keys(i, .rotation))),
            ("o", opacityOnLayer ? LottieJSON.constant([100]) : LottieJSON.property(keys(i, .opacity), sid: sid(i, .opacity))),
        ]))
        return .object([("ty", .string("gr")), ("nm", .string(document.control.nodes[i].name)), ("it", .array(items))])
    }

    /// Whether shape `i`'s stroke and its fill show at some time.
    func paintsShown(_ i: Int) -> (stroke: Bool, fill: Bool) {
        let base = document.control.scene.nodes[i].base
        let strokePainted = !base.strokeGradient.isNone || keys(i, .strokeOpacity).contains { $0.value[0] > 0 }
        let stroke = strokePainted && keys(i, .strokeWidth).contains { $0.value[0] > 0 }
        return (stroke, !base.fillGradient.isNone || keys(i, .fillOpacity).contains { $0.value[0] > 0 })
    }

    /// The stroke (trimmed) and the fill (never trimmed, as Core Animation fills the whole path) in
    /// groups of their own, the stroke on top; either is left out when it never shows.
    func paint(_ i: Int) -> [JSONNode] {
        let path = document.control.scene.nodes[i].path
        let shapes = LottieJSON.shapes(of: path, keys: keys(i, .path))
        var out: [JSONNode] = []
        let base = document.control.scene.nodes[i].base
        let shown = paintsShown(i)
        if shown.stroke {
            var items = shapes
            let s = keys(i, .trimStart), e = keys(i, .trimEnd), o = keys(i, .trimOffset)
            let trimmed = s.contains { $0.value != [0] } || e.contains { $0.value != [100] } || o.contains { $0.value != [0] }
            if trimmed {
                items.append(.object([
                    ("ty", .string("tm")), ("nm", .string("trim")),
                    ("s", LottieJSON.property(s)), ("e", LottieJSON.property(e)), ("o", LottieJSON.property(o)),
                    ("m", .int(path.subpaths.count > 1 ? 2 : 1)),
                ]))
            }
            let style = document.control.nodes[i].style ?? StrokeStyle(lineCap: .butt, lineJoin: .miter, miterLimit: 10)
            let line: [(key: String, value: JSONNode)] = [
                ("w", LottieJSON.property(keys(i, .strokeWidth), sid: sid(i, .strokeWidth))),
                ("lc", .int(style.lineCap == .butt ? 1 : style.lineCap == .round ? 2 : 3)),
                ("lj", .int(style.lineJoin == .miter ? 1 : style.lineJoin == .round ? 2 : 3)),
                ("ml", .number(style.miterLimit)),
            ] + dashes(i)
            if base.strokeGradient.isNone {
                items.append(.object([
                    ("ty", .string("st")), ("nm", .string("stroke")),
                    ("c", LottieJSON.property(keys(i, .strokeColor), sid: sid(i, .strokeColor))),
                    ("o", LottieJSON.property(keys(i, .strokeOpacity), sid: sid(i, .strokeOpacity))),
                ] + line))
            } else {
                items.append(LottieGradient.item(base.strokeGradient, keys: keys(i, .strokeGradient), opacity: LottieJSON.constant([100]), stroke: line))
            }
            items.append(LottieJSON.identityTransform)
            out.append(.object([("ty", .string("gr")), ("nm", .string("stroke")), ("it", .array(items))]))
        }
        if !base.fillGradient.isNone {
            var items = shapes
            items.append(LottieGradient.item(base.fillGradient, keys: keys(i, .fillGradient), opacity: LottieJSON.constant([100]), stroke: nil))
            items.append(LottieJSON.identityTransform)
            out.append(.object([("ty", .string("gr")), ("nm", .string("fill")), ("it", .array(items))]))
        } else if shown.fill {
            var items = shapes
            items.append(.object([
                ("ty", .string("fl")), ("nm", .string("fill")),
                ("c", LottieJSON.property(keys(i, .fillColor), sid: sid(i, .fillColor))),
                ("o", LottieJSON.property(keys(i, .fillOpacity), sid: sid(i, .fillOpacity))),
                ("r", .int(1)),
            ]))
            items.append(LottieJSON.identityTransform)
            out.append(.object([("ty", .string("gr")), ("nm", .string("fill")), ("it", .array(items))]))
        }
        return out
    }
}
