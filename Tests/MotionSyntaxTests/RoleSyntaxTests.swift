import MotionDiagnostics
import Testing
@testable import MotionSyntax

/// `role`: read by both front ends as a name (the check stage judges it), printed by both printers
/// beside the description, once per control.
@Suite struct RoleSyntaxTests {
    static let dsl = "control X {\n  description \"A box\"\n  role checkbox // what it is\n\n  size 10 x 10\n}\n"

    @Test func theDSLReadsARoleAndPrintsItBesideTheDescription() throws {
        let control = try #require(dslControl(Self.dsl))
        #expect(control.role?.name.name == "checkbox")
        #expect(control.role?.trivia.trailing == "// what it is")
        #expect(DSLPrinter.print(SpecFile(control: control)) == Self.dsl)
    }

    @Test func theJSONFormReadsAndPrintsTheSameRole() throws {
        let control = try #require(dslControl(Self.dsl))
        let json = JSONFormPrinter.print(SpecFile(control: control))
        #expect(json.contains("\"role\": "))
        let (spec, lines, _) = decodeJSONForm(json)
        #expect(lines == [])
        #expect(spec?.control.role?.name.name == "checkbox")
        #expect(DSLPrinter.print(try #require(spec)) == Self.dsl)
    }

    @Test func aSecondRoleIsADuplicate() {
        #expect(dslHeadlines(inControl("  role switch\n  role button\n")) == [
            "t.motion:3:3: error: a control has one role [MS1114]",
        ])
    }

    @Test func aRoleIsAName() {
        #expect(dslHeadlines(inControl("  role 3\n")).first
            == "t.motion:2:8: error: expected a role after 'role', found '3' [MS1108]")
        #expect(decodeJSONForm("{\"control\": \"X\", \"role\": 3}").1
            == ["t.motion.json:1:26: error: expected a string naming the control's role, found a number [MS1202]"])
    }
}
