import MotionSpecGenerator
import Testing
@testable import MotionRuntime

/// A frame reset from the base it was last reset from, with nothing but sampling written since, skips
/// comparing its arrays with the base's (`MotionFrame.assign(from:overwriting:rewritten:)`): it knows
/// the base by identity, and forgets what it knows on any public write. Whatever happens between
/// samples — writes to the frame or to the base, copies, other timelines, a sampled frame used as a
/// base — a sample must equal the same sample into a frame that shares nothing.
@Suite struct FrameIdentityTests {
    static func track(_ node: Int, _ property: MotionProperty, _ values: [MotionValue], begin: Double) -> MotionTimelineItem {
        .track(MotionTrack(node: node, property: property,
                           keyframes: MotionKeyframes(values, timingFunctions: [.cubicBezier(MotionCubicBezier(0.3, -0.4, 0.6, 1.5))]),
                           timing: MotionTiming(begin: begin, duration: 0.3)))
    }

    /// Three timelines over two nodes writing different properties, each track only part of the time.
    static let timelines = [
        MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: [
            track(0, .opacity, [.scalar(0), .scalar(1)], begin: 0.1),
        ])),
        MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1, fill: .forwards), children: [
            track(1, .position, [.point(MotionPoint(0, 0)), .point(MotionPoint(10, -4))], begin: 0.2),
            track(0, .strokeEnd, [.scalar(0.2), .scalar(0.9)], begin: 0.5),
        ])),
        MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1), children: [
            track(0, .opacity, [.scalar(0.5), .scalar(0)], begin: 0),
            track(1, .opacity, [.scalar(1), .scalar(0.25)], begin: 0.4),
            track(1, .fillColor, [.color(MotionColor(red: 1, green: 0, blue: 0, alpha: 1)),
                                  .color(MotionColor(red: 0, green: 0, blue: 1, alpha: 0.5))], begin: 0.3),
        ])),
    ]

    static func base(_ seed: Double) -> MotionFrame {
        var frame = MotionFrame(nodeCount: 2)
        frame.opacity = [0.9 - seed / 10, 0.6]
        frame.lineWidth = [seed, seed + 1]
        frame.position = [MotionPoint(seed, 1), MotionPoint(2, seed)]
        return frame
    }

    /// The sample into a frame of its own, made from `base`'s values (no storage or identity shared).
    static func fresh(_ timeline: MotionTimeline, at t: Double, base: MotionFrame) -> MotionFrame {
        let copy = MotionFrame(nodes: (0..<base.nodeCount).map { base[node: $0] })
        var frame = MotionFrame(nodeCount: base.nodeCount)
        timeline.sample(at: t, base: copy, into: &frame)
        return frame
    }

    @Test func aBaseWrittenInPlaceIsSeenByTheNextSample() {
        var base = Self.base(1)
        var frame = base
        Self.timelines[0].sample(at: 0.2, base: base, into: &frame)
        base.lineWidth[1] = 7
        Self.timelines[0].sample(at: 0.2, base: base, into: &frame)
        #expect(frame.lineWidth == [1, 7])
        #expect(frame == Self.fresh(Self.timelines[0], at: 0.2, base: base))
        // A base not shared with anything (its identity held by nobody else but the frame's reset).
        var own = Self.base(2)
        frame = MotionFrame(nodeCount: 2)
        Self.timelines[1].sample(at: 0.3, base: own, into: &frame)
        own.position[0] = MotionPoint(-5, -5)
        Self.timelines[1].sample(at: 0.3, base: own, into: &frame)
        #expect(frame.position[0] == MotionPoint(-5, -5))
    }

    @Test func aCopyOfTheBaseWrittenIsAnotherBase() {
        let base = Self.base(1)
        var frame = MotionFrame(nodeCount: 2)
        Self.timelines[0].sample(at: 0.25, base: base, into: &frame)
        var other = base
        other.opacity[1] = 0.125
        Self.timelines[0].sample(at: 0.25, base: other, into: &frame)
        #expect(frame.opacity[1] == 0.125)
        Self.timelines[0].sample(at: 0.25, base: base, into: &frame)
        #expect(frame == Self.fresh(Self.timelines[0], at: 0.25, base: base))
    }

    @Test func timelinesTakingTurnsInOneFrameEachResetWhatTheOtherWrote() {
        let base = Self.base(3)
        var frame = base
        for (index, t) in [0.05, 0.25, 0.35, 0.45, 0.6, 0.75, 0.95, 0.15].enumerated() {
            for timeline in [Self.timelines[index % 3], Self.timelines[(index + 1) % 3]] {
                timeline.sample(at: t, base: base, into: &frame)
                #expect(frame == Self.fresh(timeline, at: t, base: base))
            }
        }
    }

    @Test func aSampledFrameServesAsABaseAndChanges() {
        let base = Self.base(1)
        var first = MotionFrame(nodeCount: 2), second = MotionFrame(nodeCount: 2)
        Self.timelines[0].sample(at: 0.2, base: base, into: &first)
        Self.timelines[1].sample(at: 0.3, base: first, into: &second)
        #expect(second == Self.fresh(Self.timelines[1], at: 0.3, base: first))
        // `first` changes by sampling alone: `second` must not take it for the base it was reset from.
        Self.timelines[0].sample(at: 0.35, base: base, into: &first)
        Self.timelines[1].sample(at: 0.3, base: first, into: &second)
        #expect(second.opacity[0] == first.opacity[0])
        #expect(second == Self.fresh(Self.timelines[1], at: 0.3, base: first))
    }

    @Test func aCopyTakenBetweenSamplesKeepsItsValuesAndIsItsOwnBase() {
        let base = Self.base(2)
        var frame = MotionFrame(nodeCount: 2)
        Self.timelines[2].sample(at: 0.5, base: base, into: &frame)
        let snapshot = frame
        Self.timelines[2].sample(at: 0.65, base: base, into: &frame)
        #expect(snapshot == Self.fresh(Self.timelines[2], at: 0.5, base: base))
        #expect(snapshot != frame)
        var other = MotionFrame(nodeCount: 2)
        Self.timelines[0].sample(at: 0.2, base: snapshot, into: &other)
        Self.timelines[0].sample(at: 0.2, base: frame, into: &other)
        #expect(other == Self.fresh(Self.timelines[0], at: 0.2, base: frame))
    }

    @Test func equalityAndHashIgnoreHowAFrameWasMade() {
        let base = Self.base(1)
        var sampled = MotionFrame(nodeCount: 2)
        Self.timelines[0].sample(at: 0.9, base: base, into: &sampled)
        let rebuilt = MotionFrame(nodes: (0..<2).map { base[node: $0] })
        #expect(sampled == base && rebuilt == base)
        #expect(Set([sampled, rebuilt, base]).count == 1)
    }

    /// Random writes, copies, base changes and samples over four frames, each sample checked against a
    /// frame that shares nothing. Half the samples repeat the last pair of frames, so many take the
    /// short reset (counted: the frame's last reset was from that base).
    @Test(arguments: [1, 2, 3, 4, 5])
    func randomSequencesMatchFreshSamples(seed: UInt64) {
        var random = RandomSource(seed: seed)
        var frames = [Self.base(1), Self.base(2), MotionFrame(nodeCount: 2), MotionFrame(nodeCount: 2)]
        var checks = 0, short = 0, last = (0, 1)
        for _ in 0..<1_000 {
            var a = random.int(0...3), b = random.int(0...3)
            switch random.int(0...9) {
            case 0:
                frames[a].opacity[random.int(0...1)] = random.unit()
            case 1:
                frames[a].lineWidth[random.int(0...1)] = random.unit() * 4
            case 2:
                frames[a] = frames[b]
            case 3:
                frames[a][.position, random.int(0...1)] = .point(MotionPoint(random.unit(), random.unit()))
            default:
                if random.int(0...2) > 0 { (a, b) = last }
                guard a != b else { continue }
                last = (a, b)
                let timeline = random.pick(Self.timelines), t = Double(random.int(0...20)) / 20
                let base = frames[b], expected = Self.fresh(timeline, at: t, base: base)
                if let from = frames[a].resetBase, from === base.identity { short += 1 }
                timeline.sample(at: t, base: base, into: &frames[a])
                #expect(frames[a] == expected, "seed \(seed): sample at \(t) into \(a) from \(b)")
                checks += 1
            }
        }
        #expect(checks > 400 && short > 200, "\(checks) samples, \(short) short")
    }
}

