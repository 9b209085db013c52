import MotionDiagnostics

/// Where names are looked up: nested frames of lets (and repeat indices), innermost last,
/// then the control's params. Lookups only; nothing is ever emitted in dictionary order.
struct Environment {
    enum Binding {
        case value(ExpressionValue)
        /// A let whose value could not be computed: uses of it stay silent (the error is already reported).
        case poisoned
    }

    private(set) var frames: [[String: Binding]] = [[:]]
    var params: [String: ParamModel] = [:]

    mutating func push() { frames.append([:]) }

    mutating func pop() { if frames.count > 1 { frames.removeLast() } }

    mutating func bind(_ name: String, _ binding: Binding) { frames[frames.count - 1][name] = binding }

    func lookup(_ name: String) -> Binding? {
        // Most frames are empty (a body without lets), and a name asked of an empty table is not hashed.
        for frame in frames.reversed() where !frame.isEmpty {
            if let b = frame[name] { return b }
        }
        return nil
    }

    /// Whether the innermost frame already binds `name`.
    func bindsLocally(_ name: String) -> Bool { frames.last?[name] != nil }

    /// Every name visible here, sorted, for "did you mean".
    var visibleNames: [String] {
        var names = Set(params.keys)
        for frame in frames { names.formUnion(frame.keys) }
        return names.sorted()
    }

    func with(_ name: String, _ value: ExpressionValue) -> Environment {
        var copy = self
        copy.push()
        copy.bind(name, .value(value))
        return copy
    }
}
