import MotionDiagnostics

/// What `fmt` prints: the canonical DSL text of a spec. Deterministic and idempotent:
/// parsing the output and printing it again gives the same bytes.
///
/// Layout: two spaces a level; the control's sections in the AST's order (description and role, size, params,
/// lets, nodes, states, transitions) with one blank line between sections and between consecutive
/// nodes (in a group too), states and transitions; no blank line at the start or end of a block;
/// comments verbatim, leading ones on their own lines, a trailing one after one space, a block's end
/// comments before its `}`; one newline at the end.
public enum DSLPrinter {
    public static func print(_ spec: SpecFile) -> String {
        var w = LineWriter()
        control(spec.control, into: &w)
        return w.text
    }

    static func control(_ c: ControlDecl, into w: inout LineWriter) {
        w.comments(c.trivia.leading)
        w.line("control \(c.name.name) {")
        w.level += 1
        // Each section is a list of printers; a blank line separates sections, and
        // consecutive nodes, states and transitions.
        var sections: [[(inout LineWriter) -> Void]] = []
        // The description and the role say what the control is: one section, no blank line between.
        if c.description != nil || c.role != nil {
            sections.append([{ w in
                if let d = c.description {
                    w.comments(d.trivia.leading)
                    w.line("description " + TextEscaping.dslString(d.text), trailing: d.trivia.trailing)
                }
                if let r = c.role {
                    w.comments(r.trivia.leading)
                    w.line("role " + r.name.name, trailing: r.trivia.trailing)
                }
            }])
        }
        if let s = c.size {
            sections.append([{ w in
                w.comments(s.trivia.leading)
                w.line("size \(ExpressionPrinter.print(s.width)) x \(ExpressionPrinter.print(s.height))", trailing: s.trivia.trailing)
            }])
        }
        if !c.params.isEmpty {
            sections.append([{ w in
                for p in c.params {
                    w.comments(p.trivia.leading)
                    w.line("param \(p.name.name) = \(ExpressionPrinter.print(p.value))", trailing: p.trivia.trailing)
                }
            }])
        }
        if !c.lets.isEmpty {
            sections.append([{ w in for l in c.lets { letDecl(l, into: &w) } }])
        }
        if !c.nodes.isEmpty {
            sections.append(c.nodes.map { n in { w in node(n, into: &w) } })
        }
        if !c.states.isEmpty {
            sections.append(c.states.map { s in { w in state(s, into: &w) } })
        }
        if !c.transitions.isEmpty {
            sections.append(c.transitions.map { t in { w in transition(t, into: &w) } })
        }
        for (i, section) in sections.enumerated() {
            for (j, printer) in section.enumerated() {
                if i > 0 || j > 0 { w.blank() }
                printer(&w)
            }
        }
        w.comments(c.endComments)
        w.level -= 1
        w.line("}", trailing: c.trivia.trailing)
    }

    static func letDecl(_ l: LetDecl, into w: inout LineWriter) {
        w.comments(l.trivia.leading)
        w.line("let \(l.name.name) = \(ExpressionPrinter.print(l.value))", trailing: l.trivia.trailing)
    }

    /// Nodes nest through groups; the JSON and DSL parsers stop at `NestingLimit.depth`, and so does this.
    static func node(_ n: NodeDecl, into w: inout LineWriter, depth: Int = 0) {
        switch n {
        case .shape(let s):
            block("shape \(s.name.name)", s.body, s.endComments, s.trivia, into: &w, depth: depth)
        case .group(let g):
            block("group \(g.name.name)", g.body, g.endComments, g.trivia, into: &w, depth: depth)
        case .repeat(let r):
            let header = "repeat \(r.name.name)[\(r.index.name)] in \(ExpressionPrinter.print(r.range))"
            block(header, r.body, r.endComments, r.trivia, into: &w, depth: depth)
        }
    }

    static func block(_ header: String, _ body: [BodyItem], _ endComments: [String], _ trivia: Trivia,
                      into w: inout LineWriter, depth: Int) {
        w.comments(trivia.leading)
        w.line(header + " {")
        w.level += 1
        var previousWasNode = false
        for item in body {
            switch item {
            case .setting(let s):
                setting(s, into: &w)
                previousWasNode = false
            case .let(let l):
                letDecl(l, into: &w)
                previousWasNode = false
            case .node(let n):
                if previousWasNode { w.blank() }
                if depth < NestingLimit.depth { node(n, into: &w, depth: depth + 1) }
                previousWasNode = true
            }
        }
        w.comments(endComments)
        w.level -= 1
        w.line("}", trailing: trivia.trailing)
    }

    /// `reversed: true` prints as the bare word where the parser reads the bare word as that flag.
    static func isBareFlag(_ a: Argument) -> Bool {
        guard a.isFlag, let label = a.label else { return false }
        return Parser.flagWords.contains(label.name)
    }

    /// `stroke red, width: 4, cap: round`; a flag after the first argument is its bare word.
    static func setting(_ s: Setting, into w: inout LineWriter) {
        w.comments(s.trivia.leading)
        w.line(settingText(s), trailing: s.trivia.trailing)
    }

    public static func settingText(_ s: Setting) -> String {
        var parts: [String] = []
        for (i, a) in s.arguments.enumerated() {
            if i > 0, isBareFlag(a), let label = a.label {
                parts.append(label.name)
            } else if let label = a.label {
                parts.append(label.name + ": " + ExpressionPrinter.print(a.value))
            } else {
                parts.append(ExpressionPrinter.print(a.value))
            }
        }
        return parts.isEmpty ? s.keyword.name : s.keyword.name + " " + parts.joined(separator: ", ")
    }

    /// `checkmark.strokeEnd`, `star[i].scale`.
    public static func path(_ p: PropertyPath) -> String {
        var out = p.node.name
        if let index = p.index { out += "[" + ExpressionPrinter.print(index) + "]" }
        return out + "." + p.property.name
    }

    static func state(_ s: StateDecl, into w: inout LineWriter) {
        w.comments(s.trivia.leading)
        w.line("state \(s.name.name)" + (s.isInitial ? " initial" : "") + " {")
        w.level += 1
        for a in s.assignments {
            w.comments(a.trivia.leading)
            w.line(path(a.target) + " " + ExpressionPrinter.print(a.value), trailing: a.trivia.trailing)
        }
        for l in s.loops { loop(l, into: &w) }
        w.comments(s.endComments)
        w.level -= 1
        w.line("}", trailing: s.trivia.trailing)
    }
}
