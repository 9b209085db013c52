extension Array {
    /// Where the array's elements are stored: the same for every copy sharing that storage. An identity
    /// only while some copy holds the storage (freed, its address can be taken by another array), so a
    /// memo keyed on it keeps a copy or outlives none of the arrays it was asked about.
    var storageAddress: UnsafeRawPointer? {
        withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
