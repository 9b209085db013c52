import MotionDiagnostics
import MotionSyntax

extension Checker {
    /// The control's role (the default when it names none). An unknown name is MS2075 and the default
    /// stands in, so the rest is still checked; an interactive role on one state is MS2076.
    func checkRole(_ control: ControlDecl) -> ControlRole {
        guard let decl = control.role else { return .default }
        let name = decl.name.name
        guard let role = ControlRole(rawValue: name) else {
            reporter.report(Diagnostic(.unknownRole, "unknown role '\(name)'", at: decl.name.span,
                                       notes: [.help("expected one of: \(ControlRole.names.joined(separator: ", "))")])
                .suggesting(name, from: ControlRole.names))
            return .default
        }
        if role.isInteractive, control.states.count < 2 {
            reporter.report(.oneStateInteractiveRole, "a \(name) with one state cannot change when the user presses it",
                            at: decl.name.span,
                            notes: [.help("add a state, or say 'role progress' or 'role decoration' for a control the user does not press")])
        }
        return role
    }
}
