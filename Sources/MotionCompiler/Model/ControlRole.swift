/// What a control is to assistive technology and the keyboard (`role switch`; the syntax keeps the
/// name as written, the check stage maps it here). Each target follows the platform's pattern for
/// it; see `specs/language.md`.
public enum ControlRole: String, CaseIterable, Hashable, Sendable {
    /// On or off: every state but the initial one is on. Space toggles.
    case `switch`
    /// Checked or not, as a switch, in a form's vocabulary. Space toggles.
    case checkbox
    /// A toggle button: pressed in every state but the initial one. Space and Enter press it.
    case button
    /// A progress indicator or status the host drives: busy in every state but the initial one,
    /// never focusable.
    case progress
    /// Ornament: hidden from assistive technology, never focusable.
    case decoration

    /// A control without a `role` is a switch, the role every control had before roles existed.
    public static let `default` = ControlRole.switch

    public static var names: [String] { allCases.map(\.rawValue) }

    /// The user changes the state (by pointer and keyboard), rather than only the host.
    public var isInteractive: Bool { self == .switch || self == .checkbox || self == .button }
}
