import MotionDiagnostics

// TEMPORARY: stands in for the `dsl` branch's FragmentParser until that branch is merged, so the
// decoder builds and its structural tests run. Deleted at the merge. It reads names and plain numbers only.
enum FragmentParser {
    static func expression(in file: SourceFile, range: SourceSpan) -> (Expression?, [Diagnostic]) {
        expression(text: file.text(of: range), at: range)
    }

    static func expression(text: String, at span: SourceSpan) -> (Expression?, [Diagnostic]) {
        if let n = Double(text) { return (Expression(.number(n, unit: nil), span: span), []) }
        return (Expression(.name(text), span: span), [])
    }

    static func propertyPath(in file: SourceFile, range: SourceSpan) -> (PropertyPath?, [Diagnostic]) {
        propertyPath(text: file.text(of: range), at: range)
    }

    static func propertyPath(text: String, at span: SourceSpan) -> (PropertyPath?, [Diagnostic]) {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return (nil, [Diagnostic(.dslUnexpectedCharacter, "expected a property path", at: span)]) }
        return (PropertyPath(node: Identifier(parts[0]), property: Identifier(parts[1]), span: span), [])
    }
}
