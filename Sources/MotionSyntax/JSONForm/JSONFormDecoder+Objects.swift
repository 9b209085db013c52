import MotionDiagnostics

/// The members of one JSON object, already checked against the keys valid there.
struct JSONFormFields {
    let object: JSONValue
    let members: [JSONMember]
    /// "a transition", "the size": how messages name this object.
    let what: String

    func member(_ key: String) -> JSONMember? { index(of: key).map { members[$0] } }
    subscript(key: String) -> JSONValue? { index(of: key).map { members[$0].value } }

    /// Where `key` first stands. Lengths are compared before the text: most keys an object is asked
    /// for are not there, and a length tells most of them apart without comparing strings.
    func index(of key: String) -> Int? { Self.index(of: key, in: members) }

    static func index(of key: String, in members: [JSONMember]) -> Int? {
        let length = key.utf8.count
        for i in members.indices where members[i].key.utf8.count == length && members[i].key == key { return i }
        return nil
    }

    /// Whether `keys` holds `key`, lengths compared first.
    static func contains(_ keys: [String], _ key: String) -> Bool {
        let length = key.utf8.count
        return keys.contains { $0.utf8.count == length && $0 == key }
    }

    /// The first two members whose key `matches` (what kind of node or item an object is), found
    /// without making an array of them: every node and transition item asks.
    static func firstTwo(of members: [JSONMember], where matches: (String) -> Bool) -> (first: JSONMember, second: JSONMember?)? {
        var first: JSONMember?
        for m in members where matches(m.key) {
            if let first { return (first, m) }
            first = m
        }
        return first.map { ($0, nil) }
    }
}

extension JSONFormDecoder {
    /// Each element decoded by `decode`, those that fail left out; the result is sized once (a
    /// large spec's nodes and items are tens of thousands of declarations).
    mutating func decodeEach<T>(_ items: [JSONValue], _ decode: (inout JSONFormDecoder, JSONValue) -> T?) -> [T] {
        var out: [T] = []
        out.reserveCapacity(items.count)
        for item in items {
            if let decoded = decode(&self, item) { out.append(decoded) }
        }
        return out
    }

    mutating func report(_ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(code, message, at: span, notes: notes))
    }

    /// "expected a string naming the state, found a number".
    mutating func wrongType(_ v: JSONValue, expected: String) {
        report(.jsonFormWrongType, "expected \(expected), found \(v.typeName)", at: v.span)
    }

    /// The object's members, with an error for each key not in `keys` (and a "did you mean").
    mutating func fields(_ v: JSONValue, in what: String, keys: [String], expected: String) -> JSONFormFields? {
        guard case .object(let members) = v.kind else {
            wrongType(v, expected: expected)
            return nil
        }
        for m in members where !JSONFormFields.contains(keys, m.key) {
            unknownKey(m, in: what, valid: keys)
        }
        return JSONFormFields(object: v, members: members, what: what)
    }

    mutating func unknownKey(_ m: JSONMember, in what: String, valid: [String]) {
        let d = Diagnostic(.jsonFormUnknownKey, "unknown key '\(m.key)' in \(what)", at: m.keySpan)
            .suggesting(m.key, from: valid)
        diagnostics.append(d)
    }

    /// The value of a key the object must have.
    mutating func require(_ f: JSONFormFields, _ key: String) -> JSONValue? {
        if let v = f[key] { return v }
        report(.jsonFormMissingKey, "missing key '\(key)' in \(f.what)", at: f.object.span)
        return nil
    }

    // MARK: Names

    /// A string that must be a name (a node, a state, a label), with the span of its text.
    mutating func name(_ v: JSONValue, expected: String, wildcard: Bool = false) -> Identifier? {
        guard case .string(let s) = v.kind else {
            wrongType(v, expected: expected)
            return nil
        }
        guard JSONFormDecoder.isName(s) || (wildcard && s == "*") else {
            report(.jsonFormInvalidName, "'\(s)' is not a valid name", at: v.span,
                   notes: [.help("a name is a letter or '_' followed by letters, digits, '_', or '-' between letters")])
            return nil
        }
        return Identifier(s, span: v.hasEscapes ? v.span : v.contentSpan)
    }

    /// An object key that must be a name (a param, a constant, a setting, a label).
    mutating func keyName(_ m: JSONMember) -> Identifier? {
        guard JSONFormDecoder.isName(m.key) else {
            report(.jsonFormInvalidName, "'\(m.key)' is not a valid name", at: m.keySpan,
                   notes: [.help("a name is a letter or '_' followed by letters, digits, '_', or '-' between letters")])
            return nil
        }
        return Identifier(m.key, span: keyContent(m) ?? m.keySpan)
    }

    /// The span of a key's text between its quotes, or nil when escapes make offsets differ.
    func keyContent(_ m: JSONMember) -> SourceSpan? {
        let span = m.keySpan
        guard span.length >= 2 else { return nil }
        let lo = max(0, min(span.start, file.bytes.count)), hi = max(lo, min(span.end, file.bytes.count))
        if file.bytes[lo..<hi].contains(UInt8(ascii: "\\")) { return nil }
        return SourceSpan(start: span.start + 1, end: span.end - 1)
    }

    /// The DSL's names: a letter or `_`, then letters, digits and `_`; `-` only between two letters.
    /// Read over the UTF-8 bytes: every byte of a name is ASCII, so any other byte ends the search.
    static func isName(_ s: String) -> Bool {
        var previous: UInt8?
        var letterDue = false
        for b in s.utf8 {
            if letterDue {
                guard Lexer.isLetter(b) else { return false }
                letterDue = false
            }
            if let previous {
                if b == UInt8(ascii: "-") {
                    guard Lexer.isLetter(previous) else { return false }
                    letterDue = true
                } else if !Lexer.isNameContinue(b) {
                    return false
                }
            } else if !Lexer.isNameStart(b) {
                return false
            }
            previous = b
        }
        return previous != nil && !letterDue
    }

    // MARK: Comments

    /// `//`, `//trailing` of an object.
    mutating func trivia(_ f: JSONFormFields) -> Trivia {
        let leading = commentList(f[JSONFormKeys.leading])
        let trailing = f[JSONFormKeys.trailing].flatMap { comment($0) }
        return Trivia(leading: leading, trailing: trailing)
    }

    /// A list of comment lines: an array of strings, or one string.
    mutating func commentList(_ v: JSONValue?) -> [String] {
        guard let v else { return [] }
        if case .string = v.kind { return comment(v).map { [$0] } ?? [] }
        guard case .array(let items) = v.kind else {
            wrongType(v, expected: "an array of comment strings")
            return []
        }
        return items.compactMap { comment($0) }
    }

    mutating func comment(_ v: JSONValue) -> String? {
        guard case .string(let s) = v.kind else {
            wrongType(v, expected: "a comment string")
            return nil
        }
        switch JSONFormComments.verbatim(s) {
        case .success(let verbatim): return verbatim
        case .failure(let problem):
            report(.jsonFormInvalidComment, problem.message, at: v.span)
            return nil
        }
    }
}
