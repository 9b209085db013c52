import MotionCompiler
import MotionRuntime

/// Leaving a looping state mid-loop, the runtime starts the next transition from the frame the loop
/// presents, as after an interrupt. Chromium starts no CSS transition from a value a CSS animation
/// gives, so a channel the loop moves is never left by a CSS transition (`animationMayHold`): where the
/// way out depends on its start, the script replays it from the value on screen (`CSSRestart`, whose
/// starts span what the loop shows); elsewhere it is held (`CSSHold`) or plays as from the state.
extension CSSStyleSheet {
    /// True when `entry` leaves a state whose loop moves `channel` of node `node` with a `current` track on
    /// it: from the state at rest that track may not move (`current -> 0deg` from 0°), but from the loop's
    /// frame it does, so it is written as an animation the script replays, not left to the state's rule.
    func leavesLoopFromCurrent(_ entry: CSSEntry, node: Int, channel: CSSChannel, fit: CSSChannelFit) -> Bool {
        loopMoves(channel, node: node, in: entry.source) && fit.tracks.contains { $0.track.startsFromCurrent }
    }

    func loopMoves(_ channel: CSSChannel, node: Int, in state: LoweredState) -> Bool {
        moved.loopMoves(state.name, channel, node: node)
    }
}
