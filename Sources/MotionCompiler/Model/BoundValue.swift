import MotionRuntime

/// A property value and, when it came from a `param`, the param's name, so generated
/// code can bind it at run time (the value is the param's default).
public struct BoundValue: Hashable, Sendable {
    public var value: MotionValue
    public var param: String?
    public init(_ value: MotionValue, param: String? = nil) {
        self.value = value
        self.param = param
    }
}
