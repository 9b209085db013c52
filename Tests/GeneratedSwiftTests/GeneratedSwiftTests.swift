import MotionCompiler
import MotionRuntime
import Testing
import TestSupport

/// The generated Swift (the goldens, compiled as this target's sources) against the runtime: the
/// spec lowered by the compiler and sampled with `MotionRuntime` is the definition of the motion.
@Suite struct GeneratedSwiftTests {
    static let specs = GeneratedControl.all.map(\.spec)

    static func generated(_ spec: String) throws -> GeneratedControl {
        try #require(GeneratedControl.all.first { $0.spec == spec })
    }

    @Test func everySpecIsCompiledHere() throws {
        let expected = try Repository.files(in: "specs", suffix: ".motion") + Repository.files(in: "Tests/Fixtures/swift", suffix: ".motion")
        #expect(Set(Self.specs) == Set(expected))
    }

    @Test(arguments: specs)
    func geometryAndSceneAreTheLoweredOnes(_ spec: String) throws {
        let lowered = try Lowered.control(spec), generated = try Self.generated(spec)
        #expect(generated.paths == lowered.scene.nodes.map(\.path), "paths are the lowered paths, bit for bit")
        #expect(generated.scene == lowered.scene)
        #expect(generated.states == lowered.states.map(\.name))
    }

    @Test(arguments: specs)
    func statesAtRestAreTheLoweredFrames(_ spec: String) throws {
        let lowered = try Lowered.control(spec), generated = try Self.generated(spec)
        for state in lowered.states {
            #expect(generated.stateFrame(state.name) == state.frame, "\(spec): state \(state.name)")
        }
    }

    /// Every transition from every state, at every 10 ms, 60 even steps, the key times and past its end: the generated
    /// `frame(at:)` equals the runtime sampling the lowered timeline to 1e-9.
    @Test(arguments: specs)
    func transitionsMoveAsTheRuntime(_ spec: String) throws {
        let lowered = try Lowered.control(spec), generated = try Self.generated(spec)
        var checked = 0
        for source in lowered.states {
            for destination in lowered.states where destination.name != source.name {
                let expected = lowered.transition(from: source.name, to: destination.name)
                let actual = generated.transition(source.name, destination.name)
                #expect((expected == nil) == (actual == nil), "\(spec): \(source.name) -> \(destination.name)")
                guard let expected, let actual else { continue }
                let playback = expected.starting(from: source.restingFrame)
                #expect(actual.duration == expected.duration)
                #expect(actual.timeline == playback.timeline, "the timeline is the lowered one, bit for bit")
                #expect(actual.cues.map(\.name) == expected.cues.map(\.name))
                #expect(actual.cues.map(\.time) == expected.cues.map(\.time))
                var times: [Double] = []
                var step = 0
                while Double(step) * 0.01 <= expected.duration + 1e-12 { times.append(Double(step) * 0.01); step += 1 }
                times += [expected.duration, expected.duration + 0.05]
                // And, as the conformance suite samples: 60 even steps and every track's key times
                // (from its own begin; nested groups shift them, which only adds more sample times).
                times += (0...60).map { expected.duration * Double($0) / 60 }
                for track in playback.timeline.tracks {
                    times += track.keyframes.keyTimes.map { track.timing.begin + $0 * track.timing.duration }
                }
                for t in times {
                    let error = largestDifference(actual.frame(t), playback.frame(at: t))
                    #expect(error <= 1e-9, "\(spec): \(source.name) -> \(destination.name) at \(t)s differs by \(error)")
                    checked += 1
                }
            }
        }
        #expect(checked > 20)
    }

    /// A transition interrupted mid-flight continues from what is on screen: the generated restart
    /// equals the runtime started from the same presented frame.
    @Test(arguments: specs)
    func transitionsRestartFromAPresentedFrame(_ spec: String) throws {
        let lowered = try Lowered.control(spec), generated = try Self.generated(spec)
        guard let first = lowered.states.first, let second = lowered.states.dropFirst().first,
              let forward = generated.transition(first.name, second.name),
              let backward = lowered.transition(from: second.name, to: first.name),
              let generatedBackward = generated.transition(second.name, first.name) else {
            Issue.record("\(spec) needs transitions both ways")
            return
        }
        let presented = forward.frame(forward.duration * 0.4)
        let expected = backward.starting(from: presented)
        let actual = generatedBackward.restart(presented)
        for step in 0...60 {
            let t = expected.duration * Double(step) / 60
            #expect(largestDifference(actual.frame(t), expected.frame(at: t)) <= 1e-9, "\(spec) restarted at \(t)s")
        }
        let tracksFromCurrent = expected.timeline.tracks.filter(\.startsFromCurrent)
        for track in tracksFromCurrent {
            // A `current` track starts where the interrupted transition was.
            #expect(difference(actual.frame(0)[track.property, track.node], presented[track.property, track.node]) <= 1e-12)
            #expect(actual.timeline.tracks.contains { $0.node == track.node && $0.property == track.property
                && $0.keyframes.values.first == presented[track.property, track.node] })
        }
    }
}
