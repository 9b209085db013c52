import MotionCompiler
import MotionDiagnostics
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
        builder(channel, frames: frames, fps: fps).build().keys
    }

    static func builder(_ channel: LottieChannel, frames: RuntimeFrames, fps: Double) -> SegmentKeyBuilder {
        let playback = frames.playback
        return SegmentKeyBuilder(channel: channel, playback: playback, placements: TrackPlacement.all(in: playback.root), fps: fps,
                                 frames: frames)
    }

    /// An MS3010 note per loop whose period some channel samples: what, and the largest error.
    static func bakedNotes(_ control: LoweredControl, channels: [LottieChannel], fps: Double) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for state in control.states {
            guard let loop = state.loop, let frames = frames(state, fps: fps) else { continue }
            var reasons: [String] = []
            var error = 0.0
            for channel in channels {
                let built = builder(channel, frames: frames, fps: fps).build()
                guard let reason = built.bakedBecause else { continue }
                if !reasons.contains(reason) { reasons.append(reason) }
                error = max(error, built.error)
            }
            guard !reasons.isEmpty else { continue }
            out.append(.baked("\(reasons.joined(separator: ", ")) in the loop of state '\(state.name)'", for: .lottie, fps: fps,
                              largestError: error, unit: "in the runtime's units", at: loop.span))
        }
        return out
    }
}
