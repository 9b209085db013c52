import Testing
@testable import MotionRuntime

@Suite struct SVGPathTests {
    @Test func quadraticsAreRaisedToCubics() {
        let path = MotionPath(commands: [.move(MotionPoint(0, 0)), .quadratic(control: MotionPoint(10, 10), to: MotionPoint(20, 0))])
        let cubic = path.subpaths[0].cubics[0]
        // C1 = P0 + ⅔(Q − P0), C2 = P2 + ⅔(Q − P2).
        expectClose(cubic.p1, MotionPoint(20.0 / 3, 20.0 / 3), 1e-12)
        expectClose(cubic.p2, MotionPoint(40.0 / 3, 20.0 / 3), 1e-12)
        // The midpoint of the quadratic, ¼P0 + ½Q + ¼P2 = (10, 5), is kept.
        expectClose(cubic.point(at: 0.5), MotionPoint(10, 5), 1e-12)
    }

    @Test func smoothCommandsReflectThePreviousControlPoint() {
        let s = MotionPath(commands: [.move(MotionPoint(0, 0)), .cubic(control1: MotionPoint(0, 10), control2: MotionPoint(10, 10), to: MotionPoint(10, 0)),
                                .smoothCubic(control2: MotionPoint(20, -10), to: MotionPoint(20, 0))])
        #expect(s.subpaths[0].cubics[1].p1 == MotionPoint(10, -10))
        let t = MotionPath(commands: [.move(MotionPoint(0, 0)), .quadratic(control: MotionPoint(10, 10), to: MotionPoint(20, 0)),
                                .smoothQuadratic(to: MotionPoint(40, 0))])
        // The reflected quadratic control is (30, −10); raised: (20, 0) + ⅔((30, −10) − (20, 0)).
        expectClose(t.subpaths[0].cubics[1].p1, MotionPoint(20 + 20.0 / 3, -20.0 / 3), 1e-12)
        // Without a previous cubic, S's first control point is the current point.
        let lone = MotionPath(commands: [.move(MotionPoint(1, 1)), .smoothCubic(control2: MotionPoint(2, 2), to: MotionPoint(3, 1))])
        #expect(lone.subpaths[0].cubics[0].p1 == MotionPoint(1, 1))
    }

    @Test func horizontalVerticalAndClose() {
        let path = MotionPath(commands: [.move(MotionPoint(0, 0)), .horizontal(10), .vertical(10), .close,
                                   .line(MotionPoint(-5, 0))])
        #expect(path.subpaths.count == 2)
        #expect(path.subpaths[0].isClosed)
        #expect(path.subpaths[0].cubics.map(\.p3) == [MotionPoint(10, 0), MotionPoint(10, 10), MotionPoint(0, 0)])
        // After Z the next segment starts from the closed subpath's start.
        #expect(path.subpaths[1].start == MotionPoint(0, 0))
    }

    @Test func arcsFollowTheEndpointParameterisation() {
        // A half circle of radius 10 from (0, 0) to (20, 0); sweep-flag 1 runs toward increasing
        // angles, which on a y-down screen passes above the centre, through (10, −10).
        let path = MotionPath(commands: [.move(MotionPoint(0, 0)),
                                   .arc(radii: MotionPoint(10, 10), rotation: 0, largeArc: false, sweep: true, to: MotionPoint(20, 0))])
        let cubics = path.subpaths[0].cubics
        #expect(cubics.count == 2)
        expectClose(cubics[0].p3, MotionPoint(10, -10), 1e-9)
        #expect(cubics[1].p3 == MotionPoint(20, 0))
        for t in [0.1, 0.5, 0.9] { expectClose(cubics[0].point(at: t).distance(to: MotionPoint(10, 0)), 10, 3e-3) }
        // Sweep-flag 0 goes below instead.
        let below = MotionPath(commands: [.move(MotionPoint(0, 0)),
                                    .arc(radii: MotionPoint(10, 10), rotation: 0, largeArc: false, sweep: false, to: MotionPoint(20, 0))])
        expectClose(below.subpaths[0].cubics[0].p3, MotionPoint(10, 10), 1e-9)
    }

    @Test func arcRadiiTooSmallAreScaledUp() {
        let path = MotionPath(commands: [.move(MotionPoint(0, 0)),
                                   .arc(radii: MotionPoint(1, 1), rotation: 0, largeArc: false, sweep: true, to: MotionPoint(20, 0))])
        expectClose(path.subpaths[0].cubics[0].p3, MotionPoint(10, -10), 1e-9)
    }

    @Test func largeArcTakesTheLongWay() {
        // Radius 10 from (0, 0) to (10, 10): centres (10, 0) or (0, 10). Large arc, sweep 1:
        // three quarters of a circle.
        let path = MotionPath(commands: [.move(MotionPoint(0, 0)),
                                   .arc(radii: MotionPoint(10, 10), rotation: 0, largeArc: true, sweep: true, to: MotionPoint(10, 10))])
        let arcLength = path.length
        expectClose(arcLength, 1.5 * Double.pi * 10, 1.5 * Double.pi * 10 * 2e-4)
        #expect(path.subpaths[0].end == MotionPoint(10, 10))
    }

    @Test func degenerateArcs() {
        let zeroRadius = MotionPath(commands: [.move(MotionPoint(0, 0)),
                                         .arc(radii: MotionPoint(0, 5), rotation: 0, largeArc: false, sweep: true, to: MotionPoint(4, 3))])
        expectClose(zeroRadius.length, 5, 1e-12) // a straight line
        let samePoint = MotionPath(commands: [.move(MotionPoint(1, 1)),
                                        .arc(radii: MotionPoint(5, 5), rotation: 0, largeArc: false, sweep: true, to: MotionPoint(1, 1))])
        #expect(samePoint.isEmpty)
    }

    @Test func rotatedEllipticalArc() {
        // An ellipse with radii (20, 10) rotated 90°: its long axis is vertical. From (0, −20) to
        // (0, 20) around the origin, the half through x = +10.
        let path = MotionPath(commands: [.move(MotionPoint(0, -20)),
                                   .arc(radii: MotionPoint(20, 10), rotation: 90, largeArc: false, sweep: true, to: MotionPoint(0, 20))])
        let bounds = path.bounds!
        expectClose(bounds.maxX, 10, 1e-3)
        expectClose(bounds.minX, 0, 1e-9)
    }
}
