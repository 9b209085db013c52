import MotionRuntime

/// A node's values by property while its settings are read: one slot per property, so setting and
/// reading a value hashes nothing (a large control reads thousands of shapes).
struct PropertyTable {
    private var slots = [BoundValue?](repeating: nil, count: MotionProperty.allCases.count)

    subscript(property: MotionProperty) -> BoundValue? {
        get { slots[property.rawValue] }
        set { slots[property.rawValue] = newValue }
    }
}
