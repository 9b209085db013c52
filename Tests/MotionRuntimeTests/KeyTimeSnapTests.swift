import MotionSpecGenerator
import Testing
@testable import MotionRuntime

/// `KeyframePosition.locate` snaps a progress to a key time within `snap` of it, looking only at the
/// key times either side of the progress when they ascend. It must choose what looking at every key
/// time first chooses (`reference`), to the bit, for any key times: ascending, with repeats, closer
/// together than `snap`, out of order, NaN.
@Suite struct KeyTimeSnapTests {
    /// The lookup as it was before the search came first: the first key time within `snap`, then the segment.
    static func reference(_ rawProgress: Double, count n: Int, keyTimes: [Double], mode: MotionCalculationMode,
                          snap: Double, before: Bool) -> KeyframePosition {
        var progress = rawProgress
        for key in keyTimes where abs(progress - key) <= snap {
            progress = key
            break
        }
        if mode == .discrete {
            var i = 0
            while i < n - 1, progress >= keyTimes[i + 1] { i += 1 }
            return KeyframePosition(index: before && i > 0 && progress > 0 && progress == keyTimes[i] ? i - 1 : i)
        }
        if progress < keyTimes[0] { return KeyframePosition(index: 0) }
        var i = 0
        while i < n - 2, progress >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        guard span > 0 else { return KeyframePosition(index: i + 1) }
        var u = min((progress - keyTimes[i]) / span, 1)
        if mode != .paced { u = ease(u, i, span) }
        if mode == .cubic { return KeyframePosition(index: i, u: u, blend: .spline) }
        if u == 1 { return KeyframePosition(index: i + 1) }
        if u == 0 { return KeyframePosition(index: i) }
        return KeyframePosition(index: i, u: u, blend: .linear)
    }

    static func ease(_ u: Double, _ segment: Int, _ span: Double) -> Double { u * u * (3 - 2 * u) + Double(segment) * 1e-3 }

    static func keyTimes(count: Int, _ random: inout RandomSource) -> [Double] {
        switch random.int(0...4) {
        case 0: // out of order
            return (0..<count).map { _ in random.unit() }
        case 1: // ascending, some repeated and some within a snap of the one before
            var keys = [0.0]
            while keys.count < count {
                let last = keys[keys.count - 1]
                switch random.int(0...3) {
                case 0: keys.append(last)
                case 1: keys.append(last + 4e-13)
                default: keys.append(last + random.unit() / Double(count))
                }
            }
            return keys
        case 2: // with a NaN
            var keys = (0..<count).map { Double($0) / Double(count - 1) }
            keys[random.int(0...(count - 1))] = .nan
            return keys
        default: // ascending
            return (0..<count).map { Double($0) / Double(count - 1) }.map { $0 == 0 || $0 == 1 ? $0 : $0 + (random.unit() - 0.5) / 100 }
        }
    }

    static func progress(near keyTimes: [Double], snap: Double, _ random: inout RandomSource) -> Double {
        switch random.int(0...3) {
        case 0: return random.unit() * 1.4 - 0.2
        case 1: return .nan
        default:
            let key = random.pick(keyTimes)
            let offsets = [0, snap / 2, -snap / 2, snap, -snap, snap * 1.5, -snap * 1.5, 1e-16, -1e-16, snap * 3]
            return key + random.pick(offsets)
        }
    }

    @Test func snappingAfterTheSearchChoosesWhatSnappingFirstChose() {
        var random = RandomSource(seed: 41)
        var snapped = 0
        for _ in 0..<60_000 {
            let mode = random.pick([MotionCalculationMode.linear, .discrete, .paced, .cubic])
            let n = 2 + random.int(0...4)
            let keyCount = mode == .discrete && random.int(0...1) == 0 ? n + 1 : n
            let keys = Self.keyTimes(count: keyCount, &random)
            let snap = random.pick([KeyframePosition.keyTimeSnap, 1e-9, 0.01])
            let progress = Self.progress(near: keys, snap: snap, &random), before = random.int(0...1) == 0
            let expected = Self.reference(progress, count: n, keyTimes: keys, mode: mode, snap: snap, before: before)
            let found = keys.withUnsafeBufferPointer { buffer in
                KeyframePosition.locate(progress, count: n, keyTimes: buffer, ascending: KeyTimes.ascending(keys), mode: mode,
                                        snap: snap, before: before, ease: Self.ease)
            }
            let same = found.index == expected.index && found.blend == expected.blend
                && (found.u == expected.u || (found.u.isNaN && expected.u.isNaN))
            #expect(same, "keys \(keys), progress \(progress), \(mode), snap \(snap): \(found) for \(expected)")
            if !same { return }
            if keys.contains(where: { $0 != progress && abs(progress - $0) <= snap }) { snapped += 1 }
        }
        #expect(snapped > 5_000)
    }

    @Test func ascendingMeansNeverGoingDownAndNoNaN() {
        #expect(KeyTimes.ascending([0, 0.5, 0.5, 1]))
        #expect(KeyTimes.ascending([0]) && KeyTimes.ascending([]))
        #expect(!KeyTimes.ascending([0, 0.6, 0.5, 1]))
        #expect(!KeyTimes.ascending([0, .nan, 1]))
        #expect(!KeyTimes.ascending([0, 1, .nan]))
    }
}
