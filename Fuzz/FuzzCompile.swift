import MotionFuzzing

/// libFuzzer's entry point for `FuzzTarget.compile`: an input that ends without a result and without an
/// error diagnostic stops the run like a crash, so libFuzzer keeps it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    precondition(FuzzTarget.compile.run(bytes), "rejected without a diagnostic")
    return 0
}

@_silgen_name("LLVMFuzzerMutate")
func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's hook for mutations: half of them make one number of the input extreme
/// (`NumberMutator`), the others are libFuzzer's own byte-level ones.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    guard let data else { return 0 }
    if seed % 2 == 0, let mutated = NumberMutator.mutate(Array(UnsafeBufferPointer(start: data, count: size)), seed: UInt64(seed)),
       mutated.count <= maxSize {
        mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
        return mutated.count
    }
    return LLVMFuzzerMutate(data, size, maxSize)
}
