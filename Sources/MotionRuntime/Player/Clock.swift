#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a player reads the time: seconds on a clock that never goes back. Only differences matter.
public protocol MotionClock {
    var now: Double { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`): what a host plays by when it has no clock of its
/// own. A display link's timestamps are another such clock (see `MotionManualClock`).
public struct MotionSystemClock: MotionClock, Sendable {
    public init() {}

    public var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told: for tests, and for hosts whose frames carry their own time
/// (a display link's `targetTimestamp`, a `TimelineView`'s date), which set `now` before each update.
/// A class, so the player and whoever moves it share one.
public final class MotionManualClock: MotionClock {
    public var now: Double

    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: Double) {
        now += seconds
    }
}
