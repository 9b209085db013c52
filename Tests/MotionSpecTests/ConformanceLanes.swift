import Foundation

/// Independent pieces of the suite's work run side by side, each on a thread of its own, joined before
/// returning. Each piece mostly drives a program (a browser, the Swift compiler, a Lottie reader) that keeps
/// about one core busy: one after the other they leave the second core idle for most of the suite, side by
/// side they do not. Every piece runs to its end; then the first error, in the pieces' order, is rethrown.
/// The suite's task-local output folder (`ConformanceRun.folder`) is carried into every thread.
enum ConformanceLanes {
    static func run(_ pieces: [() throws -> Void]) throws {
        let folder = ConformanceRun.folder
        let state = LaneState(pieces)
        let group = DispatchGroup()
        for index in pieces.indices {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do {
                    try ConformanceRun.$folder.withValue(folder) { try state.pieces[index]() }
                } catch {
                    state.record(error, at: index)
                }
            }
            // The comparisons recurse no deeper than on the test's own thread: give the lane as much stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()
        if let error = state.firstError { throw error }
    }

    /// The jobs split into `count` lists of about equal `weight`, each list in the jobs' order (a driver
    /// per list: results are by job id, so the split changes no reading).
    static func split(_ jobs: [[String: Any]], into count: Int, weight: ([String: Any]) -> Int) -> [[[String: Any]]] {
        var lists = Array(repeating: [(offset: Int, job: [String: Any])](), count: max(count, 1))
        var loads = Array(repeating: 0, count: lists.count)
        // Heaviest first onto the lightest list: a greedy balance, deterministic for the same jobs.
        let order = jobs.enumerated().sorted { (weight($0.element), $1.offset) > (weight($1.element), $0.offset) }
        for (offset, job) in order {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) } ?? 0
            lists[lightest].append((offset, job))
            loads[lightest] += max(weight(job), 1)
        }
        return lists.map { $0.sorted { $0.offset < $1.offset }.map(\.job) }.filter { !$0.isEmpty }
    }
}

/// The pieces and the errors they threw; each thread writes only its own slot, under the lock.
private final class LaneState: @unchecked Sendable {
    let pieces: [() throws -> Void]
    private var errors: [Int: Error] = [:]
    private let lock = NSLock()

    init(_ pieces: [() throws -> Void]) { self.pieces = pieces }

    func record(_ error: Error, at index: Int) {
        lock.lock()
        errors[index] = error
        lock.unlock()
    }

    var firstError: Error? {
        lock.lock()
        defer { lock.unlock() }
        return errors.keys.min().flatMap { errors[$0] }
    }
}

/// What one lane computes, read by the caller once the lanes are joined (each lane writes only its own).
final class LaneResult<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
