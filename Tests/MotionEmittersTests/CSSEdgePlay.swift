import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing

/// Each channel's keyframes played at edges (per source state) as Chromium's clock sees them, and a
/// microsecond earlier, against the runtime at the edge and a microsecond before it.
enum CSSEdgePlay {
    struct Played {
        var checked = 0
        /// Edges where the runtime's value a microsecond before differs from the one at the edge.
        var jumps = 0
        var misses: [String] = []
    }

    static func compare(_ lowered: LoweredControl, edges bySource: [String: [Double]]) throws -> Played {
        let elements = CSSElements(lowered, root: "x")
        let sheet = CSSStyleSheet(lowered, elements: elements)
        var played = Played()
        for entry in sheet.entries {
            let placements = CSSTrackPlacement.placements(of: entry.transition.root, tracks: entry.playback.timeline.tracks)
            let split = NodePlaybacks(entry.playback)
            let edges = try #require(bySource[entry.source.name])
            for n in lowered.scene.nodes.indices {
                for channel in elements.channels(of: n) {
                    var fit = CSSChannelFit(channel: channel, node: n, playback: entry.playback, split: split, placements: placements,
                                            wraps: elements.wraps[n])
                    let keyframes = fit.fit().keyframes
                    for edge in edges {
                        let seen = CSSChannelFit.clockEdge(edge)
                        let after = channel.values(entry.playback.frame(at: edge), node: n, wraps: elements.wraps[n])
                        let before = channel.values(entry.playback.frame(at: edge - 1e-6), node: n, wraps: elements.wraps[n])
                        if after != before { played.jumps += 1 }
                        for (t, exact) in [(seen, after), (seen - 1e-6, before)] {
                            let css = CSSCurveTests.play(keyframes, at: t)
                            for j in exact.indices {
                                played.checked += 1
                                if abs(exact[j] - css[j]) > 1e-9 * max(1, abs(exact[j])) {
                                    played.misses.append("\(entry.source.name) -> \(entry.destination.name) \(lowered.nodes[n].name).\(channel) at \(t): css \(css[j]) runtime \(exact[j])")
                                }
                            }
                        }
                    }
                }
            }
        }
        return played
    }
}
