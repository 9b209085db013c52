import MotionDiagnostics

/// Reads the JSON form of a spec (`.motion.json`) into the same syntax tree the DSL parser builds.
/// Every problem is a diagnostic at the exact JSON text: MS12xx for the document's shape, MS11xx
/// (from the fragment parser) for the DSL text inside strings. The spec is returned whenever the
/// document is an object naming its control, so later stages can report more; callers stop on errors.
public struct JSONFormDecoder {
    let file: SourceFile
    var diagnostics: [Diagnostic] = []
    /// Whether strings in their common short forms skip the DSL lexer and parser (`SimpleFragment`,
    /// which reads them the same); off only where tests compare the two.
    let readsSimpleFragments: Bool

    init(file: SourceFile, readsSimpleFragments: Bool = true) {
        self.file = file
        self.readsSimpleFragments = readsSimpleFragments
    }

    public static func decode(_ value: JSONValue, file: SourceFile) -> (SpecFile?, [Diagnostic]) {
        decode(value, file: file, readsSimpleFragments: true)
    }

    static func decode(_ value: JSONValue, file: SourceFile, readsSimpleFragments: Bool) -> (SpecFile?, [Diagnostic]) {
        var decoder = JSONFormDecoder(file: file, readsSimpleFragments: readsSimpleFragments)
        let spec = decoder.specFile(value)
        return (spec, decoder.diagnostics)
    }

    /// A `.motion.json` file from text to syntax tree, as `DSLParser.parse` does for `.motion`: JSON syntax
    /// errors (MS10xx, MS4xxx) stop before decoding; duplicate keys (MS1017) are reported and decoding goes on.
    public static func parse(_ file: SourceFile) -> (SpecFile?, [Diagnostic]) {
        let (value, syntax) = JSONParser.parse(file)
        guard let value else { return (nil, syntax) }
        let (spec, shape) = decode(value, file: file)
        return (spec, syntax + shape)
    }

    mutating func specFile(_ v: JSONValue) -> SpecFile? {
        guard let f = fields(v, in: "the document", keys: JSONFormKeys.control,
                             expected: "an object describing one control") else { return nil }
        if let schema = f[JSONFormKeys.schema] { _ = string(schema, expected: "a string: the address of the JSON Schema") }
        let nameValue = require(f, "control")
        let name = nameValue.flatMap { self.name($0, expected: "a string naming the control") }
        var c = ControlDecl(name: name ?? Identifier("", span: v.span), trivia: trivia(f), span: v.span)
        if let d = f["description"] {
            let (text, t) = commented(d, in: "the description") { me, v in me.string(v, expected: "a string describing the control") }
            if let text { c.description = DescriptionDecl(text: text.0, trivia: t, span: text.1) }
        }
        if let r = f["role"] {
            let (name, t) = commented(r, in: "the role") { me, v in me.name(v, expected: "a string naming the control's role") }
            if let name { c.role = RoleDecl(name: name, trivia: t, span: name.span) }
        }
        if let s = f["size"] {
            let (size, t) = commented(s, in: "the size") { me, v in me.size(v) }
            if var size { size.trivia = t; c.size = size }
        }
        if let p = f["params"] {
            c.params = namedValues(p, expected: "an object of params by name").map {
                ParamDecl(name: $0.0, value: $0.1, trivia: $0.2, span: $0.3)
            }
        }
        if let l = f["lets"] {
            c.lets = namedValues(l, expected: "an object of constants by name").map {
                LetDecl(name: $0.0, value: $0.1, trivia: $0.2, span: $0.3)
            }
        }
        if let n = f["nodes"], let items = array(n, expected: "an array of nodes") {
            c.nodes = decodeEach(items) { me, item in me.node(item, depth: 1) }
        }
        if let s = f["states"], let items = array(s, expected: "an array of states") {
            c.states = decodeEach(items) { me, item in me.state(item) }
        }
        if let t = f["transitions"], let items = array(t, expected: "an array of transitions") {
            c.transitions = decodeEach(items) { me, item in me.transition(item) }
        }
        c.endComments = commentList(f[JSONFormKeys.end])
        guard name != nil else { return nil }
        return SpecFile(control: c)
    }

    // MARK: Values

    /// A value that may carry comments: either the bare value or `{"//": …, "value": …, "//trailing": …}`.
    /// `what` is made only for an object: most values are bare, and a state's are tens of thousands.
    mutating func commented<T>(_ v: JSONValue, in what: @autoclosure () -> String,
                               _ decode: (inout JSONFormDecoder, JSONValue) -> T?) -> (T?, Trivia) {
        guard case .object = v.kind else { return (decode(&self, v), .none) }
        guard let f = fields(v, in: what(), keys: JSONFormKeys.commentedValue, expected: "") else { return (nil, .none) }
        let t = trivia(f)
        guard let inner = require(f, "value") else { return (nil, t) }
        return (decode(&self, inner), t)
    }

    /// `"params": {"strokeColor": "#ff0000", …}`: names, values, trivia and spans, in order.
    mutating func namedValues(_ v: JSONValue, expected: String) -> [(Identifier, Expression, Trivia, SourceSpan)] {
        guard case .object(let members) = v.kind else {
            wrongType(v, expected: expected)
            return []
        }
        var out: [(Identifier, Expression, Trivia, SourceSpan)] = []
        for m in members {
            let name = keyName(m)
            let (value, t) = commented(m.value, in: "the value of '\(m.key)'") { me, v in me.expression(v) }
            if let name, let value { out.append((name, value, t, m.keySpan.union(m.value.span))) }
        }
        return out
    }

    mutating func size(_ v: JSONValue) -> SizeDecl? {
        guard let items = array(v, expected: "an array [width, height]") else { return nil }
        guard items.count == 2 else {
            report(.jsonFormWrongCount, "expected [width, height], found \(items.count) element\(items.count == 1 ? "" : "s")",
                   at: v.span)
            return nil
        }
        guard let w = expression(items[0]), let h = expression(items[1]) else { return nil }
        return SizeDecl(width: w, height: h, span: v.span)
    }

    mutating func string(_ v: JSONValue, expected: String) -> (String, SourceSpan)? {
        guard case .string(let s) = v.kind else {
            wrongType(v, expected: expected)
            return nil
        }
        return (s, v.span)
    }

    mutating func array(_ v: JSONValue, expected: String) -> [JSONValue]? {
        guard case .array(let items) = v.kind else {
            wrongType(v, expected: expected)
            return nil
        }
        return items
    }

    mutating func bool(_ v: JSONValue, expected: String) -> Bool? {
        guard case .bool(let b) = v.kind else {
            wrongType(v, expected: expected)
            return nil
        }
        return b
    }
}
