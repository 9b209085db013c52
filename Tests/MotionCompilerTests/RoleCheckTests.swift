import MotionCompiler
import MotionSyntax
import Testing

/// The role reaches the model and the lowered control; without one a control is a switch.
@Suite struct RoleCheckTests {
    static func spec(_ role: String?) -> String {
        "control X {\n" + (role.map { "  role \($0)\n" } ?? "") + "  size 10 x 10\n  shape a { path rect(0, 0, 10, 10) }\n"
            + "  state off initial { a.opacity 0 }\n  state on { a.opacity 1 }\n}\n"
    }

    @Test(arguments: ControlRole.allCases)
    func everyRoleReachesTheLoweredControl(_ role: ControlRole) throws {
        let compilation = compileDSL(Self.spec(role.rawValue))
        #expect(headlines(compilation) == [])
        #expect(compilation.model?.role == role)
        #expect(compilation.lowered?.role == role)
    }

    @Test func withoutARoleAControlIsASwitch() {
        #expect(ControlRole.default == .switch)
        #expect(compileDSL(Self.spec(nil)).lowered?.role == .switch)
    }

    @Test func onlyTheRolesAUserPressesAreInteractive() {
        #expect(ControlRole.allCases.filter(\.isInteractive) == [.switch, .checkbox, .button])
    }
}
