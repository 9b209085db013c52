import MotionEmitters
import Testing
import TestSupport

/// A spring carries a gradient's stop colours past 0…1; the runtime draws each colour clamped
/// (`MotionColor.clamped`), and a Lottie gradient's components must stay in range: `g.k` keys them clamped.
@Suite struct LottieGradientClampTests {
    static let fixture = "Tests/Fixtures/conformance/gradient-stops.motion"

    /// Every key of every gradient's `g.k`, with its stop count.
    static func stopKeys(_ json: [String: Any]) throws -> [(stops: Int, values: [Double])] {
        var out: [(Int, [Double])] = []
        for item in LottieTesting.items("gs", in: json) + LottieTesting.items("gf", in: json) {
            let g = try #require(item["g"] as? [String: Any])
            let stops = try #require(LottieTesting.number(g["p"]).map { Int($0) })
            let k = try #require(g["k"] as? [String: Any])
            if let keys = k["k"] as? [[String: Any]], LottieTesting.number(k["a"]) == 1 {
                for key in keys { out.append((stops, try #require(LottieTesting.numbers(key["s"])))) }
            } else {
                out.append((stops, try #require(LottieTesting.numbers(k["k"]))))
            }
        }
        return out
    }

    @Test func aSpringOnAGradientIsKeyedInRange() throws {
        let compiled = try LottieTesting.compile(try Repository.sourceFile(Self.fixture))
        let keys = try Self.stopKeys(compiled.json)
        for (stops, values) in keys {
            // Each stop's position, red, green, blue; then (when translucent) each stop's position and alpha.
            var components: [Int] = []
            for s in 0..<stops { components += [s * 4 + 1, s * 4 + 2, s * 4 + 3] }
            if values.count >= stops * 6 {
                for s in 0..<stops { components.append(stops * 4 + s * 2 + 1) }
            }
            for c in components where c < values.count {
                #expect(values[c] >= 0 && values[c] <= 1, "component \(c) of \(values) leaves 0…1")
            }
        }
        // glow's stroke (stop 0's red overshoots 1 on its way from #3050ff to #ffd000) is baked: many keys.
        #expect(keys.count > 20, "the spring is baked")
    }
}
