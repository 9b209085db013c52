import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import Testing

/// One MS3010 note per place and channel: the channels baked alike on many nodes (a grid of shapes on one
/// spring) are said once, naming the first node and counting the others, with the largest error of them all.
@Suite struct CSSBakedNoteTests {
    /// Dots `indices` (each at its own place, on a spring of its own stiffness) moving in one transition
    /// and pulsing in a loop.
    static func spec(dots indices: [Int]) -> String {
        var lines = ["control Dots {", "  size 100 x 10"]
        for i in indices { lines += ["  shape d\(i) {", "    path rect(\(10 * i), 0, 2, 2)", "    fill red", "  }"] }
        lines += ["  state a initial {"] + indices.map { "    d\($0).position (0, 0)" } + ["  }"]
        lines += ["  state b {"] + indices.map { "    d\($0).position (0, 8)" }
        lines += ["    loop for 1s {"] + indices.map { "      d\($0).opacity 1 -> 0.5 -> 1 for 1s spring(response: 0.3, dampingFraction: 0.5)" } + ["    }", "  }"]
        lines += ["  transition a -> b {"]
            + indices.map { "    d\($0).position (0, 0) -> (0, 8) for 1s spring(response: \(0.15 + 0.05 * Double($0)), dampingFraction: 0.4)" }
            + ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func notes(dots count: Int) throws -> [String] {
        let (result, _) = try CSSFixture.emit(source: spec(dots: Array(0..<count)))
        return result.diagnostics.filter { $0.code == .bakedApproximation }.map(\.message)
    }

    static func error(_ message: String) -> Double? {
        message.split(separator: "largest error ").last?.split(separator: " ").first.flatMap { Double($0.trimmingCharacters(in: [")"])) }
    }

    @Test func channelsBakedAlikeOnManyNodesAreOneNoteEach() throws {
        let notes = try Self.notes(dots: 4)
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("css cannot express the translate of 'd0' and 3 other nodes in a -> b exactly") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("css cannot express the opacity of 'd0' and 3 other nodes in the loop of state 'b' exactly") }, "\(notes)")
        // The largest error is the largest of the nodes': each dot's own, alone, is no larger.
        let together = try #require(notes.first { $0.contains("translate") }.flatMap(Self.error))
        var alone: [Double] = []
        for i in 0..<4 {
            let translate = try CSSFixture.emit(source: Self.spec(dots: [i])).0.diagnostics.first { $0.message.contains("translate") }
            alone.append(try #require(translate.flatMap { Self.error($0.message) }))
        }
        #expect(together > 0 && together <= 1e-3)
        #expect(abs(together - (alone.max() ?? 0)) <= 1e-12 * max(1, together), "\(together) against \(alone)")
    }

    @Test func oneNodeIsNamedAlone() throws {
        let notes = try Self.notes(dots: 1)
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.contains("of 'd0' in") }, "\(notes)")
    }

    @Test func twoNodesSayOneOther() throws {
        #expect(try Self.notes(dots: 2).allSatisfy { $0.contains("of 'd0' and 1 other node in") })
    }
}
