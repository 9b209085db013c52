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
        struct Key: Hashable { var node: String; var property: MotionProperty }
        var overrides: [Key: (BoundValue, SourceSpan)] = [:]
        // Sized once (trim sets two properties): growing a table of many nodes rehashes every name it holds.
        overrides.reserveCapacity(decl.assignments.count * 2)
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
                for (p, v) in values {
                    let key = Key(node: t.node, property: p)
                    if let first = overrides[key] {
                        reporter.report(.duplicateAssignment, "'\(t.node).\(p.name)' is set twice in state '\(decl.name.name)'",
                                       at: a.target.span, notes: [.note("first set here", span: first.1)])
                        continue
                    }
                    overrides[key] = (v, a.target.span)
                }
            }
        }
        // Each node's overridden properties as bits (one per property), so that the nodes a state leaves
        // alone cost one lookup each, not one per property, and no list is made per node.
        var overriddenNodes: [String: UInt32] = [:]
        overriddenNodes.reserveCapacity(overrides.count)
        for key in overrides.keys { overriddenNodes[key.node, default: 0] |= 1 << UInt32(key.property.rawValue) }
        var values: [StateValue] = []
        values.reserveCapacity(nodes.reduce(0) { $0 + $1.base.count })
        for node in nodes {
            guard let properties = overriddenNodes[node.name] else {
                for entry in node.base { values.append(StateValue(node: node.name, property: entry.property, value: entry.value)) }
                continue
            }
            for entry in node.base {
                if properties & 1 << UInt32(entry.property.rawValue) != 0,
                   let (v, span) = overrides[Key(node: node.name, property: entry.property)] {
                    values.append(StateValue(node: node.name, property: entry.property, value: v, span: span))
                } else {
                    values.append(StateValue(node: node.name, property: entry.property, value: entry.value))
                }
            }
        }
        return StateModel(name: decl.name.name, isInitial: decl.isInitial, values: values, span: decl.span)
    }
}
