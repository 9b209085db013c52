import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// Expressions and property paths inside JSON strings, read with the DSL grammar.
@Suite struct DSLFragmentTests {
    /// A JSON document with one string value; returns the file and the string's content range.
    func jsonValue(_ content: String) -> (SourceFile, Range<Int>) {
        let text = "{\"x\": \"" + content + "\"}"
        return (SourceFile(path: "t.json", text: text), 7..<(7 + content.utf8.count))
    }

    func headlines(_ ds: [Diagnostic], _ file: SourceFile) -> [String] {
        ds.map { DiagnosticRenderer.headline($0, in: file) }
    }

    @Test func spansAreFileOffsets() throws {
        let (file, range) = jsonValue("2 * r + 1")
        let (e, diagnostics) = FragmentParser.expression(in: file, range: range)
        #expect(diagnostics.isEmpty)
        let sum = try #require(e)
        #expect(sum.span == SourceSpan(start: 7, end: 16))
        guard case .binary(.add, let product, let one) = sum.kind,
              case .binary(.multiply, let two, let r) = product.kind else {
            Issue.record("wrong shape: \(sum.kind)"); return
        }
        #expect(two.kind == .number(2, unit: nil))
        #expect(r.kind == .name("r"))
        #expect(r.span == SourceSpan(start: 11, end: 12))
        #expect(one.span == SourceSpan(start: 15, end: 16))
        #expect(file.text(of: product.span) == "2 * r")
    }

    @Test func errorsPointIntoTheFile() {
        let (file, range) = jsonValue("0.3s +")
        let (e, diagnostics) = FragmentParser.expression(in: file, range: range)
        #expect(e == nil)
        #expect(headlines(diagnostics, file) == ["t.json:1:14: error: expected an expression, found end of text [MS1109]"])
    }

    @Test func theWholeRangeMustBeConsumed() {
        let (file, range) = jsonValue("1 2")
        let (e, diagnostics) = FragmentParser.expression(in: file, range: range)
        #expect(e == nil)
        #expect(headlines(diagnostics, file) == ["t.json:1:10: error: unexpected '2' after the expression [MS1118]"])
        let (file2, range2) = jsonValue("(1, 2))")
        #expect(headlines(FragmentParser.expression(in: file2, range: range2).1, file2)
                == ["t.json:1:14: error: unexpected ')' after the expression [MS1113]"])
    }

    @Test func anEmptyRangeIsAnError() {
        let (file, range) = jsonValue("")
        #expect(headlines(FragmentParser.expression(in: file, range: range).1, file)
                == ["t.json:1:8: error: expected an expression, found end of text [MS1109]"])
    }

    @Test func lexicalErrorsInAFragment() {
        let (file, range) = jsonValue("#ggg")
        #expect(headlines(FragmentParser.expression(in: file, range: range).1, file)
                == ["t.json:1:8: error: invalid colour '#ggg' [MS1105]"])
    }

    @Test func lineBreaksAreSpacesInFragments() throws {
        let (e, diagnostics) = FragmentParser.expression(text: "cubic-bezier(0.25,\n 0.4, 0.3, 1.6)", at: SourceSpan(start: 40, end: 60))
        #expect(diagnostics.isEmpty)
        guard case .call(let f, let args) = try #require(e).kind else { Issue.record("not a call"); return }
        #expect(f.name == "cubic-bezier")
        #expect(args.map(\.value.kind) == [.number(0.25, unit: nil), .number(0.4, unit: nil), .number(0.3, unit: nil), .number(1.6, unit: nil)])
    }

    @Test func decodedTextPointsEverythingAtTheGivenSpan() throws {
        let span = SourceSpan(start: 6, end: 20)
        let (e, diagnostics) = FragmentParser.expression(text: "polar(r, 212deg) + c", at: span)
        #expect(diagnostics.isEmpty)
        let sum = try #require(e)
        #expect(sum.span == span)
        guard case .binary(.add, let call, let c) = sum.kind, case .call(let polar, let args) = call.kind else {
            Issue.record("wrong shape"); return
        }
        #expect(c.span == span)
        #expect(polar.span == span)
        #expect(args[1].value.kind == .number(212, unit: .degrees))
        #expect(args[1].value.span == span)

        let (bad, errors) = FragmentParser.expression(text: "1 +\t* 2", at: span)
        #expect(bad == nil)
        #expect(errors.map(\.span) == [span])
        #expect(errors.map(\.code) == [.dslExpectedExpression])
        #expect(errors.map(\.message) == ["expected an expression, found '*'"])
    }

    @Test func propertyPaths() throws {
        let (file, range) = jsonValue("star[i].scale")
        let (path, diagnostics) = FragmentParser.propertyPath(in: file, range: range)
        #expect(diagnostics.isEmpty)
        let p = try #require(path)
        #expect(p.node.name == "star")
        #expect(p.index?.kind == .name("i"))
        #expect(p.property.name == "scale")
        #expect(p.span == SourceSpan(start: 7, end: 20))
        #expect(p.property.span == SourceSpan(start: 15, end: 20))

        let (three, _) = FragmentParser.propertyPath(text: "star[3].opacity", at: SourceSpan(start: 1, end: 2))
        #expect(three?.index?.kind == .number(3, unit: nil))
        #expect(three?.span == SourceSpan(start: 1, end: 2))
        let (plain, _) = FragmentParser.propertyPath(text: "checkmark.strokeEnd", at: .synthesized)
        #expect(plain?.node.name == "checkmark")
        #expect(plain?.index == nil)
        #expect(plain?.property.name == "strokeEnd")
    }

    @Test func malformedPropertyPaths() {
        let (file, range) = jsonValue("checkmark")
        #expect(headlines(FragmentParser.propertyPath(in: file, range: range).1, file)
                == ["t.json:1:17: error: expected '.' and a property name after 'checkmark', found end of text [MS1108]"])
        let (file2, range2) = jsonValue("a.b c")
        #expect(headlines(FragmentParser.propertyPath(in: file2, range: range2).1, file2)
                == ["t.json:1:12: error: unexpected 'c' after the property path [MS1118]"])
    }

    @Test func fragmentsShareTheNestingLimit() {
        let deep = String(repeating: "[", count: 100_000)
        let (e, diagnostics) = FragmentParser.expression(text: deep, at: SourceSpan(start: 0, end: 1))
        #expect(e == nil)
        #expect(diagnostics.map(\.code) == [.nestingTooDeep])
    }
}
