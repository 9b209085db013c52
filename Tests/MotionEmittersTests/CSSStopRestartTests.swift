import MotionCompiler
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// Gradient stops after an interrupt (`Tests/Fixtures/conformance/gradient-interrupt.motion`): the
/// stop channels are replayed by the script from what is on screen as other channels are, their
/// numbers written one custom property each.
@Suite struct CSSStopRestartTests {
    static func sheet() throws -> (CSSStyleSheet, String) {
        let lowered = try CSSFixture.lowered(Repository.sourceFile("Tests/Fixtures/conformance/gradient-interrupt.motion"))
        var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"))
        let text = sheet.text()
        return (sheet, text)
    }

    @Test func stopChannelsThatDependOnTheirStartAreRestarted() throws {
        let (sheet, _) = try Self.sheet()
        let found = Set(sheet.restarts.map { "\($0.from)->\($0.to) \($0.element) \($0.kind)" })
        // The tile's `current` tracks begin later, so before they begin the stops show their start; the
        // disc shows b's stops all through `b -> a`, which moves none, so `a -> b` may start elsewhere.
        for expected in ["a->b x-tile-fill-gradient fill-stop-rgb", "a->b x-tile-fill-gradient fill-stop-alpha",
                         "b->a x-tile-fill-gradient fill-stop-rgb", "b->a x-tile-fill-gradient fill-stop-alpha",
                         "a->b x-disc-fill-gradient fill-stop-rgb", "a->b x-disc-fill-gradient fill-stop-alpha"] {
            #expect(found.contains(expected), "\(expected) in \(found.sorted())")
        }
    }

    /// A restart's keyframes are the runtime's motion from any start: played from a start between the
    /// states, each keyframe is constant + weight · start of what the runtime shows there.
    @Test func aRestartPlaysTheRuntimeFromTheStartOnScreen() throws {
        let (sheet, _) = try Self.sheet()
        let restart = try #require(sheet.restarts.first { $0.from == "b" && $0.to == "a" && $0.kind == "fill-stop-rgb" && $0.element == "x-tile-fill-gradient" })
        let entry = try #require(sheet.entries.first { $0.source.name == "b" && $0.destination.name == "a" })
        let tile = try #require(sheet.lowered.nodes.firstIndex { $0.name == "tile" })
        // Halfway from b's stops to a's: a start no state has.
        var start = entry.source.frame
        start.fillGradient[tile] = entry.source.frame.fillGradient[tile].interpolated(to: entry.destination.frame.fillGradient[tile], at: 0.5)
        let startValues = CSSChannel.fillStopRGB.values(start, node: tile, wraps: false)
        let playback = entry.transition.starting(from: start)
        for keyframe in restart.keyframes {
            let t = keyframe.offset * restart.duration
            let exact = CSSChannel.fillStopRGB.values(playback.frame(at: t), node: tile, wraps: false)
            for i in exact.indices {
                let shown = keyframe.constant[i] + keyframe.weight[i] * startValues[i]
                #expect(abs(shown - exact[i]) <= 0.05, "at \(t): stop number \(i) \(shown), runtime \(exact[i])")
            }
        }
    }

    @Test func eachStopComponentIsACustomPropertyOfItsOwn() throws {
        let (_, text) = try Self.sheet()
        #expect(text.contains("@property --motion-stop-1-g { syntax: \"<number>\"; inherits: true; initial-value: 0; }"))
        #expect(text.contains("#x[data-state=\"b\"] #x-tile-fill-gradient { --motion-stop-0-r: 255; --motion-stop-0-g: 96; --motion-stop-0-b: 32;"))
    }
}
