import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing

/// Malformed specs: names that do not resolve or are declared twice.
@Suite struct MalformedNameTests {
    @Test func unknownName() {
        expectHeadlines(withPrelude("  let x = rr + 1"), ["t.motion:10:11: error: unknown name 'rr' [MS2001]"])
    }

    @Test func unknownNode() {
        expectHeadlines(trackSpec("    b.opacity 0 -> 1"), ["t.motion:11:5: error: unknown node 'b' [MS2002]"])
    }

    @Test func unknownPropertySuggests() {
        let file = SourceFile(path: "t.motion", text: trackSpec("    a.opacty 0 -> 1"))
        let diagnostics = Pipeline.run(file).diagnostics
        #expect(diagnostics.map { DiagnosticRenderer.headline($0, in: file) } == ["t.motion:11:7: error: unknown property 'opacty' [MS2003]"])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'opacity'?"])
    }

    @Test func unknownState() {
        expectHeadlines(withPrelude("  transition off -> onn 0.3s {\n  }"), ["t.motion:10:21: error: unknown state 'onn' [MS2004]"])
    }

    @Test func unknownFunction() {
        expectHeadlines(shapeSpec("    path ovl(0, 0, 10, 10)"), ["t.motion:4:10: error: unknown function 'ovl' [MS2005]"])
    }

    /// The DSL parser already rejects unknown statements, so the tree is edited as the JSON form could produce it.
    @Test func unknownSetting() throws {
        let file = SourceFile(path: "t.motion", text: shapeSpec("    path rect(0, 0, 10, 10)\n    fill red"))
        var spec = try #require(DSLParser.parse(file).0)
        guard case .shape(var shape) = spec.control.nodes[0], case .setting(var fill) = shape.body[1] else {
            Issue.record("unexpected tree")
            return
        }
        fill.keyword = Identifier("fil", span: fill.keyword.span)
        shape.body[1] = .setting(fill)
        spec.control.nodes[0] = .shape(shape)
        let compilation = Pipeline.run(spec, in: file)
        let diagnostics = compilation.diagnostics
        #expect(compilation.model == nil)
        #expect(diagnostics.map { DiagnosticRenderer.headline($0, in: file) } == ["t.motion:5:5: error: unknown setting 'fil' [MS2006]"])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'fill'?"])
    }

    @Test func unknownLabel() {
        expectHeadlines(shapeSpec("    path rect(0, 0, 10, 10)\n    stroke red, widht: 2"),
                        ["t.motion:5:17: error: setting 'stroke' has no argument 'widht' [MS2007]"])
    }

    @Test func unknownKeyword() {
        expectHeadlines(shapeSpec("    path rect(0, 0, 10, 10)\n    stroke red, cap: rund"),
                        ["t.motion:5:22: error: unknown line cap 'rund' [MS2008]"])
    }

    @Test func duplicateNames() {
        let text = """
        control T {
          size 10 x 10
          param c = red
          let c = 2
          let k = 1
          let k = 2
          shape a {
            path rect(0, 0, 10, 10)
          }
          shape a {
            path rect(0, 0, 1, 1)
          }
          state off initial {
          }
          state off {
          }
        }

        """
        expectHeadlines(text, [
            "t.motion:4:7: error: name 'c' is declared twice [MS2009]",
            "t.motion:6:7: error: let 'k' is declared twice [MS2009]",
            "t.motion:10:9: error: node 'a' is declared twice [MS2009]",
            "t.motion:15:9: error: state 'off' is declared twice [MS2009]",
        ])
    }

    @Test func paramInGeometry() {
        let text = """
        control T {
          size 10 x 10
          param w = 4
          shape a {
            path rect(0, 0, w, 10)
          }
          state off initial {
          }
        }

        """
        expectHeadlines(text, ["t.motion:5:21: error: param 'w' cannot be used here [MS2010]"])
    }
}
