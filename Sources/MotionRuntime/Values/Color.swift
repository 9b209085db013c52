/// An sRGB colour with straight (not premultiplied) alpha, every component in 0…1.
///
/// Colours interpolate component-wise on these straight values, as Core Animation and Lottie
/// do; a half-way blend of opaque red and transparent blue is `(0.5, 0, 0.5, 0.5)`, not the
/// premultiplied result. The compiler gives numbers: nothing here parses text.
public struct MotionColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Core Animation's `colorWithWhite:alpha:`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = MotionColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = MotionColor(red: 0, green: 0, blue: 0)
    public static let white = MotionColor(red: 1, green: 1, blue: 1)

    /// Every component clamped to 0…1 (keyframe splines and overshooting curves may leave it).
    public var clamped: MotionColor {
        MotionColor(red: clampUnit(red), green: clampUnit(green), blue: clampUnit(blue), alpha: clampUnit(alpha))
    }
}

/// `value` clamped to 0…1; NaN becomes 0.
@inlinable
func clampUnit(_ value: Double) -> Double {
    value >= 1 ? 1 : (value > 0 ? value : 0)
}
