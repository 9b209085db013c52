import Testing
@testable import MotionRuntime

/// A path morph sampled into one frame again and again writes into the frame's own path storage
/// (so it allocates nothing) and shows exactly what a new frame would.
@Suite struct PathMorphSamplingTests {
    static let square = MotionPath.polygon([MotionPoint(0, 0), MotionPoint(10, 0), MotionPoint(10, 10), MotionPoint(0, 10)])
    static let diamond = MotionPath.polygon([MotionPoint(5, 0), MotionPoint(10, 5), MotionPoint(5, 10), MotionPoint(0, 5)])

    static let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 0.5, fill: .forwards), children: [
        .track(MotionTrack(node: 1, property: .path,
                           keyframes: MotionKeyframes([.path(square), .path(diamond), .path(square)], timingFunctions: [.easeInOut]),
                           timing: MotionTiming(duration: 0.5))),
        .track(MotionTrack(node: 0, property: .opacity, keyframes: MotionKeyframes([.scalar(0), .scalar(1)]),
                           timing: MotionTiming(duration: 0.5))),
    ]))

    static var base: MotionFrame {
        var base = MotionFrame(nodeCount: 2)
        base.path[0] = square
        base.path[1] = square
        return base
    }

    /// Where a path's points live: its subpath array and its first subpath's segment array.
    static func storage(_ path: MotionPath) -> [UnsafeRawPointer?] {
        [path.subpaths.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
         path.subpaths[0].cubics.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }]
    }

    @Test func aMorphWritesIntoTheFramesOwnPathFromTheFirstSampleOn() {
        let base = Self.base
        var frame = base
        Self.timeline.sample(at: 0, base: base, into: &frame)
        let owned = Self.storage(frame.path[1])
        // The morphing node has storage of its own; the still node keeps sharing its base's.
        #expect(owned != Self.storage(base.path[1]))
        #expect(Self.storage(frame.path[0]) == Self.storage(base.path[0]))
        for i in 0...30 {
            let t = Double(i) / 60
            Self.timeline.sample(at: t, base: base, into: &frame)
            #expect(Self.storage(frame.path[1]) == owned, "at \(t) s the morph wrote elsewhere")
            #expect(frame == Self.timeline.frame(at: t, base: base), "at \(t) s")
        }
        // The base and the keyframes' paths are untouched.
        #expect(base.path[1] == Self.square)
        #expect(Self.timeline.tracks[0].keyframes.values[0] == .path(Self.square))
    }

    @Test func theBlendInPlaceIsTheBlendOfTheTwoPaths() {
        var frame = Self.base
        for t in [0.05, 0.125, 0.2, 0.3, 0.45] {
            Self.timeline.sample(at: t, base: Self.base, into: &frame)
            let u = Self.timeline.tracks[0].keyframes.value(at: t / 0.5, duration: 0.5)
            #expect(frame.path[1] == u?.path, "at \(t) s")
        }
        let half = Self.square.interpolated(to: Self.diamond, at: 0.5).subpaths[0].cubics.map(\.p0)
        #expect(half == [MotionPoint(2.5, 0), MotionPoint(10, 2.5), MotionPoint(7.5, 10), MotionPoint(0, 7.5)])
    }

    @Test func aPathOfAnotherStructureIsTakenWhole() {
        let triangle = MotionPath.polygon([MotionPoint(0, 0), MotionPoint(10, 5), MotionPoint(0, 10)])
        var path = Self.square
        path.assignPoints(from: triangle)
        #expect(path == triangle)
        path.assignBlend(triangle, Self.square, at: 0.25)
        #expect(path == triangle, "paths of other structures jump half-way")
        path.assignBlend(Self.square, Self.diamond, at: 1)
        #expect(path == Self.diamond)
    }
}
