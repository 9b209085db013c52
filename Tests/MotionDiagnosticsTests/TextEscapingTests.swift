import Testing
import MotionDiagnostics

/// One escaper for every language MotionSpec writes: each form is what its reader reads back.
@Suite struct TextEscapingTests {
    /// Quotes, backslashes, the short escapes and other control characters, in each string form.
    @Test func stringFormsEscapeAsTheirReadersExpect() {
        let text = "a\"b\\c\n\r\t\u{1}\u{7F}é"
        #expect(TextEscaping.jsonString(text) == #""a\"b\\c\n\r\t\u0001"# + "\u{7F}é\"")
        #expect(TextEscaping.swiftString(text) == #""a\"b\\c\n\r\t\u{1}\u{7F}é""#)
        #expect(TextEscaping.dslString(text) == #""a\"b\\c\n\u{d}\t\u{1}\u{7f}é""#)
        #expect(TextEscaping.cssString(text) == #""a\"b\\c\a \d \9 \1 \7f é""#)
        #expect(TextEscaping.swiftString("\\(x)") == #""\\(x)""#)
        #expect(TextEscaping.jsonString("\u{1F}") == #""\u001f""#)
        #expect(TextEscaping.swiftString("\u{1F}") == #""\u{1F}""#)
    }

    /// Parts quoted as one string between raw texts say what the parts joined and quoted say, whatever
    /// the cuts (an escaped character at a part's either end, an empty part, a scalar beyond ASCII).
    @Test func partsQuotedTogetherAreTheJoinedTextQuoted() {
        let parts: [Substring] = ["a\"", "", "\\b\n", "\u{1}é\u{301}", "\"", "\t"]
        let quoted = TextEscaping.jsonString(joining: parts, between: ["x = ", ""], and: [";", "\n"])
        #expect(Array(quoted.utf8) == Array(("x = " + TextEscaping.jsonString(parts.joined()) + ";\n").utf8))
        #expect(TextEscaping.jsonString(joining: [], between: [], and: []) == "\"\"")
    }

    /// An escaped character that begins a grapheme cluster (a quote or a line break followed by a
    /// combining accent) is escaped alone, the accent copied once after it.
    @Test func escapesInsideGraphemeClustersKeepEveryScalarOnce() {
        // Byte for byte: String's == would take a lost or doubled accent as equivalent text.
        #expect(Array(TextEscaping.jsonString("\"\u{301}x\r\n\u{301}é").utf8) == Array("\"\\\"\u{301}x\\r\\n\u{301}é\"".utf8))
        #expect(Array(TextEscaping.cssString("a\\\u{301}").utf8) == Array("\"a\\\\\u{301}\"".utf8))
    }

    @Test func commentsAndMarkupCannotBeClosedEarly() {
        #expect(TextEscaping.lineComment("one\ntwo\rthree") == "one two three")
        #expect(TextEscaping.lineComment("tab\tdel\u{7F}crlf\r\nend") == "tab del crlf  end")
        #expect(TextEscaping.lineComment("plain: Ünïcödé ✓ 🎛️") == "plain: Ünïcödé ✓ 🎛️")
        #expect(TextEscaping.lineComment("é\u{1}") == "é ")
        #expect(TextEscaping.blockComment("a */ b **/") == "a * / b ** /")
        #expect(TextEscaping.xmlComment("a -- b --- c-") == "a - - b - - - c- ")
        #expect(!TextEscaping.xmlComment("----").contains("--"))
        #expect(TextEscaping.markup("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
    }
}
