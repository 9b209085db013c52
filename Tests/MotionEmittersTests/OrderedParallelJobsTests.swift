import Foundation
import MotionCompiler
import Testing

/// `OrderedParallelJobs`: every job runs once, results come back in job order on the calling thread
/// whatever order the jobs finish in, and no more results wait than the bound allows.
@Suite struct OrderedParallelJobsTests {
    /// Counters shared by the jobs of one run.
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var runs: [Int: Int] = [:]
        private(set) var threads: Set<String> = []
        private(set) var waiting = 0
        private(set) var mostWaiting = 0

        func finished(_ index: Int) {
            lock.withLock {
                runs[index, default: 0] += 1
                threads.insert("\(Thread.current)")
                waiting += 1
                mostWaiting = max(mostWaiting, waiting)
            }
        }

        func delivered() { lock.withLock { waiting -= 1 } }
    }

    /// A job's own time: a few milliseconds, different for neighbours, so later jobs often finish first.
    static func pause(_ index: Int) { usleep(UInt32(index * 7 % 5) * 1_000) }

    @Test(arguments: [1, 2, 3, 8])
    func resultsComeInJobOrder(width: Int) {
        for count in [0, 1, 2, 7, 30] {
            let tally = Tally()
            var order: [Int] = []
            OrderedParallelJobs.run(count: count, width: width, job: { i in
                Self.pause(i)
                tally.finished(i)
                return i * i
            }, deliver: { i, square in
                #expect(square == i * i)
                order.append(i)
                tally.delivered()
            })
            #expect(order == Array(0..<count), "width \(width), \(count) jobs")
            #expect(tally.runs == Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 1) }), "each job once")
        }
    }

    @Test func oneThreadRunsEachJobThenDeliversIt() {
        nonisolated(unsafe) var events: [String] = []
        let caller = "\(Thread.current)"
        OrderedParallelJobs.run(count: 4, width: 1, job: { i in
            #expect("\(Thread.current)" == caller)
            events.append("job \(i)")
            return i
        }, deliver: { i, _ in events.append("deliver \(i)") })
        #expect(events == ["job 0", "deliver 0", "job 1", "deliver 1", "job 2", "deliver 2", "job 3", "deliver 3"])
    }

    /// A slow first job: the others run meanwhile (on more than one thread), but at most two results
    /// per thread wait for it.
    @Test(arguments: [2, 3])
    func aSlowFirstJobHoldsBackABoundedNumber(width: Int) {
        let tally = Tally()
        var delivered = 0
        OrderedParallelJobs.run(count: 40, width: width, job: { i in
            usleep(i == 0 ? 150_000 : 2_000)
            tally.finished(i)
            return i
        }, deliver: { i, value in
            #expect(value == i)
            delivered += 1
            tally.delivered()
        })
        #expect(delivered == 40)
        #expect(tally.threads.count == width, "\(tally.threads.count) threads ran jobs")
        #expect(tally.mostWaiting <= 2 * width, "\(tally.mostWaiting) results waited at once")
        #expect(tally.mostWaiting > width, "the other threads went on while the first job ran")
    }

    /// Worker threads are as deep as the main thread: recursion that needs several megabytes of stack
    /// (a job walking nested groups as far as the nesting limit allows needs far less) completes.
    @Test func workersHaveADeepStack() {
        var results: [Int] = []
        OrderedParallelJobs.run(count: 4, width: 4, job: { i in
            var pad = (i, 0, 0, 0, 0, 0, 0, 0)
            return Self.depth(20_000, &pad)
        }, deliver: { _, value in results.append(value) })
        #expect(results.count == 4)
    }

    @inline(never) static func depth(_ n: Int, _ pad: inout (Int, Int, Int, Int, Int, Int, Int, Int)) -> Int {
        var local = pad
        local.0 &+= n
        return n == 0 ? local.0 : depth(n - 1, &local) &+ 1
    }
}
