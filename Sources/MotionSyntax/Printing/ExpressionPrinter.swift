import MotionDiagnostics

/// Prints an expression as canonical DSL text. Parentheses are not kept in the tree, so the
/// printer adds exactly those that keep the tree's shape when the text is parsed again:
/// `a - (b - c)` keeps them, `(a * b) + c` loses them.
public enum ExpressionPrinter {
    public static func print(_ e: Expression) -> String {
        var out = ""
        write(e, into: &out, depth: 0)
        return out
    }

    /// Binding strength, higher binds tighter: range < sum < product < unary < postfix/primary.
    static func strength(_ kind: Expression.Kind) -> Int {
        switch kind {
        case .range: return 0
        case .binary(let op, _, _): return op.precedence
        case .unary: return 3
        case .number(let v, _) where v < 0 || (v == 0 && v.sign == .minus): return 3 // prints a leading `-`
        default: return 4
        }
    }

    /// A bound on recursion. Chains the parser builds in a loop (`a - b - c`, `- - x`, `a.b.c`) are
    /// walked, not recursed into, so only bracketed nesting recurses, and the parsers stop that at
    /// `NestingLimit.depth`; past this the rest prints as `…` rather than overflowing the stack.
    static let depthLimit = 4096

    static func write(_ e: Expression, into out: inout String, depth: Int) {
        guard depth < depthLimit else { out += "…"; return }
        let d = depth + 1
        switch e.kind {
        case .number(let value, let unit):
            out += number(value, unit)
        case .string(let s):
            out += TextEscaping.dslString(s)
        case .color(let hex):
            out += "#" + hex
        case .name(let n):
            out += n
        case .tuple(let items):
            out += "("
            list(items, into: &out, depth: d)
            out += ")"
        case .array(let items):
            out += "["
            list(items, into: &out, depth: d)
            out += "]"
        case .call(let callee, let args):
            out += callee.name + "("
            for (i, a) in args.enumerated() {
                if i > 0 { out += ", " }
                if DSLPrinter.isBareFlag(a), let label = a.label {
                    out += label.name
                    continue
                }
                if let label = a.label { out += label.name + ": " }
                write(a.value, into: &out, depth: d)
            }
            out += ")"
        case .unary:
            // `- - - x` reads back as a chain as deep as it is long: walk it, do not recurse.
            // The lexer reads `--x` as two operators, so the chain needs no parentheses.
            var operand = e
            while case .unary(let op, let inner) = operand.kind {
                out += op.rawValue
                operand = inner
            }
            wrap(operand, when: strength(operand.kind) < 3, into: &out, depth: d)
        case .binary(let op, let lhs, let rhs):
            // A left-leaning chain `a - b - c - …` is as deep as it is long: walk its spine.
            var spine: [(BinaryOperator, Expression)] = [(op, rhs)]
            var left = lhs
            while case .binary(let innerOp, let innerLeft, let innerRight) = left.kind,
                  innerOp.precedence >= spine[spine.count - 1].0.precedence {
                spine.append((innerOp, innerRight))
                left = innerLeft
            }
            wrap(left, when: strength(left.kind) < spine[spine.count - 1].0.precedence, into: &out, depth: d)
            for (op, right) in spine.reversed() {
                out += " \(op.rawValue) "
                // Operators are left-associative: an equal-precedence right operand needs parentheses.
                wrap(right, when: strength(right.kind) <= op.precedence, into: &out, depth: d)
            }
        case .range(let lo, let hi, let halfOpen):
            wrap(lo, when: strength(lo.kind) == 0, into: &out, depth: d)
            out += halfOpen ? " ..< " : " .. "
            wrap(hi, when: strength(hi.kind) == 0, into: &out, depth: d)
        case .member, .subscripted:
            // `a.b.c…` and `t[1][2]…` are chains too: collect the suffixes, print the base once.
            var suffixes: [Expression.Kind] = []
            var base = e
            while true {
                if case .member(let inner, _) = base.kind { suffixes.append(base.kind); base = inner; continue }
                if case .subscripted(let inner, _) = base.kind { suffixes.append(base.kind); base = inner; continue }
                break
            }
            wrap(base, when: needsParenthesesAsPostfixBase(base.kind), into: &out, depth: d)
            for suffix in suffixes.reversed() {
                if case .member(_, let name) = suffix { out += "." + name.name }
                if case .subscripted(_, let index) = suffix {
                    out += "["
                    write(index, into: &out, depth: d)
                    out += "]"
                }
            }
        }
    }

    /// `(a + b).x`, and `(4).x` because `4.x` would read as a malformed number.
    static func needsParenthesesAsPostfixBase(_ kind: Expression.Kind) -> Bool {
        if case .number = kind { return true }
        return strength(kind) < 4
    }

    static func wrap(_ e: Expression, when parenthesize: Bool, into out: inout String, depth: Int) {
        if parenthesize { out += "(" }
        write(e, into: &out, depth: depth)
        if parenthesize { out += ")" }
    }

    static func list(_ items: [Expression], into out: inout String, depth: Int) {
        for (i, item) in items.enumerated() {
            if i > 0 { out += ", " }
            write(item, into: &out, depth: depth)
        }
    }

    /// `0.3s`, `212deg`, `50%`: the number through NumberText, the unit glued on.
    public static func number(_ value: Double, _ unit: NumberUnit?) -> String {
        // The AST never holds NaN or infinity from a parser; print something readable, not a trap.
        let text = value.isFinite ? NumberText.format(value) : (value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
        return text + (unit?.rawValue ?? "")
    }
}
