import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// Channels under a group eased by `steps`: each of the group's jumps is a jump of every child, written
/// as a ramp that ends where Chromium's whole-microsecond clock sees it, so a page seeked onto a jump
/// shows the value after it, as the runtime does (`Tests/Fixtures/conformance/group-steps-jumps.motion`).
@Suite struct CSSGroupStepsTests {
    static func lowered() throws -> LoweredControl {
        try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/group-steps-jumps.motion"))
    }

    /// Where the fixture's groups jump: `steps(3, end)` over 0.15 s twice from 0, and `steps(3,
    /// jump-start)` over 0.15 s twice from 0.05 s.
    static let jumps = ["off": [0.05, 0.1, 0.15, 0.2, 0.25, 0.3], "on": [0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35]]

    @Test func everyJumpOfTheGroupIsABreakpointOfItsTracks() throws {
        let lowered = try Self.lowered()
        for transition in lowered.transitions {
            let placements = CSSTrackPlacement.placements(of: transition.root, tracks: transition.timeline.tracks)
            let expected = try #require(Self.jumps[transition.from ?? ""])
            for (track, placement) in zip(transition.timeline.tracks, placements) {
                for t in expected {
                    #expect(placement.breakpoints.contains { abs($0 - t) < 1e-12 },
                            "\(transition.from ?? "*") -> \(transition.to): \(lowered.nodes[track.node].name).\(track.property.name) has no breakpoint at \(t)")
                }
            }
        }
    }

    /// Played at each jump as Chromium sees it (the time floored to a whole microsecond) the keyframes
    /// show what the runtime shows at the jump; a microsecond earlier, what it shows just before.
    @Test func theKeyframesJumpWhereChromiumsClockSeesTheJump() throws {
        let played = try CSSEdgePlay.compare(try Self.lowered(), edges: Self.jumps)
        for miss in played.misses { Issue.record("\(miss)") }
        #expect(played.checked > 100)
    }
}
