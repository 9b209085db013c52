/// A set of properties as one bit each (by `MotionProperty.rawValue`): which properties a
/// timeline's tracks write, tested for every frame array every sample, so a test is a mask and no
/// hash.
struct PropertyMask: Hashable, Sendable {
    private var bits: UInt32 = 0

    /// No property.
    init() {}

    /// Every property.
    static let all = PropertyMask(bits: UInt32.max)

    private init(bits: UInt32) {
        self.bits = bits
    }

    var isEmpty: Bool { bits == 0 }

    @inline(__always)
    func contains(_ property: MotionProperty) -> Bool {
        bits & (1 << UInt32(property.rawValue)) != 0
    }

    mutating func insert(_ property: MotionProperty) {
        bits |= 1 << UInt32(property.rawValue)
    }

    /// The properties of either.
    func union(_ other: PropertyMask) -> PropertyMask {
        PropertyMask(bits: bits | other.bits)
    }

    /// Leaves out every property of `other`.
    mutating func subtract(_ other: PropertyMask) {
        bits &= ~other.bits
    }
}
