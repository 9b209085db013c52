import Foundation
import MotionDiagnostics

/// Runs `body` repeatedly for at least `minimum` seconds of this thread's CPU time; returns runs per
/// CPU second and a checksum (so the optimiser cannot drop the work). CPU time, not wall time: on a
/// loaded machine the time the thread waits for a core is not the work's.
func measure(minimum: Double = 0.25, _ body: () -> Double) -> (rate: Double, checksum: Double) {
    var runs = 0
    var checksum = 0.0
    let start = threadCPUSeconds()
    var elapsed = 0.0
    repeat {
        for _ in 0..<16 { checksum += body() }
        runs += 16
        elapsed = threadCPUSeconds() - start
    } while elapsed < minimum
    return (Double(runs) / elapsed, checksum)
}

/// The CPU time this thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The median of `rounds` timings of `body`, in seconds: interleaved rounds of a measurement and its
/// baseline take the machine's drift out of their ratio.
func medianSeconds(rounds: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = clock.now
        body()
        times.append(seconds(clock.now - start))
    }
    return times.sorted()[times.count / 2]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// A figure for people: whole numbers from 100 up, two decimals below.
func figure(_ value: Double) -> String {
    let rounded = value >= 100 ? value.rounded() : (value * 100).rounded() / 100
    return NumberText.format(rounded)
}

/// A figure for the JSON line: four significant digits are all a benchmark can claim.
func jsonFigure(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    guard value != 0 else { return "0" }
    let digits = max(0, 3 - Int(log10(abs(value)).rounded(.down)))
    let scale = pow(10, Double(min(digits, 12)))
    return NumberText.format((value * scale).rounded() / scale)
}
