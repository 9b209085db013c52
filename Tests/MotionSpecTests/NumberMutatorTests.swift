import Foundation
import MotionFuzzing
import Testing
import TestSupport

/// The compile fuzzer's number mutation, and the class it keeps covered: every seed spec with one of
/// its numbers made extreme goes through the whole compile to every target and ends accepted or with
/// an error diagnostic — never a trap, never a silent rejection.
@Suite struct NumberMutatorTests {
    @Test func findsNumbersAndNothingElse() {
        let text = "size 50 x 50.5\n  path oval(0, -2.5e3, 2 * r, 1E-2)\n  fill #00ff00\n  s1.opacity 0 -> 1 for 0.3s\n  \"a\\u{41}\""
        let bytes = Array(text.utf8)
        let numbers = NumberMutator.numberRanges(in: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(numbers == ["50", "50.5", "0", "-2.5e3", "2", "1E-2", "0", "1", "0.3"])
    }

    @Test func replacesOneNumberWithAnExtremeOne() throws {
        let bytes = Array("size 50 x 40".utf8)
        var seen: Set<String> = []
        for seed in 0..<200 as Range<UInt64> {
            let mutated = try #require(NumberMutator.mutate(bytes, seed: seed))
            let text = String(decoding: mutated, as: UTF8.self)
            let parts = text.split(separator: " ").map(String.init)
            #expect(parts.count == 4 && parts[0] == "size" && parts[2] == "x", "\(text)")
            #expect(parts[1] == "50" || parts[3] == "40", "two numbers changed: \(text)")
            seen.insert(parts[1] == "50" ? parts[3] : parts[1])
        }
        #expect(seen.isSubset(of: Set(NumberMutator.extremes)))
        #expect(seen.count > NumberMutator.extremes.count / 2)
        #expect(NumberMutator.mutate(Array("control X { }".utf8), seed: 1) == nil)
    }

    @Test(arguments: ["specs/flat-switch.motion", "specs/check-button.motion", "specs/day-night-switch.motion",
                      "specs/shape-switch.motion"])
    func extremeNumbersEndInAResultOrADiagnostic(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Repository.url(path)))
        var refused = 0
        for seed in 0..<24 as Range<UInt64> {
            let mutated = try #require(NumberMutator.mutate(bytes, seed: seed))
            #expect(FuzzTarget.compile.run(mutated), "seed \(seed): rejected without a diagnostic")
            if !FuzzTarget.dsl.run(mutated) { refused += 1 }
        }
        #expect(refused == 0)
    }
}
