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
    let start = cpuClockSeconds(clock)
    body()
    return cpuClockSeconds(clock) - start
}

/// A CPU-time clock's reading in seconds (`CLOCK_THREAD_CPUTIME_ID`, `CLOCK_PROCESS_CPUTIME_ID`); 0 where
/// the clock cannot be read.
func cpuClockSeconds(_ clock: clockid_t) -> Double {
    var time = timespec()
    guard clock_gettime(clock, &time) == 0 else { return 0 }
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}
