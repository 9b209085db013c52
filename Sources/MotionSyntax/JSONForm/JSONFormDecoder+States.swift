import MotionDiagnostics

extension JSONFormDecoder {
    /// `{"state": "off", "initial": true, "values": {"checkmark.trim": "0 .. 0"}}`.
    mutating func state(_ v: JSONValue) -> StateDecl? {
        guard let f = fields(v, in: "a state", keys: JSONFormKeys.state, expected: "an object with a 'state' key") else {
            return nil
        }
        let t = trivia(f)
        let name = require(f, "state").flatMap { self.name($0, expected: "a string naming the state") }
        var initial: SourceSpan?
        if let m = f.member("initial"), bool(m.value, expected: "true or false") == true {
            initial = m.keySpan
        }
        var assignments: [Assignment] = []
        if let values = f["values"] {
            if case .object(let members) = values.kind {
                for m in members {
                    let target = propertyPath(key: m)
                    let (value, vt) = commented(m.value, in: "the value of '\(m.key)'") { me, v in me.expression(v) }
                    if let target, let value {
                        assignments.append(Assignment(target: target, value: value, trivia: vt, span: m.keySpan.union(m.value.span)))
                    }
                }
            } else {
                wrongType(values, expected: "an object of values by property path")
            }
        }
        let loops = f["loop"].map { self.loops($0) } ?? []
        let end = commentList(f[JSONFormKeys.end])
        guard let name else { return nil }
        return StateDecl(name: name, initial: initial, assignments: assignments, loops: loops, endComments: end, trivia: t, span: v.span)
    }

    /// `"loop": {"for": "1s", "items": [ … ]}`, or an array of such objects (the DSL may write
    /// several; the checker admits one).
    private mutating func loops(_ v: JSONValue) -> [LoopDecl] {
        if case .array(let elements) = v.kind { return elements.compactMap { loop($0) } }
        return loop(v).map { [$0] } ?? []
    }

    private mutating func loop(_ v: JSONValue) -> LoopDecl? {
        guard let f = fields(v, in: "a loop", keys: JSONFormKeys.loop, expected: "an object with an 'items' key") else { return nil }
        let t = trivia(f)
        let options = timing(f)
        let items = transitionItems(f, depth: 1)
        let end = commentList(f[JSONFormKeys.end])
        return LoopDecl(options: options, items: items, endComments: end, trivia: t, span: v.span)
    }
}
