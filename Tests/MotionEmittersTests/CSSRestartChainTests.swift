import MotionCompiler
@testable import MotionEmitters
import Testing
import TestSupport

/// Which `current` tracks the page may write as CSS transitions. Chromium starts no CSS transition
/// from a value a CSS animation gives, so a way out of a state that an animation may leave moving is
/// an animation the script restarts — and so is every way out of the states that way enters.
@Suite struct CSSRestartChainTests {
    /// `off` is entered by an animation (`on -> off` has no `current`), so `off -> busy` is one too,
    /// though its track alone could be a transition; then `busy` is left mid-flight by an animation,
    /// and `busy -> off` is one as well. Only the opacity, which no animation moves, stays a transition.
    static let spec = """
        control Chain {
          size 60 x 30
          shape knob { path oval(3, 3, 24, 24) }
          state off initial { knob.position (0, 0) }
          state on { knob.position (30, 0) }
          state busy {
            knob.position (15, 0)
            knob.opacity 0.4
          }
          transition off -> on for 0.4s { knob.position (0, 0) -> (30, 0) ease-in-out }
          transition on -> off for 0.4s { knob.position (30, 0) -> (0, 0) ease-in-out }
          transition * -> busy for 0.3s {
            knob.position current -> (15, 0) ease-out
            knob.opacity current -> 0.4
          }
          transition busy -> off for 0.3s {
            knob.position current -> (0, 0)
            knob.opacity current -> 1
          }
        }
        """

    static func sheet() throws -> CSSStyleSheet {
        let lowered = try LottieTesting.lowered(spec, path: "chain.motion")
        return CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "chain"))
    }

    @Test func statesAnAnimationMayLeaveMovingFollowTheWaysIn() throws {
        let sheet = try Self.sheet()
        #expect(sheet.statesAnimationMayHold(.translate, node: 0) == ["off", "on", "busy"])
        #expect(sheet.statesAnimationMayHold(.opacity, node: 0).isEmpty)
    }

    @Test func aWayOutOfAStateAnAnimationEnteredIsRestartedNotTransitioned() throws {
        var sheet = try Self.sheet()
        let css = sheet.text()
        #expect(!css.contains("transition: transform"), "\(css)")
        #expect(css.contains("transition: opacity 0.3s linear 0s;"))
        let restarted = sheet.restarts.filter { $0.kind == "translate" }.map { "\($0.from) -> \($0.to)" }
        #expect(restarted.sorted() == ["busy -> off", "off -> busy", "on -> busy"])
    }
}
