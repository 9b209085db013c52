import MotionCompiler
import MotionRuntime

/// What the preview page plots and prints, computed here by the runtime, never by the page: per
/// transition that can play (a `*` transition once per state it serves, as the Lottie markers do),
/// the frame at every sample time (`motionspec sample --fps` times) of every animated property, and
/// where its keyframes fall. The page only reads these numbers.
enum PreviewData {
    /// Samples per second: the grid `motionspec sample --fps 60` prints, and the Lottie output's rate.
    static let fps = 60.0

    struct Case {
        var from: String
        var to: String
        var duration: Double
        var times: [Double]
        var reducedMotion: MotionReducedMotion?
        var properties: [Property]
    }

    struct Property {
        /// `<node>.<property>`, as `motionspec sample` names it.
        var key: String
        /// `x`/`y` for points, `r`/`g`/`b`/`a` for colours, empty for a scalar.
        var components: [String]
        /// Per time, the value's components (`ValueText.components`).
        var values: [[Double]]
        /// Transition times where a track on this property begins, ends or reaches a keyframe.
        var keys: [Double]
        /// For a path, per time, its SVG path data as `motionspec sample` prints it; empty otherwise.
        var outlines: [String] = []
        /// For a path, the box holding every time's outline: min x, min y, max x, max y.
        var box: [Double] = []
    }

    static func cases(_ control: LoweredControl) -> [Case] {
        var out: [Case] = []
        for transition in control.transitions {
            for source in control.sourceStates(of: transition) {
                let times = SampleTimes.grid(fps: fps, duration: transition.duration) ?? [0]
                let playback = transition.starting(from: source.restingFrame)
                var frame = source.restingFrame
                let frames = times.map { t -> MotionFrame in
                    playback.sample(at: t, into: &frame)
                    return frame
                }
                out.append(Case(from: source.name, to: transition.to, duration: transition.duration, times: times,
                                reducedMotion: transition.reducedMotion,
                                properties: properties(control, transition, frames)))
            }
        }
        return out
    }

    /// The properties the transition's tracks animate, in node order then the runtime's property order.
    static func properties(_ control: LoweredControl, _ transition: LoweredTransition, _ frames: [MotionFrame]) -> [Property] {
        let tracks = transition.timeline.tracks
        let placements = CSSTrackPlacement.placements(of: transition.root, tracks: tracks)
        var out: [Property] = []
        // Gathered once, not node by node (each node's question scanned every state and track).
        let morphing = control.morphingNodes()
        var tracksOfNode: [Int: [Int]] = [:]
        for i in tracks.indices { tracksOfNode[tracks[i].node, default: []].append(i) }
        for (n, node) in control.nodes.enumerated() {
            for property in control.properties(ofNode: n, morphs: { morphing[n] }) {
                let indices = (tracksOfNode[n] ?? []).filter { tracks[$0].property == property }
                guard !indices.isEmpty else { continue }
                var keys: [Double] = []
                for i in indices where i < placements.count {
                    for time in placements[i].breakpoints where time.isFinite && time >= 0 && time <= transition.duration + 1e-9 {
                        if !keys.contains(where: { abs($0 - time) < 1e-9 }) { keys.append(time) }
                    }
                }
                let components: [String]
                switch property.kind {
                case .scalar: components = []
                case .point: components = ["x", "y"]
                case .color: components = ["r", "g", "b", "a"]
                case .path: components = []
                // Each stop's position and colour, then the geometry (`ValueText.components`).
                case .gradient:
                    guard case .gradient(let g) = frames.first?[property, n] else { continue }
                    components = g.stops.indices.flatMap { ["stop\($0)", "r\($0)", "g\($0)", "b\($0)", "a\($0)"] }
                        + ["x1", "y1", "x2", "y2", "radius"]
                }
                var item = Property(key: "\(node.name).\(property.name)", components: components,
                                    values: frames.map { ValueText.components($0[property, n]) }, keys: keys.sorted())
                // An outline is no number to plot against time: the page draws it as a strip of outlines.
                if property.kind == .path { (item.outlines, item.box) = outlines(frames.map { $0[property, n] }) }
                out.append(item)
            }
        }
        return out
    }

    /// Each value's SVG path data, and the box that holds them all (empty for no drawable outline).
    static func outlines(_ values: [MotionValue]) -> (outlines: [String], box: [Double]) {
        var outlines: [String] = []
        var box: MotionRect?
        for case .path(let path) in values {
            outlines.append(ValueText.pathData(path))
            if let bounds = path.bounds {
                box = box.map { $0.including(MotionPoint(bounds.x, bounds.y)).including(MotionPoint(bounds.x + bounds.width, bounds.y + bounds.height)) } ?? bounds
            }
        }
        guard let box else { return (outlines, []) }
        return (outlines, [box.x, box.y, box.x + box.width, box.y + box.height])
    }

    /// The cases as the page's JSON: `[{"from", "to", "duration", "reduced", "times", "properties":
    /// [{"key", "components", "values", "keys"[, "outlines", "box"]}]}]`, numbers through `NumberText`.
    static func json(_ cases: [Case]) -> JSONNode {
        .array(cases.map { item in
            let reduced: JSONNode
            switch item.reducedMotion {
            case nil: reduced = .null
            case .instant?: reduced = .string("instant")
            case .crossfade(let duration)?: reduced = .object([("crossfade", .number(duration))])
            }
            return .object([
                ("from", .string(item.from)), ("to", .string(item.to)), ("duration", .number(item.duration)),
                ("reduced", reduced), ("times", .numbers(item.times)),
                ("properties", .array(item.properties.map { property -> JSONNode in
                    var fields: [(key: String, value: JSONNode)] = [
                        ("key", .string(property.key)),
                        ("components", .array(property.components.map(JSONNode.string))),
                        ("values", .array(property.values.map(JSONNode.numbers))),
                        ("keys", .numbers(property.keys)),
                    ]
                    if !property.outlines.isEmpty {
                        fields += [("outlines", .array(property.outlines.map(JSONNode.string))), ("box", .numbers(property.box))]
                    }
                    return .object(fields)
                })),
            ])
        })
    }
}
