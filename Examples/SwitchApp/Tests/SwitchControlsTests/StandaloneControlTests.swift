import StandaloneDot
import Testing

/// `pulse-dot.motion` again, compiled with `"runtime": "standalone"`: one file that carries the
/// runtime, in a target that depends on nothing.
@Test func theStandaloneControlMovesLikeTheLinkedOne() throws {
    let select = try #require(PulseDot.transition(from: .idle, to: .selected, parameters: .init()))
    let dot = PulseDot.nodeIndex(named: "dot")!
    #expect(select.frame(at: 0).opacity[dot] == 0.4)
    #expect(select.frame(at: select.duration) == PulseDot.frame(for: .selected))
}
