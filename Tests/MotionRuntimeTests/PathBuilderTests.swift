import Testing
@testable import MotionRuntime

@Suite struct PathBuilderTests {
    static let square = MotionRect(x: 0, y: 0, width: 50, height: 50)

    @Test func anOvalStartsAtThreeOClockAndRunsClockwise() {
        let path = MotionPath.oval(in: Self.square)
        #expect(path.subpaths.count == 1)
        let cubics = path.subpaths[0].cubics
        #expect(cubics.count == 4)
        #expect(cubics[0].p0 == MotionPoint(50, 25))
        #expect(cubics[0].p3 == MotionPoint(25, 50)) // y down: clockwise goes to 6 o'clock first
        #expect(cubics[1].p3 == MotionPoint(0, 25))
        #expect(cubics[2].p3 == MotionPoint(25, 0))
        #expect(cubics[3].p3 == MotionPoint(50, 25))
        #expect(path.subpaths[0].isClosed)
        #expect(path.subpaths[0].direction == .clockwise)
        // The standard kappa: control points 0.5523·r from the ends.
        expectClose(cubics[0].p1.y - 25, 25 * 0.5522847498307936, 1e-12)
    }

    @Test func anOvalsBoundsAreItsRect() {
        let bounds = MotionPath.oval(in: MotionRect(x: 10, y: 20, width: 30, height: 8)).bounds!
        expectClose(bounds.minX, 10, 1e-12)
        expectClose(bounds.maxX, 40, 1e-12)
        expectClose(bounds.minY, 20, 1e-12)
        expectClose(bounds.maxY, 28, 1e-12)
    }

    @Test func boundsFollowTheCurveNotItsControlPoints() {
        // y(t) = 30·t·(1 − t) peaks at 7.5, below the control points' 10.
        let path = MotionPath([MotionSubpath(cubics: [MotionCubic(MotionPoint(0, 0), MotionPoint(0, 10), MotionPoint(10, 10), MotionPoint(10, 0))], isClosed: false)])
        expectClose(path.bounds!.maxY, 7.5, 1e-12)
    }

    @Test func aRectStartsTopLeftClockwise() {
        let path = MotionPath.rect(MotionRect(x: 1, y: 2, width: 10, height: 4))
        let ends = path.subpaths[0].cubics.map(\.p3)
        #expect(path.subpaths[0].start == MotionPoint(1, 2))
        #expect(ends == [MotionPoint(11, 2), MotionPoint(11, 6), MotionPoint(1, 6), MotionPoint(1, 2)])
        expectClose(path.length, 28, 1e-12)
        expectClose(path.subpaths[0].signedArea, 40, 1e-9)
    }

    @Test func aRoundedRectClampsItsRadiusAndStartsAfterTheTopLeftCorner() {
        let rect = MotionRect(x: 0, y: 0, width: 100, height: 20)
        let path = MotionPath.roundedRect(rect, radius: 50) // clamped to 10
        #expect(path.subpaths[0].start == MotionPoint(10, 0))
        #expect(path.subpaths[0].isClosed)
        let bounds = path.bounds!
        expectClose(bounds.maxX, 100, 1e-12)
        expectClose(bounds.maxY, 20, 1e-12)
        // Two straight edges of 80 and a full circle of radius 10 (kappa arcs: within 1.5e-4).
        let expected = 2 * 80 + 2 * Double.pi * 10
        #expect(abs(path.length - expected) / expected < 1.5e-4)
        // The first corner begins where the top edge ends.
        #expect(path.subpaths[0].cubics[0].p3 == MotionPoint(90, 0))
        expectClose(path.subpaths[0].cubics[1].p3, MotionPoint(100, 10), 1e-12)
    }

    @Test func arcsSplitIntoQuarterTurnsAtMost() {
        let full = MotionPath.arc(center: MotionPoint(0, 0), radius: 2, startAngle: 0, endAngle: 2 * Double.pi)
        #expect(full.subpaths[0].cubics.count == 4)
        let small = MotionPath.arc(center: MotionPoint(0, 0), radius: 2, startAngle: 0, endAngle: 1)
        #expect(small.subpaths[0].cubics.count == 1)
        let threeQuarters = MotionPath.arc(center: MotionPoint(5, 5), radius: 1, startAngle: 0, endAngle: 1.5 * Double.pi + 0.1)
        #expect(threeQuarters.subpaths[0].cubics.count == 4)
        expectClose(threeQuarters.subpaths[0].end, MotionPoint(5 + cos(1.5 * Double.pi + 0.1), 5 + sin(1.5 * Double.pi + 0.1)), 1e-12)
    }

    @Test func arcDirection() {
        // Clockwise on screen from 0 to π/2 passes through 45° below the x axis (y > 0).
        let clockwise = MotionPath.arc(center: .zero, radius: 1, startAngle: 0, endAngle: Double.pi / 2)
        #expect(clockwise.subpaths[0].cubics[0].point(at: 0.5).y > 0)
        // Counterclockwise from 0 to π/2 is the long way round: three quarters, through the top.
        let counter = MotionPath.arc(center: .zero, radius: 1, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(counter.subpaths[0].cubics.count == 3)
        #expect(counter.subpaths[0].cubics[0].p3.y < -0.99)
        expectClose(counter.subpaths[0].end, MotionPoint(0, 1), 1e-12)
    }

    @Test func linesPolylinesAndPolygons() {
        expectClose(MotionPath.line(MotionPoint(0, 0), MotionPoint(3, 4)).length, 5, 1e-12)
        let polyline = MotionPath.polyline([MotionPoint(0, 0), MotionPoint(3, 4), MotionPoint(3, 0)])
        #expect(!polyline.subpaths[0].isClosed)
        expectClose(polyline.length, 9, 1e-12)
        let polygon = MotionPath.polygon([MotionPoint(0, 0), MotionPoint(3, 4), MotionPoint(3, 0)])
        #expect(polygon.subpaths[0].isClosed)
        expectClose(polygon.length, 12, 1e-12)
        #expect(polygon.subpaths[0].end == MotionPoint(0, 0))
    }

    @Test func reversalRunsTheOtherWayAndKeepsAClosedStart() {
        let polyline = MotionPath.polyline([MotionPoint(0, 0), MotionPoint(3, 4), MotionPoint(3, 0)]).reversed()
        #expect(polyline.subpaths[0].start == MotionPoint(3, 0))
        #expect(polyline.subpaths[0].end == MotionPoint(0, 0))
        let rect = MotionPath.rect(MotionRect(x: 0, y: 0, width: 2, height: 1)).reversed()
        #expect(rect.subpaths[0].start == MotionPoint(0, 0))
        #expect(rect.subpaths[0].cubics[0].p3 == MotionPoint(0, 1)) // down the left edge first
        #expect(rect.subpaths[0].direction == .counterclockwise)
    }

    @Test func orientingKeepsTheStartPoint() {
        let oval = MotionPath.oval(in: Self.square).oriented(.counterclockwise)
        #expect(oval.subpaths[0].start == MotionPoint(50, 25))
        #expect(oval.subpaths[0].cubics[0].p3 == MotionPoint(25, 0)) // up to 12 o'clock first
        #expect(oval.subpaths[0].direction == .counterclockwise)
        #expect(oval.oriented(.clockwise).subpaths[0].cubics[0].p3 == MotionPoint(25, 50))
    }

    @Test func startingAtASideOrAngle() {
        let oval = MotionPath.oval(in: Self.square)
        let top = oval.starting(at: .top)
        expectClose(top.subpaths[0].start, MotionPoint(25, 0), 1e-9)
        #expect(top.subpaths[0].direction == .clockwise)
        expectClose(top.length, oval.length, 1e-9)
        let left = oval.starting(at: .left).subpaths[0]
        expectClose(left.start, MotionPoint(0, 25), 1e-9)
        expectClose(left.cubics[0].p3, MotionPoint(25, 0), 1e-9) // then on clockwise to the top
        // 212°, the flat switch's circle: on the ray from the centre at that angle, about r out.
        let angle = 212 * Double.pi / 180
        let start = oval.starting(at: .angle(angle)).subpaths[0].start
        let offset = start - MotionPoint(25, 25)
        #expect(abs(offset.cross(MotionPoint(cos(angle), sin(angle)))) < 1e-9)
        #expect(offset.dot(MotionPoint(cos(angle), sin(angle))) > 0)
        #expect(abs(offset.length - 25) < 25 * 3e-4) // the kappa circle deviates by ≤ 2.7e-4·r
        #expect(distance(from: start, to: oval) < 1e-9)
        let corner = MotionPath.rect(MotionRect(x: 0, y: 0, width: 10, height: 4)).starting(at: .bottomRight).subpaths[0]
        expectClose(corner.start, MotionPoint(10, 4), 1e-9)
        #expect(corner.cubics.count == 4)
        expectClose(corner.cubics[0].p3, MotionPoint(0, 4), 1e-9)
    }

    @Test func theDayNightBordersTwoStarts() {
        // Seed 001: one border starts at the left middle and runs clockwise; the other starts at
        // the right middle and is then reversed, so it runs counterclockwise from there.
        let track = MotionPath.roundedRect(MotionRect(x: 0, y: 0, width: 60, height: 30), radius: 15)
        let left = track.adjusted(direction: .clockwise, start: .left).subpaths[0]
        expectClose(left.start, MotionPoint(0, 15), 1e-9)
        #expect(left.direction == .clockwise)
        #expect(left.cubics[0].point(at: 0.5).y < 15) // clockwise from the left goes up first
        let right = track.adjusted(start: .right, reversed: true).subpaths[0]
        expectClose(right.start, MotionPoint(60, 15), 1e-9)
        #expect(right.direction == .counterclockwise)
        #expect(right.cubics[0].point(at: 0.5).y < 15) // counterclockwise from the right also goes up
        expectClose(right.cubics.map(\.length).reduce(0, +), track.length, 1e-9)
    }

    @Test func transformsMapEveryPoint() {
        let moved = MotionPath.line(MotionPoint(0, 0), MotionPoint(1, 0)).applying(.translation(MotionPoint(2, 3)).concatenating(.scale(2, 2)))
        #expect(moved.subpaths[0].start == MotionPoint(2, 3))
        #expect(moved.subpaths[0].end == MotionPoint(4, 3))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
