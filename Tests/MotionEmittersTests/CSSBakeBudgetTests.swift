import MotionCompiler
import MotionDiagnostics
@testable import MotionEmitters
import MotionRuntime
import Testing
import TestSupport

/// The control's budget of baked points (`CSSBakeBudget`): what each bake may place, a bake that runs
/// out saying so, and no fits from other starts for a channel whose bake from rest ran out.
@Suite struct CSSBakeBudgetTests {
    /// A knob whose spring begins late without a fill: its motion depends on its start, so the style
    /// sheet fits it from other starts too, and the spring is baked.
    static let lateSpring = """
        control LateSpring {
          size 80 x 30
          shape knob {
            path oval(0, 0, 20, 20)
            fill #34c759
            position (5, 5)
          }
          state off initial {
            knob.position (5, 5)
          }
          state on {
            knob.position (55, 5)
          }
          transition off -> on {
            knob.position (5, 5) -> (55, 5) at 0.05s spring(mass: 1, stiffness: 170, damping: 12)
          }
          transition on -> off {
            knob.position (55, 5) -> (5, 5) for 0.3s ease-in-out
          }
        }

        """

    @Test func theBudgetGrowsWithTheNodesAndNeverLeavesABakeWithNothing() {
        let budget = CSSBakeBudget(nodes: 10)
        #expect(budget.remaining == CSSBakeBudget.base + 10 * CSSBakeBudget.perNode)
        #expect(budget.limit(PolylineFit.denseLimit) == PolylineFit.denseLimit)
        budget.spend(budget.remaining - 100)
        #expect(budget.limit(PolylineFit.denseLimit) == max(100, CSSBakeBudget.floor))
        budget.spend(1_000)
        #expect(budget.remaining == 0)
        #expect(budget.limit(PolylineFit.denseLimit) == CSSBakeBudget.floor)
        #expect(CSSBakeBudget(points: 0).limit(10) == 10)
    }

    /// The knob's position in `off -> on`, fitted with `budget`.
    static func knobFit(_ lowered: LoweredControl, budget: CSSBakeBudget) throws -> (CSSChannelFit, CSSChannelCurve) {
        let elements = CSSElements(lowered, root: "x")
        let sheet = CSSStyleSheet(lowered, elements: elements)
        let entry = try #require(sheet.entries.first { $0.source.name == "off" })
        let placements = CSSTrackPlacement.placements(of: entry.transition.root, tracks: entry.playback.timeline.tracks)
        var fit = CSSChannelFit(channel: .translate, node: 0, playback: entry.playback, split: NodePlaybacks(entry.playback),
                                placements: placements, wraps: false)
        fit.budget = budget
        let curve = fit.fit()
        return (fit, curve)
    }

    @Test func aBakeWithPointsEnoughConvergesAndSpendsThem() throws {
        let lowered = try CSSFixture.lowered(SourceFile(path: "late-spring.motion", text: Self.lateSpring))
        let budget = CSSBakeBudget(nodes: 1)
        let before = budget.remaining
        let (fit, curve) = try Self.knobFit(lowered, budget: budget)
        #expect(curve.isBaked)
        #expect(!fit.bakeRanOut)
        #expect(curve.largestError <= fit.bakeTolerance)
        #expect(budget.remaining < before)
    }

    @Test func aBakeThatRunsOutOfPointsSaysSo() throws {
        let lowered = try CSSFixture.lowered(SourceFile(path: "late-spring.motion", text: Self.lateSpring))
        let (fit, curve) = try Self.knobFit(lowered, budget: CSSBakeBudget(points: 0))
        #expect(fit.bakeRanOut)
        #expect(curve.largestError > fit.bakeTolerance)
        #expect(curve.keyframes.count <= 2 * CSSBakeBudget.floor)
    }

    /// With points enough the late spring restarts from what is on screen; with none left its bake
    /// from rest runs out, and no other start is fitted: no restart.
    @Test func aChannelWhoseBakeRanOutIsNotFittedFromOtherStarts() throws {
        let lowered = try CSSFixture.lowered(SourceFile(path: "late-spring.motion", text: Self.lateSpring))
        func translateRestarts(_ budget: CSSBakeBudget?) -> Int {
            var sheet = CSSStyleSheet(lowered, elements: CSSElements(lowered, root: "x"), budget: budget)
            _ = sheet.text()
            return sheet.restarts.filter { $0.kind == "translate" && $0.from == "off" }.count
        }
        #expect(translateRestarts(nil) == 1)
        #expect(translateRestarts(CSSBakeBudget(points: 0)) == 0)
    }
}
