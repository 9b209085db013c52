import Testing
@testable import MotionRuntime

@Suite struct StepsTests {
    @Test func jumpEndHoldsEachStepToItsEnd() {
        let steps = MotionSteps(4, .jumpEnd)
        #expect(steps.value(at: 0) == 0)
        #expect(steps.value(at: 0.3) == 0.25)   // floor(1.2) = 1 of 4
        #expect(steps.value(at: 0.999) == 0.75)
        #expect(steps.value(at: 1) == 1)
    }

    @Test func jumpStartJumpsAtZeroUnlessTheBeforeFlagIsSet() {
        let steps = MotionSteps(4, .jumpStart)
        #expect(steps.value(at: 0) == 0.25)
        #expect(steps.value(at: 0, before: true) == 0)
        #expect(steps.value(at: 0.5) == 0.75)
        #expect(steps.value(at: 1) == 1)
    }

    @Test func jumpNoneHasOneFewerJump() {
        let steps = MotionSteps(5, .jumpNone) // jumps = 4
        #expect(steps.value(at: 0.1) == 0)
        #expect(steps.value(at: 0.5) == 0.5) // floor(2.5) = 2 of 4
        #expect(steps.value(at: 1) == 1)
    }

    @Test func jumpBothHasOneMoreJump() {
        let steps = MotionSteps(3, .jumpBoth) // jumps = 4
        #expect(steps.value(at: 0) == 0.25)
        #expect(steps.value(at: 0.5) == 0.5) // floor(1.5) + 1 = 2 of 4
        #expect(steps.value(at: 1) == 1)
    }

    @Test func degenerateCountsDoNotTrap() {
        #expect(MotionSteps(0, .jumpEnd).value(at: 0.5) == 0)
        #expect(MotionSteps(1, .jumpNone).value(at: 1) == 1)
        #expect(MotionSteps(2).value(at: 1e300).isFinite)
    }

    @Test func beyondOneItKeepsSteppingAsCSSSays() {
        // Only progress ≤ 1 is capped at the last jump: steps(2) at 1.5 is floor(3) / 2.
        #expect(MotionSteps(2).value(at: 1.5) == 1.5)
        #expect(MotionSteps(2).value(at: -0.2) == -0.5) // floor(−0.4) = −1, not raised to 0 below 0
    }
}
