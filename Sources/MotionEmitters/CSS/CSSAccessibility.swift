import MotionCompiler
import MotionDiagnostics

/// What each role makes of the control on the web, after the WAI-ARIA Authoring Practices: the ARIA
/// role, the attribute that says the state (on in every state but the initial one), whether it takes
/// focus and which keys press it. The accessible name is always the host's (`aria-label`,
/// `aria-labelledby`): the spec's description is never used as one.
struct CSSAccessibility: Sendable {
    let role: ControlRole

    /// The ARIA role, or nil for decoration (hidden instead).
    var ariaRole: String? {
        switch role {
        case .switch: "switch"
        case .checkbox: "checkbox"
        case .button: "button"
        case .progress: "progressbar"
        case .decoration: nil
        }
    }

    /// The ARIA state that is "true" away from the initial state.
    var stateAttribute: String? {
        switch role {
        case .switch, .checkbox: "aria-checked"
        case .button: "aria-pressed"
        case .progress: "aria-busy"
        case .decoration: nil
        }
    }

    /// `KeyboardEvent.key` values that change the state: Space for a switch or checkbox, Space and
    /// Enter for a button, none where the role is not interactive.
    var keys: [String] {
        switch role {
        case .switch, .checkbox: [" "]
        case .button: [" ", "Enter"]
        case .progress, .decoration: []
        }
    }

    /// The attributes the element carries in its initial state, in a fixed order.
    var attributes: [(String, String)] {
        guard let ariaRole, let stateAttribute else { return [("aria-hidden", "true")] }
        var out = [("role", ariaRole), (stateAttribute, "false")]
        if role.isInteractive { out.append(("tabindex", "0")) }
        return out
    }

    /// ` role="switch" aria-checked="false" tabindex="0"`.
    var attributeText: String {
        attributes.map { " \($0.0)=\"\(TextEscaping.markup($0.1))\"" }.joined()
    }
}
