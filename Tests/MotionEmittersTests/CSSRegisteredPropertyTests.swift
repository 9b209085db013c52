import Testing
@testable import MotionEmitters

/// The page repeats the sheet's one-line `@property` rules (`CSSRegisteredProperty.all`): found on the
/// lines `split(separator: "\n")` cuts, whatever else the lines hold.
@Suite struct CSSRegisteredPropertyTests {
    static let sheet = "@property --a { syntax: \"<number>\"; inherits: false; initial-value: 0; }\n"
        + "#x { color: red; }\n"
        + "  @property --indented { syntax: \"<number>\"; inherits: false; initial-value: 1; }\n"
        + "@property --crlf { syntax: \"<number>\"; inherits: true; initial-value: 2; }\r\n"
        + "@property --b { syntax: \"<length>\"; inherits: true; initial-value: 3px; }\n"
        + "@property -\n"
        + "\n"
        + "@property --last { syntax: \"<percentage>\"; inherits: false; initial-value: 50%; }"

    @Test func rulesAreFoundOnTheLinesASplitCuts() {
        let found = CSSRegisteredProperty.all(in: Self.sheet)
        // The line split at "\n" alone: a CR LF pair is one character, so the `--crlf` line runs on into
        // the `--b` rule and ends with it.
        let expected = Self.sheet.split(separator: "\n").filter { $0.hasPrefix("@property --") && $0.hasSuffix("}") && $0.contains("{") }
        #expect(found.map(\.rule) == expected.map(String.init))
        #expect(found.map(\.property.name) == ["--a", "--crlf", "--last"])
        #expect(found.map(\.property.syntax) == ["<number>", "<number>", "<percentage>"])
        #expect(found.map(\.property.initialValue) == ["0", "3px", "50%"])
        #expect(found.map(\.property.inherits) == [false, true, false])
    }

    @Test func aSubstringInTheMiddleOfATextIsReadOnItsOwn() {
        let text = "xx\n" + Self.sheet + "\n@property --after { syntax: \"<number>\"; inherits: false; initial-value: 9; }"
        let start = text.index(text.startIndex, offsetBy: 3), end = text.index(start, offsetBy: Self.sheet.count)
        #expect(CSSRegisteredProperty.all(in: text[start..<end]).map(\.rule) == CSSRegisteredProperty.all(in: Self.sheet).map(\.rule))
    }

    @Test func fieldsAreTrimmedOfSpacesOnBothSidesOnly() {
        let sheet = "@property --s {   syntax  :   \"<number>\"  ;inherits:true;  initial-value :  1 2  ; }\n"
            + "@property --empty { syntax: \"<number>\"; inherits: false; initial-value:    ; }\n"
        let found = CSSRegisteredProperty.all(in: sheet)
        #expect(found.map(\.property.name) == ["--s", "--empty"])
        #expect(found.map(\.property.syntax) == ["<number>", "<number>"])
        #expect(found.map(\.property.inherits) == [true, false])
        // Spaces inside a value stay; a value of spaces alone is empty.
        #expect(found.map(\.property.initialValue) == ["1 2", ""])
    }
}
