import MotionEmitters
import Testing
import TestSupport

/// A curve no run of straight keys can follow to the bake's bound (a fast spring across a million
/// pixels still bends by more than the bound within 1/4096 frame) once halved every frame to the
/// bottom and bisected every piece: minutes of sampling, found by the compile fuzzer as a hang. The
/// refinement has a budget; past it the keys stay as they are and the note says what they miss.
@Suite struct LottieBakeBudgetTests {
    static let spec = """
    control Far {
      size 60 x 60
      shape knob {
        path oval(0, 0, 20, 20)
        fill #ff9900
      }
      state off initial {
        knob.position (5, 20)
      }
      state on {
        knob.position (0, 1e6)
      }
      transition off -> on for 0.8s {
        knob.position (1e4, 20) -> (0, 1e6) for 0.8s spring(response: 0.12, dampingFraction: 0.7)
      }
    }
    """

    @Test func aCurveBeyondTheBoundIsBakedWithinTheBudgetAndNoted() throws {
        let compiled = try LottieTesting.compile(text: Self.spec)
        var counts: [Int] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let keys = object["k"] as? [[String: Any]], keys.first?["t"] != nil { counts.append(keys.count) }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(compiled.json)
        let keys = try #require(counts.max(), "the position is keyed")
        // At most one key per 8 samples of the budget, before the fit drops the ones it can.
        #expect(keys > 48 && keys <= 250_000 / 8, "\(keys) keys")
        let note = try #require(compiled.lines.first { $0.contains("off -> on") && $0.contains("[MS3010]") }, "\(compiled.lines)")
        #expect(note.contains("spring"), "\(note)")
    }
}
