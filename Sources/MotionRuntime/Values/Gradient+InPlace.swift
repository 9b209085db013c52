/// Gradient values written into a frame's own gradient, for sampling: a frame keeps its node's
/// gradient from sample to sample and overwrites its stops, so an animated gradient allocates
/// nothing once the frame holds its own copy (the stops copy on write like any array).
extension MotionGradient {
    /// True when both gradients hold one stop array in memory (their other fields may differ).
    func sharesStops(with other: MotionGradient) -> Bool {
        stops.sharesStorage(with: other.stops)
    }

    /// Makes this gradient equal to `other`: stop by stop when both have as many stops that are
    /// not one array (so this gradient keeps storage of its own to write into), otherwise by
    /// taking `other`'s.
    mutating func assignStops(from other: MotionGradient) {
        guard stops.count == other.stops.count, !sharesStops(with: other) else {
            self = other
            return
        }
        kind = other.kind
        start = other.start
        end = other.end
        radius = other.radius
        for i in other.stops.indices { stops[i] = other.stops[i] }
    }

    /// Makes this gradient `a.interpolated(to: b, at: t)`, in place when it has as many stops.
    mutating func assignBlend(_ a: MotionGradient, _ b: MotionGradient, at t: Double) {
        guard a.hasSameStructure(as: b), stops.count == a.stops.count else {
            self = a.interpolated(to: b, at: t)
            return
        }
        kind = a.kind
        for i in a.stops.indices {
            stops[i] = Stop(a.stops[i].color.interpolated(to: b.stops[i].color, at: t),
                            at: a.stops[i].position.interpolated(to: b.stops[i].position, at: t))
        }
        start = a.start.interpolated(to: b.start, at: t)
        end = a.end.interpolated(to: b.end, at: t)
        radius = a.radius.interpolated(to: b.radius, at: t)
    }

    /// Gives this gradient stops of its own (a copy of them when they are shared), so that a blend
    /// written into it later writes in place: sampling calls it for every gradient a track animates,
    /// so the one copy is made in the first sample into a frame, whenever the track starts.
    mutating func takeOwnStops() {
        if !stops.isEmpty { stops.reserveCapacity(stops.count) }
    }
}
