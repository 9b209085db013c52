/// The range of every kind of number that reaches lowering and the emitters. Inside them each
/// stage's arithmetic stays finite and meaningful: the runtime's sampling, the CSS emitter's rounding
/// to 1e-12 and its 16× stroke scale, Lottie's percentages and frame numbers (time × fps, at most
/// 1000 fps), the 32-bit floats of browsers and Lottie players. `specs/diagnostics/MS4xxx.md`
/// (MS4006) gives the reasoning behind each bound.
struct NumberBound: Sendable {
    /// What the number is, as a message names it: `a coordinate`, `'rotation'`.
    var field: String
    var range: ClosedRange<Double>
    /// How a message shows the number: angles in degrees, times in seconds.
    var unit: NumberBoundUnit = .plain

    func named(_ field: String) -> NumberBound {
        NumberBound(field: field, range: range, unit: unit)
    }
}

enum NumberBoundUnit: Sendable {
    case plain, seconds, degrees

    /// `x` (radians for angles) as a message writes it.
    func text(_ x: Double) -> String {
        switch self {
        case .plain: return numberText(x)
        case .seconds: return numberText(x) + "s"
        case .degrees: return numberText(x * 180 / Double.pi) + "deg"
        }
    }
}

enum NumberBounds {
    /// Design units: a million points is a thousand screens across, and ×16 (the CSS stroke
    /// scale) ×100 (Lottie percentages) still fits the ±1e9 that Lottie players keep exact.
    static let coordinateLimit = 1e6
    static let coordinate = NumberBound(field: "a coordinate", range: -coordinateLimit...coordinateLimit)
    /// The control's size: from a thousandth of a point (below it CSS's 1e-12 rounding of the
    /// viewBox and scale is no longer small against it) to a million.
    static let size = NumberBound(field: "the size", range: 1e-3...coordinateLimit)
    /// Scale factors: ten thousand times a million-point shape is still within Lottie's ±1e9 at 100 %.
    static let scale = NumberBound(field: "'scale'", range: -1e4...1e4)
    /// Angles (rotation, a path's start, arc ends): a million degrees is 2 777 turns.
    static let angle = NumberBound(field: "an angle", range: -1e6 * Double.pi / 180...1e6 * Double.pi / 180, unit: .degrees)
    /// Fractions of a whole (opacity, trims, trim offsets) while animating: a thousand wholes.
    static let fraction = NumberBound(field: "a fraction", range: -1e3...1e3)
    /// Begin and cue times: an hour. Frame numbers (time × fps ≤ 3.6e6) stay exact integers.
    static let longestTime = 3600.0
    static let time = NumberBound(field: "a begin time", range: 0...longestTime, unit: .seconds)
    /// Durations: from a millisecond (a frame at the highest --fps, 1000; CSS rounds shorter
    /// times towards 0s) to an hour.
    static let duration = NumberBound(field: "a duration", range: 1e-3...longestTime, unit: .seconds)
    /// Repeat counts: ten thousand (`repeat forever` for more).
    static let repeatCount = NumberBound(field: "a repeat count", range: 0...1e4)
    /// Steps: a thousand; more is a continuous curve at any frame rate, and Lottie writes one
    /// hold key per step.
    static let steps = NumberBound(field: "the step count", range: 1...1000)
    /// Cubic-Bézier y control points: overshoot by a hundred times the travel.
    static let bezierY = NumberBound(field: "a cubic-bezier y", range: -100...100)
    /// The miter limit: SVG refuses values below 1; above a thousand no join is cut.
    static let miter = NumberBound(field: "the miter limit", range: 1...1000)
    /// Springs: with these ranges ω₀ = √(k/m) stays within 1e-3…3.2e4 rad/s, so every sample is
    /// finite; whether the spring settles within an hour is checked separately (MS4007).
    static let springMass = NumberBound(field: "spring mass", range: 1e-3...1e3)
    static let springStiffness = NumberBound(field: "spring stiffness", range: 1e-3...1e6)
    static let springDamping = NumberBound(field: "spring damping", range: 0...1e6)
    static let springVelocity = NumberBound(field: "spring velocity", range: -1e3...1e3)
    static let springResponse = NumberBound(field: "spring response", range: 1e-3...longestTime)
    static let springDampingFraction = NumberBound(field: "spring dampingFraction", range: 0...1e3)
}
