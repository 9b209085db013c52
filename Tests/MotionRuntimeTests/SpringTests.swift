import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import MotionRuntime

@Suite struct SpringTests {
    /// x(t) by RK4 on m·x″ + c·x′ + k·(x − 1) = 0 from x = 0, x′ = v₀, with step `h`.
    static func integrate(_ s: MotionSpring, until end: Double, step h: Double = 1e-4) -> [(Double, Double)] {
        var x = 0.0, v = s.initialVelocity, t = 0.0
        func acceleration(_ x: Double, _ v: Double) -> Double { (-s.damping * v - s.stiffness * (x - 1)) / s.mass }
        var out: [(Double, Double)] = [(0, 0)]
        while t < end - h / 2 {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
            out.append((t, x))
        }
        return out
    }

    static let springs: [MotionSpring] = [
        MotionSpring(mass: 1, stiffness: 100, damping: 10),                     // under-damped, ζ = 0.5
        MotionSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -4),
        MotionSpring(mass: 2, stiffness: 50, damping: 20, initialVelocity: 3),  // critical: c = 2√(k·m) = 20
        MotionSpring(mass: 1, stiffness: 100, damping: 35, initialVelocity: 8), // over-damped, ζ = 1.75
        MotionSpring(mass: 1, stiffness: 100, damping: 19.99999),               // just under critical
        MotionSpring(mass: 0.5, stiffness: 300, damping: 2),                    // lightly damped
    ]

    @Test(arguments: springs) func matchesNumericalIntegration(_ spring: MotionSpring) {
        var worst = 0.0
        for (index, (t, x)) in Self.integrate(spring, until: 2).enumerated() where index % 50 == 0 {
            worst = max(worst, abs(spring.value(at: t) - x))
        }
        #expect(worst <= 1e-6, "worst \(worst)")
    }

    @Test func dampingRegimes() {
        expectClose(MotionSpring(mass: 1, stiffness: 100, damping: 10).dampingRatio, 0.5, 1e-15)
        expectClose(MotionSpring(mass: 2, stiffness: 50, damping: 20).dampingRatio, 1, 1e-15)
        expectClose(MotionSpring(mass: 1, stiffness: 100, damping: 10).naturalFrequency, 10, 1e-15)
    }

    @Test func responseAndDampingFractionMapToMassStiffnessDamping() {
        let spring = MotionSpring(response: 0.5, dampingFraction: 0.7, initialVelocity: 1)
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5), 1e-9)
        expectClose(spring.damping, 4 * Double.pi * 0.7 / 0.5, 1e-12)
        expectClose(spring.dampingRatio, 0.7, 1e-12)
        #expect(spring.initialVelocity == 1)
        // The response is the undamped period: ω₀ = 2π / response.
        expectClose(spring.naturalFrequency, 2 * Double.pi / 0.5, 1e-12)
    }

    @Test(arguments: [MotionSpring(mass: 1, stiffness: 100, damping: 10), MotionSpring(mass: 1, stiffness: 100, damping: 35),
                      MotionSpring(mass: 1, stiffness: 200, damping: 4, initialVelocity: 5)])
    func settlingDurationIsWhenItStaysWithinThreshold(_ spring: MotionSpring) {
        let settle = spring.settlingDuration
        #expect(settle > 0 && settle.isFinite)
        let trajectory = Self.integrate(spring, until: settle + 3)
        let threshold = MotionSpring.settlingThreshold
        // From the settling time on, the integrated spring stays within 0.1 % of the target...
        let after = trajectory.filter { $0.0 >= settle }.map { abs($0.1 - 1) }.max() ?? 1
        #expect(after <= threshold + 1e-6)
        // ...and just before it, it was outside.
        let before = trajectory.filter { $0.0 < settle && $0.0 > settle - 0.01 }.map { abs($0.1 - 1) }.max() ?? 0
        #expect(before > threshold - 1e-6)
    }

    @Test func anUndampedSpringNeverSettles() {
        #expect(MotionSpring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        #expect(MotionSpring(mass: 0, stiffness: 100, damping: 1).settlingDuration == .infinity)
    }

    @Test func aBarelyDampedSpringSettlesLateButQuickly() {
        // ζ = 1e-9: the envelope e^(−ζω₀t) reaches 0.001 after ln(1000)/(ζω₀) ≈ 6.9e8 s. Finding
        // it must not scan the whole span.
        let spring = MotionSpring(mass: 1, stiffness: 100, damping: 2e-8)
        let settle = spring.settlingDuration
        let expected = log(1000) / (1e-9 * 10)
        #expect(abs(settle - expected) / expected < 1e-6)
    }

    @Test func settlingMatchesTheEnvelopeOfALightlyDampedSpring() {
        // ζ = 0.05, ω₀ = 10, v₀ = 0: amplitude R = √(1 + (ζω₀/ω)²), envelope R·e^(−0.5t) = 0.001;
        // the last excursion beyond 0.001 is within a period of that time.
        let spring = MotionSpring(mass: 1, stiffness: 100, damping: 1)
        let omega = 10 * (1 - 0.0025).squareRoot()
        let amplitude = (1 + (0.5 / omega) * (0.5 / omega)).squareRoot()
        let envelopeTime = log(amplitude / 0.001) / 0.5
        let settle = spring.settlingDuration
        #expect(settle <= envelopeTime && settle > envelopeTime - 2 * Double.pi / omega)
    }

    @Test func inATrackASpringRunsInSeconds() {
        // A 2-second segment at progress 0.25 is the spring at 0.5 s.
        let spring = MotionSpring(mass: 1, stiffness: 100, damping: 10)
        let reference = Self.integrate(spring, until: 0.5).last!.1
        expectClose(MotionTimingFunction.spring(spring).value(at: 0.25, duration: 2), reference, 1e-6)
    }
}
