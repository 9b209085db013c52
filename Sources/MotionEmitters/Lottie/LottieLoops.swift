import MotionCompiler
import MotionDiagnostics
import MotionRuntime

/// A state's loop in the composition: one period (a pass, and its way back when it autoreverses) laid
/// out as a segment of its own after the state's hold, under the marker `<state> loop`, whose keys
/// are the period's, fitted as a transition's are. The file plays it once; a player loops the marker
/// (`tm` to `tm + dr`) for as long as the control rests in the state.
enum LottieLoops {
    static func marker(_ state: LoweredState) -> String { "\(state.name) loop" }

    /// An MS3010 note per loop whose period some channel samples: what, and the largest error (as
    /// `tracks` noted them while fitting the loop's segment).
    static func bakedNotes(_ control: LoweredControl, tracks: LottieTracks, fps: Double) -> [Diagnostic] {
        control.states.compactMap { state in
            guard let loop = state.loop, let baked = tracks.bakedLoops[state.name] else { return nil }
            return .baked("\(baked.reasons.joined(separator: ", ")) in the loop of state '\(state.name)'", for: .lottie, fps: fps,
                          largestError: baked.error, unit: "in the runtime's units", at: loop.span)
        }
    }
}
