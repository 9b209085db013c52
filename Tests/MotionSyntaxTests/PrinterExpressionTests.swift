import Testing
@testable import MotionSyntax

@Suite struct PrinterExpressionTests {
    typealias B = PrinterAST
    func text(_ e: Expression) -> String { ExpressionPrinter.print(e) }

    @Test func numbersGlueTheirUnit() {
        #expect(text(B.num(0.3, .seconds)) == "0.3s")
        #expect(text(B.num(212, .degrees)) == "212deg")
        #expect(text(B.num(50, .percent)) == "50%")
        #expect(text(B.num(4)) == "4")
        #expect(text(B.num(1e-7)) == "1e-7")
    }

    @Test func colorsStringsAndNames() {
        #expect(text(B.color("ff0000")) == "#ff0000")
        #expect(text(B.str("say \"hi\"\\\n\tx\u{1}")) == #""say \"hi\"\\\n\tx\u{1}""#)
        #expect(text(B.name("ease-in-out")) == "ease-in-out")
    }

    @Test func keepsOnlyTheParenthesesTheTreeNeeds() {
        let a = B.name("a"), b = B.name("b"), c = B.name("c")
        #expect(text(B.bin(a, .subtract, B.bin(b, .subtract, c))) == "a - (b - c)")
        #expect(text(B.bin(B.bin(a, .subtract, b), .subtract, c)) == "a - b - c")
        #expect(text(B.bin(B.bin(a, .multiply, b), .add, c)) == "a * b + c")
        #expect(text(B.bin(B.bin(a, .add, b), .multiply, c)) == "(a + b) * c")
        #expect(text(B.bin(a, .divide, B.bin(b, .multiply, c))) == "a / (b * c)")
        #expect(text(B.bin(a, .add, B.bin(b, .multiply, c))) == "a + b * c")
        #expect(text(B.bin(a, .add, B.bin(b, .add, c))) == "a + (b + c)")
    }

    @Test func unaryMinusAndRanges() {
        let a = B.name("a"), b = B.name("b")
        #expect(text(B.neg(B.num(0.1))) == "-0.1")
        #expect(text(B.neg(B.bin(a, .add, b))) == "-(a + b)")
        #expect(text(B.neg(B.neg(a))) == "--a")
        #expect(text(B.bin(B.neg(a), .multiply, b)) == "-a * b")
        #expect(text(B.range(B.num(0), B.num(1))) == "0 .. 1")
        #expect(text(B.range(B.num(0), B.num(7), halfOpen: true)) == "0 ..< 7")
        #expect(text(B.range(B.bin(a, .subtract, B.num(1)), b)) == "a - 1 .. b")
    }

    @Test func tuplesArraysCallsAndPostfix() {
        let r = B.name("r")
        #expect(text(B.tuple(B.num(25), B.num(25))) == "(25, 25)")
        #expect(text(B.array(B.num(0), B.num(0.95))) == "[0, 0.95]")
        #expect(text(B.call("roundedRect", B.arg(B.num(0)), B.arg("radius", r))) == "roundedRect(0, radius: r)")
        let member = Expression(.member(B.bin(B.name("c"), .add, r), Identifier("x")))
        #expect(text(member) == "(c + r).x")
        let sub = Expression(.subscripted(B.array(B.num(1), B.num(2)), B.name("i")))
        #expect(text(sub) == "[1, 2][i]")
        #expect(text(Expression(.member(B.name("s"), Identifier("0")))) == "s.0")
    }
}
