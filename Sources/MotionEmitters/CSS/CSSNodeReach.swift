import MotionCompiler
import MotionRuntime

extension CSSChannel {
    /// Whether the channel's error moves a point in proportion to its distance from the anchor, so
    /// its tolerance depends on how far the node reaches (`CSSChannelFit.reach`).
    var dependsOnReach: Bool { self == .scale || self == .rotate }
}

extension CSSStyleSheet {
    /// Each node's children, in node order: found once, so that a group's reach costs its own
    /// children rather than a scan of the whole control.
    static func children(_ lowered: LoweredControl) -> [[Int]] {
        var out = Array(repeating: [Int](), count: lowered.nodes.count)
        for (child, node) in lowered.nodes.enumerated() {
            if let parent = node.parent, out.indices.contains(parent) { out[parent].append(child) }
        }
        return out
    }

    /// `reach(of:_:)` for a channel that needs it, else 0 (no bound: the channel's own tolerance).
    func reach(of node: Int, _ entry: CSSEntry, for channel: CSSChannel) -> Double {
        channel.dependsOnReach ? reach(of: node, entry) : 0
    }

    /// How far from its anchor a node's own drawing reaches (px, in its own coordinates), doubled for
    /// what tracks pass through between the frames looked at (keyframes, overshoot): for a shape its
    /// path's box widened by the stroke (a miter or a square cap reaching farthest) and its shadow;
    /// for a group its children's reach, scaled and moved as they are. Looked at in `frames` and in
    /// every state. Nil where nothing bounds it (a group without children).
    ///
    /// A scale or rotation error moves a point in proportion to its distance from the anchor, so this
    /// sets the tolerance of those channels' bakes: bounded by the view box alone, a small node in a
    /// very large control asked for a precision no bake reaches, and every bake ran to its limits.
    func drawnReach(of node: Int, frames: [MotionFrame]) -> Double? {
        let all = frames + lowered.states.map(\.frame)
        return ownReach(of: node, frames: all).map { 2 * $0 }
    }

    private func ownReach(of node: Int, frames: [MotionFrame]) -> Double? {
        guard lowered.nodes.indices.contains(node) else { return nil }
        var out = 0.0
        if lowered.nodes[node].isGroup {
            var counted = 0
            for child in children[node] {
                guard let reach = ownReach(of: child, frames: frames) else { return nil }
                counted += 1
                for frame in frames where child < frame.nodeCount {
                    // The child's anchor lands at its anchor moved by its position; its points lie
                    // within its reach, scaled, of there.
                    let landed = MotionPoint(frame.anchor[child].x + frame.position[child].x, frame.anchor[child].y + frame.position[child].y)
                    let d = MotionPoint(landed.x - frame.anchor[node].x, landed.y - frame.anchor[node].y)
                    let s = max(abs(frame.scale[child].x), abs(frame.scale[child].y))
                    out = max(out, (d.x * d.x + d.y * d.y).squareRoot() + s * reach)
                }
            }
            guard counted > 0 else { return nil }
        } else {
            let style = lowered.nodes[node].style
            let spread = style.map { $0.lineJoin == .miter ? max($0.miterLimit, 2.0.squareRoot()) : 2.0.squareRoot() }
                ?? 2.0.squareRoot()
            for frame in frames where node < frame.nodeCount {
                guard let box = frame.path[node].bounds else { continue }
                let a = frame.anchor[node]
                let offset = frame.shadowOffset[node]
                let pad = abs(frame.lineWidth[node]) / 2 * spread
                    + (offset.x * offset.x + offset.y * offset.y).squareRoot() + 2 * abs(frame.shadowBlur[node])
                for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
                    out = max(out, ((x - a.x) * (x - a.x) + (y - a.y) * (y - a.y)).squareRoot() + pad)
                }
            }
        }
        return out.isFinite && out > 0 ? out : nil
    }
}
