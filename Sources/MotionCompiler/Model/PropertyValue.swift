import MotionDiagnostics

/// A colour with components in 0…1 (sRGB, straight alpha).
public struct RGBA: Hashable, Sendable {
    public var r: Double, g: Double, b: Double, a: Double
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
    public static let clear = RGBA(0, 0, 0, 0)
    public static let black = RGBA(0, 0, 0, 1)
}

/// A resolved value of an animatable property. Angles are radians, times seconds.
public enum PropertyValue: Hashable, Sendable {
    case scalar(Double)
    case point(x: Double, y: Double)
    case color(RGBA)
}

/// A property value and, when it came from a `param`, the param's name, so generated
/// code can bind it at run time (the value is the param's default).
public struct BoundValue: Hashable, Sendable {
    public var value: PropertyValue
    public var param: String?
    public init(_ value: PropertyValue, param: String? = nil) {
        self.value = value
        self.param = param
    }
}
