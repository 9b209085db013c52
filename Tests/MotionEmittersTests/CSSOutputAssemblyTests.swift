import MotionDiagnostics
@testable import MotionEmitters
import Testing

/// The page's texts put together once (`CSSOutputAssembly`) say exactly what putting them together
/// piece by piece says.
@Suite struct CSSOutputAssemblyTests {
    @Test func joinedIsTheConcatenation() {
        let parts = ["<style>\n", "a { b: \"c\"; }\n", "", "</style>\n", "<svg>é</svg>\n"]
        #expect(CSSOutputAssembly.joined(parts) == parts.reduce("", +))
        #expect(CSSOutputAssembly.joined([String]()) == "")
        // Slices of one text (the page takes the stylesheet after the .css file's header) join as copies would.
        let text = parts.joined()
        let cut = text.utf8.index(text.startIndex, offsetBy: 9)
        #expect(CSSOutputAssembly.joined([text[cut...], text[..<cut]]) == String(text[cut...]) + String(text[..<cut]))
    }

    /// The page rendered with its body in parts says what the template rendered with the body joined says.
    @Test func renderedWithPartsIsTheTemplateRenderedWithThemJoined() {
        let template = Template(pieces: [.text("<p>"), .placeholder("body"), .text("|"), .placeholder("title"), .placeholder("body"),
                                         .placeholder("missing")], uses: [])
        let parts: [Substring] = ["<main>", "é\n", "", "</main>"]
        let rendered = CSSOutputAssembly.rendered(template, ["title": "T", "body": "ignored"], parts: "body", parts)
        #expect(rendered == template.render(["title": "T", "body": parts.joined()]))
        #expect(rendered == "<p><main>é\n</main>|T<main>é\n</main>")
    }

    @Test(arguments: ["", "</", "a</script>b", "<</", "</</x", "no tags", "<", "/"])
    func tagEndsAreEscapedAsEveryOccurrenceReplaced(_ text: String) {
        #expect(Array(CSSOutputAssembly.escapingTagEnds(text).utf8) == Array(text.replacing("</", with: "<\\/").utf8))
    }

    /// An HTML parser ends a script at `</` whatever follows, so a combining mark after the slash
    /// (one character to `String.replacing`) is escaped too.
    @Test func aTagEndBeforeACombiningMarkIsEscaped() {
        #expect(Array(CSSOutputAssembly.escapingTagEnds("é</\u{301}").utf8) == Array("é<\\/\u{301}".utf8))
    }

    @Test func theMarkupGoesInTheModulesSlot() throws {
        let module = "class K {\n  static restarts = [\"static markup = null;\"];\n  static markup = null;\n  static #pageMarkup = null;\n}\n"
        // In parts cut anywhere (between an escaped quote and a line break, inside nothing, after a
        // scalar beyond ASCII): quoted part by part, the module holds the whole markup quoted at once.
        let parts: [Substring] = ["<style>\n#x[data-state=\"", "", "on\"] { }\n", "</style>\n\t\u{1}é", "\\<svg/>"]
        let markup = parts.joined()
        let spliced = try #require(CSSOutputAssembly.module(module, header: "// h\n", markup: parts))
        let expected = "// h\n" + module.replacing("  static markup = null;", with: "  static markup = " + TextEscaping.jsonString(markup) + ";")
        #expect(Array(spliced.utf8) == Array(expected.utf8))
        #expect(CSSOutputAssembly.module("class K {}\n", header: "", markup: parts) == nil)
    }

    @Test func rootAttributesFollowTheRootsOwnAttributes() {
        let drawing = "<svg id=\"x\" data-state=\"a&gt;b\">\n  <g id=\"x-s\">\n  </g>\n</svg>\n"
        #expect(CSSOutputAssembly.svg(drawing, rootAttributes: " role=\"switch\"")
            == "<svg id=\"x\" data-state=\"a&gt;b\" role=\"switch\">\n  <g id=\"x-s\">\n  </g>\n</svg>\n")
        #expect(CSSOutputAssembly.svg(drawing, rootAttributes: "") == drawing)
    }

    @Test func aSpecsPageDrawingAndModuleAreAsBefore() throws {
        // The page's instance and the module's markup are the drawing with `aria-hidden`; the `.svg`
        // file is it with the role: the same drawing made once.
        let result = try CSSFixture.emit("flat-switch")
        let svg = try #require(result.files.first { $0.path.hasSuffix(".svg") }).contents
        let page = try #require(result.files.first { $0.path.hasSuffix(".html") }).contents
        let script = try #require(result.files.first { $0.path.hasSuffix(".js") }).contents
        let start = try #require(svg.range(of: "<svg ")).lowerBound
        let drawing = String(svg[start...])
        let root = drawing.prefix { $0 != "\n" }
        let roleless = root[..<(try #require(root.range(of: " role=\"switch\"")).lowerBound)]
        let hidden = String(roleless) + " aria-hidden=\"true\">" + String(drawing.dropFirst(root.count))
        #expect(page.contains(hidden))
        #expect(script.contains(String(TextEscaping.jsonString(hidden).dropFirst().dropLast())))
        #expect(script.contains("\n  static markup = \""))
        #expect(page.contains("\n  static markup = null;\n"))
    }
}
