import MotionCompiler
import MotionDiagnostics
import MotionImport
import MotionSyntax
import Testing
import TestSupport

/// The importer on small drawings: what each element becomes, what is reported, and that every
/// result parses and checks clean.
@Suite struct SVGImportTests {
    /// Imports `svg` (as `t.svg`); returns the spec's text and the diagnostics' headlines.
    static func importing(_ svg: String) -> (spec: String?, headlines: [String]) {
        let file = SourceFile(path: "t.svg", text: svg)
        let outcome = SVGImport.run(file)
        return (outcome.spec, headlines(outcome.diagnostics, in: file))
    }

    /// The spec must check without errors; returns its shapes' and groups' lines.
    static func checkedLines(_ spec: String?) throws -> [String] {
        let text = try #require(spec)
        let file = SourceFile(path: "t.motion", text: text)
        let compilation = Pipeline.run(file)
        #expect(compilation.lowered != nil && !compilation.hasErrors, "\(headlines(compilation.diagnostics, in: file))\n\(text)")
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func everyDrawableElementBecomesAShape() throws {
        let (spec, diagnostics) = Self.importing("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">
              <rect id="plain" x="1" y="2" width="30" height="20"/>
              <rect id="round" x="1" y="2" width="30" height="20" rx="4"/>
              <rect id="oval-corners" x="1" y="2" width="30" height="20" rx="4" ry="2"/>
              <circle id="dot" cx="10" cy="10" r="5" fill="red"/>
              <ellipse cx="50" cy="25" rx="10" ry="5" fill="none" stroke="blue" stroke-width="2"/>
              <line x1="0" y1="0" x2="10" y2="10" stroke="black" stroke-linecap="round"/>
              <polyline points="0,0 10,10 20,0" fill="none" stroke="#000"/>
              <polygon points="0,0 10,10 20,0"/>
              <path d="M 0 0
                       L 10 10" stroke="green"/>
            </svg>
            """)
        #expect(diagnostics.isEmpty)
        let lines = try Self.checkedLines(spec)
        #expect(lines.contains("size 100 x 50"))
        #expect(lines.contains("shape plain {"))
        #expect(lines.contains("path rect(1, 2, 30, 20)"))
        #expect(lines.contains("path roundedRect(1, 2, 30, 20, radius: 4)"))
        #expect(lines.contains("shape ovalCorners {"))
        #expect(lines.contains { $0.hasPrefix("path svg(\"M 5 2 H 27 A 4 2 0 0 1 31 4") })
        #expect(lines.contains("path oval(5, 5, 10, 10)"))
        #expect(lines.contains("fill #ff0000"))
        #expect(lines.contains("stroke #0000ff, width: 2, cap: butt, join: miter, miter: 4"))
        #expect(lines.contains("path line((0, 0), (10, 10))"))
        #expect(lines.contains("stroke #000000, width: 1, cap: round, join: miter, miter: 4"))
        #expect(lines.contains("path polyline((0, 0), (10, 10), (20, 0))"))
        #expect(lines.contains("path polygon((0, 0), (10, 10), (20, 0))"))
        #expect(lines.contains("path svg(\"M 0 0 L 10 10\")"))
        #expect(lines.contains("state rest initial {"))
    }

    @Test func stylesCascadeAndInherit() throws {
        let (spec, diagnostics) = Self.importing("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
              <style>.a { fill: #00ff00; stroke-width: 3 } #b { stroke: red }</style>
              <g fill="blue" stroke="black" stroke-linejoin="round" opacity="0.5">
                <rect id="b" class="a" width="5" height="5" style="fill-opacity: 50%"/>
                <rect x="5" width="5" height="5" fill="currentColor" color="#123456" stroke="none"/>
              </g>
            </svg>
            """)
        #expect(diagnostics.isEmpty)
        let lines = try Self.checkedLines(spec)
        #expect(lines.contains("fill #00ff0080"))
        #expect(lines.contains("stroke #ff0000, width: 3, cap: butt, join: round"))
        #expect(lines.contains("fill #123456"))
        #expect(lines.contains("opacity 0.5"))
    }

    @Test func transformsBecomePositionRotationScaleOrAreBaked() throws {
        let (spec, diagnostics) = Self.importing("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="10 20 100 100">
              <g id="moved" transform="translate(5 6) rotate(90) scale(2)">
                <rect width="4" height="4"/>
              </g>
              <rect id="mirrored" width="4" height="4" transform="scale(1,-1)"/>
              <rect id="skewed" width="4" height="4" transform="skewX(45)"/>
            </svg>
            """)
        #expect(diagnostics == ["t.svg:6:53: warning: the transform of <rect> skews it, which position, rotation and scale cannot say; it is baked into the path data [MS5006]"])
        let lines = try Self.checkedLines(spec)
        // The viewBox origin moves every top-level node.
        #expect(lines.contains("position (-5, -14)"))
        #expect(lines.contains("rotation 90deg"))
        #expect(lines.contains("scale 2"))
        #expect(lines.contains("scale (1, -1)"))
        #expect(lines.contains("path svg(\"M -10 -20 L -6 -20 L -2 -16 L -6 -16 Z\")"))
    }

    @Test func namesAreValidAndUnique() throws {
        let (spec, _) = Self.importing("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
              <rect id="icon-check" width="1" height="1"/>
              <rect id="icon check" width="1" height="1"/>
              <rect id="2nd" width="1" height="1"/>
              <rect id="state" width="1" height="1"/>
              <rect width="1" height="1"/>
            </svg>
            """)
        let lines = try Self.checkedLines(spec)
        for name in ["iconCheck", "iconCheck2", "rect2nd", "stateShape", "rect"] {
            #expect(lines.contains("shape \(name) {"), "\(name)")
        }
    }

    @Test func whatASpecCannotSayIsReportedAtItsLine() throws {
        let (spec, diagnostics) = Self.importing("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
              <defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
              <rect width="5" height="5" fill="url(#g)"/>
              <text x="1" y="1">Hi</text>
              <image href="a.png" width="1" height="1"/>
              <rect width="5" height="5" mask="url(#m)" stroke="red" stroke-dasharray="2 1"/>
              <path d="M 0 0 L 5 5 L 5 x" fill-rule="evenodd"/>
            </svg>
            """)
        #expect(diagnostics == [
            "t.svg:3:36: warning: the fill of <rect> is the gradient 'g'; a spec draws the average of its stops, #808080 [MS5004]",
            "t.svg:4:4: warning: <text> cannot be drawn by a spec; it is left out [MS5003]",
            "t.svg:5:4: warning: <image> cannot be drawn by a spec; it is left out [MS5003]",
            "t.svg:6:36: warning: 'mask' on <rect> cannot be drawn by a spec; the element is drawn without it [MS5003]",
            "t.svg:6:76: warning: stroke-dasharray on <rect> cannot be said in a spec; the stroke is drawn solid [MS5004]",
            "t.svg:7:28: warning: path data: expected a number for 'L', found 'x'; as in SVG, the part before the error is drawn [MS5005]",
        ])
        let lines = try Self.checkedLines(spec)
        #expect(lines.contains("path svg(\"M 0 0 L 5 5\")"))
    }

    @Test func evenOddOutlinesAreTurnedOrReported() throws {
        // A ring whose hole winds the same way as its outside (as design tools export it), and a pentagram.
        let (spec, diagnostics) = Self.importing("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">
              <path id="ring" fill-rule="evenodd" d="M 0 0 H 20 V 20 H 0 Z M 5 5 H 15 V 15 H 5 Z"/>
              <path id="ringTurned" fill-rule="evenodd" d="M 0 0 H 20 V 20 H 0 Z M 5 5 V 15 H 15 V 5 Z"/>
              <polygon id="star" fill-rule="evenodd" points="10,0 16,19 1,7 19,7 4,19"/>
            </svg>
            """)
        #expect(diagnostics == ["t.svg:4:33: warning: fill-rule evenodd on <polygon> is drawn nonzero: its outlines cross, and where they overlap the fill may differ [MS5004]"])
        let lines = try Self.checkedLines(spec)
        #expect(lines.contains("path svg(\"M 0 0 L 20 0 L 20 20 L 0 20 Z M 5 5 L 5 15 L 15 15 L 15 5 Z\")"))
        #expect(lines.contains("path svg(\"M 0 0 H 20 V 20 H 0 Z M 5 5 V 15 H 15 V 5 Z\")"))
    }

    @Test func useElementsAreExpandedAsGroups() throws {
        let (spec, diagnostics) = Self.importing("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
              <defs><circle id="c" cx="1" cy="1" r="1"/></defs>
              <use xlink:href="#c" x="3" y="4" fill="red"/>
              <use href="#missing"/>
            </svg>
            """)
        #expect(diagnostics == ["t.svg:4:14: warning: <use> refers to '#missing', which is not in the file; it is left out [MS5005]"])
        let lines = try Self.checkedLines(spec)
        #expect(lines.contains("position (3, 4)"))
        #expect(lines.contains("path oval(0, 0, 2, 2)"))
        #expect(lines.contains("fill #ff0000"))
    }

    @Test func malformedDocumentsAreErrorsWithPositions() {
        let cases: [(String, String)] = [
            ("<svg><g></svg>", "t.svg:1:9: error: </svg> does not close <g>, opened on line 1 [MS5001]"),
            ("<svg a=1/>", "t.svg:1:8: error: the value of attribute 'a' must be in quotes [MS5001]"),
            ("<svg a='1' a='2'/>", "t.svg:1:12: error: attribute 'a' is given twice [MS5001]"),
            ("<svg>\n<!-- open", "t.svg:2:1: error: unterminated comment [MS5001]"),
            ("<svg>&nbsp;</svg>", "t.svg:1:6: error: unknown entity '&nbsp;' [MS5001]"),
            ("", "t.svg:1:1: error: the document has no root element [MS5001]"),
            ("<svg/><svg/>", "t.svg:1:7: error: content after the root element [MS5001]"),
            ("<html/>", "t.svg:1:2: error: the root element is <html>, not <svg> [MS5002]"),
            ("<svg>" + String(repeating: "<g>", count: 600), "t.svg:1:1539: error: elements are nested deeper than 512 levels [MS4003]"),
        ]
        for (svg, expected) in cases {
            let (spec, diagnostics) = Self.importing(svg)
            #expect(spec == nil)
            #expect(diagnostics == [expected], "\(svg.prefix(40))")
        }
        let badUTF8 = SVGImport.run(SourceFile(path: "t.svg", bytes: Array("<svg>".utf8) + [0xC3]))
        #expect(badUTF8.spec == nil && badUTF8.diagnostics.map(\.code) == [.invalidUTF8])
    }

    @Test func doctypeEntitiesCDATAAndNamespacesAreRead() throws {
        let (spec, diagnostics) = Self.importing("""
            <?xml version="1.0"?>
            <!DOCTYPE svg [ <!ENTITY red "#ff0000"> ]>
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:inkscape="x" viewBox="0 0 10 10">
              <inkscape:namedview/>
              <svg:style><![CDATA[ .x { stroke: blue } ]]></svg:style>
              <svg:rect class="x" width="1" height="1" fill="&red;" id="a&#45;b"/>
            </svg:svg>
            """)
        #expect(diagnostics.isEmpty)
        let lines = try Self.checkedLines(spec)
        #expect(lines.contains("shape aB {"))
        #expect(lines.contains("fill #ff0000"))
        #expect(lines.contains("stroke #0000ff, width: 1, cap: butt, join: miter, miter: 4"))
    }
}
