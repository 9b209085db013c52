import MotionCompiler
@testable import MotionEmitters
import Testing
import TestSupport

/// A restart into a looping state hands over to the loop at the transition's end (`semantics.md`,
/// the instant of rest), as the stylesheet's animation does: the script's animation, newer than the
/// loop's, must not hold its last keyframe over them.
@Suite struct CSSRestartIntoLoopTests {
    /// Random seed 1's way into its loop, shrunk: the rotation ends off the state (`fill none` shows
    /// the start again), which the loop, not the restart, shows from 0.31 s on.
    static func restarts(loop: Bool) throws -> [CSSRestart] {
        let spec = """
            control IntoLoop {
              size 120 x 80
              group g0 {
                shape g0s0 { path line((22.1, 72.1), (101.3, 41.9)) }
              }
              state st0 initial { g0.rotation 45deg }
              state st1 {
                g0.rotation 60deg
                \(loop ? "loop { g0.rotation 60deg -> 108deg -> 60deg for 0.45s }" : "")
              }
              transition st0 -> st1 { g0.rotation current -> 60deg at 0.13s for 0.18s fill none }
              transition st1 -> st0 for 0.3s { g0.rotation current -> 45deg }
            }
            """
        let lowered = try LottieTesting.lowered(spec, path: "into-loop.motion")
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "into-loop"))
        _ = sheet.text()
        return sheet.restarts
    }

    @Test func aRestartIntoALoopingStateDoesNotHoldItsLastKeyframe() throws {
        let into = try #require(try Self.restarts(loop: true).first { $0.from == "st0" && $0.to == "st1" })
        #expect(into.fill == "backwards")
        #expect(into.keyframes.last?.weight == [1], "it ends on its start, off the state")
        let held = try #require(try Self.restarts(loop: false).first { $0.from == "st0" && $0.to == "st1" })
        #expect(held.fill == "both", "without a loop the last frame holds, as the runtime's transition does")
    }
}
