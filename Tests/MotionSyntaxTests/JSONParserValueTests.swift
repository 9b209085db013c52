import MotionDiagnostics
import MotionSyntax
import Testing

/// Accepted JSON: the tree, its spans, string content spans and escapes.
@Suite struct JSONParserValueTests {
    @Test func objectKeepsMembersInOrderWithSpans() throws {
        //            0         1         2
        //            01234567890123456789012345
        let text = #"{"a": [1, "x"], "b": null}"#
        let result = JSONFixture.parse(text)
        #expect(result.diagnostics.isEmpty)
        let value = try #require(result.value)
        let expected = JSONValue(
            kind: .object([
                JSONMember(key: "a", keySpan: SourceSpan(start: 1, end: 4), value: JSONValue(
                    kind: .array([
                        JSONValue(kind: .number(1), span: SourceSpan(start: 7, end: 8)),
                        JSONValue(kind: .string("x"), span: SourceSpan(start: 10, end: 13)),
                    ]),
                    span: SourceSpan(start: 6, end: 14))),
                JSONMember(key: "b", keySpan: SourceSpan(start: 16, end: 19),
                           value: JSONValue(kind: .null, span: SourceSpan(start: 21, end: 25))),
            ]),
            span: SourceSpan(start: 0, end: 26))
        #expect(value == expected)
    }

    @Test func memberOrderIsSourceOrderNotSorted() throws {
        let value = try #require(JSONFixture.parse(#"{"z": 1, "a": 2, "m": 3}"#).value)
        guard case .object(let members) = value.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["z", "a", "m"])
        #expect(value["a"]?.kind == .number(2))
        #expect(value["q"] == nil)
    }

    @Test func spansCoverTheSourceTextOfEachValue() throws {
        let result = JSONFixture.parse("{\n  \"on\": true,\n  \"size\": [44, -2.5e1],\n  \"empty\": {}\n}\n")
        let value = try #require(result.value)
        #expect(result.text(value.span).hasPrefix("{") && result.text(value.span).hasSuffix("}"))
        let on = try #require(value["on"])
        #expect(on.kind == .bool(true))
        #expect(result.text(on.span) == "true")
        #expect(result.file.position(of: on.span.start).description == "2:9")
        let size = try #require(value["size"])
        #expect(result.text(size.span) == "[44, -2.5e1]")
        guard case .array(let items) = size.kind else { Issue.record("not an array"); return }
        #expect(items.map(\.kind) == [.number(44), .number(-25)])
        #expect(items.map { result.text($0.span) } == ["44", "-2.5e1"])
        #expect(result.text(try #require(value["empty"]).span) == "{}")
    }

    @Test func accessorsReturnOnlyTheMatchingKind() throws {
        let value = try #require(JSONFixture.parse(#"{"s": "x", "n": 2, "b": true, "a": [], "o": {}}"#).value)
        #expect(value["s"]?.stringValue == "x" && value["s"]?.numberValue == nil)
        #expect(value["n"]?.numberValue == 2 && value["n"]?.stringValue == nil)
        #expect(value["b"]?.boolValue == true && value["b"]?.arrayValue == nil)
        #expect(value["a"]?.arrayValue == [] && value["a"]?.objectMembers == nil)
        #expect(value["o"]?.objectMembers == [] && value.objectMembers?.count == 5)
        #expect(value["o"]?.typeName == "an object" && value["n"]?.typeName == "a number")
    }

    @Test func keySpanIncludesTheQuotes() throws {
        let result = JSONFixture.parse(#"{"stroke": 1}"#)
        guard case .object(let members) = try #require(result.value).kind else { Issue.record("not an object"); return }
        #expect(result.text(members[0].keySpan) == "\"stroke\"")
    }

    @Test func plainStringContentSpanIsBetweenTheQuotes() throws {
        let result = JSONFixture.parse(#"  "width * 2"  "#)
        let value = try #require(result.value)
        #expect(value.kind == .string("width * 2"))
        #expect(value.span == SourceSpan(start: 2, end: 13))
        #expect(value.contentSpan == SourceSpan(start: 3, end: 12))
        #expect(value.hasEscapes == false)
    }

    @Test func nonASCIIStringHasNoEscapes() throws {
        let result = JSONFixture.parse(#"["日本", "é"]"#)
        guard case .array(let items) = try #require(result.value).kind else { Issue.record("not an array"); return }
        #expect(items.map(\.kind) == [.string("日本"), .string("é")])
        #expect(items[0].contentSpan == SourceSpan(start: 2, end: 8))
        #expect(items.allSatisfy { !$0.hasEscapes })
    }

    @Test func escapesAreDecoded() throws {
        let result = JSONFixture.parse(#""a\nb\t\u00e9\"\\\/\b\f\r\u0041""#)
        let value = try #require(result.value)
        #expect(value.kind == .string("a\nb\té\"\\/\u{08}\u{0C}\rA"))
        #expect(value.hasEscapes)
        #expect(value.contentSpan == SourceSpan(start: 1, end: result.file.bytes.count - 1))
    }

    @Test func surrogatePairsDecodeToOneScalar() throws {
        #expect(JSONFixture.parse(#""\uD834\uDD1E""#).value?.kind == .string("𝄞"))
        #expect(JSONFixture.parse(#""\ud83d\ude00!""#).value?.kind == .string("😀!"))
        #expect(JSONFixture.parse(#""\uDBFF\uDFFF""#).value?.kind == .string("\u{10FFFF}"))
        // An escaped NUL is fine; only raw control characters are not.
        #expect(JSONFixture.parse(#""\u0000""#).value?.kind == .string("\u{0}"))
    }

    @Test func topLevelScalarsAreValues() {
        #expect(JSONFixture.parse("42").value?.kind == .number(42))
        #expect(JSONFixture.parse(" false ").value?.kind == .bool(false))
        #expect(JSONFixture.parse("null").value?.kind == .null)
        #expect(JSONFixture.parse("\"\"").value?.kind == .string(""))
    }

    @Test func onlyTheFourWhitespaceCharactersAreSkipped() throws {
        let value = try #require(JSONFixture.parse(" \t\r\n[ \t\r\n] \t\r\n").value)
        #expect(value.kind == .array([]))
        #expect(value.span == SourceSpan(start: 4, end: 10))
    }

    static let numbers: [(String, Double)] = [
        ("0", 0), ("1", 1), ("-1", -1), ("1.5", 1.5), ("-12.25e2", -1225), ("1E3", 1000), ("1e+2", 100),
        ("1e-2", 0.01), ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004),
        ("123456789012345678901234567890", 1.2345678901234568e29),
        ("9007199254740993", 9007199254740992), ("1.7976931348623157e308", 1.7976931348623157e308),
        ("2.2250738585072014e-308", 2.2250738585072014e-308), ("5e-324", .leastNonzeroMagnitude), ("1e-400", 0),
        ("0.000001", 1e-6), ("100000000000000000000000", 1e23), ("3.141592653589793", 3.141592653589793),
    ]

    @Test(arguments: numbers)
    func numbersFollowTheRFCGrammarAndRoundCorrectly(text: String, expected: Double) {
        #expect(JSONFixture.parse(text).value?.kind == .number(expected))
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let n) = try #require(JSONFixture.parse("-0").value).kind else {
            Issue.record("not a number"); return
        }
        #expect(n == 0 && n.sign == .minus)
    }

    /// The fast conversion path must agree with the standard library on every shape of number.
    @Test func fastNumberPathAgreesWithTheStandardLibrary() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<2000 {
            var text = next() % 2 == 0 ? "-" : ""
            text += String(next() % 1_000_000_000)
            if next() % 2 == 0 { text += "." + String(next() % 100_000_000) }
            if next() % 2 == 0 { text += "e" + (next() % 2 == 0 ? "-" : "") + String(next() % 30) }
            guard let expected = Double(text) else { continue }
            let parsed = JSONFixture.parse(text).value?.kind
            #expect(parsed == .number(expected), "\(text)")
        }
    }
}
