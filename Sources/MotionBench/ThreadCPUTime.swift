#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time `body` takes on this thread, in seconds. On a loaded machine wall time also counts
/// the other processes that ran meanwhile; a figure and its baseline on one thread compare fairly.
func threadCPUSeconds(_ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
    let start = now()
    body()
    return now() - start
}
