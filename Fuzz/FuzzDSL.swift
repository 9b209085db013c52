import MotionFuzzing

/// libFuzzer's entry point for `FuzzTarget.dsl`: an input that ends without a result and without an
/// error diagnostic stops the run like a crash, so libFuzzer keeps it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    precondition(FuzzTarget.dsl.run(bytes), "rejected without a diagnostic")
    return 0
}
