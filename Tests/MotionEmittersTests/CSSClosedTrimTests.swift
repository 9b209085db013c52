import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A closed path's trim is drawn from its raw ends (each restarted on its own) only where a way out of
/// a state depends on where it starts and the state can be left with the trim moving; elsewhere it keeps
/// its clamped dash keyframes.
@Suite struct CSSClosedTrimTests {
    static func elements(_ path: String) throws -> CSSElements {
        let lowered = try CSSFixture.lowered(Repository.sourceFile(path))
        return CSSElements(lowered, root: "x")
    }

    @Test func aTrimWhoseWayOutDependsOnItsStartIsDrawnFromItsEnds() throws {
        let elements = try Self.elements("Tests/Fixtures/conformance/closed-trim-restart.motion")
        // s0: a `current` start and an end begun later; s1: an end begun later (seed 22).
        #expect(elements.variableTrim == [true, true])
        #expect(elements.closedTrimSeams.allSatisfy { $0 != nil })
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/closed-trim-restart.motion"))
        var sheet = CSSStyleSheet(lowered, elements: elements)
        let text = sheet.text()
        for (node, element) in [("s0", "x-s0-stroke"), ("s1", "x-s1-stroke")] {
            #expect(sheet.restarts.contains { $0.element == element && $0.kind == "--motion-trim-end" }, "\(node)")
            #expect(!text.contains("x-\(node)-st0-to-st2-dash-array"), "\(node)")
        }
        #expect(sheet.restarts.contains { $0.element == "x-s0-stroke" && $0.kind == "--motion-trim-start" })
    }

    @Test func aTrimNoWayOutRestartsKeepsItsDash() throws {
        // held-closed-trim: the way that moves the trim starts at once and fills forwards; the ways that
        // leave it alone hold it. day-night-switch's border: its tracks cover their transitions.
        #expect(try Self.elements("Tests/Fixtures/conformance/held-closed-trim.motion").variableTrim == [false])
        #expect(try Self.elements("specs/day-night-switch.motion").closedTrimSeams.allSatisfy { $0 == nil })
    }

    @Test func flatSwitchsCircleIsDrawnFromItsEnds() throws {
        // `on -> off` begins the circle's strokeEnd at 0.15 s without a backwards fill: until then it shows
        // the end on screen, which `off -> on` may have left anywhere (an interrupt). The trail is never trimmed.
        let lowered = try CSSFixture.lowered(Repository.sourceFile("specs/flat-switch.motion"))
        let elements = CSSElements(lowered, root: "x")
        let circle = try #require(lowered.scene.nodes.firstIndex { $0.name == "circle" })
        #expect(elements.closedTrimSeams[circle] != nil)
        #expect(elements.closedTrimSeams.enumerated().allSatisfy { $0.offset == circle || $0.element == nil })
    }

    @Test func aWholeDashBreaksInTheMiddleOfTheLongestSegment() {
        // A 3-4-5 triangle from (0, 0): sides 4, 5 (the hypotenuse, the longest) and 3; its middle lies
        // at 4 + 2.5 of 12.
        var builder = MotionPathBuilder()
        builder.move(to: MotionPoint(0, 0))
        builder.line(to: MotionPoint(4, 0))
        builder.line(to: MotionPoint(0, 3))
        builder.close()
        #expect(abs(CSSClosedTrim.seamPoint(builder.path) - 6.5 / 12) < 1e-12)
    }
}
