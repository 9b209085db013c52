import MotionDiagnostics

/// Prints a spec in the JSON form (`.motion.json`), exactly one-to-one with the AST: decoding the
/// output gives a tree that prints as the same DSL, and printing that again gives the same JSON.
public enum JSONFormPrinter {
    public static func print(_ spec: SpecFile) -> String {
        control(spec.control).document
    }

    typealias Members = [(String, JSONText)]

    static func control(_ c: ControlDecl) -> JSONText {
        var m: Members = []
        leading(c.trivia, into: &m)
        m.append(("control", .string(c.name.name)))
        if let d = c.description { m.append(("description", commented(.string(d.text), d.trivia))) }
        if let r = c.role { m.append(("role", commented(.string(r.name.name), r.trivia))) }
        if let s = c.size { m.append(("size", commented(.array([expression(s.width), expression(s.height)]), s.trivia))) }
        if !c.params.isEmpty {
            m.append(("params", .object(c.params.map { ($0.name.name, commented(expression($0.value), $0.trivia)) }, breaks: true)))
        }
        if !c.lets.isEmpty {
            m.append(("lets", .object(c.lets.map { ($0.name.name, commented(expression($0.value), $0.trivia)) }, breaks: true)))
        }
        if !c.nodes.isEmpty { m.append(("nodes", .array(c.nodes.map { node($0, depth: 0) }, breaks: true))) }
        if !c.states.isEmpty { m.append(("states", .array(c.states.map(state), breaks: true))) }
        if !c.transitions.isEmpty { m.append(("transitions", .array(c.transitions.map(transition), breaks: true))) }
        endAndTrailing(c.endComments, c.trivia, into: &m)
        return .object(m, breaks: true)
    }

    // MARK: Comments

    static func leading(_ t: Trivia, into m: inout Members) {
        if !t.leading.isEmpty { m.append((JSONFormKeys.leading, comments(t.leading))) }
    }

    static func endAndTrailing(_ end: [String], _ t: Trivia, into m: inout Members) {
        if !end.isEmpty { m.append((JSONFormKeys.end, comments(end))) }
        if let trailing = t.trailing { m.append((JSONFormKeys.trailing, .string(JSONFormComments.text(trailing)))) }
    }

    static func comments(_ lines: [String]) -> JSONText {
        .array(lines.map { .string(JSONFormComments.text($0)) })
    }

    /// A value with comments becomes `{"//": […], "value": …, "//trailing": "…"}`.
    static func commented(_ value: JSONText, _ t: Trivia) -> JSONText {
        if t.leading.isEmpty && t.trailing == nil { return value }
        var m: Members = []
        leading(t, into: &m)
        m.append(("value", value))
        endAndTrailing([], t, into: &m)
        return .object(m)
    }

    // MARK: Expressions

    /// A plain unitless number is a JSON number (a negated one too), a tuple a JSON array,
    /// `true`/`false` JSON booleans, anything else a string of DSL text.
    static func expression(_ e: Expression) -> JSONText {
        switch e.kind {
        case .number(let v, nil) where v.isFinite && !(v == 0 && v.sign == .minus):
            return .number(v)
        case .unary(.minus, let operand):
            if case .number(let v, nil) = operand.kind, v.isFinite, v > 0 { return .number(-v) }
        case .name("true"): return .raw("true")
        case .name("false"): return .raw("false")
        case .tuple(let items) where items.count >= 2: return .array(items.map(expression))
        default: break
        }
        return .string(ExpressionPrinter.print(e))
    }

    /// A single timing function, where a JSON array means the list form: a tuple is written as DSL text.
    static func scalarExpression(_ e: Expression) -> JSONText {
        if case .tuple = e.kind { return .string(ExpressionPrinter.print(e)) }
        return expression(e)
    }

    // MARK: Nodes

    static func node(_ n: NodeDecl, depth: Int) -> JSONText {
        var m: Members = []
        let body: [BodyItem], end: [String], trivia: Trivia
        switch n {
        case .shape(let s):
            leading(s.trivia, into: &m)
            m.append(("shape", .string(s.name.name)))
            (body, end, trivia) = (s.body, s.endComments, s.trivia)
        case .group(let g):
            leading(g.trivia, into: &m)
            m.append(("group", .string(g.name.name)))
            (body, end, trivia) = (g.body, g.endComments, g.trivia)
        case .repeat(let r):
            leading(r.trivia, into: &m)
            m.append(("repeat", .string(r.name.name)))
            m.append(("index", .string(r.index.name)))
            m.append(("in", expression(r.range)))
            (body, end, trivia) = (r.body, r.endComments, r.trivia)
        }
        let items = depth < NestingLimit.depth ? body.map { bodyItem($0, depth: depth + 1) } : []
        m.append(("body", .array(items, breaks: true)))
        endAndTrailing(end, trivia, into: &m)
        return .object(m)
    }

    static func bodyItem(_ item: BodyItem, depth: Int) -> JSONText {
        switch item {
        case .node(let n):
            return node(n, depth: depth)
        case .let(let l):
            var m: Members = []
            leading(l.trivia, into: &m)
            m.append(("let", .string(l.name.name)))
            m.append(("value", expression(l.value)))
            endAndTrailing([], l.trivia, into: &m)
            return .object(m)
        case .setting(let s):
            var m: Members = []
            leading(s.trivia, into: &m)
            m.append((s.keyword.name, settingValue(s)))
            endAndTrailing([], s.trivia, into: &m)
            return .object(m)
        }
    }

    /// `"fill": "none"` when the only argument is unlabelled; otherwise an object with the main
    /// argument under its key (`color`, `geometry` or `value`) and the labels in order. A flag is
    /// a label with `true`. An unlabelled argument after the first (no parser makes one) has the key "".
    static func settingValue(_ s: Setting) -> JSONText {
        if s.arguments.count == 1, s.arguments[0].label == nil {
            return expression(s.arguments[0].value)
        }
        let main = JSONFormKeys.mainArgument(of: s.keyword.name)
        return .object(s.arguments.enumerated().map { i, a in
            (a.label?.name ?? (i == 0 ? main : ""), expression(a.value))
        })
    }

    // MARK: States

    static func state(_ s: StateDecl) -> JSONText {
        var m: Members = []
        leading(s.trivia, into: &m)
        m.append(("state", .string(s.name.name)))
        if s.isInitial { m.append(("initial", .raw("true"))) }
        m.append(("values", .object(s.assignments.map {
            (DSLPrinter.path($0.target), commented(expression($0.value), $0.trivia))
        }, breaks: true)))
        if s.loops.count == 1 {
            m.append(("loop", loop(s.loops[0])))
        } else if !s.loops.isEmpty {
            m.append(("loop", .array(s.loops.map(loop), breaks: true)))
        }
        endAndTrailing(s.endComments, s.trivia, into: &m)
        return .object(m)
    }
}
