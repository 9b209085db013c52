/// A keyframe sequence: values, the key times they sit at (fractions of the pass) and the timing of
/// each segment. Generic, so scalars, points, colours and whole transforms animate alike.
public struct MotionKeyframes<V: MotionInterpolatable>: Sendable {
    /// The values in order; the first may be replaced when the track starts from the value on screen.
    public private(set) var values: [V]
    /// How values are blended (see `MotionCalculationMode`).
    public let mode: MotionCalculationMode
    /// The key times as given (nil: evenly spaced). Paced mode ignores them.
    public let givenKeyTimes: [Double]?
    /// One per segment, or one for every segment; none means linear. Paced mode ignores them.
    public let timingFunctions: [MotionTimingFunction]
    /// The key times in use (see `KeyTimes.resolve`).
    public private(set) var keyTimes: [Double]
    /// Where each cubic Bézier timing function starts its solve (`MotionCubicBezier.startTables`),
    /// derived from `timingFunctions`, so it takes no part in equality.
    @usableFromInline let bezierStarts: [Double]
    /// `KeyTimes.ascending(keyTimes)`, derived like `bezierStarts`.
    @usableFromInline private(set) var keyTimesAscending: Bool

    public init(_ values: [V], mode: MotionCalculationMode = .linear, keyTimes: [Double]? = nil,
                timingFunctions: [MotionTimingFunction] = []) {
        self.values = values
        self.mode = mode
        self.givenKeyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.keyTimes = KeyTimes.resolve(values: values, mode: mode, given: keyTimes)
        self.bezierStarts = MotionCubicBezier.startTables(for: timingFunctions)
        self.keyTimesAscending = KeyTimes.ascending(self.keyTimes)
    }

    /// Keyframes timed as `timing`: its timing functions and their solver tables, taken rather than
    /// worked out again (a compiler making thousands of tracks with the same few timing functions
    /// solves each curve's table once, and the tracks share its storage).
    public init(_ values: [V], mode: MotionCalculationMode = .linear, keyTimes: [Double]? = nil,
                timedAs timing: MotionKeyframes<V>) {
        self.values = values
        self.mode = mode
        self.givenKeyTimes = keyTimes
        self.timingFunctions = timing.timingFunctions
        self.keyTimes = KeyTimes.resolve(values: values, mode: mode, given: keyTimes)
        self.bezierStarts = timing.bezierStarts
        self.keyTimesAscending = KeyTimes.ascending(self.keyTimes)
    }

    /// Replaces the first value (retargeting from the value on screen); paced key times follow.
    public mutating func replaceFirstValue(with value: V) {
        guard !values.isEmpty else { return }
        values[0] = value
        if mode == .paced {
            keyTimes = KeyTimes.resolve(values: values, mode: mode, given: givenKeyTimes)
            keyTimesAscending = KeyTimes.ascending(keyTimes)
        }
    }

    /// The value at `progress` (0…1) through a pass lasting `duration` seconds. Nil only when
    /// there are no values. `before` is the CSS before flag, passed to step functions; in a reverse
    /// pass (`MotionTiming`) it also makes a discrete key exactly at `progress` show the value before it.
    /// Always inlined, so that a caller reading a track in place passes no copy of its arrays.
    @inlinable @inline(__always)
    public func value(at progress: Double, duration: Double, before: Bool = false) -> V? {
        if values.isEmpty { return nil }
        let at = position(at: progress, duration: duration, before: before)
        switch at.blend {
        case .none: return values[at.index]
        case .linear: return values[at.index].interpolated(to: values[at.index + 1], at: at.u)
        case .spline: return catmullRom(segment: at.index, at: at.u)
        }
    }

    /// Where `progress` falls (see `value(at:duration:before:)`), for at least one value.
    @inlinable @inline(__always)
    func position(at rawProgress: Double, duration: Double, before: Bool) -> KeyframePosition {
        let n = values.count
        if n == 1 { return KeyframePosition(index: 0) }
        return keyTimes.withUnsafeBufferPointer { keyTimes in
            KeyframePosition.locate(rawProgress, count: n, keyTimes: keyTimes, ascending: keyTimesAscending, mode: mode,
                                    snap: KeyframePosition.keyTimeSnap(duration: duration), before: before) { u, segment, span in
                eased(u, segment: segment, duration: span * duration, before: before)
            }
        }
    }

    /// The segment (from value i to value i + 1) that plays at `progress` in linear, paced and
    /// cubic keyframes: the last one starting at or before it, the first before the first key
    /// time, the last from the last key time on. 0 with fewer than two values.
    @inlinable
    public func segment(containing progress: Double) -> Int {
        keyTimes.withUnsafeBufferPointer { keyTimes in
            KeyframePosition.segment(containing: progress, count: values.count, keyTimes: keyTimes)
        }
    }

    /// The timing of segment `segment` (from value `segment` to the next): its own function, the
    /// last one given for every segment past the list (one function times them all), linear when
    /// none is given. Paced and discrete keyframes do not use it.
    @inlinable
    public func timingFunction(segment: Int) -> MotionTimingFunction {
        if timingFunctions.isEmpty { return .linear }
        return timingFunctions[min(segment, timingFunctions.count - 1)]
    }

    /// Progress `u` through segment `segment` (lasting `duration` seconds) through the segment's
    /// timing function: `timingFunction(segment:).value(at:duration:before:)`, with a cubic
    /// Bézier solved from its start table.
    @inlinable @inline(__always)
    func eased(_ u: Double, segment: Int, duration: Double, before: Bool) -> Double {
        let count = timingFunctions.count
        if count == 0 { return u }
        let index = min(segment, count - 1)
        if case .cubicBezier(let curve) = timingFunctions[index], !bezierStarts.isEmpty {
            return bezierStarts.withUnsafeBufferPointer { starts in
                curve.value(at: u, table: starts.baseAddress! + index &* MotionCubicBezier.startTableLength)
            }
        }
        return timingFunctions[index].value(at: u, duration: duration, before: before)
    }

    /// The Catmull-Rom (uniform, Kochanek–Bartels T = C = B = 0) segment from values[i] to
    /// values[i+1]: a cubic Hermite curve with tangents mᵢ = (vᵢ₊₁ − vᵢ₋₁) / 2; at the ends the
    /// missing neighbour is the end value itself, so the end tangent is half the end chord.
    @usableFromInline func catmullRom(segment i: Int, at u: Double) -> V {
        let last = values.count - 1
        let v0 = values[max(i - 1, 0)], v1 = values[i], v2 = values[i + 1], v3 = values[min(i + 2, last)]
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return V.combine(v0, -h10 / 2, v1, h00 - h11 / 2, v2, h01 + h10 / 2, v3, h11 / 2)
    }
}

extension MotionKeyframes: Equatable where V: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.values == b.values && a.mode == b.mode && a.givenKeyTimes == b.givenKeyTimes
            && a.timingFunctions == b.timingFunctions && a.keyTimes == b.keyTimes
    }
}

extension MotionKeyframes: Hashable where V: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
        hasher.combine(mode)
        hasher.combine(givenKeyTimes)
        hasher.combine(timingFunctions)
        hasher.combine(keyTimes)
    }
}
