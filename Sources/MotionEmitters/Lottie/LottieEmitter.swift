import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// Lottie: one composition per control (`<spec>.json`), its states and transitions laid out one after
/// another with a marker each (see `LottieTimeline`), one shape layer per top-level node. See
/// `specs/backends/lottie.md`.
public enum LottieEmitter: Emitter {
    public static let target = Target.lottie

    public static func emit(_ control: LoweredControl, options: EmitOptions, templates: Templates) -> EmitResult {
        let fps = options.fps
        guard fps > 0, fps.isFinite, fps <= 1000 else {
            return EmitResult(diagnostics: [.unsupported("a frame rate of \(fps.isFinite ? NumberText.format(fps) : "infinity")",
                                                         by: .lottie, at: control.span, help: "give --fps a number above 0 and at most 1000")])
        }
        let document = LottieDocument(control, fps: fps)
        let nested = control.nodes.indices.filter { control.nodes[$0].parent != nil && document.shadowShows($0) }
        if !nested.isEmpty {
            return EmitResult(diagnostics: nested.map { i in
                .unsupported("the shadow of '\(control.nodes[i].name)', a shape inside a group", by: .lottie, at: control.nodes[i].span,
                             help: "a Lottie drop shadow belongs to a layer: move the shape out of its group, or drop its shadow")
            })
        }
        let name = options.baseName.isEmpty ? Identifiers.kebabCase(control.name) : options.baseName
        let text = JSONWriter.document(document.json(generator: options.generator), style: .pretty)
        var diagnostics: [Diagnostic] = []
        for baked in document.tracks.baked where control.transitions.indices.contains(baked.transition) {
            let transition = control.transitions[baked.transition]
            diagnostics.append(.baked("\(baked.reasons.joined(separator: ", ")) in transition \(transition.title)", for: .lottie, fps: fps,
                                      largestError: baked.error, unit: "in the runtime's units", at: transition.span))
        }
        return EmitResult(files: [OutputFile(path: name + ".json", contents: text)], diagnostics: diagnostics)
    }
}

/// The composition: layout, channels, keyframes, then JSON.
struct LottieDocument {
    let control: LoweredControl
    let fps: Double
    let segments: [LottieSegment]
    let endFrame: Int
    let channels: [LottieChannel]
    let tracks: LottieTracks

    init(_ control: LoweredControl, fps: Double) {
        self.control = control
        self.fps = fps
        let layout = LottieTimeline.layout(control, fps: fps)
        segments = layout.segments
        endFrame = max(layout.end, 1)
        channels = control.nodes.indices.flatMap { i in
            control.nodes[i].isGroup ? Self.transformKinds.map { LottieChannel(node: i, kind: $0) }
                : LottieChannel.Kind.allCases.map { LottieChannel(node: i, kind: $0) }
        }
        tracks = LottieTracks(control, channels: channels, segments: segments, fps: fps)
    }

    static let transformKinds: [LottieChannel.Kind] = [.anchor, .position, .scale, .rotation, .opacity]

    func keys(_ node: Int, _ kind: LottieChannel.Kind) -> [LottieKey] {
        tracks.keys[LottieChannel(node: node, kind: kind)] ?? []
    }

    func json(generator: String) -> JSONNode {
        let slots = LottieSlots(self)
        let topLevel = control.nodes.indices.filter { control.nodes[$0].parent == nil }
        let layers: [JSONNode] = topLevel.reversed().enumerated().map { k, node in
            .object([
                ("ddd", .int(0)), ("ind", .int(k + 1)), ("ty", .int(4)), ("nm", .string(control.nodes[node].name)),
                ("sr", .int(1)),
                ("ks", .object([("a", LottieJSON.constant([0, 0])), ("p", LottieJSON.constant([0, 0])),
                                ("s", LottieJSON.constant([100, 100])), ("r", LottieJSON.constant([0])), ("o", LottieJSON.constant([100]))])),
                ("ao", .int(0)), ("ip", .int(0)), ("op", .int(endFrame)), ("st", .int(0)), ("bm", .int(0)),
            ] + (shadowShows(node) ? [("ef", .array([shadow(node)]))] : []) + [
                ("shapes", .array([group(node, slots: slots)])),
            ])
        }
        var members: [(key: String, value: JSONNode)] = [
            ("v", .string("5.7.0")), ("meta", .object([("g", .string(generator))])), ("nm", .string(control.name)),
            ("fr", .number(fps)), ("ip", .int(0)), ("op", .int(endFrame)), ("w", .number(control.width)), ("h", .number(control.height)),
            ("ddd", .int(0)), ("assets", .array([])),
            ("markers", .array(markers)),
            ("layers", .array(layers)),
        ]
        if !slots.entries.isEmpty {
            members.append(("slots", .object(slots.entries.map { ($0.name, .object([("p", $0.value)])) })))
        }
        return .object(members)
    }

    /// True when shape `i` casts a shadow at some time.
    func shadowShows(_ i: Int) -> Bool {
        !control.nodes[i].isGroup && keys(i, .shadowOpacity).contains { $0.value[0] > 0 }
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

    /// A marker per segment; after a transition's, one per cue (`off->on cue haptic`, no duration), at
    /// the cue's frame, for hosts that turn markers into events.
    var markers: [JSONNode] {
        var out: [JSONNode] = []
        for segment in segments {
            out.append(.object([("cm", .string(segment.marker)), ("tm", .int(segment.start)), ("dr", .number(segment.length))]))
            guard case .transition(let index, _) = segment.content else { continue }
            for cue in control.transitions[index].cues {
                let frame = SegmentKeyBuilder.rounded(Double(segment.start) + cue.time * fps)
                out.append(.object([("cm", .string("\(segment.marker) cue \(cue.name)")), ("tm", .number(frame)), ("dr", .int(0))]))
            }
        }
        return out
    }

    /// A node as a shape group: its children (or its stroke and fill), then its transform.
    func group(_ i: Int, slots: LottieSlots) -> JSONNode {
        var items: [JSONNode] = []
        if control.nodes[i].isGroup {
            let children = control.nodes.indices.filter { control.nodes[$0].parent == i }
            items = children.reversed().map { group($0, slots: slots) }
        } else {
            items = paint(i, slots: slots)
        }
        items.append(.object([
            ("ty", .string("tr")), ("nm", .string("transform")),
            ("a", LottieJSON.property(keys(i, .anchor))), ("p", LottieJSON.property(keys(i, .position))),
            ("s", LottieJSON.property(keys(i, .scale))), ("r", LottieJSON.property(keys(i, .rotation))),
            ("o", LottieJSON.property(keys(i, .opacity), sid: slots.sid(i, .opacity))),
        ]))
        return .object([("ty", .string("gr")), ("nm", .string(control.nodes[i].name)), ("it", .array(items))])
    }

    /// The stroke (trimmed) and the fill (never trimmed, as Core Animation fills the whole path) in
    /// groups of their own, the stroke on top; either is left out when it never shows.
    func paint(_ i: Int, slots: LottieSlots) -> [JSONNode] {
        let path = control.control.shapes[i].path
        let shapes = LottieJSON.shapes(of: path)
        var out: [JSONNode] = []
        let strokeShows = keys(i, .strokeOpacity).contains { $0.value[0] > 0 } && keys(i, .strokeWidth).contains { $0.value[0] > 0 }
        if strokeShows {
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
            let style = control.nodes[i].style ?? StrokeStyle(lineCap: .butt, lineJoin: .miter, miterLimit: 10)
            items.append(.object([
                ("ty", .string("st")), ("nm", .string("stroke")),
                ("c", LottieJSON.property(keys(i, .strokeColor), sid: slots.sid(i, .strokeColor))),
                ("o", LottieJSON.property(keys(i, .strokeOpacity), sid: slots.sid(i, .strokeOpacity))),
                ("w", LottieJSON.property(keys(i, .strokeWidth), sid: slots.sid(i, .strokeWidth))),
                ("lc", .int(style.lineCap == .butt ? 1 : style.lineCap == .round ? 2 : 3)),
                ("lj", .int(style.lineJoin == .miter ? 1 : style.lineJoin == .round ? 2 : 3)),
                ("ml", .number(style.miterLimit)),
            ]))
            items.append(LottieJSON.identityTransform)
            out.append(.object([("ty", .string("gr")), ("nm", .string("stroke")), ("it", .array(items))]))
        }
        if keys(i, .fillOpacity).contains(where: { $0.value[0] > 0 }) {
            var items = shapes
            items.append(.object([
                ("ty", .string("fl")), ("nm", .string("fill")),
                ("c", LottieJSON.property(keys(i, .fillColor), sid: slots.sid(i, .fillColor))),
                ("o", LottieJSON.property(keys(i, .fillOpacity), sid: slots.sid(i, .fillOpacity))),
                ("r", .int(1)),
            ]))
            items.append(LottieJSON.identityTransform)
            out.append(.object([("ty", .string("gr")), ("nm", .string("fill")), ("it", .array(items))]))
        }
        return out
    }
}

/// Theme parameters as Lottie slots: a property that shows one param's value the whole time (no
/// transition animates it) gets the param's name as its `sid`, and `slots` holds the default, so a
/// player can replace it. Animated uses keep the default baked into their keyframes.
struct LottieSlots {
    struct Entry {
        var name: String
        var value: JSONNode
        var lottieValue: [Double]
    }

    var entries: [Entry] = []
    private var assigned: [LottieChannel: String] = [:]

    init(_ document: LottieDocument) {
        let control = document.control
        for param in control.params {
            var entry: Entry?
            for use in param.uses {
                for channel in document.channels where channel.node == use.node && channel.dependencies == [use.property] {
                    guard channel.kind != .strokeOpacity, channel.kind != .fillOpacity, assigned[channel] == nil else { continue }
                    let keys = document.keys(channel.node, channel.kind)
                    guard let first = keys.first, keys.allSatisfy({ $0.value == first.value }) else { continue }
                    var frame = control.control.baseFrame
                    frame[use.property, use.node] = param.defaultValue
                    let value = channel.value(frame)
                    guard value == first.value else { continue }
                    if entry == nil { entry = Entry(name: param.name, value: LottieJSON.constant(value), lottieValue: value) }
                    guard entry?.lottieValue == value else { continue }
                    assigned[channel] = param.name
                }
            }
            if let entry { entries.append(entry) }
        }
    }

    func sid(_ node: Int, _ kind: LottieChannel.Kind) -> String? { assigned[LottieChannel(node: node, kind: kind)] }
}
