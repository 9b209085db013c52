import Testing
import MotionDiagnostics
@testable import MotionSyntax

/// Nodes, settings, flags, repeats and expressions in declarations.
@Suite struct DSLDeclarationTests {
    func settings(_ lines: String) -> [Setting] {
        guard case .shape(let s)? = dslControl(inControl("  shape s {\n" + lines + "  }\n"))?.nodes.first else { return [] }
        return s.body.compactMap { if case .setting(let x) = $0 { return x } else { return nil } }
    }

    @Test func bareFlagsBecomeLabelledTrue() throws {
        let text = inControl("  shape s {\n    path oval(0, 0, 1, 1), reversed\n  }\n")
        let file = SourceFile(path: "t.motion", text: text)
        guard case .shape(let s)? = DSLParser.parse(file).0?.control.nodes.first, case .setting(let path)? = s.body.first else {
            Issue.record("no setting"); return
        }
        let flag = path.arguments[1]
        #expect(flag.label?.name == "reversed")
        #expect(flag.value.kind == .name("true"))
        #expect(flag.isFlag)
        #expect(file.text(of: flag.label?.span ?? .synthesized) == "reversed")
        #expect(flag.value.span == flag.label?.span)
    }

    @Test func flagsInsideCalls() throws {
        let path = try #require(settings("    path arc(c, 10, from: 0deg, to: 90deg, counterclockwise)\n").first)
        guard case .call(let f, let args) = path.arguments[0].value.kind else { Issue.record("not a call"); return }
        #expect(f.name == "arc")
        #expect(args.map { $0.label?.name } == [nil, nil, "from", "to", "counterclockwise"])
        #expect(args[4].isFlag)
    }

    @Test func theMainValueIsNeverAFlag() throws {
        let s = try #require(settings("    path reversed\n").first)
        #expect(s.arguments.first?.label == nil)
        #expect(s.arguments.first?.value.kind == .name("reversed"))
    }

    @Test func settingsWithLabels() throws {
        let all = settings("    stroke red, width: 4, cap: round\n    trim 0 .. 1, offset: 0.25\n    shadow #000, offset: (0, 2), blur: 4\n    fill none; opacity 50%\n")
        #expect(all.map(\.keyword.name) == ["stroke", "trim", "shadow", "fill", "opacity"])
        #expect(all[0].arguments.map { $0.label?.name } == [nil, "width", "cap"])
        #expect(all[1].arguments.first?.value.kind == .range(Expression(.number(0, unit: nil), span: all[1].arguments[0].value.dslRangeEnds.lower),
                                                              Expression(.number(1, unit: nil), span: all[1].arguments[0].value.dslRangeEnds.upper),
                                                              halfOpen: false))
        #expect(all[2].arguments.first?.value.kind == .color("000"))
        #expect(all[4].arguments.first?.value.kind == .number(50, unit: .percent))
    }

    @Test func repeatsAndTables() throws {
        let control = try #require(dslControl(inControl("""
              repeat star[i] in 0 ..< 7 {
                let s = [(0.50, 0.16, 1.0), (0.62, 0.33, 0.6),
                         (0.70, 0.15, 1.0)][i]
                path oval(s.0 * w, s.1 * h, s.2 * 0.05 * h, s.2 * 0.05 * h)
                fill white
              }

            """)))
        guard case .repeat(let r)? = control.nodes.first else { Issue.record("not a repeat"); return }
        #expect(r.name.name == "star")
        #expect(r.index.name == "i")
        guard case .range(_, let upper, let halfOpen) = r.range.kind else { Issue.record("not a range"); return }
        #expect(halfOpen)
        #expect(upper.kind == .number(7, unit: nil))
        guard case .let(let s) = r.body[0], case .subscripted(let table, let index) = s.value.kind,
              case .array(let rows) = table.kind else { Issue.record("table"); return }
        #expect(rows.count == 3)
        #expect(index.kind == .name("i"))
        guard case .setting(let path) = r.body[1], case .call(_, let args) = path.arguments[0].value.kind,
              case .binary(.multiply, let member, _) = args[0].value.kind,
              case .member(let base, let field) = member.kind else { Issue.record("member"); return }
        #expect(base.kind == .name("s"))
        #expect(field.name == "0")
    }

    @Test func groupsHoldNodesAndShapesMayToo() throws {
        let control = try #require(dslControl(inControl("""
              group knob {
                position (5, 20)
                shape dot {
                  fill red
                }
              }
              shape outer {
                shape inner {
                }
              }

            """)))
        guard case .group(let knob) = control.nodes[0], case .node(.shape(let dot)) = knob.body[1] else {
            Issue.record("group body"); return
        }
        #expect(dot.name.name == "dot")
        guard case .shape(let outer) = control.nodes[1], case .node(let inner) = outer.body.first else {
            Issue.record("a node in a shape is left for the compiler to diagnose"); return
        }
        #expect(inner.name.name == "inner")
    }

    @Test func keywordsAreContextual() throws {
        let control = try #require(dslControl(inControl("  shape circle {\n  }\n  shape group {\n  }\n  let state = 1\n  param size = 2\n")))
        #expect(control.nodes.map(\.name.name) == ["circle", "group"])
        #expect(control.lets.first?.name.name == "state")
        #expect(control.params.first?.name.name == "size")
    }

    @Test func expressionsByPrecedence() throws {
        let control = try #require(dslControl(inControl("  let a = 1 + 2 * -r - 4 / 2\n  let b = -0\n  let c = -(1)\n")))
        // ((1 + (2 * (-r))) - (4 / 2))
        let expected = Expression.Kind.binary(.subtract,
            Expression(.binary(.add, Expression(.number(1, unit: nil)),
                               Expression(.binary(.multiply, Expression(.number(2, unit: nil)), Expression(.unary(.minus, Expression(.name("r")))))))),
            Expression(.binary(.divide, Expression(.number(4, unit: nil)), Expression(.number(2, unit: nil)))))
        #expect(stripSpans(control.lets[0].value).kind == expected)
        #expect(control.lets[1].value.kind == .number(0, unit: nil))
        #expect(control.lets[2].value.kind == .number(-1, unit: nil))
    }

    @Test func aLongListMayWrapAndEndWithAComma() throws {
        let control = try #require(dslControl(inControl("  let a = [\n    1,\n    2,\n  ]\n  let p = polyline(\n    (0, 0),\n    (1, 1),\n  )\n")))
        #expect(control.lets[0].value.kind == .array([Expression(.number(1, unit: nil), span: SourceSpan(start: 28, end: 29)),
                                                      Expression(.number(2, unit: nil), span: SourceSpan(start: 35, end: 36))]))
        guard case .call(_, let args) = control.lets[1].value.kind else { Issue.record("call"); return }
        #expect(args.count == 2)
    }

    @Test func descriptionSizeAndParams() throws {
        let control = try #require(dslControl(inControl("  description \"A \\\"quoted\\\" switch\"\n  size 2 * r x r\n  param tint = #ABCDEF\n")))
        #expect(control.description?.text == "A \"quoted\" switch")
        #expect(stripSpans(control.size!.width).kind == .binary(.multiply, Expression(.number(2, unit: nil)), Expression(.name("r"))))
        #expect(control.size?.height.kind == .name("r"))
        #expect(control.params.first?.value.kind == .color("abcdef"))
    }
}

extension Expression {
    /// The two ends of a range expression (test helper).
    var dslRangeEnds: (lower: SourceSpan, upper: SourceSpan) {
        if case .range(let a, let b, _) = kind { return (a.span, b.span) }
        return (.synthesized, .synthesized)
    }
}
