/// A timeline's tracks laid out for sampling, built once with the timeline: for each track its node,
/// property, timing and group, and for a track of numbers, points or colours its key times, values and
/// segment curves as plain numbers in one array. Sampling such a track reads that array by offset:
/// no enum value is matched, no array of the track's is touched (or retained), and a cubic Bézier's
/// control points and start table sit side by side, once for every track that uses the curve.
/// Everything else (paths, gradients, splines, steps, springs, values of another kind than their
/// property's) is sampled from the track itself.
struct SamplingPlan: Sendable {
    /// How a step is sampled: from the track (`general`), or from the plan's numbers, one, two or
    /// four of them to a value.
    enum Form: Sendable {
        case general, scalar, point, color
    }

    /// One track, in the timeline's track order.
    struct Step: Sendable {
        var form: Form
        var mode: MotionCalculationMode
        var property: MotionProperty
        var node: Int
        /// The track's group in the timeline's flat groups.
        var group: Int
        var timing: PreparedTiming
        /// A progress within this of a key time is on it (`KeyframePosition.keyTimeSnap(duration:)`).
        var snap: Double
        /// The key times never go down (`KeyTimes.ascending`).
        var ascending: Bool
        /// How many values and key times the track has, and where they start in `numbers`.
        var count: Int, keyTimeCount: Int
        var keyTimes: Int, values: Int
        /// The track's segment curves: `curveCount` entries of `curves` from `curves` on (none for
        /// discrete and paced keyframes, which ignore them).
        var curves: Int, curveCount: Int
    }

    private(set) var steps: [Step] = []
    /// Key times, values and curves of the steps sampled from the plan, end to end.
    private(set) var numbers: [Double] = []
    /// For each segment curve: where its control points (x1, y1, x2, y2) and then its start table
    /// (`MotionCubicBezier.startTableLength` numbers) are in `numbers`, or -1 for a linear segment.
    private(set) var curves: [Int] = []
    /// The nodes whose fill (`stroke` false) or stroke gradient a track animates, each once.
    private(set) var gradients: [(node: Int, stroke: Bool)] = []
    /// The properties any track writes: resetting a frame to its base copies these arrays without
    /// comparing them first (`MotionFrame.assign(from:overwriting:)`).
    private(set) var written = PropertyMask()
    /// By a frame's node count: the properties whose every node exactly one step writes, and that a
    /// step of numbers, points or colours. Sampling leaves such an array as it is when resetting a
    /// frame of that many nodes and writes each node's element instead: the step's value, or the base's
    /// where the step is not in effect (`MotionTimeline.restore`). Saves copying the array on every sample.
    /// Those of a one-node frame apart (most timelines an emitter makes are one node's), so that
    /// making a plan allocates nothing for them.
    private(set) var coverings: [(nodeCount: Int, properties: PropertyMask)] = []
    private(set) var coveredOnOneNode = PropertyMask()

    /// A curve by the bits of its control points (so -0 and 0, or two NaNs, are told apart, as a
    /// table built from them would be).
    private struct CurveKey: Hashable {
        var bits: (UInt64, UInt64, UInt64, UInt64)
        init(_ curve: MotionCubicBezier) {
            bits = (curve.x1.bitPattern, curve.y1.bitPattern, curve.x2.bitPattern, curve.y2.bitPattern)
        }
        static func == (a: CurveKey, b: CurveKey) -> Bool { a.bits == b.bits }
        func hash(into hasher: inout Hasher) {
            hasher.combine(bits.0)
            hasher.combine(bits.1)
            hasher.combine(bits.2)
            hasher.combine(bits.3)
        }
    }

    /// An empty plan.
    init() {}

    /// The plan of `tracks`, track i in group `groups[i]`.
    init(tracks: [MotionTrack], groups: [Int]) {
        steps.reserveCapacity(tracks.count)
        var curveOffsets: [CurveKey: Int] = [:]
        var animatedGradients = Set<Int>()
        for (index, track) in tracks.enumerated() {
            if track.property == .fillGradient || track.property == .strokeGradient {
                let stroke = track.property == .strokeGradient
                if animatedGradients.insert(2 &* track.node &+ (stroke ? 1 : 0)).inserted { gradients.append((track.node, stroke)) }
            }
            written.insert(track.property)
            let keyframes = track.keyframes
            var step = Step(form: Self.form(of: track), mode: keyframes.mode, property: track.property, node: track.node,
                            group: groups[index], timing: PreparedTiming(track.timing),
                            snap: KeyframePosition.keyTimeSnap(duration: track.timing.duration),
                            ascending: keyframes.keyTimesAscending,
                            count: keyframes.values.count, keyTimeCount: keyframes.keyTimes.count,
                            keyTimes: 0, values: 0, curves: 0, curveCount: 0)
            if step.form != .general {
                step.keyTimes = numbers.count
                numbers += keyframes.keyTimes
                step.values = numbers.count
                for value in keyframes.values { Self.append(value, to: &numbers) }
                if keyframes.mode == .linear {
                    step.curves = curves.count
                    step.curveCount = keyframes.timingFunctions.count
                    for (i, function) in keyframes.timingFunctions.enumerated() {
                        curves.append(curveOffset(function, table: i, of: keyframes, &curveOffsets))
                    }
                }
            }
            steps.append(step)
        }
        (coveredOnOneNode, coverings) = Self.coverings(of: steps)
    }

    /// `coverings` for `steps`. Made for every timeline (the emitters make one per node and playback),
    /// so the common case allocates nothing: a property written once, at node 0, covers a one-node frame.
    private static func coverings(of steps: [Step]) -> (oneNode: PropertyMask, [(nodeCount: Int, properties: PropertyMask)]) {
        var once = PropertyMask(), many = PropertyMask(), excluded = PropertyMask(), single = PropertyMask()
        for step in steps {
            let property = step.property
            if step.form == .general || step.node < 0 { excluded.insert(property) }
            if once.contains(property) {
                many.insert(property)
            } else {
                once.insert(property)
                if step.node == 0 { single.insert(property) }
            }
        }
        var coverings: [(nodeCount: Int, properties: PropertyMask)] = []
        for property in properties where many.contains(property) && !excluded.contains(property) {
            let count = steps.reduce(0) { $0 + ($1.property == property ? 1 : 0) }
            guard covers(steps, property, nodeCount: count) else { continue }
            if let i = coverings.firstIndex(where: { $0.nodeCount == count }) {
                coverings[i].properties.insert(property)
            } else {
                var mask = PropertyMask()
                mask.insert(property)
                coverings.append((count, mask))
            }
        }
        var oneNode = single
        oneNode.subtract(many)
        oneNode.subtract(excluded)
        return (oneNode, coverings)
    }

    private static let properties = MotionProperty.allCases

    /// Whether the `nodeCount` steps writing `property` write nodes 0 to `nodeCount` − 1, each once.
    private static func covers(_ steps: [Step], _ property: MotionProperty, nodeCount: Int) -> Bool {
        var seen = [Bool](repeating: false, count: nodeCount)
        for step in steps where step.property == property {
            guard step.node < nodeCount, !seen[step.node] else { return false }
            seen[step.node] = true
        }
        return true
    }

    /// The properties sampling writes at every node of a frame of `nodeCount` nodes (see `coverings`).
    @inline(__always)
    func coveredProperties(nodeCount: Int) -> PropertyMask {
        if nodeCount == 1 { return coveredOnOneNode }
        for covering in coverings where covering.nodeCount == nodeCount { return covering.properties }
        return PropertyMask()
    }

    /// Where `function`'s control points and start table are in `numbers` (added on first use), or
    /// -1 when it is linear. `table` is its index among `keyframes`' functions (and start tables).
    private mutating func curveOffset(_ function: MotionTimingFunction, table: Int, of keyframes: MotionKeyframes<MotionValue>,
                                      _ known: inout [CurveKey: Int]) -> Int {
        guard case .cubicBezier(let curve) = function else { return -1 }
        let key = CurveKey(curve)
        if let offset = known[key] { return offset }
        let offset = numbers.count
        numbers += [curve.x1, curve.y1, curve.x2, curve.y2]
        let length = MotionCubicBezier.startTableLength
        numbers += keyframes.bezierStarts[(table * length)..<((table + 1) * length)]
        known[key] = offset
        return offset
    }

    /// A track the plan samples from numbers: linear, discrete or paced keyframes of numbers, points
    /// or colours, each of its property's kind, with segments that are linear or cubic Béziers.
    private static func form(of track: MotionTrack) -> Form {
        let keyframes = track.keyframes
        guard !keyframes.values.isEmpty, keyframes.mode != .cubic else { return .general }
        let kind = track.property.kind
        guard keyframes.values.allSatisfy({ $0.kind == kind }) else { return .general }
        if keyframes.mode == .linear {
            for function in keyframes.timingFunctions {
                switch function {
                case .linear, .cubicBezier: continue
                case .steps, .spring: return .general
                }
            }
        }
        switch kind {
        case .scalar: return .scalar
        case .point: return .point
        case .color: return .color
        case .path, .gradient: return .general
        }
    }

    private static func append(_ value: MotionValue, to numbers: inout [Double]) {
        switch value {
        case .scalar(let v): numbers.append(v)
        case .point(let p): numbers += [p.x, p.y]
        case .color(let c): numbers += [c.red, c.green, c.blue, c.alpha]
        case .path, .gradient: break
        }
    }
}
