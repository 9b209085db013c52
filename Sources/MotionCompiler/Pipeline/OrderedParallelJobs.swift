import Foundation

/// Independent jobs run on several threads, their results handed back on the calling thread in job
/// order: the output of a run does not depend on which job finished first, so it stays byte for byte
/// what one thread makes. Used by `motionspec compile --jobs N` to run the front end of several specs
/// at once (`Pipeline.runForEmitting(_:jobs:)`), then each spec's emitter for each target (a spec's CSS
/// and Lottie on two cores take the time of the longer, not of both).
public enum OrderedParallelJobs {
    /// Runs `job(0)` … `job(count − 1)` on up to `width` threads and calls `deliver(i, result)` on this
    /// thread for i = 0, 1, … in order. A job starts only while fewer than `2 · width` results wait to
    /// be delivered, so a slow first job does not make the run hold every later result at once. With
    /// one thread or one job everything runs here, one job after another.
    public static func run<Result: Sendable>(count: Int, width: Int, job: @escaping @Sendable (Int) -> Result,
                                      deliver: (Int, Result) -> Void) {
        let workers = min(max(width, 1), count)
        if workers <= 1 {
            for i in 0..<count { deliver(i, job(i)) }
            return
        }
        let board = JobBoard<Result>(count: count, ahead: 2 * workers)
        // This thread is one of the workers: it runs jobs while it waits for the next result.
        for _ in 1..<workers {
            let thread = Thread { board.work(job) }
            // As deep as the main thread's: a job walks nested groups as far as `NestingLimit` allows.
            thread.stackSize = workerStackSize
            thread.start()
        }
        for i in 0..<count { deliver(i, board.take(i, running: job)) }
    }

    /// 8 MiB, the main thread's usual limit on Linux (a new thread's default is smaller on some systems).
    static var workerStackSize: Int { 8 << 20 }
}

/// The jobs' shared state, every field read and written under `condition`'s lock: the next job to
/// start, the results not yet taken, and how many were taken.
private final class JobBoard<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let ahead: Int
    private var started = 0
    private var taken = 0
    private var results: [Int: Result] = [:]

    init(count: Int, ahead: Int) {
        self.count = count
        self.ahead = ahead
    }

    /// A worker's loop: take the next job while there is one and room to hold its result, run it
    /// outside the lock, post its result.
    func work(_ job: (Int) -> Result) {
        condition.lock()
        while true {
            while started < count && started - taken >= ahead { condition.wait() }
            guard started < count else {
                condition.unlock()
                return
            }
            run(job)
        }
    }

    /// Runs the next job, called and returning with the lock held.
    private func run(_ job: (Int) -> Result) {
        let index = started
        started += 1
        condition.unlock()
        let result = job(index)
        condition.lock()
        results[index] = result
        condition.broadcast()
    }

    /// Job `index`'s result, running jobs while it is not ready; indices are taken in order, each once.
    func take(_ index: Int, running job: (Int) -> Result) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil {
            if started < count && started - taken < ahead {
                run(job)
            } else {
                condition.wait()
            }
        }
        let result = results.removeValue(forKey: index)!
        taken = index + 1
        condition.broadcast()
        return result
    }
}
