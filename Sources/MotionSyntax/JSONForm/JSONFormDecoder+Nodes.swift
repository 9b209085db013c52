import MotionDiagnostics

extension JSONFormDecoder {
    static let nodeKinds = ["shape", "group", "repeat"]

    /// One of `{"shape": …}`, `{"group": …}`, `{"repeat": …}`.
    mutating func node(_ v: JSONValue, depth: Int) -> NodeDecl? {
        guard case .object(let members) = v.kind else {
            wrongType(v, expected: "an object with a 'shape', 'group' or 'repeat' key")
            return nil
        }
        guard let (kind, second) = JSONFormFields.firstTwo(of: members, where: { JSONFormFields.contains(Self.nodeKinds, $0) }) else {
            report(.jsonFormMissingKey, "a node needs a 'shape', 'group' or 'repeat' key", at: v.span)
            return nil
        }
        if let second {
            report(.jsonFormConflictingKeys, "a node cannot be both a '\(kind.key)' and a '\(second.key)'", at: second.keySpan)
            return nil
        }
        return node(v, kind: kind.key, depth: depth)
    }

    mutating func node(_ v: JSONValue, kind: String, depth: Int) -> NodeDecl? {
        // Literals, not "a \(kind)": one string made per node shows in a large spec.
        let keys: [String], what: String
        switch kind {
        case "shape": (keys, what) = (JSONFormKeys.shape, "a shape")
        case "group": (keys, what) = (JSONFormKeys.group, "a group")
        default: (keys, what) = (JSONFormKeys.repeat, "a repeat")
        }
        guard let f = fields(v, in: what, keys: keys, expected: "an object") else { return nil }
        guard depth <= NestingLimit.depth else {
            report(.nestingTooDeep, "nodes are nested deeper than \(NestingLimit.depth) levels", at: v.span)
            return nil
        }
        let t = trivia(f)
        let name = require(f, kind).flatMap { self.name($0, expected: "a string naming the \(kind)") }
        var body: [BodyItem] = []
        if let b = f["body"], let items = array(b, expected: "an array of settings, constants and nodes") {
            body = decodeEach(items) { me, item in me.bodyItem(item, depth: depth + 1) }
        }
        let end = commentList(f[JSONFormKeys.end])
        switch kind {
        case "shape":
            guard let name else { return nil }
            return .shape(ShapeDecl(name: name, body: body, endComments: end, trivia: t, span: v.span))
        case "group":
            guard let name else { return nil }
            return .group(GroupDecl(name: name, body: body, endComments: end, trivia: t, span: v.span))
        default:
            let index = require(f, "index").flatMap { self.name($0, expected: "a string naming the index") }
            let range = require(f, "in").flatMap { expression($0) }
            guard let name, let index, let range else { return nil }
            return .repeat(RepeatDecl(name: name, index: index, range: range, body: body, endComments: end, trivia: t, span: v.span))
        }
    }

    /// A body item: a node, `{"let": "r", "value": 25}`, or one setting `{"stroke": …}`.
    mutating func bodyItem(_ v: JSONValue, depth: Int) -> BodyItem? {
        guard case .object(let members) = v.kind else {
            wrongType(v, expected: "an object holding a setting, a 'let' or a node")
            return nil
        }
        let kinds = JSONFormFields.firstTwo(of: members) { JSONFormFields.contains(Self.nodeKinds, $0) || $0 == "let" }
        if let (first, second) = kinds, let second {
            report(.jsonFormConflictingKeys, "a body item cannot be both a '\(first.key)' and a '\(second.key)'",
                   at: second.keySpan)
            return nil
        }
        if let kind = kinds?.first {
            if kind.key == "let" { return bodyLet(v) }
            return node(v, kind: kind.key, depth: depth).map { .node($0) }
        }
        let f = JSONFormFields(object: v, members: members, what: "a setting")
        guard let (first, second) = JSONFormFields.firstTwo(of: members, where: { !$0.hasPrefix("//") }) else {
            report(.jsonFormMissingKey, "a body item needs a setting, a 'let' or a node", at: v.span)
            return nil
        }
        if let second {
            report(.jsonFormConflictingKeys, "a body item holds one setting, found '\(first.key)' and '\(second.key)'",
                   at: second.keySpan, notes: [.help("write each setting as its own item in the body")])
            return nil
        }
        for m in members where m.key.hasPrefix("//") && ![JSONFormKeys.leading, JSONFormKeys.trailing].contains(m.key) {
            unknownKey(m, in: "a setting", valid: [JSONFormKeys.leading, JSONFormKeys.trailing])
        }
        let t = trivia(f)
        // The DSL parser accepts only the settings it knows, so the JSON form does too.
        guard DSLKeywords.settings.contains(first.key) else {
            diagnostics.append(Diagnostic(.jsonFormUnknownKey, "unknown setting '\(first.key)' in a body item", at: first.keySpan,
                                          notes: [.help("a body item is a setting (\(DSLKeywords.settings.joined(separator: ", "))), 'let' or a node")])
                .suggesting(first.key, from: DSLKeywords.body))
            return nil
        }
        guard let keyword = keyName(first), let arguments = settingArguments(first.value, keyword: keyword.name) else {
            return nil
        }
        return .setting(Setting(keyword: keyword, arguments: arguments, trivia: t, span: v.span))
    }

    mutating func bodyLet(_ v: JSONValue) -> BodyItem? {
        guard let f = fields(v, in: "a let", keys: JSONFormKeys.bodyLet, expected: "an object") else { return nil }
        let t = trivia(f)
        let name = require(f, "let").flatMap { self.name($0, expected: "a string naming the constant") }
        let value = require(f, "value").flatMap { expression($0) }
        guard let name, let value else { return nil }
        return .let(LetDecl(name: name, value: value, trivia: t, span: v.span))
    }

    /// `"none"` is one unlabelled argument; `{"color": "red", "width": 4, "reversed": true}` has the main
    /// argument under its key (required, and moved first, as the DSL writes it), the labels in order,
    /// and `""` for an unlabelled argument after the first.
    mutating func settingArguments(_ v: JSONValue, keyword: String) -> [Argument]? {
        guard case .object(let members) = v.kind else {
            return expression(v).map { [Argument($0)] }
        }
        let main = JSONFormKeys.mainArgument(of: keyword)
        var head: [Argument] = [], rest: [Argument] = []
        var failed = false
        for m in members {
            let label = m.key == main || m.key.isEmpty ? nil : keyName(m)
            guard let value = expression(m.value), m.key == main || m.key.isEmpty || label != nil else {
                failed = true
                continue
            }
            if m.key == main { head.append(Argument(value)) } else { rest.append(Argument(label: label, value)) }
        }
        if head.isEmpty && !failed {
            report(.jsonFormMissingKey, "missing key '\(main)' in the '\(keyword)' setting", at: v.span,
                   notes: [.help("the main value of '\(keyword)' goes under '\(main)'")])
            return nil
        }
        return failed ? nil : head + rest
    }
}
