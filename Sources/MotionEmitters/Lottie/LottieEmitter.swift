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
        let longest = (control.transitions.map(\.duration) + control.states.compactMap { $0.loop?.loop.period }).max() ?? 0
        guard longest * fps <= LottieTimeline.maximumFrames else {
            return EmitResult(diagnostics: [.unsupported("a transition of more than \(Int(LottieTimeline.maximumFrames)) frames", by: .lottie,
                                                         at: control.span, help: "shorten the transition or lower --fps")])
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
        // Written straight into the file's bytes as they are made: the composition is never held as nodes.
        var out = JSONStream(style: options.pretty ? .pretty : .compact)
        document.write(generator: options.generator, layers: document.layers(), into: &out)
        guard out.numbersAreBounded else {
            return EmitResult(diagnostics: [.unsupported("a value beyond ±1e9 or not finite", by: .lottie, at: control.span,
                                                         help: "players lose precision or fail on such numbers; use smaller values")])
        }
        let text = out.finishedText()
        var diagnostics: [Diagnostic] = []
        for baked in document.tracks.baked where control.transitions.indices.contains(baked.transition) {
            let transition = control.transitions[baked.transition]
            diagnostics.append(.baked("\(baked.reasons.joined(separator: ", ")) in transition \(transition.title)", for: .lottie, fps: fps,
                                      largestError: baked.error, unit: "in the runtime's units", at: transition.span))
        }
        diagnostics += LottieLoops.bakedNotes(control, tracks: document.tracks, fps: fps)
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
    /// The layers' copies a crossfade fades in (nil when no transition crossfades).
    let copies: LottieTracks?
    /// Per node, whether its path ever morphs (`LoweredControl.morphingNodes`), found in one pass: asked
    /// node by node, each question scanned every state and track (quadratic in the shapes: 14% of the
    /// 10,000-shape bench control's Lottie phase).
    let morphing: [Bool]

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
        let crossfades = segments.contains { segment in
            if case .reduced(_, _, _, let fade?) = segment.content { return fade > 0 }
            return false
        }
        copies = crossfades ? LottieTracks(crossfadeCopiesOf: control, channels: channels, segments: segments, fps: fps) : nil
        morphing = control.morphingNodes()
    }

    static let transformKinds: [LottieChannel.Kind] = [.anchor, .position, .scale, .rotation, .opacity]

    func keys(_ node: Int, _ kind: LottieChannel.Kind) -> [LottieKey] {
        tracks.keys[LottieChannel(node: node, kind: kind)] ?? []
    }

    /// The layers drawn from `tracks`: the composition's own, or (`copy`) the crossfade's copies, named
    /// `<node> (reduced motion)`.
    struct Layers {
        let document: LottieDocument
        let tracks: LottieTracks
        let copy: Bool
        let slots: LottieSlots
        /// The nodes drawn as layers of their own.
        private(set) var precomps = LottiePrecomps.none

        init(document: LottieDocument, tracks: LottieTracks, copy: Bool, slots: LottieSlots) {
            self.document = document
            self.tracks = tracks
            self.copy = copy
            self.slots = slots
            precomps = LottiePrecomps(self)
        }

        func keys(_ node: Int, _ kind: LottieChannel.Kind) -> [LottieKey] {
            tracks.keys[LottieChannel(node: node, kind: kind)] ?? []
        }

        /// A copy's property takes the slot only where it plays the same static value as the original.
        func sid(_ node: Int, _ kind: LottieChannel.Kind) -> String? {
            guard let sid = slots.sid(node, kind) else { return nil }
            return !copy || keys(node, kind) == document.keys(node, kind) ? sid : nil
        }
    }

    /// The composition's layers in order (the crossfade's copies above the originals, top-level nodes
    /// last first), each written when asked.
    struct LayerList {
        let document: LottieDocument
        let slots: LottieSlots
        let entries: [(set: Layers, node: Int)]

        var count: Int { entries.count }

        func layer(_ k: Int, into out: inout JSONStream) {
            let (set, node) = entries[k]
            set.layer(node, index: k + 1, offset: 0, into: &out)
        }

        /// Every set's precompositions (`LottiePrecomps`), each the next element of the open array.
        func assets(into out: inout JSONStream) {
            var seen = Set<Bool>()
            for entry in entries where seen.insert(entry.set.copy).inserted { entry.set.assets(into: &out) }
        }
    }

    func layers() -> LayerList {
        let slots = LottieSlots(self)
        let topLevel = control.nodes.indices.filter { control.nodes[$0].parent == nil }
        var sets = [Layers(document: self, tracks: tracks, copy: false, slots: slots)]
        // The crossfade's copies go above the originals: the destination fades in over the source.
        if let copies { sets.insert(Layers(document: self, tracks: copies, copy: true, slots: slots), at: 0) }
        return LayerList(document: self, slots: slots, entries: sets.flatMap { set in topLevel.reversed().map { (set, $0) } })
    }

    /// The composition: its `layers`, their precompositions (`assets`) and slots.
    func write(generator: String, layers: LayerList, into out: inout JSONStream) {
        out.beginObject()
        out.member("v", .string("5.7.0"))
        out.member("meta", .object([("g", .string(generator))]))
        out.member("nm", .string(control.name))
        out.member("fr", .number(fps))
        out.member("ip", .int(0))
        out.member("op", .int(endFrame))
        out.member("w", .number(control.width))
        out.member("h", .number(control.height))
        out.member("ddd", .int(0))
        out.key("assets")
        out.beginArray()
        layers.assets(into: &out)
        out.endArray()
        out.member("markers", .array(markers))
        out.key("layers")
        out.beginArray()
        for k in 0..<layers.count { layers.layer(k, into: &out) }
        out.endArray()
        if !layers.slots.entries.isEmpty {
            out.key("slots")
            out.beginObject()
            for entry in layers.slots.entries {
                out.key(entry.name)
                out.beginObject()
                out.key("p")
                LottieJSON.constant(entry.value, into: &out)
                out.endObject()
            }
            out.endObject()
        }
        out.endObject()
    }

    /// A marker per segment; after a transition's, one per cue (`off->on cue haptic`, no duration), at
    /// the cue's frame, for hosts that turn markers into events. Durations and cue frames are seconds
    /// times the frame rate rounded to a billionth of a frame, so 0.65 s at 60 fps is 39, never
    /// 38.99999999999999 or 39.00000000000001.
    var markers: [JSONNode] {
        var out: [JSONNode] = []
        for segment in segments {
            out.append(.object([("cm", .string(segment.marker)), ("tm", .int(segment.start)), ("dr", .number(SegmentKeyBuilder.rounded(segment.length)))]))
            guard case .transition(let index, _) = segment.content else { continue }
            for cue in control.transitions[index].cues {
                let frame = SegmentKeyBuilder.rounded(Double(segment.start) + cue.time * fps)
                out.append(.object([("cm", .string("\(segment.marker) cue \(cue.name)")), ("tm", .number(frame)), ("dr", .int(0))]))
            }
        }
        return out
    }


    /// True when shape `i` casts a shadow at some time.
    func shadowShows(_ i: Int) -> Bool {
        !control.nodes[i].isGroup && keys(i, .shadowOpacity).contains { $0.value[0] > 0 }
    }
}
