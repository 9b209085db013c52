import MotionDiagnostics

/// A name as written, with where it was written.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    public init(_ name: String, span: SourceSpan = .synthesized) {
        self.name = name
        self.span = span
    }
}

/// The unit written after a number literal (`0.3s`, `212deg`, `50%`).
public enum NumberUnit: String, Hashable, Sendable, CaseIterable {
    case seconds = "s", milliseconds = "ms"
    case degrees = "deg", radians = "rad", turns = "turn"
    case percent = "%"
}

public enum UnaryOperator: String, Hashable, Sendable { case minus = "-", plus = "+" }

public enum BinaryOperator: String, Hashable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"

    /// Higher binds tighter.
    public var precedence: Int {
        switch self {
        case .add, .subtract: return 1
        case .multiply, .divide: return 2
        }
    }
}

/// An expression: everything after a keyword in the DSL and every string value in the
/// JSON form. The syntax knows nothing of types; the compiler evaluates and checks.
public struct Expression: Hashable, Sendable {
    public var kind: Kind
    public var span: SourceSpan

    public init(_ kind: Kind, span: SourceSpan = .synthesized) {
        self.kind = kind
        self.span = span
    }

    /// Leaves (numbers, names, colours, strings) are stored in place; only the cases that hold an
    /// expression or a call are boxed. A whole-enum `indirect` allocated a box per leaf, several per
    /// line of a large spec, in the parsers and again wherever a tree was copied apart.
    public enum Kind: Hashable, Sendable {
        /// `4`, `0.3s`, `212deg`, `50%`. The value is as written, before unit conversion.
        case number(Double, unit: NumberUnit?)
        /// `"M 0 0 L 10 10"`.
        case string(String)
        /// `#ff0000`, `#f00`, `#ff000080`: the hex digits without `#`, lowercased.
        case color(String)
        /// `r`, `strokeColor`, `round`, `ease-in-out`, `current`, `true`, `forever`, `*`.
        /// Names may contain `-` between letters (CSS style), so `w - r` needs spaces.
        case name(String)
        /// `(25, 25)`: points, sizes, triples.
        case tuple([Expression])
        /// `[0, 0.95, 0.85]`: lists and tables.
        case array([Expression])
        /// `oval(0, 0, 50, 50)`, `cubic-bezier(0.25, 0.4, 0.3, 1.6)`, `roundedRect(…, radius: 4)`.
        indirect case call(Identifier, [Argument])
        indirect case unary(UnaryOperator, Expression)
        indirect case binary(BinaryOperator, Expression, Expression)
        /// `0 .. 1` (closed, used by trims) and `0 ..< 7` (half-open, used by repeats).
        indirect case range(Expression, Expression, halfOpen: Bool)
        /// `s.0`, `p.x`.
        indirect case member(Expression, Identifier)
        /// `[...][i]`.
        indirect case subscripted(Expression, Expression)
    }
}

/// An argument in a call or a setting: `value`, or `label: value`. A bare flag written
/// in the DSL (`reversed`) is stored as `reversed: true` with the value's span on the label.
public struct Argument: Hashable, Sendable {
    public var label: Identifier?
    public var value: Expression

    public init(label: Identifier? = nil, _ value: Expression) {
        self.label = label
        self.value = value
    }

    public var span: SourceSpan { label.map { $0.span.union(value.span) } ?? value.span }

    /// A flag is a labelled `true`; the DSL printer writes it as the bare label.
    public var isFlag: Bool {
        if label != nil, case .name("true") = value.kind { return true }
        return false
    }
}
