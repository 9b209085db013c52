import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// Where comments go: no comment is ever dropped.
@Suite struct DSLTriviaTests {
    let text = """
        // above control
        control X { // after brace
          // above size
          size 1 x 1 // trailing size

          // kept across a blank line
          let a = (1, // inside
                   2)
          shape s {
            fill none /* trailing block */
            // end of shape
          }
          state on initial {
            s.opacity 1
            // end of state
          } // after state
          transition on -> on {
            // above group
            group g for 1s {
              s.opacity 0 -> 1 // trailing track
              // end of group
            }
            // end of transition
          }
          // end of control
        }
        // after the file

        """

    @Test func placement() throws {
        let control = try #require(dslControl(text))
        #expect(control.trivia.leading == ["// above control"])
        #expect(control.size?.trivia.leading == ["// after brace", "// above size"])
        #expect(control.size?.trivia.trailing == "// trailing size")
        #expect(control.lets.first?.trivia.leading == ["// kept across a blank line", "// inside"])
        #expect(control.lets.first?.trivia.trailing == nil)
        guard case .shape(let s) = control.nodes.first, case .setting(let fill) = s.body.first else {
            Issue.record("shape"); return
        }
        #expect(fill.trivia.trailing == "/* trailing block */")
        #expect(s.endComments == ["// end of shape"])
        let state = try #require(control.states.first)
        #expect(state.endComments == ["// end of state"])
        #expect(state.trivia.trailing == "// after state")
        let transition = try #require(control.transitions.first)
        #expect(transition.endComments == ["// end of transition"])
        guard case .group(let g) = transition.items.first, case .track(let track) = g.items.first else {
            Issue.record("group"); return
        }
        #expect(g.trivia.leading == ["// above group"])
        #expect(g.endComments == ["// end of group"])
        #expect(track.trivia.trailing == "// trailing track")
        #expect(control.endComments == ["// end of control", "// after the file"])
    }

    @Test func everyCommentIsKeptExactlyOnce() throws {
        let control = try #require(dslControl(text))
        var all = control.trivia.leading + control.endComments
        all += [control.size?.trivia.leading ?? [], control.lets.flatMap(\.trivia.leading)].flatMap { $0 }
        all += [control.size?.trivia.trailing].compactMap { $0 }
        if case .shape(let s) = control.nodes.first, case .setting(let fill) = s.body.first {
            all += s.endComments + [fill.trivia.trailing].compactMap { $0 }
        }
        let state = control.states[0]
        all += state.endComments + [state.trivia.trailing].compactMap { $0 }
        let transition = control.transitions[0]
        all += transition.endComments
        if case .group(let g) = transition.items.first, case .track(let t) = g.items.first {
            all += g.trivia.leading + g.endComments + [t.trivia.trailing].compactMap { $0 }
        }
        // Every line holds at most one comment, running to the end of the line.
        let written = text.split(separator: "\n").compactMap { line -> Substring? in
            let chars = Array(line)
            guard let k = chars.indices.dropLast().first(where: { chars[$0] == "/" && (chars[$0 + 1] == "/" || chars[$0 + 1] == "*") })
            else { return nil }
            return line.dropFirst(k)
        }
        #expect(all.count == written.count)
        #expect(Set(all) == Set(written.map(String.init)))
    }

    @Test func commentsBeforeTheControlAndInsideItsHeader() throws {
        let control = try #require(dslControl("/* a */\n// b\ncontrol /* c */ X {\n}\n"))
        #expect(control.trivia.leading == ["/* a */", "// b", "/* c */"])
    }

    @Test func semicolonsSeparateStatements() throws {
        let control = try #require(dslControl("control X {\n  let a = 1; let b = 2 // both\n}\n"))
        #expect(control.lets.map(\.name.name) == ["a", "b"])
        #expect(control.lets[1].trivia.trailing == "// both")
    }
}
