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

    @Test func commentsAndMarkupCannotBeClosedEarly() {
        #expect(TextEscaping.lineComment("one\ntwo\rthree") == "one two three")
        #expect(TextEscaping.blockComment("a */ b **/") == "a * / b ** /")
        #expect(TextEscaping.xmlComment("a -- b --- c-") == "a - - b - - - c- ")
        #expect(!TextEscaping.xmlComment("----").contains("--"))
        #expect(TextEscaping.markup("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
    }
}
