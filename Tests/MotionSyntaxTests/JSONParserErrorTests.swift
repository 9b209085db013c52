import MotionDiagnostics
import MotionSyntax
import Testing

/// Malformed JSON: each input gets exactly one error, at the column counted by hand.
@Suite struct JSONParserErrorTests {
    /// (input, the headline expected)
    static let malformed: [(String, String)] = [
        ("[1,]", "1:3: error: trailing comma is not allowed in JSON [MS1005]"),
        ("{\"a\":1,}", "1:7: error: trailing comma is not allowed in JSON [MS1005]"),
        ("{\n  \"a\": [1,\n  ]\n}", "2:10: error: trailing comma is not allowed in JSON [MS1005]"),
        ("[1,\r\n2,\r\n]", "2:2: error: trailing comma is not allowed in JSON [MS1005]"),
        ("[1 2]", "1:4: error: expected ',' or ']' after an array element, found '2' [MS1003]"),
        ("{\"a\":1 \"b\":2}", "1:8: error: expected ',' or '}' after an object member, found '\"' [MS1004]"),
        ("{\"a\":1]", "1:7: error: expected ',' or '}' after an object member, found ']' [MS1004]"),
        ("{a:1}", "1:2: error: object keys must be strings in double quotes, found 'a' [MS1006]"),
        ("{\"a\":1, 2:3}", "1:9: error: object keys must be strings in double quotes, found '2' [MS1006]"),
        ("{\"a\" 1}", "1:6: error: expected ':' after an object key, found '1' [MS1007]"),
        ("{\"width\" 44}", "1:10: error: expected ':' after an object key, found '44' [MS1007]"),
        ("[1 true]", "1:4: error: expected ',' or ']' after an array element, found 'true' [MS1003]"),
        ("[\"abc", "1:2: error: unterminated string [MS1008]"),
        ("[\"a\\x\"]", "1:4: error: invalid escape '\\x' in a string [MS1009]"),
        ("[1e400]", "1:2: error: number does not fit in a 64-bit float [MS1010]"),
        ("[-1.5E+309]", "1:2: error: number does not fit in a 64-bit float [MS1010]"),
        ("[01]", "1:2: error: leading zeros are not allowed in JSON numbers [MS1011]"),
        ("[1.]", "1:4: error: expected a digit after the decimal point, found ']' [MS1011]"),
        ("[-]", "1:3: error: expected a digit after '-', found ']' [MS1011]"),
        ("[1e+]", "1:5: error: expected a digit in the exponent, found ']' [MS1011]"),
        ("[0x1F]", "1:3: error: unexpected 'x' in a number [MS1011]"),
        ("[.5]", "1:2: error: a JSON number cannot start with '.' [MS1011]"),
        ("[+5]", "1:2: error: a JSON number cannot start with '+' [MS1011]"),
        ("[\"a\tb\"]", "1:4: error: control character U+0009 must be escaped in a string [MS1012]"),
        ("\"a\nb\"", "1:3: error: line break inside a string [MS1012]"),
        ("[\"\\u12G4\"]", "1:7: error: expected 4 hex digits after '\\u', found 'G' [MS1013]"),
        ("[\"\\uD800\"]", "1:3: error: unpaired high surrogate '\\uD800' in a string [MS1014]"),
        ("[\"\\uD800\\u0041\"]", "1:3: error: unpaired high surrogate '\\uD800' in a string [MS1014]"),
        ("[\"\\uDC00\\uD800\"]", "1:3: error: unpaired low surrogate '\\uDC00' in a string [MS1014]"),
        ("[1]x", "1:4: error: expected the end of the input after the JSON value, found 'x' [MS1018]"),
        ("{} {}", "1:4: error: expected the end of the input after the JSON value, found '{' [MS1018]"),
        ("[1, // one\n2]", "1:5: error: comments are not allowed in JSON [MS1019]"),
        ("/* spec */ {}", "1:1: error: comments are not allowed in JSON [MS1019]"),
        ("", "1:1: error: the input is empty, expected a JSON value [MS1002]"),
        (" \n ", "2:2: error: the input holds only whitespace, expected a JSON value [MS1002]"),
        ("[1,", "1:4: error: expected a JSON value, found the end of the input [MS1002]"),
        ("{\"a\":1", "1:7: error: expected ',' or '}' after an object member, found the end of the input [MS1002]"),
        ("{\"a\"", "1:5: error: expected ':' after an object key, found the end of the input [MS1002]"),
        ("[True]", "1:2: error: 'True' is not a JSON value [MS1001]"),
        ("[nul]", "1:2: error: 'nul' is not a JSON value [MS1001]"),
        ("[NaN]", "1:2: error: 'NaN' is not a JSON value [MS1001]"),
        ("['a']", "1:2: error: expected a JSON value, found ''' [MS1001]"),
        ("\u{0C}[]", "1:1: error: expected a JSON value, found control character U+000C [MS1001]"),
        ("[\u{A0}1]", "1:2: error: expected a JSON value, found U+00A0 [MS1001]"),
        ("[é]", "1:2: error: expected a JSON value, found 'é' (U+00E9) [MS1001]"),
        ("[\"日本\", x]", "1:8: error: 'x' is not a JSON value [MS1001]"),
        ("[,1]", "1:2: error: expected a JSON value, found ',' [MS1001]"),
        ("]", "1:1: error: expected a JSON value, found ']' [MS1001]"),
    ]

    @Test(arguments: malformed)
    func reportsOneErrorAtTheExactColumn(input: String, expected: String) {
        let result = JSONFixture.parse(input)
        #expect(result.value == nil)
        #expect(result.headlines == ["\(JSONFixture.path):\(expected)"])
    }

    @Test func everyErrorIsAnMS10xxCodeFromTheCatalog() {
        for (input, _) in Self.malformed {
            let result = JSONFixture.parse(input)
            for d in result.diagnostics {
                #expect(d.code.id.hasPrefix("MS10"), "\(input)")
                #expect(DiagnosticCatalog.code(d.code.id) == d.code)
            }
        }
    }

    @Test func everyMS10xxCodeInTheCatalogIsProducedByTheseInputs() {
        var produced = Set(Self.malformed.flatMap { JSONFixture.parse($0.0).codes })
        produced.formUnion(JSONFixture.parse("{\"a\":1,\"a\":2}").codes)
        produced.formUnion(JSONFixture.parse(bytes: [0xEF, 0xBB, 0xBF, 0x5B, 0x5D]).codes)
        produced.formUnion(JSONFixture.parse(bytes: [0x5B, 0xFF, 0x5D]).codes)
        let catalog = DiagnosticCatalog.all.map(\.id).filter { $0.hasPrefix("MS10") }
        #expect(catalog.count == 19)
        #expect(catalog.filter { !produced.contains($0) } == [])
    }

    @Test func trailingCommaExplainsTheFix() {
        let d = JSONFixture.parse("[1,]").diagnostics
        #expect(d.first?.notes == [.help("remove this ','")])
        #expect(d.first?.span == SourceSpan(start: 2, end: 3))
    }

    @Test func unclosedArrayPointsBackAtItsBracket() {
        let result = JSONFixture.parse("{\"a\": [1, 2")
        #expect(result.headlines == ["test.motion.json:1:12: error: expected ',' or ']' after an array element, found the end of the input [MS1002]"])
        #expect(result.diagnostics.first?.notes == [.note("the array starts here", span: SourceSpan(start: 6, end: 7))])
    }

    @Test func unterminatedStringSpansToTheEnd() {
        let result = JSONFixture.parse("[\"abc")
        #expect(result.diagnostics.first?.span == SourceSpan(start: 1, end: 5))
        #expect(result.diagnostics.first?.notes == [.help("add a closing '\"'")])
    }

    @Test func misspelledLiteralSuggestsTheLiteral() {
        #expect(JSONFixture.parse("[ture]").diagnostics.first?.notes == [.help("did you mean 'true'?")])
        #expect(JSONFixture.parse("[FALSE]").diagnostics.first?.notes == [.help("JSON literals are lower case: write 'false'")])
        #expect(JSONFixture.parse("[circle]").diagnostics.first?.notes == [.help("strings must be in double quotes: \"circle\"")])
    }

    @Test func lineBreakInStringNotesWhereTheStringStarts() {
        let d = JSONFixture.parse("{\"a\": \"one\ntwo\"}").diagnostics
        #expect(d.count == 1)
        #expect(d.first?.notes.first == .note("the string starts here", span: SourceSpan(start: 6, end: 7)))
    }

    @Test func escapeErrorsPointAtTheBackslash() {
        let d = JSONFixture.parse("[\"a\\qb\"]").diagnostics
        #expect(d.first?.span == SourceSpan(start: 3, end: 5))
    }

    @Test func surrogateErrorsCoverTheEscape() {
        let d = JSONFixture.parse("[\"x\\uDBFF\"]").diagnostics
        #expect(d.first?.span == SourceSpan(start: 3, end: 9))
        #expect(d.first?.code == .jsonUnpairedSurrogate)
    }

    @Test func errorRendersWithCaretUnderTheToken() {
        let result = JSONFixture.parse("{\"a\": 1,}")
        let text = DiagnosticRenderer().render(result.diagnostics, in: result.file)
        #expect(text == """
            test.motion.json:1:8: error: trailing comma is not allowed in JSON [MS1005]
              |
            1 | {"a": 1,}
              |        ^
               = help: remove this ','

            """)
    }
}
