import Testing
import TestSupport
import MotionDiagnostics
@testable import MotionSyntax

/// The flat switch (specs/flat-switch.motion) read back in full: names, values, options, comments.
@Suite struct DSLFlatSwitchTests {
    let control: ControlDecl

    init() throws {
        let (spec, diagnostics) = DSLParser.parse(SourceFile(path: "flat-switch.motion", text: flatSwitchFixture))
        #expect(diagnostics.isEmpty)
        control = try #require(spec).control
    }

    @Test func header() {
        #expect(control.name.name == "FlatSwitch")
        #expect(control.trivia.leading == ["// Flat switch: a ring that unwinds into a checkmark (seed 000, ZDFlatSwitch)."])
        #expect(control.description?.text == "A ring that unwinds into a checkmark")
        #expect(control.size?.width.kind == .number(50, unit: nil))
        #expect(control.size?.height.kind == .number(50, unit: nil))
    }

    @Test func paramsAndLets() {
        #expect(control.params.map(\.name.name) == ["strokeColor", "trailStrokeColor", "lineWidth"])
        #expect(control.params[0].value.kind == .color("ff0000"))
        #expect(control.params[0].trivia.trailing == "// circle and checkmark")
        #expect(control.params[2].value.kind == .number(4, unit: nil))
        #expect(control.lets.map(\.name.name) == ["r", "c"])
        let tuple = Expression.Kind.tuple([Expression(.number(25, unit: nil)), Expression(.number(25, unit: nil))])
        #expect(stripSpans(control.lets[1].value).kind == tuple)
    }

    @Test func shapes() throws {
        #expect(control.nodes.map(\.name.name) == ["trail", "circle", "checkmark"])
        guard case .shape(let circle) = control.nodes[1] else { Issue.record("circle is not a shape"); return }
        let settings = circle.body.compactMap { item -> Setting? in
            if case .setting(let s) = item { return s }
            return nil
        }
        #expect(settings.map(\.keyword.name) == ["path", "rotation", "stroke", "fill"])
        #expect(settings[1].arguments.first?.value.kind == .number(212, unit: .degrees))
        #expect(settings[1].trivia.leading == ["// About the shape's centre: the path now starts at 212°."])
        #expect(settings[2].arguments.map { $0.label?.name } == [nil, "width", "cap", "join"])
        #expect(settings[2].arguments[2].value.kind == .name("round"))
        guard case .shape(let trail) = control.nodes[0], case .setting(let path) = trail.body[0] else {
            Issue.record("trail's first item is not a setting"); return
        }
        #expect(path.trivia.trailing == "// starts at 3 o'clock, runs clockwise")
        guard case .call(let oval, let args) = path.arguments[0].value.kind else { Issue.record("not a call"); return }
        #expect(oval.name == "oval")
        #expect(args.count == 4)
        let twoR = Expression.Kind.binary(.multiply, Expression(.number(2, unit: nil)), Expression(.name("r")))
        #expect(stripSpans(args[2].value).kind == twoR)
    }

    @Test func states() {
        #expect(control.states.map(\.name.name) == ["off", "on"])
        #expect(control.states.map(\.isInitial) == [true, false])
        let on = control.states[1]
        #expect(on.assignments.map { "\($0.target.node.name).\($0.target.property.name)" }
                == ["checkmark.trim", "circle.trim", "trail.opacity"])
        let range = Expression.Kind.range(Expression(.number(0.3, unit: nil)), Expression(.number(0.85, unit: nil)), halfOpen: false)
        #expect(stripSpans(on.assignments[0].value).kind == range)
    }

    @Test func transitions() throws {
        #expect(control.transitions.map { "\($0.from.name)->\($0.to.name)" } == ["off->on", "on->off"])
        let first = control.transitions[0]
        #expect(first.options.duration?.kind == .number(0.3, unit: .seconds))
        #expect(first.items.count == 3)
        guard case .group(let group) = first.items[0] else { Issue.record("not a group"); return }
        #expect(group.name?.name == "checkmark")
        #expect(group.options.duration?.kind == .number(0.3, unit: .seconds))
        #expect(group.options.timing?.map(\.kind) == [.name("linear")])
        #expect(group.options.timingIsList == false)
        guard case .track(let start) = group.items[1] else { Issue.record("not a track"); return }
        #expect(start.trivia.leading == [])
        guard case .track(let end) = group.items[0] else { Issue.record("not a track"); return }
        #expect(end.trivia.leading == ["// Paced: key times follow the distance between values."])
        #expect(end.mode?.name == "paced")
        #expect(end.values.map(\.kind) == [.number(0, unit: nil), .number(0.95, unit: nil), .number(0.85, unit: nil)])
        #expect(start.options.begin?.kind == .number(0.15, unit: .seconds))
        #expect(start.options.duration?.kind == .number(0.15, unit: .seconds))
        guard case .group(let circle) = first.items[1], case .track(let arrow) = circle.items[0] else {
            Issue.record("circle group shape"); return
        }
        #expect(arrow.mode == nil)
        #expect(arrow.values.map(\.kind) == [.number(1, unit: nil), .number(-0.1, unit: nil)])
        #expect(arrow.trivia.trailing == "// renders clamped at 0")
        guard case .track(let trail) = first.items[2] else { Issue.record("not a track"); return }
        #expect(trail.target.node.name == "trail")
        #expect(trail.options.timing?.map(\.kind) == [.name("linear")])
        guard case .group(let back) = control.transitions[1].items[1] else { Issue.record("not a group"); return }
        #expect(back.items.count == 1)
        if case .track(let t) = back.items[0] {
            #expect(t.trivia.leading == ["// Before 0.15s the circle shows its model value, 0."])
        }
    }

    @Test func spansPointAtTheSource() {
        let file = SourceFile(path: "f.motion", text: flatSwitchFixture)
        #expect(file.text(of: control.name.span) == "FlatSwitch")
        #expect(file.text(of: control.lets[1].span) == "let c = (25, 25)")
        #expect(file.text(of: control.states[0].initial ?? .synthesized) == "initial")
        let track = control.transitions[0].items[2]
        if case .track(let t) = track {
            #expect(file.text(of: t.span) == "trail.opacity 0 -> 1 for 0.3s linear")
        }
        #expect(file.position(of: control.transitions[1].span.start).description == "53:3")
    }
}
