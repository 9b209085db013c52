#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring that carries a value from 0 to 1, as `CASpringAnimation` does: the exact
/// solution of m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity`
/// (units of the whole travel per second; positive moves toward the target).
///
/// A spring runs in seconds, not in progress: a track with a spring shows the spring's value at
/// its local time in seconds, and the track's duration clips it (give it `settlingDuration`).
public struct MotionSpring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    /// The physical parameterisation (Core Animation's).
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The perceptual parameterisation (SwiftUI's): `response` is the period of the undamped
    /// spring in seconds, `dampingFraction` the damping ratio ζ. It maps to mass 1,
    /// stiffness (2π / response)² and damping 4π·ζ / response.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingFraction / response,
                  initialVelocity: initialVelocity)
    }

    /// The undamped angular frequency ω₀ = √(k / m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)): below 1 it oscillates, at 1 it is critically damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The value at `time` seconds after the start (0 before it).
    public func value(at time: Double) -> Double {
        if !(time > 0) { return 0 }
        return 1 + displacement(at: time)
    }

    /// x(t) − 1. Written as e^(−ζω₀t)·(A·C(t) + B·S(t)) with A = −1, B = v₀ + ζω₀·A, where
    /// (C, S) is (cos ωt, sin ωt / ω) under-damped, (1, t) critical and (cosh γt, sinh γt / γ)
    /// over-damped: one formula that stays exact as ζ crosses 1 (no division by a vanishing ω).
    func displacement(at t: Double) -> Double {
        let omega0 = naturalFrequency, zeta = dampingRatio
        let decay = zeta * omega0
        let a = -1.0, b = initialVelocity + decay * a
        let discriminant = 1 - zeta * zeta
        if discriminant > 0 {
            let omegaD = omega0 * discriminant.squareRoot()
            let s = omegaD > 0 ? sin(omegaD * t) / omegaD : t
            return exp(-decay * t) * (a * cos(omegaD * t) + b * s)
        }
        if discriminant == 0 { return exp(-decay * t) * (a + b * t) }
        let gamma = omega0 * (-discriminant).squareRoot()
        let x = gamma * t
        if x < 20 {
            let e = exp(-decay * t)
            return e * (a * cosh(x) + b * sinh(x) / gamma)
        }
        // Far out cosh and sinh overflow while e^(−ζω₀t) underflows: use the two exponentials.
        let slow = exp((gamma - decay) * t), fast = exp((-gamma - decay) * t)
        return a * (slow + fast) / 2 + b * (slow - fast) / (2 * gamma)
    }

    /// The distance to the target under which the spring counts as settled: 0.1 % of the travel.
    public static let settlingThreshold = 0.001

    /// The time after which |x(t) − 1| stays at or below `settlingThreshold`, like
    /// `CASpringAnimation.settlingDuration`. Infinite when the spring never settles (no damping,
    /// or parameters that are not positive and finite).
    public var settlingDuration: Double {
        let omega0 = naturalFrequency, zeta = dampingRatio
        guard omega0.isFinite, omega0 > 0, zeta.isFinite, zeta > 0, initialVelocity.isFinite else {
            return .infinity
        }
        let epsilon = Self.settlingThreshold
        let decay = zeta * omega0
        let b = initialVelocity - decay // B in `displacement`, with A = −1
        let discriminant = 1 - zeta * zeta
        let window: (start: Double, end: Double, step: Double)
        if discriminant > 0 {
            // Under-damped: x − 1 = R·e^(−ζω₀t)·cos(ωt − φ) with R = √(1 + (B/ω)²). The envelope
            // reaches ε at T* = ln(R/ε)/(ζω₀); the last excursion beyond ε lies within two periods
            // before T* (a peak is R·e^(−ζω₀t)·√(1 − ζ²), and one half-period earlier the envelope is
            // e^(πζ/√(1−ζ²)) larger, which more than makes up for √(1 − ζ²)).
            let omegaD = omega0 * discriminant.squareRoot()
            let amplitude = (1 + (b / omegaD) * (b / omegaD)).squareRoot()
            let envelopeEnd = log(amplitude / epsilon) / decay
            guard envelopeEnd.isFinite else { return .infinity }
            let period = 2 * Double.pi / omegaD
            window = (max(envelopeEnd - 2 * period, 0), max(envelopeEnd, 0), period / 512)
        } else {
            // Critical or over-damped: |x − 1| ≤ e^(−rate·t)·(1 + |B|·t) with rate the slow mode's;
            // double a horizon until that bound is below ε, then scan all of it.
            let rate = discriminant < 0 ? decay - omega0 * (-discriminant).squareRoot() : decay
            var horizon = 1 / omega0
            var doublings = 0
            while exp(-rate * horizon) * (1 + abs(b) * horizon) > epsilon {
                horizon *= 2
                doublings += 1
                if doublings > 200 || !horizon.isFinite { return .infinity }
            }
            window = (0, horizon, horizon / 4096)
        }
        guard window.step > 0, window.step.isFinite else { return .infinity }
        // Scan back for the last time the spring is outside the band, then bisect that crossing.
        var t = window.end
        while t > window.start, abs(displacement(at: t)) <= epsilon { t -= window.step }
        if t <= 0 { return 0 }
        var low = t, high = min(t + window.step, window.end)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) > epsilon { low = mid } else { high = mid }
        }
        return high
    }
}
