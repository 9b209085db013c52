import MotionDiagnostics

/// Comments that belong to a declaration, kept verbatim (with their `//` or `/* */`)
/// so that `fmt` and `convert` never lose them.
public struct Trivia: Hashable, Sendable {
    /// Whole-line comments directly above the declaration.
    public var leading: [String]
    /// A comment after the declaration on its last line.
    public var trailing: String?

    public init(leading: [String] = [], trailing: String? = nil) {
        self.leading = leading
        self.trailing = trailing
    }

    public static let none = Trivia()
}

/// One spec file: exactly one control.
public struct SpecFile: Hashable, Sendable {
    public var control: ControlDecl
    public init(control: ControlDecl) { self.control = control }
}

/// `control FlatSwitch { … }`. Members are kept in sections; `fmt` prints the
/// sections in this order, each in source order.
public struct ControlDecl: Hashable, Sendable {
    public var name: Identifier
    public var description: DescriptionDecl?
    /// What the control is to assistive technology (`role switch`); nil: the default.
    public var role: RoleDecl?
    public var size: SizeDecl?
    public var params: [ParamDecl]
    public var lets: [LetDecl]
    public var nodes: [NodeDecl]
    public var states: [StateDecl]
    public var transitions: [TransitionDecl]
    /// Comments after the last member, before the closing brace.
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan

    public init(name: Identifier, description: DescriptionDecl? = nil, size: SizeDecl? = nil,
                params: [ParamDecl] = [], lets: [LetDecl] = [], nodes: [NodeDecl] = [],
                states: [StateDecl] = [], transitions: [TransitionDecl] = [],
                endComments: [String] = [], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.description = description
        self.size = size
        self.params = params
        self.lets = lets
        self.nodes = nodes
        self.states = states
        self.transitions = transitions
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
}

/// `description "A ring that unwinds into a checkmark"`.
public struct DescriptionDecl: Hashable, Sendable {
    public var text: String
    public var trivia: Trivia
    public var span: SourceSpan
    public init(text: String, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.text = text
        self.trivia = trivia
        self.span = span
    }
}

/// `role checkbox`: the name as written; the check stage says which names exist.
public struct RoleDecl: Hashable, Sendable {
    public var name: Identifier
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.trivia = trivia
        self.span = span
    }
}

/// `size 50 x 50`: the design size (the viewBox).
public struct SizeDecl: Hashable, Sendable {
    public var width: Expression
    public var height: Expression
    public var trivia: Trivia
    public var span: SourceSpan
    public init(width: Expression, height: Expression, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.width = width
        self.height = height
        self.trivia = trivia
        self.span = span
    }
}

/// `param strokeColor = #ff0000`: a value the host may override at run time.
public struct ParamDecl: Hashable, Sendable {
    public var name: Identifier
    public var value: Expression
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, value: Expression, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.value = value
        self.trivia = trivia
        self.span = span
    }
}

/// `let r = 25`: a compile-time constant.
public struct LetDecl: Hashable, Sendable {
    public var name: Identifier
    public var value: Expression
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, value: Expression, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.value = value
        self.trivia = trivia
        self.span = span
    }
}

/// A drawable node: a shape, a group of nodes, or a shape repeated N times.
public enum NodeDecl: Hashable, Sendable {
    case shape(ShapeDecl)
    case group(GroupDecl)
    case `repeat`(RepeatDecl)

    public var name: Identifier {
        switch self {
        case .shape(let s): return s.name
        case .group(let g): return g.name
        case .repeat(let r): return r.name
        }
    }

    public var span: SourceSpan {
        switch self {
        case .shape(let s): return s.span
        case .group(let g): return g.span
        case .repeat(let r): return r.span
        }
    }
}

/// What a shape, group or repeat body holds, in source order.
public enum BodyItem: Hashable, Sendable {
    case setting(Setting)
    case `let`(LetDecl)
    /// Only groups may hold nodes; the compiler diagnoses a node inside a shape.
    case node(NodeDecl)
}

/// `shape trail { path oval(0, 0, 50, 50) … }`.
public struct ShapeDecl: Hashable, Sendable {
    public var name: Identifier
    public var body: [BodyItem]
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, body: [BodyItem], endComments: [String] = [], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.body = body
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
}

/// `group knob { position (5, 20)  shape … }`: transforms and opacity apply to all children.
public struct GroupDecl: Hashable, Sendable {
    public var name: Identifier
    public var body: [BodyItem]
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, body: [BodyItem], endComments: [String] = [], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.body = body
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
}

/// `repeat star[i] in 0 ..< 7 { … }`: one shape declared once, instantiated per index.
/// Instances are addressed as `star[3]`; `star[i]` in states and tracks means every instance.
public struct RepeatDecl: Hashable, Sendable {
    public var name: Identifier
    public var index: Identifier
    /// A half-open range `0 ..< 7` (or a closed one `0 .. 6`).
    public var range: Expression
    public var body: [BodyItem]
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, index: Identifier, range: Expression, body: [BodyItem], endComments: [String] = [], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.index = index
        self.range = range
        self.body = body
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
}

/// A keyword and its arguments: `stroke red, width: 4, cap: round`, `path oval(0, 0, 50, 50), reversed`,
/// `opacity 0.5`, `trim 0 .. 1`. The first argument is the main value and has no label.
public struct Setting: Hashable, Sendable {
    public var keyword: Identifier
    public var arguments: [Argument]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(keyword: Identifier, arguments: [Argument], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.keyword = keyword
        self.arguments = arguments
        self.trivia = trivia
        self.span = span
    }
}

/// `checkmark.strokeEnd`, `star[i].scale`, `star[3].opacity`.
public struct PropertyPath: Hashable, Sendable {
    public var node: Identifier
    /// The instance of a repeat: `i` (every instance) or a number.
    public var index: Expression?
    public var property: Identifier
    public var span: SourceSpan
    public init(node: Identifier, index: Expression? = nil, property: Identifier, span: SourceSpan = .synthesized) {
        self.node = node
        self.index = index
        self.property = property
        self.span = span
    }
}

/// `state on initial { checkmark.trim 0.3 .. 0.85 … }`.
public struct StateDecl: Hashable, Sendable {
    public var name: Identifier
    /// The span of the `initial` keyword, when written.
    public var initial: SourceSpan?
    public var assignments: [Assignment]
    /// Its idle animations as written (the checker admits one).
    public var loops: [LoopDecl]
    public var endComments: [String]
    public var trivia: Trivia
    public var span: SourceSpan
    public init(name: Identifier, initial: SourceSpan? = nil, assignments: [Assignment], loops: [LoopDecl] = [], endComments: [String] = [], trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.name = name
        self.initial = initial
        self.assignments = assignments
        self.loops = loops
        self.endComments = endComments
        self.trivia = trivia
        self.span = span
    }
    public var isInitial: Bool { initial != nil }
}

/// `checkmark.trim 0.3 .. 0.85` inside a state.
public struct Assignment: Hashable, Sendable {
    public var target: PropertyPath
    public var value: Expression
    public var trivia: Trivia
    public var span: SourceSpan
    public init(target: PropertyPath, value: Expression, trivia: Trivia = .none, span: SourceSpan = .synthesized) {
        self.target = target
        self.value = value
        self.trivia = trivia
        self.span = span
    }
}
