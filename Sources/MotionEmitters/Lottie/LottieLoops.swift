import MotionCompiler
import MotionRuntime

/// A state's loop in the composition: one period (a pass, and its way back when it autoreverses) laid
/// out as a segment of its own after the state's hold, under the marker `<state> loop`, whose keys
/// are the period's, fitted as a transition's are. The file plays it once; a player loops the marker
/// (`tm` to `tm + dr`) for as long as the control rests in the state.
enum LottieLoops {
    static func marker(_ state: LoweredState) -> String { "\(state.name) loop" }

    /// The period of `state`'s loop as runtime frames, for `SegmentKeyBuilder`.
    static func frames(_ state: LoweredState, fps: Double) -> RuntimeFrames? {
        state.loop.map { RuntimeFrames($0.onePeriod(state: state.name), fps: fps) }
    }

    /// The keys of `channel` over one period, from the segment's start.
    static func keys(_ channel: LottieChannel, frames: RuntimeFrames, fps: Double) -> [LottieKey] {
        let playback = frames.playback
        let placements = TrackPlacement.all(in: playback.root)
        return SegmentKeyBuilder(channel: channel, playback: playback, placements: placements, fps: fps, frames: frames).build().keys
    }
}
