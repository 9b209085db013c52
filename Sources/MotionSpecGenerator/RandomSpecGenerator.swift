/// Draws valid random specs from a seed: shapes with every path kind, every animatable value type,
/// tracks with equal and unequal keyframes in every calculation mode and with every timing function
/// (overshooting Béziers, steps with every jump position, springs with and without a duration),
/// begins, durations, repeats, autoreverse, every fill mode, nested groups that clip and ease,
/// `current` values (and so interrupted transitions), states' idle loops and reversed transitions — the
/// same spec for the same seed.
///
/// Each kind of member is one function of `RandomSource`; a new kind is one more function, called from
/// `spec(seed:)` where its member belongs.
public enum RandomSpecGenerator {
    public static func spec(seed: UInt64) -> RandomSpec {
        var random = RandomSource(seed: seed)
        let width = 120, height = 80
        var nodes: [RandomNode] = []
        for i in 0..<random.int(1...3) { nodes.append(shape(named: "s\(i)", &random, width: width, height: height)) }
        if random.chance(0.4) {
            let children = (0..<random.int(1...2)).map { shape(named: "g0s\($0)", &random, width: width, height: height) }
            nodes.append(RandomNode(name: "g0", path: nil, stroke: nil, fill: nil, settings: nodeTransform(&random), children: children))
        }
        var spec = RandomSpec(name: "Random\(seed)", width: width, height: height, nodes: nodes, states: [], transitions: [])
        // Each state gives a value to every animated (node, property): transitions then end on it.
        let animated = choose(animatedProperties(of: spec), &random)
        let count = random.int(2...3)
        spec.states = (0..<count).map { i in
            RandomState(name: "st\(i)", initial: i == 0,
                        values: animated.map { RandomAssignment(node: $0.node, property: $0.property, value: value(of: $0.property, &random)) })
        }
        for to in spec.states {
            if random.chance(0.5) {
                spec.transitions.append(transition(from: nil, to: to, in: spec, animated: animated, &random))
            } else {
                for from in spec.states where from.name != to.name && random.chance(0.8) {
                    spec.transitions.append(transition(from: from, to: to, in: spec, animated: animated, &random))
                }
            }
        }
        if spec.transitions.isEmpty {
            spec.transitions.append(transition(from: spec.states[0], to: spec.states[1], in: spec, animated: animated, &random))
        }
        // Loops and reverses draw from a stream of their own: the rest of a seed's spec stays as it was
        // before they were drawn (so a seed named in `specs/backends.md` keeps its spec's motion).
        var extras = RandomSource(seed: seed ^ 0x5EED_100B)
        for k in spec.states.indices { spec.states[k].loop = loop(in: spec.states[k], animated: animated, &extras) }
        addReverses(to: &spec, &extras)
        return spec
    }

    struct Animated: Hashable {
        var node: String
        var property: RandomProperty
    }

    static func animatedProperties(of spec: RandomSpec) -> [Animated] {
        spec.allNodes.flatMap { node in node.animatable.map { Animated(node: node.name, property: $0) } }
    }

    /// Two to six of them, in their order.
    static func choose(_ all: [Animated], _ random: inout RandomSource) -> [Animated] {
        let wanted = min(all.count, random.int(2...6))
        var chosen = Set<Int>()
        while chosen.count < wanted { chosen.insert(random.int(0...(all.count - 1))) }
        return chosen.sorted().map { all[$0] }
    }

    // MARK: Nodes

    static func shape(named name: String, _ random: inout RandomSource, width: Int, height: Int) -> RandomNode {
        let w = Double(width), h = Double(height)
        let x = random.number(5...(w / 2)), y = random.number(5...(h / 2))
        let sw = random.number(10...(w / 2 - 5)), sh = random.number(10...(h / 2 - 5))
        func point() -> String { "(\(RandomSpec.number(random.number(5...(w - 5), places: 1))), \(RandomSpec.number(random.number(5...(h - 5), places: 1))))" }
        var path: String
        switch random.int(0...7) {
        case 0: path = "oval(\(n(x)), \(n(y)), \(n(sw)), \(n(sh)))"
        case 1: path = "rect(\(n(x)), \(n(y)), \(n(sw)), \(n(sh)))"
        case 2: path = "roundedRect(\(n(x)), \(n(y)), \(n(sw)), \(n(sh)), radius: \(n(random.number(0...8, places: 1))))"
        case 3:
            let from = random.int(-180...180), to = from + random.int(30...300)
            path = "arc((\(n(x + sw / 2)), \(n(y + sh / 2))), \(n(random.number(8...20, places: 1))), from: \(from)deg, to: \(to)deg"
                + (random.chance(0.3) ? ", counterclockwise)" : ")")
        case 4: path = "line(\(point()), \(point()))"
        case 5: path = "polyline(" + (0..<random.int(3...5)).map { _ in point() }.joined(separator: ", ") + ")"
        case 6: path = "polygon(" + (0..<random.int(3...5)).map { _ in point() }.joined(separator: ", ") + ")"
        default: path = "svg(\"\(svgPath(&random, w: w, h: h))\")"
        }
        let closed = path.hasPrefix("oval") || path.hasPrefix("rect") || path.hasPrefix("roundedRect") || path.hasPrefix("polygon")
        if closed, random.chance(0.25) { path += ", start: \(random.pick(["left", "right", "top", "bottom", "topLeft", "bottomRight", "45deg"]))" }
        if random.chance(0.15) { path += ", reversed" }
        let open = path.hasPrefix("line") || path.hasPrefix("polyline") || path.hasPrefix("arc")
        var stroke: String?
        if open || random.chance(0.7) {
            stroke = "\(colourText(&random)), width: \(n(random.number(1...5, places: 1))), cap: \(random.pick(["butt", "round", "square"])), "
                + "join: \(random.pick(["miter", "round", "bevel"]))"
        }
        let fill: String? = open || (stroke != nil && random.chance(0.3)) ? nil : colourText(&random)
        var settings = nodeTransform(&random)
        if stroke != nil, random.chance(0.3) { settings.append("trim \(n(random.number(0...0.3))) .. \(n(random.number(0.6...1)))") }
        return RandomNode(name: name, path: path, stroke: stroke, fill: fill, settings: settings, children: [])
    }

    /// One subpath: lines, curves and an elliptical arc, closed or not.
    static func svgPath(_ random: inout RandomSource, w: Double, h: Double) -> String {
        func p() -> String { "\(n(random.number(5...(w - 5), places: 1))) \(n(random.number(5...(h - 5), places: 1)))" }
        var parts = ["M \(p())"]
        for _ in 0..<random.int(2...4) {
            switch random.int(0...4) {
            case 0: parts.append("L \(p())")
            case 1: parts.append("C \(p()) \(p()) \(p())")
            case 2: parts.append("Q \(p()) \(p())")
            case 3: parts.append("A \(n(random.number(10...30, places: 0))) \(n(random.number(10...30, places: 0))) \(random.int(0...90)) \(random.int(0...1)) \(random.int(0...1)) \(p())")
            default: parts.append("l \(n(random.number(-15...15, places: 1))) \(n(random.number(-15...15, places: 1)))")
            }
        }
        if random.chance(0.4) { parts.append("Z") }
        return parts.joined(separator: " ")
    }

    static func nodeTransform(_ random: inout RandomSource) -> [String] {
        var out: [String] = []
        if random.chance(0.3) { out.append("position (\(n(random.number(-10...10, places: 1))), \(n(random.number(-10...10, places: 1))))") }
        if random.chance(0.3) { out.append("rotation \(random.int(-45...45))deg") }
        if random.chance(0.2) { out.append("scale \(n(random.number(0.7...1.3)))") }
        if random.chance(0.2) { out.append("opacity \(n(random.number(0.5...1)))") }
        return out
    }

    // MARK: Values

    static func value(of property: RandomProperty, _ random: inout RandomSource) -> RandomValue {
        switch property {
        case .opacity: return .number(random.number(0...1))
        case .position: return .point(random.number(-15...15, places: 1), random.number(-15...15, places: 1))
        case .anchor: return .point(random.number(20...80, places: 1), random.number(15...55, places: 1))
        case .scale: return random.chance(0.7) ? .number(random.number(0.5...1.5)) : .point(random.number(0.5...1.5), random.number(0.5...1.5))
        case .rotation: return .number(Double(random.int(-120...120)))
        case .strokeStart: return .number(random.number(0...0.5))
        case .strokeEnd: return .number(random.number(0.4...1))
        case .trimOffset: return .number(random.number(-1...1))
        case .lineWidth: return .number(random.number(0.5...6, places: 1))
        case .strokeColor, .fillColor: return .colour(colour(&random))
        }
    }

    static func colour(_ random: inout RandomSource) -> UInt32 {
        let rgb = UInt32(random.int(0...0xFFFFFF))
        let alpha: UInt32 = random.chance(0.7) ? 0xFF : UInt32(random.int(0x40...0xFF))
        return rgb << 8 | alpha
    }

    static func colourText(_ random: inout RandomSource) -> String { RandomValue.colour(colour(&random)).dsl(.fillColor) }

    static func n(_ x: Double) -> String { RandomSpec.number(x) }

    // MARK: Motion

    static func transition(from: RandomState?, to: RandomState, in spec: RandomSpec, animated: [Animated],
                           _ random: inout RandomSource) -> RandomTransition {
        let duration: Double? = random.chance(0.75) ? random.number(0.2...0.7) : nil
        let count = random.int(1...animated.count)
        var pool = animated
        var tracks: [RandomItem] = []
        for _ in 0..<count {
            let chosen = pool.remove(at: random.int(0...(pool.count - 1)))
            let target = to.values.first { $0.node == chosen.node && $0.property == chosen.property }?.value
            let source = from?.values.first { $0.node == chosen.node && $0.property == chosen.property }?.value
            tracks.append(.track(track(chosen, source: source, target: target ?? value(of: chosen.property, &random),
                                       within: duration, &random)))
        }
        return RandomTransition(from: from?.name, to: to.name, duration: duration, items: grouped(tracks, within: duration, &random))
    }

    /// Some tracks go into a group (maybe two deep) that eases, repeats or clips them.
    static func grouped(_ tracks: [RandomItem], within duration: Double?, _ random: inout RandomSource) -> [RandomItem] {
        var items: [RandomItem] = []
        var rest = tracks
        while !rest.isEmpty {
            if rest.count >= 1, random.chance(0.3) {
                let take = random.int(1...rest.count)
                let inner = Array(rest.prefix(take))
                rest.removeFirst(take)
                items.append(.group(group(inner, within: duration, depth: 0, &random)))
            } else {
                items.append(rest.removeFirst())
            }
        }
        return items
    }

    static func group(_ items: [RandomItem], within parent: Double?, depth: Int, _ random: inout RandomSource) -> RandomGroup {
        var timing = RandomTiming()
        if random.chance(0.3) { timing.begin = random.number(0...0.1) }
        // Short groups clip their tracks.
        timing.duration = random.number(0.15...(parent ?? 0.6))
        if random.chance(0.5) { timing.functions = [timingFunction(&random, allowSpring: false)] }
        if random.chance(0.15) { timing.repeatCount = random.pick([2, 1.5]) }
        if random.chance(0.1) { timing.autoreverse = true }
        if random.chance(0.3) { timing.fill = random.pick(["none", "forwards", "backwards", "both"]) }
        var inner = items
        if depth == 0, items.count >= 2, random.chance(0.4) {
            let nested = Array(inner.suffix(random.int(1...(items.count - 1))))
            inner.removeLast(nested.count)
            inner.append(.group(group(nested, within: timing.duration, depth: 1, &random)))
        }
        return RandomGroup(timing: timing, items: inner)
    }

    static func track(_ chosen: Animated, source: RandomValue?, target: RandomValue, within duration: Double?,
                      _ random: inout RandomSource) -> RandomTrack {
        let property = chosen.property
        let mode = random.pick(["linear", "linear", "linear", "discrete", "paced", "cubic"])
        var values: [RandomValue]
        let count = random.int(2...4)
        if random.chance(0.12) {
            values = Array(repeating: target, count: count)            // equal keyframes
        } else {
            values = (0..<(count - 1)).map { _ in value(of: property, &random) } + [target]
            if let source, random.chance(0.5) { values[0] = source }
        }
        if random.chance(0.25) { values[0] = .current }
        var keys: [Double] = []
        if mode != "paced", count > 2, random.chance(0.3) {
            var k = (1..<(count - 1)).map { _ in random.number(0.05...0.95) }.sorted()
            k = [0] + k + [1]
            if zip(k, k.dropFirst()).allSatisfy({ $0 < $1 }) { keys = k }
        }
        var timing = RandomTiming()
        if random.chance(0.3) { timing.begin = random.number(0...0.15) }
        let springs = mode != "discrete" && mode != "paced" && random.chance(0.2)
        if springs {
            timing.functions = [spring(&random)]
            // Without a duration it lasts until it settles.
            if random.chance(0.5) { timing.duration = random.number(0.2...0.6) }
        } else {
            if duration == nil || random.chance(0.6) { timing.duration = random.number(0.1...(duration ?? 0.6)) }
            if mode != "discrete", mode != "paced", random.chance(0.75) {
                timing.functions = random.chance(0.25) && count > 2
                    ? (0..<(count - 1)).map { _ in timingFunction(&random, allowSpring: false) }
                    : [timingFunction(&random, allowSpring: false)]
            }
        }
        if random.chance(0.3) { timing.fill = random.pick(["none", "forwards", "backwards", "both"]) }
        if !springs || timing.duration != nil {
            if random.chance(0.15) { timing.repeatCount = random.pick([2, 1.5, 0.5]) }
            if random.chance(0.1) { timing.autoreverse = true }
        }
        return RandomTrack(node: chosen.node, property: property, mode: mode, values: values, keys: keys, timing: timing)
    }

    static func timingFunction(_ random: inout RandomSource, allowSpring: Bool) -> String {
        switch random.int(allowSpring ? 0...4 : 0...3) {
        case 0: return random.pick(["linear", "ease", "ease-in", "ease-out", "ease-in-out", "default"])
        case 1:
            // y may overshoot.
            let x1 = random.number(0...1), x2 = random.number(0...1)
            let y1 = random.number(-0.5...1.5), y2 = random.number(-0.5...1.5)
            return "cubic-bezier(\(n(x1)), \(n(y1)), \(n(x2)), \(n(y2)))"
        case 2:
            let position = random.pick(["", "jump-start", "jump-end", "jump-none", "jump-both", "start", "end"])
            let steps = random.int(position == "jump-none" ? 2...5 : 1...5)
            return position.isEmpty ? "steps(\(steps))" : "steps(\(steps), \(position))"
        case 3: return random.pick(["ease-in-out", "cubic-bezier(0.3, 1.4, 0.6, 1)", "steps(2, jump-both)"])
        default: return spring(&random)
        }
    }

    static func spring(_ random: inout RandomSource) -> String {
        if random.chance(0.5) {
            return "spring(response: \(n(random.number(0.15...0.35))), dampingFraction: \(n(random.number(0.5...1))))"
        }
        let velocity = random.chance(0.3) ? ", velocity: \(n(random.number(-2...4)))" : ""
        return "spring(mass: 1, stiffness: \(random.int(150...400)), damping: \(random.int(15...40))\(velocity))"
    }
}
