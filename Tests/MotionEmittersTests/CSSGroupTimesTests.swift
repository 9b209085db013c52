import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A track's breakpoints through groups that repeat, autoreverse or ease (`CSSGroupTimes`): each of its
/// begins, key times and ends is a breakpoint wherever the group's time meets it again, so the page's
/// keyframes jump and bend where the runtime does (`reverse-pass-springs.motion`, `eased-group-steps.motion`).
@Suite struct CSSGroupTimesTests {
    static func lowered(_ fixture: String) throws -> LoweredControl {
        try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/\(fixture).motion"))
    }

    static func expectBreakpoints(_ expected: [Double], in placement: CSSTrackPlacement, _ what: String) {
        for t in expected {
            #expect(placement.breakpoints.contains { abs($0 - t) < 1e-12 }, "\(what) has no breakpoint at \(t): \(placement.breakpoints)")
        }
    }

    /// An autoreversing loop's period plays its spring (0…0.32 s) forward, then back at its end.
    @Test func anAutoreversingLoopMeetsItsSpringAgainAtThePeriodsEnd() throws {
        let lowered = try Self.lowered("reverse-pass-springs")
        let state = try #require(lowered.states.first { $0.name == "idle" })
        let period = try #require(state.loop).onePeriod(state: state.name)
        #expect(abs(period.duration - 1.64) < 1e-12)
        let placement = try #require(CSSTrackPlacement.placements(of: period.root, tracks: period.timeline.tracks).first)
        Self.expectBreakpoints([0, 0.32, 1.64 - 0.32, 1.64], in: placement, "the loop's s0.scale")
    }

    /// `repeat 2` (key times 0, 0.3 and 1 of 0.11 s) inside a 0.59 s autoreversing group: every pass's
    /// times forward, and mirrored about the group's turn on the way back.
    @Test func anAutoreversingGroupMirrorsEveryPassOfItsTrack() throws {
        let lowered = try Self.lowered("reverse-pass-springs")
        let transition = try #require(lowered.transitions.first { $0.from == "rest" })
        let placements = CSSTrackPlacement.placements(of: transition.root, tracks: transition.timeline.tracks)
        let forward = [0, 0.033, 0.11, 0.143, 0.22]
        Self.expectBreakpoints(forward + forward.map { 1.18 - $0 }, in: placements[1], "rest -> idle's spring")
    }

    /// Under `ease-out` the track's step edges (0.032 s apart, forward to 0.16 s and back until the group
    /// ends at 0.22 s) are breakpoints where the group's curve reaches them.
    @Test func anEasedGroupPutsEachStepEdgeWhereItsCurveReachesIt() throws {
        let lowered = try Self.lowered("eased-group-steps")
        let state = try #require(lowered.states.first { $0.name == "st0" })
        let period = try #require(state.loop).onePeriod(state: state.name)
        let placement = try #require(CSSTrackPlacement.placements(of: period.root, tracks: period.timeline.tracks).first)
        let seen = placement.breakpoints.filter { $0 < 0.22 }.map { MotionTimingFunction.easeOut.value(at: $0 / 0.22, duration: 0.22) * 0.22 }
        let edges = (0...5).map { 0.032 * Double($0) } + [0.192]
        for edge in edges {
            #expect(seen.contains { abs($0 - edge) < 1e-12 }, "no breakpoint where the group's time reaches \(edge): \(seen)")
        }
    }
}
