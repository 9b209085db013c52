@testable import MotionCompiler
import MotionRuntime
import Testing

/// The SVG path data parser: commands, relative forms, the number grammar, errors at their offset.
@Suite struct PathDataTests {
    func parse(_ text: String) -> Result<[MotionPathCommand], PathDataParser.Failure> {
        var p = PathDataParser(text)
        return p.parse()
    }

    func commands(_ text: String) -> [MotionPathCommand]? {
        if case .success(let c) = parse(text) { return c }
        return nil
    }

    func failure(_ text: String) -> PathDataParser.Failure? {
        if case .failure(let f) = parse(text) { return f }
        return nil
    }

    @Test func absoluteAndRelativeLines() {
        #expect(commands("M 1 2 L 3 4 l 1 1 H 10 h -2 V 0 v 5 Z")
                == [.move(MotionPoint(1, 2)), .line(MotionPoint(3, 4)), .line(MotionPoint(4, 5)), .line(MotionPoint(10, 5)), .line(MotionPoint(8, 5)),
                    .line(MotionPoint(8, 0)), .line(MotionPoint(8, 5)), .close])
    }

    @Test func implicitRepetition() {
        // Pairs after a move are lines; after a relative move, relative lines.
        #expect(commands("M0 0 10 0 10 10") == [.move(MotionPoint(0, 0)), .line(MotionPoint(10, 0)), .line(MotionPoint(10, 10))])
        #expect(commands("m1 1 2 0 0 2") == [.move(MotionPoint(1, 1)), .line(MotionPoint(3, 1)), .line(MotionPoint(3, 3))])
        #expect(commands("M0 0 L1 1 2 2") == [.move(MotionPoint(0, 0)), .line(MotionPoint(1, 1)), .line(MotionPoint(2, 2))])
    }

    @Test func numberGrammar() {
        #expect(commands("M1.5.5") == [.move(MotionPoint(1.5, 0.5))])
        #expect(commands("M-1-2") == [.move(MotionPoint(-1, -2))])
        #expect(commands("M1e2,2E-1") == [.move(MotionPoint(100, 0.2))])
        #expect(commands("M+.5 -.5") == [.move(MotionPoint(0.5, -0.5))])
    }

    @Test func curves() {
        #expect(commands("M0 0 C 1 0 2 1 2 2 S 3 4 4 4")
                == [.move(MotionPoint(0, 0)), .cubic(control1: MotionPoint(1, 0), control2: MotionPoint(2, 1), to: MotionPoint(2, 2)), .cubic(control1: MotionPoint(2, 3), control2: MotionPoint(3, 4), to: MotionPoint(4, 4))])
        #expect(commands("M0 0 Q 1 1 2 0 T 4 0")
                == [.move(MotionPoint(0, 0)), .quadratic(control: MotionPoint(1, 1), to: MotionPoint(2, 0)), .quadratic(control: MotionPoint(3, -1), to: MotionPoint(4, 0))])
        // S after a line reflects nothing: its first control point is the current point.
        #expect(commands("M0 0 L 1 1 s 1 0 2 0") == [.move(MotionPoint(0, 0)), .line(MotionPoint(1, 1)), .cubic(control1: MotionPoint(1, 1), control2: MotionPoint(2, 1), to: MotionPoint(3, 1))])
        #expect(commands("M0 0 c 1 1 2 2 3 3") == [.move(MotionPoint(0, 0)), .cubic(control1: MotionPoint(1, 1), control2: MotionPoint(2, 2), to: MotionPoint(3, 3))])
    }

    @Test func arcsWithPackedFlags() {
        #expect(commands("M0 0 A 5 5 0 1 0 10 0") == [.move(MotionPoint(0, 0)), .arc(radii: MotionPoint(5, 5), rotation: 0, largeArc: true, sweep: false, to: MotionPoint(10, 0))])
        #expect(commands("M0 0 a5 5 30 0110 0") == [.move(MotionPoint(0, 0)), .arc(radii: MotionPoint(5, 5), rotation: 30, largeArc: false, sweep: true, to: MotionPoint(10, 0))])
    }

    @Test func closeReturnsToTheSubpathStart() {
        #expect(commands("M 2 2 l 1 0 z l 0 1") == [.move(MotionPoint(2, 2)), .line(MotionPoint(3, 2)), .close, .line(MotionPoint(2, 3))])
    }

    @Test func errors() {
        #expect(failure("L 1 1") == .init(message: "path data must start with a move (M or m)", offset: 0))
        #expect(failure("M 0 0 X 1") == .init(message: "unknown path command 'X'", offset: 6))
        #expect(failure("M 0 0 L 1") == .init(message: "expected a number for 'L' before the end of the path data", offset: 9))
        #expect(failure("M 0 0 A 5 5 0 2 0 1 1") == .init(message: "expected an arc flag (0 or 1)", offset: 14))
        #expect(failure("") == .init(message: "the path data is empty", offset: 0))
        #expect(failure("M 0 0 Z 1 1") == .init(message: "expected a command after 'Z'", offset: 8))
    }
}
