extension Array {
    /// True when both arrays are one buffer in memory: then they hold the same elements and
    /// copying one into the other has nothing to do (one buffer has one count).
    @inline(__always)
    func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { a in other.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
