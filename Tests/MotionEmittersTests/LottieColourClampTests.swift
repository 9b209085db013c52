import MotionCompiler
import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// A spring (or an overshooting curve) carries a colour past 0…1; the runtime draws it clamped
/// (`MotionColor.clamped`), and a Lottie colour must stay in range: the file keys the clamped colour.
@Suite struct LottieColourClampTests {
    static let fixture = "Tests/Fixtures/conformance/colour-spring.motion"

    /// Every key of the knob's fill: frame (from the composition's start) and value.
    static func fillKeys(_ json: [String: Any]) throws -> [(t: Double, s: [Double])] {
        let fill = try #require(LottieTesting.items("fl", in: json).first)
        let colour = try #require(fill["c"] as? [String: Any])
        let keys = try #require(colour["k"] as? [[String: Any]], "the fill is animated")
        return try keys.map { key in
            (try #require(LottieTesting.number(key["t"])), try #require(LottieTesting.numbers(key["s"])))
        }
    }

    @Test func springColourIsKeyedInRange() throws {
        let compiled = try LottieTesting.compile(try Repository.sourceFile(Self.fixture))
        let keys = try Self.fillKeys(compiled.json)
        #expect(keys.count > 4, "the spring is baked")
        for key in keys {
            #expect(key.s.allSatisfy { $0 >= 0 && $0 <= 1 }, "frame \(key.t): \(key.s) leaves 0…1")
        }
    }

    /// Where the unclamped spring's red is past 1, the file's red is exactly 1 and its other
    /// components the runtime's (clamped) within the bake's bound.
    @Test func overshootShowsTheRuntimesClampedColour() throws {
        let source = try Repository.sourceFile(Self.fixture)
        let control = try LottieTesting.lowered(String(decoding: source.bytes, as: UTF8.self), path: source.path)
        let transition = try #require(control.transition(from: "off", to: "on"))
        let playback = transition.starting(from: try #require(control.state(named: "off")?.frame))
        let compiled = try LottieTesting.compile(source)
        let marker = try #require((compiled.json["markers"] as? [[String: Any]])?.first { $0["cm"] as? String == "off->on" })
        let start = try #require(LottieTesting.number(marker["tm"]))
        let keys = try Self.fillKeys(compiled.json)
        let knob = try #require(control.nodeIndex(named: "knob"))
        var overshooting = 0
        for key in keys where key.t > start + 1e-3 && key.t < start + transition.duration * 60 {
            let raw = playback.frame(at: (key.t - start) / 60).fillColor[knob]
            guard raw.red > 1 + 1e-3 else { continue }
            overshooting += 1
            let clamped = raw.clamped
            #expect(key.s[0] == 1)
            #expect(abs(key.s[1] - clamped.green) <= 1e-3 && abs(key.s[2] - clamped.blue) <= 1e-3, "frame \(key.t): \(key.s) against \(clamped)")
        }
        #expect(overshooting > 0, "the fixture's spring overshoots past 1 in red")
    }
}
