import Testing
@testable import MotionRuntime

@Suite struct PathMorphTests {
    static let triangle = MotionPath.polygon([MotionPoint(0, 0), MotionPoint(10, 5), MotionPoint(10, 5), MotionPoint(0, 10)])
    static let square = MotionPath.polygon([MotionPoint(0, 0), MotionPoint(10, 0), MotionPoint(10, 10), MotionPoint(0, 10)])

    @Test func pathsOfOneStructureBlendPointByPoint() {
        #expect(Self.triangle.hasSameStructure(as: Self.square))
        let half = Self.triangle.interpolated(to: Self.square, at: 0.5)
        #expect(half.subpaths.count == 1 && half.subpaths[0].isClosed)
        let corners = half.subpaths[0].cubics.map(\.p0)
        #expect(corners == [MotionPoint(0, 0), MotionPoint(10, 2.5), MotionPoint(10, 7.5), MotionPoint(0, 10)])
        // A line's control points stay at a third and two thirds, so a blended line is a line.
        let edge = half.subpaths[0].cubics[1]
        #expect(abs(edge.p1.y - (2.5 + 5.0 / 3)) < 1e-12 && abs(edge.p2.y - (2.5 + 10.0 / 3)) < 1e-12)
        #expect(Self.triangle.interpolated(to: Self.square, at: 0) == Self.triangle)
        #expect(Self.triangle.interpolated(to: Self.square, at: 1) == Self.square)
    }

    @Test func pathsOfOtherStructuresJumpHalfWay() {
        let three = MotionPath.polygon([MotionPoint(0, 0), MotionPoint(10, 5), MotionPoint(0, 10)])
        #expect(!three.hasSameStructure(as: Self.square))
        #expect(three.interpolated(to: Self.square, at: 0.49) == three)
        #expect(three.interpolated(to: Self.square, at: 0.5) == Self.square)
        let open = MotionPath.polyline([MotionPoint(0, 0), MotionPoint(10, 0), MotionPoint(10, 10), MotionPoint(0, 10), MotionPoint(0, 0)])
        #expect(!open.hasSameStructure(as: Self.square), "closedness is part of the structure")
    }

    @Test func pacedKeyTimesFollowTheDistanceOverEveryPoint() {
        let moved = Self.square.applying(.translation(MotionPoint(3, 4)))
        // Every point (a start and four per segment: 17) moves by 5.
        #expect(abs(Self.square.distance(to: moved) - 5 * 17.0.squareRoot()) < 1e-12)
        let keyframes = MotionKeyframes<MotionValue>([.path(Self.square), .path(moved), .path(Self.square.applying(.translation(MotionPoint(9, 12))))],
                                                     mode: .paced)
        #expect(abs(keyframes.keyTimes[1] - 1.0 / 3) < 1e-12)
    }

    @Test func aTrackMorphsTheFramesPathAndTrimsMeasureThePathOfTheMoment() {
        let wide = MotionPath.polyline([MotionPoint(0, 0), MotionPoint(40, 0)])
        let narrow = MotionPath.polyline([MotionPoint(0, 0), MotionPoint(10, 0)])
        let scene = MotionScene(nodes: [MotionNode(name: "bar", path: narrow)])
        var base = scene.baseFrame
        #expect(base.path[0] == narrow)
        base.strokeEnd[0] = 0.5
        let track = MotionTrack(node: 0, property: .path,
                                keyframes: MotionKeyframes([.path(narrow), .path(wide)]), timing: MotionTiming(duration: 1, fill: .forwards))
        let timeline = MotionTimeline(root: MotionTrackGroup(timing: MotionTiming(duration: 1, fill: .forwards), children: [.track(track)]))
        let frame = timeline.frame(at: 0.5, base: base)
        #expect(frame.path[0] == MotionPath.polyline([MotionPoint(0, 0), MotionPoint(25, 0)]))
        // Half of the 25-long path of the moment, not of either end's.
        let stroked = scene.strokedPath(ofNode: 0, in: frame)
        #expect(abs(stroked.length - 12.5) < 1e-9)
    }

    @Test func catmullRomBlendsEveryPoint() {
        let a = Self.square, b = Self.square.applying(.translation(MotionPoint(10, 0))), c = Self.square.applying(.translation(MotionPoint(30, 0)))
        let keyframes = MotionKeyframes<MotionValue>([.path(a), .path(b), .path(c)], mode: .cubic)
        let scalars = MotionKeyframes<MotionValue>([.scalar(0), .scalar(10), .scalar(30)], mode: .cubic)
        let shift = scalars.value(at: 0.25, duration: 1)?.scalar ?? .nan
        let blended = keyframes.value(at: 0.25, duration: 1)?.path ?? MotionPath()
        #expect(blended.hasSameStructure(as: a))
        #expect(blended.distance(to: a.applying(.translation(MotionPoint(shift, 0)))) < 1e-12)
    }
}
