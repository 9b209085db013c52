import MotionRuntime

/// What a tap and assistive technologies see of a control, the same on every host.
public enum MotionInteraction {
    /// The state a tap (or an accessibility activation) moves to: the next in the spec's order, the
    /// first after the last — on and off for a switch or a checkbox, round the cycle for more states.
    public static func state<State: MotionState>(after state: State) -> State {
        let all = Array(State.allCases)
        guard let index = all.firstIndex(of: state) else { return state }
        return all[(index + 1) % all.count]
    }

    /// The accessibility value: the state's name as the spec writes it (`on`).
    public static func accessibilityValue<State: MotionState>(of state: State) -> String {
        String(describing: state)
    }

    /// True for a control whose states read as on and off (two states, the initial one first): a host
    /// gives it a switch's or checkbox's accessibility (a value of "0" or "1"), and a button's otherwise.
    public static func isToggle<State: MotionState>(_: State.Type) -> Bool {
        let all = Array(State.allCases)
        return all.count == 2 && all.first == State.initial
    }

    /// "1" when on (not the initial state) and "0" when off, as UIKit's switches say it, for a toggle;
    /// the state's name otherwise.
    public static func toggleValue<State: MotionState>(of state: State) -> String {
        guard isToggle(State.self) else { return accessibilityValue(of: state) }
        return state == State.initial ? "0" : "1"
    }
}
