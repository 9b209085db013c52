import MotionCompiler
import MotionRuntime

/// Closed paths whose trim the page draws from its raw ends, as an open path's (`CSSChannel.trimStart`,
/// `trimEnd`: registered numbers each end moves on its own, the dash computed with `clamp()`).
///
/// A closed path's trim is otherwise its clamped dash array, offset and visibility, keyframed: the dash
/// (`clamp(e) − clamp(s)`) reads both ends, so a replay from the dash on screen cannot tell which end a
/// piece of motion depends on, and no restart can say it. Where a way out of a state depends on where
/// it starts (a `current` end, a track that begins later or ends early without a fill) and the state can
/// be left with its trim moving, the trim is drawn from its ends, which the script restarts each on its own.
///
/// A whole trim must show no seam: Core Animation strokes a closed path whose trim is 0…1 with a join
/// where it meets its start, while a dash that covers the path (dash 1, offset 0) is an open piece
/// there (measured in Chromium: a triangle's mitred start corner cut, 322 pixels at width 24). The
/// formula moves the break of a whole dash (`1 0`, a gap of zero) to the middle of the path's longest
/// segment, where the path is smooth and the two butt ends meet flush (`seamPoint`).
enum CSSClosedTrim {
    /// Per node, where a whole dash breaks (a fraction of the path) when the node's closed trim is drawn
    /// from its raw ends; nil for every other node.
    static func seams(_ lowered: LoweredControl, trimmed: [Bool], dashTrimmed: [Bool], morphs: [Bool]) -> [Double?] {
        let nodes = lowered.scene.nodes
        let candidates = nodes.indices.filter { n in
            !nodes[n].isGroup && trimmed[n] && !dashTrimmed[n] && !morphs[n]
                && nodes[n].path.subpaths.count == 1 && nodes[n].path.subpaths[0].isClosed
        }
        var out = [Double?](repeating: nil, count: nodes.count)
        guard !candidates.isEmpty else { return out }
        let moved = CSSMovedProperties(lowered)
        let movable = movableTrimProperties(lowered, nodes: candidates)
        var restarting = Set<Int>()
        // Alike nodes (the same tracks from the same ends) answer alike: each playback is tried once.
        var answers: [StartQuestion: Bool] = [:]
        for destination in lowered.states {
            for source in lowered.states where source.name != destination.name {
                guard let transition = lowered.transition(from: source.name, to: destination.name) else { continue }
                let tracked = Set(transition.timeline.tracks.filter { trimProperties.contains($0.property) }.map(\.node))
                let open = candidates.filter { n in
                    !restarting.contains(n) && tracked.contains(n) && leftMoving(source, node: n, lowered: lowered, moved: moved)
                }
                guard !open.isEmpty else { continue }
                let split = NodePlaybacks(transition.starting(from: source.restingFrame))
                for n in open {
                    let own = split.playbacks[n], moving = movable[n] ?? []
                    let question = StartQuestion(own, moving: moving)
                    let answer = answers[question] ?? dependsOnStart(own, moving: moving)
                    answers[question] = answer
                    if answer { restarting.insert(n) }
                }
            }
        }
        for n in restarting { out[n] = seamPoint(nodes[n].path) }
        return out
    }

    static let trimProperties: [MotionProperty] = [.strokeStart, .strokeEnd, .trimOffset]

    /// True when `state` can be left while node `node`'s trim shows another value than the state's: a
    /// way into it (or its loop) moves the trim, or comes from a state whose trim differs (which shows
    /// until that way is over).
    static func leftMoving(_ state: LoweredState, node: Int, lowered: LoweredControl, moved: CSSMovedProperties) -> Bool {
        if moved.movesInto(state.name, .dashArray, node: node) { return true }
        return lowered.states.contains { other in
            other.name != state.name && lowered.transition(from: other.name, to: state.name) != nil
                && trimProperties.contains { other.frame[$0, node] != state.frame[$0, node] }
        }
    }

    /// Per node, the trim properties a start can hold off a state's value: those some transition or
    /// loop moves, or that differ between states. One no motion moves and every state agrees on is the
    /// same from every start.
    static func movableTrimProperties(_ lowered: LoweredControl, nodes: [Int]) -> [Int: Set<MotionProperty>] {
        let wanted = Set(nodes)
        var out: [Int: Set<MotionProperty>] = [:]
        let timelines = lowered.transitions.map(\.timeline) + lowered.states.compactMap { $0.loop?.timeline }
        for timeline in timelines {
            for track in timeline.tracks where wanted.contains(track.node) && trimProperties.contains(track.property) {
                out[track.node, default: []].insert(track.property)
            }
        }
        for n in nodes {
            for property in trimProperties where lowered.states.contains(where: { $0.frame[property, n] != lowered.states[0].frame[property, n] }) {
                out[n, default: []].insert(property)
            }
        }
        return out
    }

    /// What `dependsOnStart` reads of a node's own playback: its tracks and timing, its trim at the start
    /// and the properties tried.
    struct StartQuestion: Hashable {
        var timeline: MotionTimeline
        var duration: Double
        var start: [Double]
        var moving: Set<MotionProperty>

        init(_ own: MotionTransition<String>, moving: Set<MotionProperty>) {
            timeline = own.timeline
            duration = own.duration
            let base = own.base
            start = base.nodeCount == 1 ? [base.strokeStart[0], base.strokeEnd[0], base.trimOffset[0]] : []
            self.moving = moving
        }
    }

    /// True when the node's trim over its own playback (node 0) differs when it starts from other ends:
    /// each of the `moving` properties moved by a different amount, compared on an even grid and at the end.
    static func dependsOnStart(_ own: MotionTransition<String>, moving: Set<MotionProperty>) -> Bool {
        guard own.base.nodeCount == 1, !moving.isEmpty else { return false }
        var start = own.base
        if moving.contains(.strokeStart) { start.strokeStart[0] += 0.0371 }
        if moving.contains(.strokeEnd) { start.strokeEnd[0] -= 0.0523 }
        if moving.contains(.trimOffset) { start.trimOffset[0] += 0.0617 }
        let other = own.starting(from: start)
        var a = own.base, b = start
        let steps = 64
        for k in 0...steps {
            let t = own.duration * Double(k) / Double(steps)
            own.sample(at: t, into: &a)
            other.sample(at: t, into: &b)
            if abs(a.strokeStart[0] - b.strokeStart[0]) > 1e-12 || abs(a.strokeEnd[0] - b.strokeEnd[0]) > 1e-12
                || abs(a.trimOffset[0] - b.trimOffset[0]) > 1e-12 { return true }
        }
        return false
    }

    /// The middle of the path's longest segment, as a fraction of its length: a point inside a segment
    /// is smooth (a line's, or a curve's without a cusp), so the butt ends of a dash broken there meet
    /// flush, and a round or square cap lies inside the stroke on either side.
    static func seamPoint(_ path: MotionPath) -> Double {
        let lengths = path.cubics.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0, let longest = lengths.indices.max(by: { lengths[$0] < lengths[$1] }) else { return 0 }
        return (lengths[..<longest].reduce(0, +) + lengths[longest] / 2) / total
    }

    /// The dash of a closed path's trim from its raw ends (`CSSStyleSheet.trimFormulas` for an open
    /// path's): while the trim is whole (`clamp(e) − clamp(s)` is 1) the gap is zero and the dash begins
    /// at `seam`, so the break lies where the path is smooth; else the dash runs from S to E.
    static func formulas(wraps: Bool, seam: Double, start: String, dash: String) -> String {
        let whole = "clamp(0, (\(dash) - 1) * 1e12 + 1, 1)"
        let gap = wraps ? "calc(1 - \(dash))" : "calc(1 - \(whole))"
        let from = wraps ? "(\(start) + var(--motion-trim-offset))" : start
        let offset = "calc(-1 * (\(from) * (1 - \(whole)) + \(CSSNumber.text(seam)) * \(whole)))"
        return "stroke-dasharray: calc(\(dash)) \(gap); stroke-dashoffset: \(offset); "
    }
}
