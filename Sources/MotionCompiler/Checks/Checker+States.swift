import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Checker {
    /// States: names unique, exactly one initial, values typed and in range at rest.
    /// Returns the full tables and the initial state's name.
    func checkStates(_ control: ControlDecl, nodes: [NodeModel], env: Environment) -> ([StateModel], String?) {
        var out: [StateModel] = []
        var seen: [StateDecl] = []
        var firstSpan: [String: SourceSpan] = [:]
        for decl in control.states {
            if let first = firstSpan[decl.name.name] {
                duplicate("state", decl.name.name, at: decl.name.span, first: first)
                continue
            }
            firstSpan[decl.name.name] = decl.name.span
            seen.append(decl)
            var state = stateModel(decl, nodes: nodes, env: env)
            state.loop = checkLoop(decl, env: env)
            out.append(state)
        }
        let initials = seen.filter(\.isInitial)
        if initials.isEmpty {
            let help = seen.first.map { "add 'initial' after the name of the state the control starts in: 'state \($0.name.name) initial {'" }
                ?? "add a state such as 'state off initial { }'"
            reporter.report(.noInitialState, "control '\(control.name.name)' has no initial state", at: control.name.span,
                           notes: [.help(help)])
            return (out, nil)
        }
        for extra in initials.dropFirst() {
            reporter.report(.severalInitialStates, "state '\(extra.name.name)' is initial too", at: extra.initial ?? extra.name.span,
                           notes: [.note("'\(initials[0].name.name)' is the initial state", span: initials[0].initial)])
        }
        return (out, initials[0].name.name)
    }

    private func stateModel(_ decl: StateDecl, nodes: [NodeModel], env: Environment) -> StateModel {
        // Each override sits in a slot per (node position, property), so a state of many nodes hashes
        // each assignment's node name once and each node of the table not at all.
        let width = MotionProperty.allCases.count
        var slots = [Int32](repeating: -1, count: nodes.count * width)
        var overrides: [(value: BoundValue, span: SourceSpan)] = []
        overrides.reserveCapacity(decl.assignments.count * 2)
        // Nodes outside the tree (their declaration failed) are still checked for assignments made twice.
        struct Key: Hashable { var node: String; var property: MotionProperty }
        var outside: [Key: SourceSpan] = [:]
        for a in decl.assignments {
            guard let targets = resolveNodes(a.target, env: env), let props = resolveProperty(a.target, forTrack: false) else { continue }
            for t in targets {
                let values: [(MotionProperty, BoundValue)]
                if props.count == 2 { // trim
                    guard let (lo, hi) = trimRange(a.value, env: t.env) else { break }
                    values = [(props[0], BoundValue(.scalar(lo))), (props[1], BoundValue(.scalar(hi)))]
                } else {
                    guard let r = evaluator.evaluateBound(a.value, in: t.env), let v = fit(r, to: props[0], at: a.value.span),
                          checkAtRest(v, props[0], at: a.value.span) else { break }
                    values = [(props[0], v)]
                }
                let position = nodePosition(t.node)
                for (p, v) in values {
                    let first: SourceSpan?
                    if let position {
                        let slot = position * width + p.rawValue
                        first = slots[slot] >= 0 ? overrides[Int(slots[slot])].span : nil
                        if first == nil {
                            slots[slot] = Int32(overrides.count)
                            overrides.append((v, a.target.span))
                        }
                    } else {
                        let key = Key(node: t.node, property: p)
                        first = outside[key]
                        if first == nil { outside[key] = a.target.span }
                    }
                    if let first {
                        reporter.report(.duplicateAssignment, "'\(t.node).\(p.name)' is set twice in state '\(decl.name.name)'",
                                       at: a.target.span, notes: [.note("first set here", span: first)])
                    }
                }
            }
        }
        var values: [StateValue] = []
        values.reserveCapacity(nodes.reduce(0) { $0 + $1.base.count })
        for (position, node) in nodes.enumerated() {
            let row = position * width
            for entry in node.base {
                let k = slots[row + entry.property.rawValue]
                if k >= 0 {
                    let (v, span) = overrides[Int(k)]
                    values.append(StateValue(node: node.name, property: entry.property, value: v, span: span))
                } else {
                    values.append(StateValue(node: node.name, property: entry.property, value: entry.value))
                }
            }
        }
        return StateModel(name: decl.name.name, isInitial: decl.isInitial, values: values, span: decl.span)
    }
}
