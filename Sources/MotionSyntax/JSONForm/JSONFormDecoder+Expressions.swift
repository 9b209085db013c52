import MotionDiagnostics

extension JSONFormDecoder {
    /// A JSON number is a plain number (negative ones too, as the DSL parser folds `-1`), a boolean
    /// the name `true`/`false`, an array a tuple, a string DSL expression text.
    mutating func expression(_ v: JSONValue, expected: String = "an expression (a number, a boolean, an array or a string)") -> Expression? {
        switch v.kind {
        case .number(let n):
            // As the DSL parser folds `-4` into the number -4 (and `-0` into 0).
            return Expression(.number(n == 0 ? 0 : n, unit: nil), span: v.span)
        case .bool(let b):
            return Expression(.name(b ? "true" : "false"), span: v.span)
        case .array(let items):
            guard items.count >= 2 else {
                report(.jsonFormShortTuple, "a tuple needs at least two elements, found \(items.count)", at: v.span,
                       notes: [.help("write a single value without brackets, or a list as DSL text: \"[1]\"")])
                return nil
            }
            var elements: [Expression] = []
            for item in items {
                guard let e = expression(item) else { return nil }
                elements.append(e)
            }
            return Expression(.tuple(elements), span: v.span)
        case .string(let text):
            return fragmentExpression(v, text: text)
        case .null, .object:
            wrongType(v, expected: expected)
            return nil
        }
    }

    /// A list of expressions: track values, key times, timing functions.
    mutating func expressions(_ v: JSONValue, expected: String) -> [Expression]? {
        guard let items = array(v, expected: expected) else { return nil }
        var out: [Expression] = []
        var failed = false
        for item in items {
            if let e = expression(item) { out.append(e) } else { failed = true }
        }
        return failed ? nil : out
    }
}
