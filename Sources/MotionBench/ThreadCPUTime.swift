#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time `body` takes on this thread, in seconds. On a loaded machine wall time also counts
/// the other processes that ran meanwhile; a figure and its baseline on one thread compare fairly.
func threadCPUSeconds(_ body: () -> Void) -> Double {
    cpuSeconds(CLOCK_THREAD_CPUTIME_ID, body)
}

/// The CPU time `body` takes on every thread of the process (it may run work on threads of its own),
/// in seconds.
func processCPUSeconds(_ body: () -> Void) -> Double {
    cpuSeconds(CLOCK_PROCESS_CPUTIME_ID, body)
}

private func cpuSeconds(_ clock: clockid_t, _ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
    let start = now()
    body()
    return now() - start
}
