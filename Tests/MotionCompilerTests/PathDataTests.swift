@testable import MotionCompiler
import Testing

/// The SVG path data parser: commands, relative forms, the number grammar, errors at their offset.
@Suite struct PathDataTests {
    func parse(_ text: String) -> Result<[PathCommand], PathDataParser.Failure> {
        var p = PathDataParser(text)
        return p.parse()
    }

    func commands(_ text: String) -> [PathCommand]? {
        if case .success(let c) = parse(text) { return c }
        return nil
    }

    func failure(_ text: String) -> PathDataParser.Failure? {
        if case .failure(let f) = parse(text) { return f }
        return nil
    }

    @Test func absoluteAndRelativeLines() {
        #expect(commands("M 1 2 L 3 4 l 1 1 H 10 h -2 V 0 v 5 Z")
                == [.move(Point(1, 2)), .line(Point(3, 4)), .line(Point(4, 5)), .line(Point(10, 5)), .line(Point(8, 5)),
                    .line(Point(8, 0)), .line(Point(8, 5)), .close])
    }

    @Test func implicitRepetition() {
        // Pairs after a move are lines; after a relative move, relative lines.
        #expect(commands("M0 0 10 0 10 10") == [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
        #expect(commands("m1 1 2 0 0 2") == [.move(Point(1, 1)), .line(Point(3, 1)), .line(Point(3, 3))])
        #expect(commands("M0 0 L1 1 2 2") == [.move(Point(0, 0)), .line(Point(1, 1)), .line(Point(2, 2))])
    }

    @Test func numberGrammar() {
        #expect(commands("M1.5.5") == [.move(Point(1.5, 0.5))])
        #expect(commands("M-1-2") == [.move(Point(-1, -2))])
        #expect(commands("M1e2,2E-1") == [.move(Point(100, 0.2))])
        #expect(commands("M+.5 -.5") == [.move(Point(0.5, -0.5))])
    }

    @Test func curves() {
        #expect(commands("M0 0 C 1 0 2 1 2 2 S 3 4 4 4")
                == [.move(Point(0, 0)), .cubic(Point(1, 0), Point(2, 1), Point(2, 2)), .cubic(Point(2, 3), Point(3, 4), Point(4, 4))])
        #expect(commands("M0 0 Q 1 1 2 0 T 4 0")
                == [.move(Point(0, 0)), .quad(Point(1, 1), Point(2, 0)), .quad(Point(3, -1), Point(4, 0))])
        // S after a line reflects nothing: its first control point is the current point.
        #expect(commands("M0 0 L 1 1 s 1 0 2 0") == [.move(Point(0, 0)), .line(Point(1, 1)), .cubic(Point(1, 1), Point(2, 1), Point(3, 1))])
        #expect(commands("M0 0 c 1 1 2 2 3 3") == [.move(Point(0, 0)), .cubic(Point(1, 1), Point(2, 2), Point(3, 3))])
    }

    @Test func arcsWithPackedFlags() {
        #expect(commands("M0 0 A 5 5 0 1 0 10 0") == [.move(Point(0, 0)), .arc(rx: 5, ry: 5, rotation: 0, largeArc: true, sweep: false, to: Point(10, 0))])
        #expect(commands("M0 0 a5 5 30 0110 0") == [.move(Point(0, 0)), .arc(rx: 5, ry: 5, rotation: 30, largeArc: false, sweep: true, to: Point(10, 0))])
    }

    @Test func closeReturnsToTheSubpathStart() {
        #expect(commands("M 2 2 l 1 0 z l 0 1") == [.move(Point(2, 2)), .line(Point(3, 2)), .close, .line(Point(2, 3))])
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
