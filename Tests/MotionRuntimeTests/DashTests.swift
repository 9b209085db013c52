import Testing
@testable import MotionRuntime

@Suite struct DashTests {
    /// A horizontal line from (0, 0) to (10, 0): arc length is x.
    static let line = MotionPath([MotionSubpath(cubics: [.line(MotionPoint(0, 0), MotionPoint(10, 0))], isClosed: false)])

    /// Each dash's start and end x.
    static func spans(_ path: MotionPath) -> [[Double]] {
        path.subpaths.map { [round($0.start.x), round($0.end.x)] }
    }

    static func round(_ x: Double) -> Double { (x * 1e9).rounded() / 1e9 }

    @Test func dashesAndGapsAlternateFromTheStart() {
        #expect(Self.spans(Self.line.dashed(pattern: [2, 1], phase: 0)) == [[0, 2], [3, 5], [6, 8], [9, 10]])
    }

    @Test func aPhaseStartsThatFarIntoThePattern() {
        #expect(Self.spans(Self.line.dashed(pattern: [2, 1], phase: 0.5)) == [[0, 1.5], [2.5, 4.5], [5.5, 7.5], [8.5, 10]])
        // A negative phase wraps: -1 is 2 into the 3-unit period, the gap.
        #expect(Self.spans(Self.line.dashed(pattern: [2, 1], phase: -1)) == [[1, 3], [4, 6], [7, 9]])
        // A whole period looks the same as none.
        #expect(Self.line.dashed(pattern: [2, 1], phase: 3) == Self.line.dashed(pattern: [2, 1], phase: 0))
    }

    @Test func anOddPatternIsReadTwice() {
        #expect(Self.spans(Self.line.dashed(pattern: [2], phase: 0)) == [[0, 2], [4, 6], [8, 10]])
        #expect(Self.spans(Self.line.dashed(pattern: [3, 1, 1], phase: 0)) == [[0, 3], [4, 5], [8, 9]])
    }

    @Test func aDashOfLengthZeroIsAPoint() {
        let dots = Self.line.dashed(pattern: [0, 5], phase: 0)
        #expect(Self.spans(dots) == [[0, 0], [5, 5], [10, 10]])
        #expect(dots.subpaths.allSatisfy { $0.cubics.count == 1 && $0.cubics[0].length == 0 })
    }

    @Test func aPatternThatDrawsNothingLeavesTheStrokeSolid() {
        for pattern in [[], [0, 0], [1, -1], [Double.nan, 1], [Double.infinity, 1]] {
            #expect(Self.line.dashed(pattern: pattern, phase: 0) == Self.line, "\(pattern)")
        }
        #expect(Self.line.dashed(pattern: [2, 1], phase: .nan) == Self.line)
    }

    @Test func everySubpathRestartsThePatternAndNoDashCrossesAClosedStart() {
        let square = MotionPath.rect(MotionRect(x: 0, y: 0, width: 4, height: 4))
        let two = MotionPath(Self.line.subpaths + square.subpaths)
        let dashed = two.dashed(pattern: [3, 2], phase: 0)
        // The line: [0, 3], [5, 8]; the square (16 long) from its own start: [0, 3], [5, 8], [10, 13], [15, 16].
        #expect(dashed.subpaths.count == 6)
        #expect(dashed.subpaths[2].start == square.subpaths[0].start)
        let last = dashed.subpaths[5]
        #expect(abs(last.cubics.reduce(0) { $0 + $1.length } - 1) < 1e-9)
        #expect(last.end == square.subpaths[0].start, "the last dash stops at the closed start")
        #expect(dashed.subpaths.allSatisfy { !$0.isClosed })
    }

    @Test func theDashCountIsBounded() {
        let dashed = Self.line.dashed(pattern: [1e-6, 1e-6], phase: 0)
        #expect(dashed.subpaths.count == MotionPath.maximumDashCount + 1, "the dashes, then the rest solid")
        #expect(Self.round(dashed.subpaths.last?.end.x ?? 0) == 10)
    }

    @Test func aTrimmedStrokeIsDashedFromTheTrimsStart() {
        var base = MotionNodeValues()
        base.strokeStart = 0.3
        base.strokeEnd = 0.9
        let scene = MotionScene(nodes: [MotionNode(name: "l", path: Self.line, base: base, dashPattern: [2, 1])])
        var frame = scene.baseFrame
        #expect(Self.spans(scene.strokedPath(ofNode: 0, in: frame)) == [[3, 5], [6, 8]])
        frame.dashPhase[0] = 1
        #expect(Self.spans(scene.strokedPath(ofNode: 0, in: frame)) == [[3, 4], [5, 7], [8, 9]])
        // Without a pattern the phase changes nothing.
        let solid = MotionScene(nodes: [MotionNode(name: "l", path: Self.line, base: base)])
        #expect(solid.strokedPath(ofNode: 0, in: frame) == Self.line.trimmed(start: 0.3, end: 0.9))
    }
}
