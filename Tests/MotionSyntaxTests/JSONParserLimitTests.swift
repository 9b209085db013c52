import MotionDiagnostics
import MotionSyntax
import Testing

/// Depth and size limits: refused with MS4003/MS4002, never a crash, and a malformed
/// deep document still gets its MS10xx syntax error.
@Suite struct JSONParserLimitTests {
    @Test func nestingOf512IsAccepted() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let result = JSONFixture.parse(text)
        #expect(result.diagnostics.isEmpty)
        var value = try #require(result.value)
        var depth = 1
        while case .array(let items) = value.kind, let first = items.first {
            value = first
            depth += 1
        }
        #expect(depth == 512)
    }

    @Test func nestingOf513IsRefusedAtTheBracketThatGoesTooDeep() {
        let text = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let result = JSONFixture.parse(text)
        #expect(result.value == nil)
        #expect(result.headlines == ["test.motion.json:1:513: error: nesting is deeper than 512 levels [MS4003]"])
    }

    @Test func arrayNested600DeepIsRefusedOnce() {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let result = JSONFixture.parse(text)
        #expect(result.value == nil)
        #expect(result.codes == ["MS4003"])
    }

    @Test func unclosedArray600DeepGetsDepthAndSyntaxErrors() {
        let result = JSONFixture.parse(String(repeating: "[", count: 600))
        #expect(result.value == nil)
        #expect(result.headlines == [
            "test.motion.json:1:513: error: nesting is deeper than 512 levels [MS4003]",
            "test.motion.json:1:601: error: expected a JSON value, found the end of the input [MS1002]",
        ])
    }

    @Test func hundredThousandOpeningArraysDoNotCrash() {
        let result = JSONFixture.parse(String(repeating: "[", count: 100_000))
        #expect(result.value == nil)
        #expect(result.headlines == [
            "test.motion.json:1:513: error: nesting is deeper than 512 levels [MS4003]",
            "test.motion.json:1:100001: error: expected a JSON value, found the end of the input [MS1002]",
        ])
    }

    @Test func hundredThousandBalancedArraysAreRefusedWithoutCrashing() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = JSONFixture.parse(text)
        #expect(result.value == nil)
        #expect(result.codes == ["MS4003"])
    }

    @Test func deepObjectsWithAMistakeFarBelowTheLimitGetBothErrors() {
        let text = String(repeating: "{\"a\":", count: 1000) + "1,}" + String(repeating: "}", count: 999)
        let result = JSONFixture.parse(text)
        #expect(result.codes == ["MS4003", "MS1005"])
        #expect(result.headlines.first == "test.motion.json:1:2561: error: nesting is deeper than 512 levels [MS4003]")
    }

    @Test func inputOver64MiBIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 64 * 1024 * 1024 + 1)
        let result = JSONFixture.parse(bytes: bytes)
        #expect(result.value == nil)
        #expect(result.headlines == [
            "test.motion.json:1:1: error: the input is 67108865 bytes, more than the 64 MiB limit [MS4002]",
        ])
    }
}

/// Byte order marks and invalid UTF-8, each at the exact byte.
@Suite struct JSONParserEncodingTests {
    @Test func byteOrderMarkIsRefusedWithHelp() {
        let result = JSONFixture.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(result.value == nil)
        #expect(result.headlines == [
            "test.motion.json:1:1: error: the file starts with a byte order mark (U+FEFF) [MS1016]",
        ])
        #expect(result.diagnostics.first?.notes == [.help("save the file as UTF-8 without a byte order mark")])
    }

    @Test func byteOrderMarkInsideAStringIsJustACharacter() {
        #expect(JSONFixture.parse("[\"\u{FEFF}\"]").value?.kind == .array([
            JSONValue(kind: .string("\u{FEFF}"), span: SourceSpan(start: 1, end: 6)),
        ]))
    }

    /// (bytes, the headline expected) for malformed UTF-8 inside and outside strings.
    static let invalidUTF8: [([UInt8], String)] = [
        (Array("[\"".utf8) + [0xFF] + Array("\"]".utf8), "1:3: error: invalid UTF-8 byte 0xFF [MS1015]"),
        (Array("[ \"caf".utf8) + [0xE9] + Array("\" ]".utf8),
         "1:7: error: invalid UTF-8: incomplete sequence starting with byte 0xE9 [MS1015]"),
        (Array("[\"".utf8) + [0x80] + Array("\"]".utf8), "1:3: error: invalid UTF-8: unexpected continuation byte 0x80 [MS1015]"),
        (Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), "1:3: error: invalid UTF-8: overlong encoding byte 0xC0 [MS1015]"),
        (Array("[\"".utf8) + [0xE0, 0x80, 0xAF] + Array("\"]".utf8),
         "1:3: error: invalid UTF-8: overlong UTF-8 encoding starting with byte 0xE0 [MS1015]"),
        (Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8),
         "1:3: error: invalid UTF-8: UTF-8 encoded surrogate starting with byte 0xED [MS1015]"),
        (Array("[\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8),
         "1:3: error: invalid UTF-8: UTF-8 sequence beyond U+10FFFF starting with byte 0xF4 [MS1015]"),
        (Array("[\"ab".utf8) + [0xF0, 0x9F], "1:5: error: invalid UTF-8: the input ends inside the sequence starting with byte 0xF0 [MS1015]"),
        (Array("{\"é\": 1,\n \"".utf8) + [0xFE] + Array("\": 2}".utf8), "2:3: error: invalid UTF-8 byte 0xFE [MS1015]"),
        ([0x5B, 0xFF, 0x5D], "1:2: error: invalid UTF-8 byte 0xFF [MS1015]"),
        (Array("[1".utf8) + [0xE5] + Array("]".utf8), "1:3: error: invalid UTF-8: incomplete sequence starting with byte 0xE5 [MS1015]"),
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsReportedAtItsFirstByte(bytes: [UInt8], expected: String) {
        let result = JSONFixture.parse(bytes: bytes)
        #expect(result.value == nil)
        #expect(result.headlines == ["\(JSONFixture.path):\(expected)"])
    }

    @Test func utf16FileGetsAHint() {
        let result = JSONFixture.parse(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00])
        #expect(result.codes == ["MS1015"])
        #expect(result.diagnostics.first?.notes == [
            .help("the file looks like UTF-16; save it as UTF-8 without a byte order mark"),
        ])
    }

    @Test func fourByteScalarsAreAccepted() {
        #expect(JSONFixture.parse(bytes: Array("[\"".utf8) + [0xF0, 0x9F, 0x98, 0x80] + Array("\"]".utf8)).value?.kind
            == .array([JSONValue(kind: .string("😀"), span: SourceSpan(start: 1, end: 7))]))
    }
}

/// Duplicate keys are JSON, but never what a spec author meant.
@Suite struct JSONParserDuplicateKeyTests {
    @Test func duplicateKeyIsAnErrorWithANoteAtTheFirst() {
        let result = JSONFixture.parse("{\"a\":1,\"a\":2}")
        #expect(result.headlines == ["test.motion.json:1:8: error: duplicate key 'a' [MS1017]"])
        #expect(result.diagnostics.first?.notes == [
            .note("'a' is first defined here", span: SourceSpan(start: 1, end: 4)),
            .help("remove one of the two members"),
        ])
        let rendered = DiagnosticRenderer().render(result.diagnostics, in: result.file)
        #expect(rendered.contains("= note: 'a' is first defined here (test.motion.json:1:2)"))
    }

    @Test func duplicateKeyStillYieldsTheParsedValue() {
        // The text is valid RFC 8259, so the tree is returned alongside the error.
        let result = JSONFixture.parse("{\"a\":1,\"a\":2}")
        guard case .object(let members)? = result.value?.kind else { Issue.record("no object"); return }
        #expect(members.map(\.key) == ["a", "a"])
    }

    @Test func keysCompareAfterDecodingEscapes() {
        let result = JSONFixture.parse(#"{"é": 1, "\u00e9": 2}"#)
        #expect(result.codes == ["MS1017"])
        #expect(result.diagnostics.first?.span == SourceSpan(start: 10, end: 18))
    }

    @Test func duplicatesInLargeObjectsAreFound() {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let result = JSONFixture.parse("{\(members), \"k42\": 0, \"k99\": 1}")
        #expect(result.diagnostics.map(\.message) == ["duplicate key 'k42'", "duplicate key 'k99'"])
        #expect(result.diagnostics.first?.notes.first?.span.map(result.text) == "\"k42\"")
    }

    @Test func sameKeyInDifferentObjectsIsFine() {
        let result = JSONFixture.parse(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value != nil)
    }
}
