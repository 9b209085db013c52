import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A group without a forwards fill that ends after its tracks: from its end on the base shows, so each
/// track's held last value jumps back there. The group's begin and end are breakpoints of its tracks'
/// channels, written as a jump's ramp that ends where Chromium's whole-microsecond clock sees the end
/// (`Tests/Fixtures/conformance/group-end-base.motion`).
@Suite struct CSSGroupEndTests {
    static func lowered() throws -> LoweredControl {
        try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/group-end-base.motion"))
    }

    /// Where the fixture's groups begin or end while a value jumps there, per source state: the rotation's
    /// group ends at 0.23 s, the opacity's at 0.45 s, the width's outer group begins at 0.1 s and its inner
    /// group ends at 0.35 s; on the way back one group ends at 0.17 s.
    static let edges = ["st2": [0.1, 0.23, 0.35, 0.45], "st1": [0.17]]

    @Test func everyGroupEdgeIsABreakpointOfItsTracks() throws {
        let lowered = try Self.lowered()
        for transition in lowered.transitions {
            let placements = CSSTrackPlacement.placements(of: transition.root, tracks: transition.timeline.tracks)
            let edges = try #require(Self.edges[transition.from ?? ""])
            for t in edges {
                #expect(placements.contains { $0.breakpoints.contains { abs($0 - t) < 1e-12 } },
                        "\(transition.from ?? "*") -> \(transition.to): no track has a breakpoint at \(t)")
            }
        }
    }

    /// At each edge as Chromium sees it the keyframes show what the runtime shows there (the base, after
    /// the jump), and a microsecond earlier what it shows just before.
    @Test func theKeyframesJumpToTheBaseWhereChromiumsClockSeesTheEnd() throws {
        let played = try CSSEdgePlay.compare(try Self.lowered(), edges: Self.edges)
        for miss in played.misses { Issue.record("\(miss)") }
        // The rotation, the opacity and the width each jump at their edges, both ways.
        #expect(played.jumps >= 5)
    }
}
