import MotionCompiler
import MotionRuntime

/// Which elements each node gets, and their ids: decided once from every state and transition,
/// so that a part appears only when the node ever uses it.
struct CSSElements: Sendable {
    /// The root's id and the prefix of every other id (`flat-switch`).
    let root: String
    /// Per node: its id stem (`flat-switch-circle`) and the parts it has, outermost first.
    let stems: [String]
    let parts: [[CSSPart]]
    /// Per node: the trim offset is somewhere non-zero, so dashes wrap (period 1).
    let wraps: [Bool]
    /// Per node: some state or transition trims its stroke (else it has no dash at all: a dash
    /// covering a whole closed path leaves a seam where its ends meet).
    let trimmed: [Bool]
    /// Per node: a trimmed stroke on an open path, drawn from custom properties (no seam can show
    /// where a whole dash meets itself, which is why closed paths keep dash keyframes), or on a closed
    /// path whose trim must restart from its ends (`closedTrimSeams`).
    let variableTrim: [Bool]
    /// Per node: where the whole dash of a closed path drawn from its raw ends breaks (`CSSClosedTrim`).
    let closedTrimSeams: [Double?]
    /// Per node: its path morphs (a state or a track gives it another), so `d` is a channel.
    let morphs: [Bool]
    /// Per node: its stroke has a dash pattern (`CSSDashes`).
    let dashed: [Bool]
    /// Per node: a gradient paints its fill, its stroke (`CSSGradients`), so the colour channels are not written.
    let fillGradient: [Bool]
    let strokeGradient: [Bool]
    /// Per node: its stroke is dashed and trimmed, so it is drawn through a mask that holds the
    /// trimmed stroke (`CSSDashes`); the trim's channels move the mask's path.
    let dashTrimmed: [Bool]
    /// Per node: the channels it writes (`channels(of:)`), worked out once: every state's rule and every
    /// transition's animations ask for them part by part.
    private var nodeChannels: [[CSSChannel]] = []

    init(_ lowered: LoweredControl, root: String) {
        self.root = root
        let shapes = lowered.scene.nodes
        var frames = lowered.states.map(\.frame)
        if frames.isEmpty { frames = [lowered.scene.baseFrame] }
        var animated = Set<[Int]>()
        for transition in lowered.transitions {
            for track in transition.timeline.tracks { animated.insert([track.node, track.property.rawValue]) }
        }
        for loop in lowered.states.compactMap(\.loop) {
            for track in loop.timeline.tracks { animated.insert([track.node, track.property.rawValue]) }
        }
        func moves(_ n: Int, _ p: MotionProperty) -> Bool { animated.contains([n, p.rawValue]) }
        var stems: [String] = []
        var used = Set<String>()
        var parts: [[CSSPart]] = []
        var wraps: [Bool] = []
        var trimmed: [Bool] = []
        for (n, shape) in shapes.enumerated() {
            var stem = root + "-" + Identifiers.kebabCase(shape.name)
            if used.contains(stem) { stem += "-\(n)" }
            used.insert(stem)
            stems.append(stem)
            var mine: [CSSPart] = [.outer]
            if moves(n, .rotation) || frames.contains(where: { $0.rotation[n] != 0 }) { mine.append(.rotate) }
            if moves(n, .scale) || frames.contains(where: { $0.scale[n] != MotionRuntime.MotionPoint(1, 1) }) { mine.append(.scale) }
            if !shape.isGroup {
                if !shape.base.fillGradient.isNone || moves(n, .fillColor) || frames.contains(where: { $0.fillColor[n].alpha != 0 }) {
                    mine.append(.fill)
                }
                if !shape.base.strokeGradient.isNone || moves(n, .strokeColor) || frames.contains(where: { $0.strokeColor[n].alpha != 0 }) {
                    mine.append(.stroke)
                }
                if !shape.base.fillGradient.isNone { mine.append(.fillGradient) }
                if !shape.base.strokeGradient.isNone, mine.contains(.stroke) { mine.append(.strokeGradient) }
            }
            wraps.append(moves(n, .trimOffset) || frames.contains(where: { $0.trimOffset[n] != 0 }))
            let isTrimmed = moves(n, .strokeStart) || moves(n, .strokeEnd) || moves(n, .trimOffset)
                || frames.contains(where: { $0.strokeStart[n] > 0 || $0.strokeEnd[n] < 1 })
            trimmed.append(isTrimmed)
            if isTrimmed, !shape.dashPattern.isEmpty, mine.contains(.stroke) { mine.append(.trim) }
            parts.append(mine)
        }
        self.stems = stems
        self.parts = parts
        self.wraps = wraps
        self.trimmed = trimmed
        self.morphs = lowered.morphingNodes()
        self.dashed = shapes.indices.map { !shapes[$0].dashPattern.isEmpty && parts[$0].contains(.stroke) }
        self.fillGradient = shapes.map { !$0.isGroup && !$0.base.fillGradient.isNone }
        self.strokeGradient = shapes.map { !$0.isGroup && !$0.base.strokeGradient.isNone }
        let dashTrimmed = parts.map { $0.contains(.trim) }
        self.dashTrimmed = dashTrimmed
        let seams = CSSClosedTrim.seams(lowered, trimmed: trimmed, dashTrimmed: dashTrimmed, morphs: morphs)
        self.closedTrimSeams = seams
        // A dashed stroke's trim is the mask's dash keyframes, whatever its path (`CSSDashes`).
        self.variableTrim = shapes.indices.map { n in
            trimmed[n] && !dashTrimmed[n] && (!shapes[n].path.subpaths.contains(where: \.isClosed) || seams[n] != nil)
        }
        nodeChannels = shapes.indices.map(writtenChannels)
    }

    func id(_ node: Int, _ part: CSSPart) -> String { stems[node] + part.suffix }

    /// The element a channel of node `node` moves: a dashed stroke's trim moves its mask's path.
    func part(of channel: CSSChannel, node: Int) -> CSSPart {
        dashTrimmed[node] && channel.isTrim ? .trim : channel.part
    }

    /// The channels node `node` writes, in part order then channel order.
    func channels(of node: Int) -> [CSSChannel] { nodeChannels[node] }

    private func writtenChannels(of node: Int) -> [CSSChannel] {
        CSSChannel.allCases.filter { channel in
            guard parts[node].contains(part(of: channel, node: node)) else { return false }
            if channel == .dashPhase { return dashed[node] && !dashTrimmed[node] }
            if channel == .fillGradientGeometry || channel == .strokeGradientGeometry { return false } // SMIL alone
            if channel == .trimmedDashPhase || channel == .trimMaskWidth { return dashTrimmed[node] }
            if channel == .trimMaskPath { return dashTrimmed[node] && morphs[node] }
            if fillGradient[node], channel == .fillRGB || channel == .fillAlpha { return false }
            if strokeGradient[node], channel == .strokeRGB || channel == .strokeAlpha { return false }
            if CSSChannel.pathChannels.contains(channel) { return morphs[node] }
            if variableTrim[node] {
                if CSSChannel.dashChannels.contains(channel) { return false }
                return channel != .trimOffset || wraps[node]
            }
            if CSSChannel.variableChannels.contains(channel) { return false }
            return trimmed[node] || !channel.isTrim
        }
    }
}
