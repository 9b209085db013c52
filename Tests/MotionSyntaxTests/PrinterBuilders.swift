@testable import MotionSyntax

/// Small builders for hand-made syntax trees in printer tests.
enum PrinterAST {
    static func num(_ v: Double, _ unit: NumberUnit? = nil) -> Expression { Expression(.number(v, unit: unit)) }
    static func name(_ n: String) -> Expression { Expression(.name(n)) }
    static func str(_ s: String) -> Expression { Expression(.string(s)) }
    static func color(_ hex: String) -> Expression { Expression(.color(hex)) }
    static func tuple(_ items: Expression...) -> Expression { Expression(.tuple(items)) }
    static func array(_ items: Expression...) -> Expression { Expression(.array(items)) }
    static func neg(_ e: Expression) -> Expression { Expression(.unary(.minus, e)) }
    static func bin(_ l: Expression, _ op: BinaryOperator, _ r: Expression) -> Expression { Expression(.binary(op, l, r)) }
    static func range(_ l: Expression, _ r: Expression, halfOpen: Bool = false) -> Expression {
        Expression(.range(l, r, halfOpen: halfOpen))
    }
    static func call(_ f: String, _ args: Argument...) -> Expression { Expression(.call(Identifier(f), args)) }
    static func arg(_ e: Expression) -> Argument { Argument(e) }
    static func arg(_ label: String, _ e: Expression) -> Argument { Argument(label: Identifier(label), e) }
    static func flag(_ label: String) -> Argument { Argument(label: Identifier(label), name("true")) }
    static func id(_ n: String) -> Identifier { Identifier(n) }
    static func setting(_ keyword: String, _ args: Argument..., trivia: Trivia = .none) -> BodyItem {
        .setting(Setting(keyword: Identifier(keyword), arguments: args, trivia: trivia))
    }
    static func path(_ node: String, _ property: String, index: Expression? = nil) -> PropertyPath {
        PropertyPath(node: Identifier(node), index: index, property: Identifier(property))
    }
}
