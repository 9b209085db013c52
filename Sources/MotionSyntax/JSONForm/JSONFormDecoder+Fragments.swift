import MotionDiagnostics

/// The DSL text inside JSON strings goes through the DSL's fragment parser. When the string has no
/// escapes its text is the file's bytes, so the fragment is parsed in place and its diagnostics have
/// exact columns; otherwise the unescaped text is parsed and diagnostics point at the whole string.
/// Names, numbers, colours and the other short forms `SimpleFragment` knows skip the full grammar.
extension JSONFormDecoder {
    mutating func fragmentExpression(_ v: JSONValue, text: String) -> Expression? {
        if readsSimpleFragments, !v.hasEscapes,
           let e = SimpleFragment.expression(file.bytes, range: v.contentSpan.start..<v.contentSpan.end) {
            return e
        }
        let (e, ds) = v.hasEscapes
            ? FragmentParser.expression(text: text, at: v.span)
            : FragmentParser.expression(in: file, range: v.contentSpan.start..<v.contentSpan.end)
        diagnostics.append(contentsOf: ds)
        return e
    }

    /// `"checkmark.strokeEnd"` as a track's target.
    mutating func propertyPath(_ v: JSONValue, expected: String) -> PropertyPath? {
        guard case .string(let text) = v.kind else {
            wrongType(v, expected: expected)
            return nil
        }
        if readsSimpleFragments, !v.hasEscapes,
           let p = SimpleFragment.propertyPath(file.bytes, range: v.contentSpan.start..<v.contentSpan.end) {
            return p
        }
        let (p, ds) = v.hasEscapes
            ? FragmentParser.propertyPath(text: text, at: v.span)
            : FragmentParser.propertyPath(in: file, range: v.contentSpan.start..<v.contentSpan.end)
        diagnostics.append(contentsOf: ds)
        return p
    }

    /// `"checkmark.trim": …` as a key of a state's values.
    mutating func propertyPath(key m: JSONMember) -> PropertyPath? {
        let content = keyContent(m)
        if readsSimpleFragments, let content, let p = SimpleFragment.propertyPath(file.bytes, range: content.start..<content.end) {
            return p
        }
        let (p, ds) = content.map { FragmentParser.propertyPath(in: file, range: $0.start..<$0.end) }
            ?? FragmentParser.propertyPath(text: m.key, at: m.keySpan)
        diagnostics.append(contentsOf: ds)
        return p
    }
}
