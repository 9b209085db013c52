import MotionCompiler
import MotionDiagnostics
import MotionSyntax
import Testing

/// DSL text through the compiler's pipeline.
func compileDSL(_ text: String, path: String = "t.motion") -> Compilation {
    Pipeline.run(SourceFile(path: path, text: text), as: .dsl)
}

/// The one-line form of each diagnostic, in the order the stages reported them.
func headlines(_ compilation: Compilation) -> [String] {
    compilation.diagnostics.map { DiagnosticRenderer.headline($0, in: compilation.source) }
}

/// DSL text through the pipeline: the model (nil on any error in parsing or checking) and every headline.
func checkDSL(_ text: String, path: String = "t.motion") -> (model: ControlModel?, headlines: [String]) {
    let compilation = compileDSL(text, path: path)
    return (compilation.model, headlines(compilation))
}


/// Checks `text` and expects exactly these headlines, in order.
func expectHeadlines(_ text: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let (model, headlines) = checkDSL(text)
    #expect(headlines == expected, sourceLocation: sourceLocation)
    let hasError = expected.contains { $0.contains(": error: ") }
    #expect((model == nil) == hasError, "the model is nil exactly when there is an error", sourceLocation: sourceLocation)
}

/// Lines 1–9: a control with a shape `a` and states `off` (initial) and `on`. `extra` starts on line 10.
func withPrelude(_ extra: String) -> String {
    """
    control T {
      size 10 x 10
      shape a {
        path rect(0, 0, 10, 10)
      }
      state off initial {
      }
      state on {
      }
    \(extra)
    }

    """
}

/// A control whose shape `a` holds `lines` from line 4 on.
func shapeSpec(_ lines: String) -> String {
    """
    control T {
      size 10 x 10
      shape a {
    \(lines)
      }
      state off initial {
      }
    }

    """
}

/// A shape `a`, a repeat `s[0]`…`s[2]`, an empty group `g`; the initial state's lines start on line 12.
func stateSpec(_ lines: String) -> String {
    """
    control T {
      size 10 x 10
      shape a {
        path rect(0, 0, 10, 10)
      }
      repeat s[i] in 0 ..< 3 {
        path oval(0, 0, 2, 2)
      }
      group g {
      }
      state off initial {
    \(lines)
      }
    }

    """
}

/// A transition `off -> on` of 0.3s whose items start on line 11.
func trackSpec(_ lines: String) -> String {
    withPrelude("  transition off -> on 0.3s {\n" + lines + "\n  }")
}
