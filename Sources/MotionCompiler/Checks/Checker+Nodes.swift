import MotionDiagnostics
import MotionSyntax

extension Checker {
    /// Builds the node tree; a repeat becomes one shape per index.
    func buildNodes(_ decls: [NodeDecl], env: Environment, depth: Int) -> [NodeModel] {
        var out: [NodeModel] = []
        for decl in decls {
            if depth >= NestingLimit.depth {
                reporter.tooDeep(at: decl.span)
                return out
            }
            guard register(decl, env: env) else { continue }
            switch decl {
            case .shape(let s):
                let scope = bodyScope(s.body, env: env, owner: "shape")
                if let node = buildShape(name: s.name.name, body: s.body, env: scope, span: s.span) { out.append(node) }
            case .group(let g):
                let scope = bodyScope(g.body, env: env, owner: "group")
                let children = buildNodes(g.body.compactMap(\.node), env: scope, depth: depth + 1)
                if let node = buildGroup(g, children: children, env: scope) { out.append(node) }
            case .repeat(let r):
                guard let indices = nodeEntries.last?.repeatIndices else { continue }
                for index in indices {
                    let scope = bodyScope(r.body, env: env.with(r.index.name, .number(Double(index), .plain)), owner: "repeat")
                    let name = "\(r.name.name)[\(index)]"
                    if var node = buildShape(name: name, body: r.body, env: scope, span: r.span) {
                        node.repeatInfo = RepeatInstance(name: r.name.name, index: index, count: indices.count)
                        out.append(node)
                    }
                }
            }
        }
        return out
    }

    /// Records a node's name (reporting duplicates) and, for a repeat, its indices. False when it cannot be built.
    private func register(_ decl: NodeDecl, env: Environment) -> Bool {
        let name = decl.name
        if let first = nodeEntry(named: name.name) {
            duplicate("node", name.name, at: name.span, first: first.span)
            return false
        }
        switch decl {
        case .shape: appendNodeEntry(NodeEntry(name: name.name, isGroup: false, repeatIndices: nil, span: name.span))
        case .group: appendNodeEntry(NodeEntry(name: name.name, isGroup: true, repeatIndices: nil, span: name.span))
        case .repeat(let r):
            let indices = repeatIndices(r.range, env: env)
            appendNodeEntry(NodeEntry(name: name.name, isGroup: false, repeatIndices: indices ?? [], span: name.span))
            if indices == nil { return false }
        }
        return true
    }

    /// `0 ..< 7` or `0 .. 6`: whole numbers, not empty, at most 10 000 instances.
    private func repeatIndices(_ e: Expression, env: Environment) -> [Int]? {
        guard let v = evaluator.evaluate(e, in: env) else { return nil }
        guard case .range(let lo, let hi, let halfOpen) = v else {
            reporter.report(.typeMismatch, "expected a range such as 0 ..< 7, found \(v.noun)", at: e.span)
            return nil
        }
        guard let a = Evaluator.integer(lo), let b = Evaluator.integer(hi) else {
            reporter.report(.invalidRepeatRange, "a repeat range must be whole numbers", at: e.span)
            return nil
        }
        let last = halfOpen ? b - 1 : b
        guard last >= a else {
            reporter.report(.invalidRepeatRange, "the repeat range is empty", at: e.span,
                           notes: [.help("the end of '..<' is excluded; write a range with at least one index")])
            return nil
        }
        guard last - a < 10_000 else {
            reporter.report(.invalidRepeatRange, "a repeat may have at most 10000 instances", at: e.span)
            return nil
        }
        return Array(a...last)
    }

    /// A body's lets in a new frame; nodes inside a shape or repeat are reported here.
    private func bodyScope(_ body: [BodyItem], env: Environment, owner: String) -> Environment {
        var scope = env
        scope.push()
        bindLets(body.compactMap(\.letDecl), in: &scope)
        if owner != "group" {
            for case .node(let n) in body {
                reporter.report(.nodeInsideShape, "a \(owner) cannot hold '\(n.name.name)'", at: n.name.span,
                               notes: [.help("put the shapes side by side in a group")])
            }
        }
        return scope
    }
}

extension BodyItem {
    var node: NodeDecl? {
        if case .node(let n) = self { return n }
        return nil
    }

    var letDecl: LetDecl? {
        if case .let(let l) = self { return l }
        return nil
    }

    var setting: Setting? {
        if case .setting(let s) = self { return s }
        return nil
    }
}
