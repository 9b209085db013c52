import Testing
@testable import MotionRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ArcLengthAndTrimTests {
    /// A circle of radius `r` as 64 arcs of 5.625°: close enough to a true circle that its length
    /// is 2πr to ~1e-11 (a cubic arc's length error shrinks with the sixth power of its angle).
    static func fineCircle(radius r: Double) -> MotionPath {
        var builder = MotionPathBuilder()
        let step = 2 * Double.pi / 64
        for i in 0..<64 {
            builder.addArc(center: MotionPoint(0, 0), radius: r, startAngle: Double(i) * step,
                           endAngle: Double(i + 1) * step, clockwise: true)
        }
        builder.close()
        return builder.path
    }

    @Test func aCirclesLengthIsTwoPiR() {
        for r in [1.0, 25, 1000] {
            let length = Self.fineCircle(radius: r).length
            #expect(abs(length - 2 * Double.pi * r) / (2 * Double.pi * r) <= 1e-6, "r = \(r): \(length)")
        }
    }

    @Test func aKappaOvalsLengthMatchesAChordReference() {
        // Four kappa quarter-arcs are 1.4e-4 longer than the circle; compare with the curve itself.
        let oval = MotionPath.oval(in: MotionRect(x: 0, y: 0, width: 50, height: 50))
        let reference = oval.cubics.map { chordLength($0, chords: 200_000) }.reduce(0, +)
        #expect(abs(oval.length - reference) / reference <= 1e-9)
    }

    @Test func aCuspIsMeasuredCorrectly() {
        // Control points (0,0) (1,0) (0,0) (1,0)... a curve that doubles back: compare with chords.
        let cubic = MotionCubic(MotionPoint(0, 0), MotionPoint(10, 5), MotionPoint(-5, 5), MotionPoint(5, 0))
        expectClose(cubic.length, chordLength(cubic, chords: 400_000), 1e-7)
    }

    @Test func parameterAtLengthInvertsLength() {
        let cubic = MotionCubic(MotionPoint(0, 0), MotionPoint(10, 20), MotionPoint(30, -10), MotionPoint(40, 5))
        let total = cubic.length
        for fraction in [0.1, 0.37, 0.5, 0.93] {
            let t = cubic.parameter(atLength: fraction * total)
            expectClose(cubic.length(from: 0, to: t), fraction * total, 1e-9 * total)
        }
    }

    /// Seed 002's check path (38×38 box): a checkmark joined to a circle of cubic curves.
    static let checkPath = MotionPath(commands: [
        .move(MotionPoint(33.85, 11.21)), .line(MotionPoint(16.5, 26.07)), .line(MotionPoint(2.95, 10.33)),
        .cubic(control1: MotionPoint(2.95, 10.33), control2: MotionPoint(3.21, 9.86), to: MotionPoint(3.57, 9.3)),
        .cubic(control1: MotionPoint(3.77, 8.98), control2: MotionPoint(4.04, 8.59), to: MotionPoint(4.33, 8.2)),
        .cubic(control1: MotionPoint(4.87, 7.45), control2: MotionPoint(5.59, 6.62), to: MotionPoint(6.12, 6.11)),
        .cubic(control1: MotionPoint(6.69, 5.54), control2: MotionPoint(7.62, 4.72), to: MotionPoint(8.53, 4.08)),
        .cubic(control1: MotionPoint(9.59, 3.33), control2: MotionPoint(10.6, 2.79), to: MotionPoint(10.6, 2.79)),
        .cubic(control1: MotionPoint(10.6, 2.79), control2: MotionPoint(18.78, -2.09), to: MotionPoint(28.09, 2.65)),
        .cubic(control1: MotionPoint(37.4, 7.39), control2: MotionPoint(41.1, 18.78), to: MotionPoint(36.36, 28.09)),
        .cubic(control1: MotionPoint(31.61, 37.4), control2: MotionPoint(20.22, 41.1), to: MotionPoint(10.91, 36.36)),
        .cubic(control1: MotionPoint(5.18, 33.44), control2: MotionPoint(1.47, 27.88), to: MotionPoint(0.71, 21.82)),
        .cubic(control1: MotionPoint(0.59, 20.84), control2: MotionPoint(0.55, 19.85), to: MotionPoint(0.59, 18.86)),
        .cubic(control1: MotionPoint(0.64, 17.66), control2: MotionPoint(0.78, 16.45), to: MotionPoint(1.06, 15.25)),
        .cubic(control1: MotionPoint(1.09, 15.12), control2: MotionPoint(1.36, 13.92), to: MotionPoint(1.79, 12.78)),
        .cubic(control1: MotionPoint(2.22, 11.67), control2: MotionPoint(2.9, 10.41), to: MotionPoint(2.91, 10.39)),
    ])

    @Test(arguments: [(0.038, 0.195), (0.28, 1.0), (0.0, 0.5), (0.123, 0.7654)])
    func trimsSplitExactly(_ range: (Double, Double)) {
        let path = Self.checkPath
        let total = path.length
        let piece = path.trimmed(start: range.0, end: range.1)
        #expect(abs(piece.length - (range.1 - range.0) * total) <= 1e-9 * total)
        // The ends and interior points lie on the original curve: the pieces are exact sub-curves.
        for subpath in piece.subpaths {
            #expect(distance(from: subpath.start, to: path) <= 1e-9)
            #expect(distance(from: subpath.end, to: path) <= 1e-9)
            for cubic in subpath.cubics { #expect(distance(from: cubic.point(at: 0.5), to: path) <= 1e-9) }
        }
        // The piece's start is as far along the path as `start` says: the prefix up to it has
        // that length.
        let prefix = path.trimmed(start: 0, end: range.0)
        if range.0 > 0 { expectClose(prefix.subpaths.last!.end, piece.subpaths[0].start, 1e-9) }
    }

    @Test func theCheckmarkPartEndsOnTheCheckmark() {
        // 0.038…0.195 lies within the two straight strokes (≈ 43.6 of ≈ 128), so the piece is made
        // of straight lines through the corner (16.5, 26.07).
        let piece = Self.checkPath.trimmed(start: 0.038, end: 0.195)
        #expect(piece.subpaths.count == 1)
        #expect(piece.subpaths[0].cubics.count == 2)
        #expect(piece.subpaths[0].cubics[0].p3 == MotionPoint(16.5, 26.07))
    }

    @Test func coreAnimationsTrimPolicy() {
        let line = MotionPath.line(MotionPoint(0, 0), MotionPoint(10, 0))
        #expect(line.trimmed(start: 0.5, end: 0.5).isEmpty)
        #expect(line.trimmed(start: 0.7, end: 0.2).isEmpty)
        // Clamped to 0…1: −0.5…0.5 draws 0…0.5; values past 1 draw to the end.
        expectClose(line.trimmed(start: -0.5, end: 0.5).length, 5, 1e-12)
        expectClose(line.trimmed(start: 0.8, end: 3).length, 2, 1e-12)
        #expect(line.trimmed(start: 1, end: 2).isEmpty)
        // The flat switch's circle at strokeEnd −0.1 draws nothing.
        #expect(MotionPath.oval(in: MotionRect(x: 0, y: 0, width: 50, height: 50)).trimmed(start: 0, end: -0.1).isEmpty)
        #expect(line.trimmed(start: 0, end: 1) == line)
    }

    @Test func fractionsAreOfTheWholePathAcrossSubpaths() {
        // Two separate strokes of length 10: 0.25…0.75 is the second half of the first and the
        // first half of the second.
        let path = MotionPath([MotionSubpath(cubics: [.line(MotionPoint(0, 0), MotionPoint(10, 0))], isClosed: false),
                         MotionSubpath(cubics: [.line(MotionPoint(0, 5), MotionPoint(10, 5))], isClosed: false)])
        let piece = path.trimmed(start: 0.25, end: 0.75)
        #expect(piece.subpaths.count == 2)
        expectClose(piece.subpaths[0].start, MotionPoint(5, 0), 1e-12)
        expectClose(piece.subpaths[0].end, MotionPoint(10, 0), 1e-12)
        expectClose(piece.subpaths[1].start, MotionPoint(0, 5), 1e-12)
        expectClose(piece.subpaths[1].end, MotionPoint(5, 5), 1e-12)
    }

    @Test func aWholeClosedSubpathStaysClosed() {
        let square = MotionPath.rect(MotionRect(x: 0, y: 0, width: 1, height: 1))
        let path = MotionPath(square.subpaths + [MotionSubpath(cubics: [.line(MotionPoint(5, 0), MotionPoint(9, 0))], isClosed: false)])
        let piece = path.trimmed(start: 0, end: 0.75) // the square (4) and half the line (2) of 8
        #expect(piece.subpaths[0].isClosed)
        expectClose(piece.subpaths[1].end, MotionPoint(7, 0), 1e-12)
    }

    @Test func anOffsetWrapsAroundAClosedPath() {
        let oval = MotionPath.oval(in: MotionRect(x: 0, y: 0, width: 50, height: 50))
        // 0.5…1 shifted by 0.25 is 0.75…1.25: from 12 o'clock round to 6 o'clock, as one stroke.
        let piece = oval.trimmed(start: 0.5, end: 1, offset: 0.25)
        #expect(piece.subpaths.count == 1)
        expectClose(piece.length, oval.length / 2, 1e-9 * oval.length)
        expectClose(piece.subpaths[0].start, MotionPoint(25, 0), 1e-9)
        expectClose(piece.subpaths[0].end, MotionPoint(25, 50), 1e-9)
        // Offsets are taken modulo one turn, negative ones too.
        expectClose(oval.trimmed(start: 0, end: 0.25, offset: -0.75).subpaths[0].start, MotionPoint(25, 50), 1e-9)
        // On an open path the two pieces stay apart.
        let line = MotionPath.line(MotionPoint(0, 0), MotionPoint(10, 0)).trimmed(start: 0.5, end: 1, offset: 0.25)
        #expect(line.subpaths.count == 2)
        expectClose(line.length, 5, 1e-12)
    }
}

@Suite struct DegeneratePathTests {
    @Test func nonFiniteAndEmptyPathsDoNotHang() {
        let bad = MotionPath.line(MotionPoint(0, 0), MotionPoint(.nan, 1))
        #expect(bad.length.isNaN)
        #expect(MotionPath().trimmed(start: 0, end: 0.5).isEmpty)
        #expect(MotionPath().length == 0)
        #expect(MotionPath().bounds == nil)
        let point = MotionPath([MotionSubpath(start: MotionPoint(1, 1))])
        #expect(point.isEmpty)
        #expect(point.trimmed(start: 0.2, end: 0.4).isEmpty)
        #expect(MotionPath.polyline([]).isEmpty)
        #expect(MotionPath.oval(in: MotionRect(x: 0, y: 0, width: 0, height: 0)).trimmed(start: 0, end: 0.5).isEmpty)
    }
}
