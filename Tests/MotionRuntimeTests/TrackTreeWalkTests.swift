import Testing
import MotionRuntime

/// Walking and rebuilding a group tree in the timeline's order, and starting a playback from a frame.
@Suite struct TrackTreeWalkTests {
    static func track(_ node: Int, _ values: [Double], fromCurrent: Bool = false) -> MotionTrack {
        MotionTrack(node: node, property: .opacity, keyframes: MotionKeyframes(values.map(MotionValue.scalar)),
                    timing: MotionTiming(duration: 1, fill: .forwards), startsFromCurrent: fromCurrent)
    }

    /// Root → [track 0, group A → [track 1, group B → [track 2]], track 3].
    static let root: MotionTrackGroup = {
        let b = MotionTrackGroup(timing: MotionTiming(begin: 0.2, duration: 1), children: [.track(track(2, [0, 0.2]))])
        let a = MotionTrackGroup(timing: MotionTiming(begin: 0.1, duration: 1), timingFunction: .easeIn,
                                 children: [.track(track(1, [0, 0.1])), .group(b)])
        return MotionTrackGroup(timing: MotionTiming(duration: 2), children: [
            .track(track(0, [0, 0.5])), .group(a), .track(track(3, [0, 0.3])),
        ])
    }()

    @Test func tracksComeInTheTimelinesOrderWithTheirGroups() {
        var nodes: [Int] = [], begins: [[Double]] = []
        Self.root.forEachTrack { track, groups in
            nodes.append(track.node)
            begins.append(groups.map(\.timing.begin))
        }
        #expect(nodes == MotionTimeline(root: Self.root).tracks.map(\.node))
        #expect(nodes == [0, 1, 2, 3])
        #expect(begins == [[0], [0, 0.1], [0, 0.1, 0.2], [0]])
    }

    @Test func groupsDeeperThanTheTimelinePlaysAreSkipped() {
        var deep = MotionTrackGroup(timing: MotionTiming(duration: 1), children: [.track(Self.track(9, [0, 1]))])
        for _ in 0..<600 { deep = MotionTrackGroup(timing: MotionTiming(duration: 1), children: [.group(deep)]) }
        var count = 0
        deep.forEachTrack { _, _ in count += 1 }
        #expect(count == 0)
        #expect(MotionTimeline(root: deep).tracks.isEmpty)
        var indices: [Int] = []
        _ = deep.mappingTracks { index, track in indices.append(index); return track }
        #expect(indices.isEmpty)
    }

    @Test func mappingKeepsTheTreeAndNumbersTracksInOrder() {
        var seen: [Int] = []
        let odd = Self.root.mappingTracks { index, track in
            seen.append(index)
            guard index % 2 == 1 else { return nil }
            var moved = track
            moved.node = 10 + index
            return moved
        }
        #expect(seen == [0, 1, 2, 3])
        #expect(MotionTimeline(root: odd).tracks.map(\.node) == [11, 13])
        // Group A keeps its timing and its group B, emptied.
        guard case .group(let a) = odd.children.first else { Issue.record("group A is gone"); return }
        #expect(a.timingFunction == .easeIn)
        guard case .group(let b) = a.children.last else { Issue.record("group B is gone"); return }
        #expect(b.children.isEmpty)
    }

    @Test func aPlaybackStartsFromThePresentedFrame() {
        var presented = MotionNodeValues()
        presented.opacity = 0.8
        let frame = MotionFrame(nodes: [presented])
        let root = MotionTrackGroup(timing: MotionTiming(duration: 1), children: [.track(Self.track(0, [0, 0], fromCurrent: true))])
        let playback = MotionTransition(from: "a", to: "b", duration: 1, root: root, base: frame, destination: frame)
        #expect(playback.base == frame)
        #expect(playback.duration == 1)
        // The track runs from the presented 0.8 (not its placeholder 0) to 0.
        #expect(abs(playback.frame(at: 0.5).opacity[0] - 0.4) < 1e-12)
    }
}
