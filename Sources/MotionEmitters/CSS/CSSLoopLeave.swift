import MotionCompiler
import MotionRuntime

/// A `current` track written as a CSS transition, on a channel the source state's loop moves. Leaving
/// the state mid-loop, the transition must start from what the loop presents (the runtime starts the
/// next transition from that frame, as after an interrupt), but Chromium starts no CSS transition from
/// a value a CSS animation gives: it starts from the source state's rule. The script reads the
/// presented value before the switch and plays the transition from it (`CSSScript`).
struct CSSLoopLeave {
    var from: String
    var to: String
    var properties: [(element: String, property: String)]
}

extension CSSStyleSheet {
    /// True when `entry` leaves a state whose loop moves `channel` of node `node` with a `current` track on
    /// it: from the state at rest that track may not move (`current -> 0deg` from 0°), but from the loop's
    /// frame it does, so it is written as a CSS transition that the script replays, not held.
    func leavesLoopFromCurrent(_ entry: CSSEntry, node: Int, channel: CSSChannel, fit: CSSChannelFit) -> Bool {
        loopMoves(channel, node: node, in: entry.source) && fit.tracks.contains { $0.track.startsFromCurrent }
    }

    func loopMoves(_ channel: CSSChannel, node: Int, in state: LoweredState) -> Bool {
        state.loop?.timeline.tracks.contains { $0.node == node && channel.properties.contains($0.property) } ?? false
    }

    /// Notes the transition on `channel` of node `node` (element `element`) when `entry` leaves a state
    /// whose loop moves that channel.
    mutating func noteLoopLeave(_ entry: CSSEntry, node: Int, channel: CSSChannel, element: String) {
        guard let property = CSSRetarget.property(channel), loopMoves(channel, node: node, in: entry.source) else { return }
        if let i = loopLeaves.firstIndex(where: { $0.from == entry.source.name && $0.to == entry.destination.name }) {
            if !loopLeaves[i].properties.contains(where: { $0 == (element, property) }) { loopLeaves[i].properties.append((element, property)) }
        } else {
            loopLeaves.append(CSSLoopLeave(from: entry.source.name, to: entry.destination.name, properties: [(element, property)]))
        }
    }
}
