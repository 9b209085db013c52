import MotionDiagnostics
import Testing

@Suite struct SourceFileTests {
    @Test func linesAndColumnsCountScalars() {
        let file = SourceFile(path: "a.motion", text: "ab\nçé x\r\nlast")
        #expect(file.lineStarts == [0, 3, 11])
        #expect(file.position(of: 0) == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(file.position(of: 3).description == "2:1")
        // "çé " is 5 bytes but 3 characters: the x is in column 4.
        #expect(file.position(of: 8).description == "2:4")
        #expect(file.position(of: 11).description == "3:1")
        #expect(file.lineText(2) == "çé x")
        #expect(file.lineText(3) == "last")
        #expect(file.lineText(9) == "")
    }

    @Test func offsetsOutsideTheFileAreClamped() {
        let file = SourceFile(path: "a", text: "abc")
        #expect(file.position(of: -5).description == "1:1")
        #expect(file.position(of: 99).description == "1:4")
        #expect(file.text(of: SourceSpan(start: 1, end: 99)) == "bc")
    }

    @Test func loneCarriageReturnEndsALine() {
        let file = SourceFile(path: "a", text: "a\rb")
        #expect(file.position(of: 2).description == "2:1")
    }

    @Test func spans() {
        let a = SourceSpan(start: 4, end: 9), b = SourceSpan(start: 2, end: 5)
        #expect(a.union(b) == SourceSpan(start: 2, end: 9))
        #expect(SourceSpan(start: 5, end: 3).isEmpty)
        #expect(b < a)
        #expect(a.length == 5)
    }
}

@Suite struct RendererTests {
    let file = SourceFile(path: "specs/x.motion", text: "control X {\n\tcheckmark.strokEnd 0\n}\n")

    var diagnostic: Diagnostic {
        Diagnostic(.unknownName, "unknown property 'strokEnd'", at: SourceSpan(start: 23, end: 31),
                   notes: [.help("did you mean 'strokeEnd'?"), .note("declared here", span: SourceSpan(start: 0, end: 7))])
    }

    @Test func headlineIsTheOneLineForm() {
        #expect(DiagnosticRenderer.headline(diagnostic, in: file)
                == "specs/x.motion:2:12: error: unknown property 'strokEnd' [MS2001]")
    }

    @Test func excerptHasGutterCaretsAndNotes() {
        let text = DiagnosticRenderer().render(diagnostic, in: file)
        #expect(text == """
            specs/x.motion:2:12: error: unknown property 'strokEnd' [MS2001]
              |
            2 | \tcheckmark.strokEnd 0
              | \t          ^^^^^^^^
               = help: did you mean 'strokeEnd'?
               = note: declared here (specs/x.motion:1:1)

            """)
    }

    @Test func colourOnlyWhenAsked() {
        let plain = DiagnosticRenderer(colors: false).render(diagnostic, in: file)
        let coloured = DiagnosticRenderer(colors: true).render(diagnostic, in: file)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        // Stripping the escapes gives the plain text back.
        let stripped = coloured.replacing(#/\u{1B}\[[0-9;]*m/#, with: "")
        #expect(stripped == plain)
    }

    @Test func aSpanOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLine() {
        let d = Diagnostic(.unknownName, "m", at: SourceSpan(start: 8, end: 30))
        let text = DiagnosticRenderer().render(d, in: file)
        #expect(text.contains("1 | control X {\n  |         ^^^\n"))
    }

    @Test func emptySpanGetsOneCaret() {
        let d = Diagnostic(.unknownName, "m", at: SourceSpan(at: 11))
        #expect(DiagnosticRenderer().render(d, in: file).contains("  |            ^\n"))
    }

    @Test func summaryCountsErrorsAndWarnings() {
        #expect(DiagnosticRenderer.summary(errors: 0, warnings: 0) == nil)
        #expect(DiagnosticRenderer.summary(errors: 1, warnings: 0) == "1 error")
        #expect(DiagnosticRenderer.summary(errors: 2, warnings: 1) == "2 errors, 1 warning")
    }

    @Test func jsonFormatIsOneDocumentWithEscapes() {
        let d = Diagnostic(.unknownName, "bad \"name\"\tx", at: SourceSpan(start: 23, end: 31), notes: [.help("h")])
        let json = DiagnosticJSONRenderer.render([(file, [d])])
        #expect(json == #"{"diagnostics":[{"file":"specs/x.motion","line":2,"column":12,"endLine":2,"endColumn":20,"severity":"error","code":"MS2001","message":"bad \"name\"\tx","notes":[{"kind":"help","message":"h"}]}]}"# + "\n")
    }

    @Test func bagSortsBySourceOrderAndCounts() {
        var bag = DiagnosticBag()
        bag.report(.unknownName, "second", at: SourceSpan(at: 9))
        bag.report(Diagnostic(DiagnosticCode("MS9999", .warning, "w"), "first", at: SourceSpan(at: 2)))
        bag.report(.unknownName, "third", at: SourceSpan(at: 9))
        #expect(bag.sorted.map(\.message) == ["first", "second", "third"])
        #expect(bag.errorCount == 2 && bag.warningCount == 1 && bag.hasErrors)
    }
}

@Suite struct SuggestTests {
    @Test func closeNamesAreSuggested() {
        #expect(Suggest.closest(to: "strokEnd", in: ["strokeStart", "strokeEnd", "opacity"]) == "strokeEnd")
        #expect(Suggest.closest(to: "opactiy", in: ["opacity", "position"]) == "opacity")
        #expect(Suggest.closest(to: "EASE-IN", in: ["ease-in", "ease-out"]) == "ease-in")
    }

    @Test func farNamesAreNot() {
        #expect(Suggest.closest(to: "banana", in: ["strokeEnd", "opacity"]) == nil)
        #expect(Suggest.closest(to: "x", in: []) == nil)
        #expect(Suggest.closest(to: "on", in: ["on"]) == nil)
    }

    @Test func distanceCountsTranspositionsOnce() {
        func d(_ a: String, _ b: String) -> Int { Suggest.distance(Array(a.unicodeScalars), Array(b.unicodeScalars)) }
        #expect(d("ab", "ba") == 1)
        #expect(d("kitten", "sitting") == 3)
        #expect(d("", "abc") == 3)
    }
}

@Suite struct NumberTextTests {
    @Test func shortestRoundTrip() {
        #expect(NumberText.format(0) == "0")
        #expect(NumberText.format(-0.0) == "0")
        #expect(NumberText.format(4) == "4")
        #expect(NumberText.format(-12) == "-12")
        #expect(NumberText.format(0.95) == "0.95")
        #expect(NumberText.format(0.1 + 0.2) == "0.30000000000000004")
        #expect(NumberText.format(1e-7) == "1e-7")
        #expect(NumberText.format(1.5e20) == "1.5e20")
        #expect(NumberText.format(2.5e-300) == "2.5e-300")
    }

    @Test func everyOutputReadsBackAsTheSameNumber() {
        var x: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<2000 {
            x = x &* 6364136223846793005 &+ 1442695040888963407
            let value = Double(bitPattern: x >> 2) // finite, all magnitudes
            guard value.isFinite else { continue }
            #expect(Double(NumberText.format(value)) == value)
        }
    }
}

@Suite struct LongLineExcerptTests {
    @Test func aLongLineIsCutToAWindowAroundTheSpan() {
        let line = String(repeating: "a", count: 5000) + "BAD" + String(repeating: "b", count: 5000)
        let file = SourceFile(path: "long.motion", text: line + "\n")
        let d = Diagnostic(.unknownName, "m", at: SourceSpan(start: 5000, end: 5003))
        let lines = DiagnosticRenderer().render(d, in: file).split(separator: "\n").map(String.init)
        // The window: an ellipsis, 40 characters before the span, the span, the rest up to 120, an ellipsis.
        #expect(lines[2] == "1 | …" + String(repeating: "a", count: 40) + "BAD" + String(repeating: "b", count: 77) + "…")
        #expect(lines[3] == "  | " + String(repeating: " ", count: 41) + "^^^")
    }

    @Test func aSpanNearTheEndOfALongLineKeepsAFullWindow() {
        let line = String(repeating: "a", count: 300) + "Z"
        let file = SourceFile(path: "long.motion", text: line)
        let d = Diagnostic(.unknownName, "m", at: SourceSpan(start: 300, end: 301))
        let lines = DiagnosticRenderer().render(d, in: file).split(separator: "\n").map(String.init)
        #expect(lines[2] == "1 | …" + String(repeating: "a", count: 119) + "Z")
        #expect(lines[3] == "  | " + String(repeating: " ", count: 120) + "^")
    }
}
