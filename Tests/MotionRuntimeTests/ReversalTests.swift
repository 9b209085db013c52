import Testing
@testable import MotionRuntime

/// Playing timelines backwards: the reverse at t equals the original at D − t.
@Suite struct ReversalTests {
    /// Progress values that land on no key time, step or jump of the curves below.
    static let progress = (0...40).map { (Double($0) + 0.37) / 41.5 }

    @Test func timingFunctionsMirror() {
        let curves: [MotionTimingFunction] = [
            .linear, .ease, .easeIn, .easeOut, .cubicBezier(MotionCubicBezier(0.25, 0.4, 0.3, 1.6)),
            .steps(MotionSteps(4)), .steps(MotionSteps(4, .jumpStart)), .steps(MotionSteps(3, .jumpNone)),
            .steps(MotionSteps(3, .jumpBoth)),
        ]
        for f in curves {
            let r = f.reversed
            for u in Self.progress {
                expectClose(r.value(at: u, duration: 1), 1 - f.value(at: 1 - u, duration: 1), 1e-12, "\(f) at \(u)")
            }
        }
        guard case .cubicBezier(let easeOut) = MotionTimingFunction.easeIn.reversed else {
            Issue.record("a cubic Bézier reverses to a cubic Bézier")
            return
        }
        expectClose(easeOut.x2, 0.58, 1e-15)
        #expect(MotionTimingFunction.cubicBezier(MotionCubicBezier(0.1, 0.2, 0.7, 0.9)).reversed
            == .cubicBezier(MotionCubicBezier(1 - 0.7, 1 - 0.9, 1 - 0.1, 1 - 0.2)))
        #expect(MotionSteps(2, .jumpStart).reversed == MotionSteps(2, .jumpEnd))
        #expect(MotionSteps(2, .jumpNone).reversed == MotionSteps(2, .jumpNone))
    }

    @Test func keyframesPlayBackwards() {
        let values = [0.0, 1.0, 0.25, 0.8]
        let cases: [MotionKeyframes<Double>] = [
            MotionKeyframes(values),
            MotionKeyframes(values, keyTimes: [0, 0.2, 0.7, 1], timingFunctions: [.easeIn, .steps(MotionSteps(3)), .ease]),
            MotionKeyframes(values, keyTimes: [0.1, 0.2, 0.7, 0.9], timingFunctions: [.easeInOut]),
            MotionKeyframes(values, mode: .cubic, keyTimes: [0, 0.3, 0.6, 1], timingFunctions: [.easeOut, .linear]),
            MotionKeyframes(values, mode: .paced),
            MotionKeyframes(values, mode: .discrete),
            MotionKeyframes(values, mode: .discrete, keyTimes: [0, 0.15, 0.5, 0.75]),
            MotionKeyframes(values, mode: .discrete, keyTimes: [0, 0.15, 0.5, 0.75, 1]),
        ]
        for k in cases {
            let r = k.reversed
            #expect(r.values == values.reversed())
            for p in Self.progress {
                let forward = k.value(at: 1 - p, duration: 0.5) ?? .nan
                expectClose(r.value(at: p, duration: 0.5) ?? .nan, forward, 1e-12, "\(k.mode) \(k.givenKeyTimes ?? []) at \(p)")
            }
        }
    }

    /// A tree with staggered begins, nested eased groups, key times, repeats and an autoreversing
    /// track, every part filling both ways so no base frame shows: exactly mirrored.
    static let tree: MotionTrackGroup = {
        func track(_ node: Int, _ values: [Double], keys: [Double]? = nil, _ tf: [MotionTimingFunction] = [],
                   _ timing: MotionTiming) -> MotionTimelineItem {
            .track(MotionTrack(node: node, property: .opacity,
                               keyframes: MotionKeyframes(values.map(MotionValue.scalar), keyTimes: keys, timingFunctions: tf),
                               timing: timing))
        }
        let inner = MotionTrackGroup(timing: MotionTiming(begin: 0.1, duration: 0.4, fill: .both), timingFunction: .easeInOut,
                                     children: [
                                         track(1, [0, 1, 0.5], keys: [0, 0.25, 1], [.easeIn, .ease], MotionTiming(begin: 0.05, duration: 0.3, fill: .both)),
                                         track(2, [1, 0], [.steps(MotionSteps(3))], MotionTiming(duration: 0.1, repeatCount: 2, fill: .both)),
                                     ])
        return MotionTrackGroup(timing: MotionTiming(duration: 0.8, fill: .both), children: [
            track(0, [0.2, 0.9], [.cubicBezier(MotionCubicBezier(0.3, 0.2, 0.1, 1.4))], MotionTiming(begin: 0.2, duration: 0.5, fill: .both)),
            .group(inner),
            track(3, [0, 1], [.easeIn], MotionTiming(begin: 0.3, duration: 0.15, autoreverses: true, fill: .both)),
        ])
    }()

    @Test func treePlaysBackwards() {
        let forward = MotionTimeline(root: Self.tree)
        let backward = MotionTimeline(root: Self.tree.reversed)
        #expect(backward.duration == forward.duration)
        let base = MotionFrame(nodes: Array(repeating: MotionNodeValues(), count: 4))
        for k in 0...80 {
            let t = (Double(k) + 0.41) / 101
            let a = backward.frame(at: t, base: base), b = forward.frame(at: 0.8 - t, base: base)
            for node in 0..<4 { expectClose(a.opacity[node], b.opacity[node], 1e-12, "node \(node) at \(t)") }
        }
    }

    @Test func beginsMirrorWithinTheirGroups() throws {
        let r = Self.tree.reversed
        guard case .track(let first) = r.children[0], case .group(let inner) = r.children[1],
              case .track(let innerFirst) = inner.children[0], case .track(let autoreversing) = r.children[2] else {
            Issue.record("the tree changed shape")
            return
        }
        expectClose(first.timing.begin, 0.8 - 0.7, 1e-15)
        expectClose(inner.timing.begin, 0.8 - 0.5, 1e-15)
        expectClose(innerFirst.timing.begin, 0.4 - 0.35, 1e-15)
        #expect(inner.timingFunction == .easeInOut.reversed)
        // Forwards then backwards is its own mirror: the keyframes stay.
        #expect(autoreversing.keyframes == Self.tree.children[2].trackKeyframes)
        expectClose(autoreversing.timing.begin, 0.8 - 0.6, 1e-15)
    }

    /// Where the original holds a value the reverse holds it mirrored; after its end the reverse
    /// always holds, as the original showed its base frame (its source state) before its begin.
    @Test func fillModes() {
        let modes: [(MotionFillMode, MotionFillMode)] = [(.none, .forwards), (.forwards, .both), (.backwards, .forwards), (.both, .both)]
        for (given, expected) in modes {
            #expect(MotionTiming(begin: 0.1, duration: 0.2, fill: given).reversed(within: 0.5).fill == expected)
        }
        // An endless timing keeps its begin.
        #expect(MotionTiming(begin: 0.1, duration: 0.2, repeatCount: .infinity).reversed(within: 0.5).begin == 0.1)
    }

    @Test func scalingStretchesEveryTime() {
        let scaled = Self.tree.reversed.scaled(by: 0.5)
        #expect(scaled.timing.duration == 0.4)
        guard case .group(let inner) = scaled.children[1], case .track(let t) = inner.children[0] else {
            Issue.record("the tree changed shape")
            return
        }
        expectClose(inner.timing.begin, 0.15, 1e-15)
        expectClose(t.timing.duration, 0.15, 1e-15)
        let base = MotionFrame(nodes: Array(repeating: MotionNodeValues(), count: 4))
        let full = MotionTimeline(root: Self.tree.reversed), half = MotionTimeline(root: scaled)
        for t in [0.05, 0.13, 0.27, 0.33] {
            expectClose(half.frame(at: t, base: base).opacity[1], full.frame(at: 2 * t, base: base).opacity[1], 1e-12)
        }
    }
}

private extension MotionTimelineItem {
    var trackKeyframes: MotionKeyframes<MotionValue>? {
        if case .track(let t) = self { return t.keyframes }
        return nil
    }
}
