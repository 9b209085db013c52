import MotionCompiler
import MotionDiagnostics
import MotionRuntime
import MotionSpecGenerator
import Testing
@testable import MotionEmitters

/// A loop's MS3010 note (why its period is sampled, and the largest error) is taken from the keys
/// `LottieTracks` fits node by node for the file, not measured again per channel over the whole
/// control (which grew with the square of the looping shapes). Over random specs with loops, the notes
/// must say what the whole-control measurement says, reason for reason and to the bit in the error.
@Suite struct LottieLoopNotesTests {
    /// The note per looping state as it was measured before: every channel's keys built over the whole
    /// control's period, with every track's placement.
    static func wholeControlNotes(_ control: LoweredControl, channels: [LottieChannel], fps: Double) -> [String: (reasons: [String], error: Double)] {
        var out: [String: (reasons: [String], error: Double)] = [:]
        for state in control.states {
            guard let loop = state.loop else { continue }
            let frames = RuntimeFrames(loop.onePeriod(state: state.name), fps: fps)
            let placements = TrackPlacement.all(in: frames.playback.root)
            var reasons: [String] = [], error = 0.0
            for channel in channels {
                let built = SegmentKeyBuilder(channel: channel, playback: frames.playback, placements: placements, fps: fps, frames: frames).build()
                guard let reason = built.bakedBecause else { continue }
                if !reasons.contains(reason) { reasons.append(reason) }
                error = max(error, built.error)
            }
            if !reasons.isEmpty { out[state.name] = (reasons, error) }
        }
        return out
    }

    @Test func notesFittedNodeByNodeSayWhatTheWholeControlSays() throws {
        var loops = 0, notes = 0
        for seed in UInt64(9_000)..<9_060 {
            let text = RandomSpecGenerator.spec(seed: seed).dsl()
            let file = SourceFile(path: "random-\(seed).motion", bytes: Array(text.utf8))
            guard let control = Pipeline.run(file).lowered, control.states.contains(where: { $0.loop != nil }) else { continue }
            loops += 1
            for fps in [seed % 2 == 0 ? 30.0 : 60.0] {
                let document = LottieDocument(control, fps: fps)
                let expected = Self.wholeControlNotes(control, channels: document.channels, fps: fps)
                let found = document.tracks.bakedLoops
                #expect(Set(found.keys) == Set(expected.keys), "seed \(seed) at \(fps) fps")
                for (state, note) in expected {
                    #expect(found[state]?.reasons == note.reasons, "seed \(seed), state \(state), \(fps) fps")
                    #expect(found[state]?.error == note.error, "seed \(seed), state \(state), \(fps) fps")
                }
                let diagnostics = LottieLoops.bakedNotes(control, tracks: document.tracks, fps: fps)
                #expect(diagnostics.count == expected.count)
                #expect(diagnostics.allSatisfy { $0.code.description == "MS3010" && $0.message.contains("in the loop of state") })
                notes += expected.count
            }
        }
        // Not vacuous: many specs loop, and many loops are sampled.
        #expect(loops >= 40)
        #expect(notes >= 40)
    }
}
