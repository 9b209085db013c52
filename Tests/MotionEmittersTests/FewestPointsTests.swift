import Foundation
import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// Small outputs within stated tolerances: the fewest-point fits (CSS `linear()`, Lottie's sampled
/// keys), exact trims whose start passes their end, compact Lottie JSON and exact marker durations.
@Suite struct FewestPointsTests {
    @Test func polylineKeepsOnlyWhereTheCurveBends() {
        // A V: straight down to x = 0.5, straight up after it.
        let xs = (0...100).map { Double($0) / 100 }
        let ys = xs.map { abs($0 - 0.5) }
        let kept = PolylineFit.kept(PolylineFit.Samples(x: xs, values: ys, dimension: 1), tolerance: 1e-9) { i, j, k in
            abs(ys[k] - (ys[i] + (ys[j] - ys[i]) * (xs[k] - xs[i]) / (xs[j] - xs[i])))
        }
        #expect(kept == [0, 50, 100])
    }

    /// The cone makes exactly the choice of testing every skipped sample, also where pieces graze
    /// the tolerance (samples on a grid of the tolerance), repeat a position, pass through projected
    /// knots or meet a value that is not a number.
    @Test(arguments: [(1, false), (3, false), (2, true)])
    func polylineChoosesAsTestingEverySample(_ dimension: Int, _ projected: Bool) {
        var random = Scrambler(state: UInt64(dimension) * 7 + (projected ? 1 : 0))
        for pass in 0..<40 {
            let count = 2 + Int(random.next() % 300)
            let tolerance = [1e-3, 0.25, 1][pass % 3]
            var x: [Double] = [], targets: [Double] = [], knots: [Double] = []
            var position = 0.0
            for k in 0..<count {
                // Some positions repeat; values on a grid of an eighth of the tolerance, so that many
                // pieces miss a sample by exactly the tolerance.
                if k == 0 || random.next() % 9 != 0 { position += Double(1 + random.next() % 4) / 8 }
                x.append(position)
                for c in 0..<dimension {
                    let wave = (Double(k) / 9 + Double(c)).squareRoot() * 3
                    let value = (wave * 8 / tolerance).rounded() * tolerance / 8 + Double(random.next() % 5) * tolerance / 8
                    targets.append(k == count / 2 && pass % 7 == 6 ? .nan : value)
                }
                if projected {
                    // On the line from (0, 0) to (1, 2): through the first coordinate's progress.
                    let g = targets[k * dimension]
                    knots += [g, 2 * g]
                } else {
                    knots += targets[(k * dimension)..<((k + 1) * dimension)]
                }
            }
            let samples = PolylineFit.Samples(x: x, knots: knots, targets: targets, dimension: dimension)
            func miss(_ i: Int, _ j: Int, _ k: Int) -> Double {
                let u = x[j] > x[i] ? (x[k] - x[i]) / (x[j] - x[i]) : 0
                var worst = 0.0
                for c in 0..<dimension {
                    let a = knots[i * dimension + c], b = knots[j * dimension + c]
                    let d = abs(targets[k * dimension + c] - (a + (b - a) * u))
                    worst = d.isNaN ? .infinity : max(worst, d)
                }
                return worst
            }
            let kept = PolylineFit.kept(samples, tolerance: tolerance, miss: miss)
            #expect(kept == Self.keptTestingEverySample(count: count, tolerance: tolerance, miss: miss), "pass \(pass)")
            #expect(kept.first == 0 && kept.last == count - 1)
        }
    }

    /// The greedy choice by its definition: from each kept sample, the farthest next sample such that
    /// every sample between lies within the tolerance of the piece (quadratic in a long run).
    static func keptTestingEverySample(count: Int, tolerance: Double, miss: (Int, Int, Int) -> Double) -> [Int] {
        guard count > 2 else { return Array(0..<count) }
        var out = [0]
        var i = 0
        while i < count - 1 {
            var j = i + 1
            while j + 1 < count, ((i + 1)..<(j + 1)).allSatisfy({ miss(i, j + 1, $0) <= tolerance }) { j += 1 }
            out.append(j)
            i = j
        }
        return out
    }

    /// A long straight run asks the exact miss only near the tolerance: far fewer than the quadratic
    /// number of tests the definition makes.
    @Test func polylineIsLinearOnALongStraightRun() {
        let xs = (0..<20_000).map { Double($0) / 20_000 }
        let ys = xs.map { 0.3 + 0.5 * $0 + 1e-4 * sin(40 * $0) }
        var asked = 0
        let kept = PolylineFit.kept(PolylineFit.Samples(x: xs, values: ys, dimension: 1), tolerance: 1e-5) { i, j, k in
            asked += 1
            return abs(ys[k] - (ys[i] + (ys[j] - ys[i]) * (xs[k] - xs[i]) / (xs[j] - xs[i])))
        }
        #expect(kept.count > 2 && kept.count < 200, "\(kept.count) kept")
        #expect(asked < 200_000, "\(asked) misses asked")
    }

    /// A spring's `linear()` is within its tolerance at 20 000 times (not only where the fit looked),
    /// with few points for it.
    @Test(arguments: [1e-4, 1e-5, 1e-6])
    func springLinearIsWithinItsTolerance(_ tolerance: Double) throws {
        let spring = MotionTimingFunction.spring(MotionSpring(response: 0.3, dampingFraction: 0.6))
        let p = { (x: Double) in spring.value(at: x, duration: 1.6) }
        let fit = CSSLinearFit.fit(tolerance: tolerance, p)
        var worst = 0.0
        for i in 0...20_000 {
            let x = Double(i) / 20_000
            worst = max(worst, abs(CSSEasing.points(fit.points).value(at: x) - p(x)))
        }
        #expect(worst <= tolerance, "measured \(worst), the fit said \(fit.error)")
        #expect(fit.error <= tolerance)
        // About 1.3 / √tolerance points for this spring (a third fewer than halving alone places).
        #expect(Double(fit.points.count) < 1.5 / tolerance.squareRoot(), "\(fit.points.count) points")
        #expect(fit.points.first?.x == 0 && fit.points.last?.x == 1)
    }

    /// A trim whose end overtakes its start: the start plays the lower of the two, cut where they
    /// cross, as exact keys (no note), and the file plays what the runtime draws.
    @Test func trimStartPassingItsEndStaysExact() throws {
        let compiled = try LottieTesting.compile(text: LottieEmitterTests.fixture(
            track: "mark.strokeStart 0.2 -> 0.6 for 0.6s ease-out\n    mark.strokeEnd 0.5 -> 0.3 for 0.6s ease-in",
            on: "mark.trim 0.6 .. 0.3"))
        #expect(compiled.lines == [], "no sampling note")
        let text = compiled.text
        let keys = text.components(separatedBy: "\"t\":").count - 1
        #expect(keys < 20, "\(keys) keys")
    }

    /// Jumps in a sampled curve are measured on either side, never inside their ramp: a discrete
    /// track with fill none (sampled) notes an error within the bound.
    @Test func sampledJumpsMeasureWithinTheBound() throws {
        let compiled = try LottieTesting.compile(text: LottieEmitterTests.fixture(
            track: "mark.lineWidth discrete [2, 6, 1, 2] for 0.6s fill none", on: "mark.trim 0.2 .. 0.5"))
        let line = try #require(compiled.lines.first)
        #expect(line.contains("a fill mode"))
        let error = try #require(LottieEmitterTests.largestError(in: line))
        #expect(error <= 1e-3)
    }

    @Test func lottieIsCompactUnlessPretty() throws {
        let source = try Repository.sourceFile("specs/flat-switch.motion")
        let compact = try LottieTesting.compile(source, pretty: false)
        let pretty = try LottieTesting.compile(source, pretty: true)
        #expect(compact.text.filter { $0 == "\n" }.count == 1 && compact.text.hasSuffix("\n"))
        #expect(!compact.text.contains(": ") && !compact.text.contains(", "))
        #expect(pretty.text.contains("\n  \"layers\": ["))
        let a = try JSONSerialization.jsonObject(with: Data(compact.text.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(pretty.text.utf8)) as? NSDictionary
        #expect(a != nil && a == b)
    }

    /// 0.7 s at 24 fps is 16.8 frames, written so (0.7 × 24 is 16.799999999999997 in binary).
    @Test func markerDurationsAreExact() throws {
        #expect(0.7 * 24 != 16.8)
        let compiled = try LottieTesting.compile(SourceFile(path: "fixture.motion", text: LottieEmitterTests.fixture(
            track: "mark.strokeEnd 0.5 -> 1 for 0.7s ease-in").replacingOccurrences(of: "for 0.6s {", with: "for 0.7s {")), fps: 24)
        let markers = try #require(compiled.json["markers"] as? [[String: Any]])
        let transition = try #require(markers.first { ($0["cm"] as? String) == "off->on" })
        #expect((transition["dr"] as? Double) == 16.8)
        #expect(compiled.text.contains("\"dr\": 16.8\n") || compiled.text.contains("\"dr\": 16.8,"))
    }
}

/// A small deterministic generator (Knuth's MMIX linear congruence, high bits), so a failing pass replays.
private struct Scrambler {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
