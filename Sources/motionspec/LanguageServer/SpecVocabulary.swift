import MotionCompiler
import MotionRuntime
import MotionSyntax

/// What the language server offers while a spec is typed: the names declared in it (found in the
/// text, since a spec being edited rarely parses), properties, timing functions, and their hover text.
enum SpecVocabulary {
    enum NodeKind { case shape, group }

    /// `shape NAME`, `group NAME`, `repeat NAME[i]` and `state NAME` as written, in order.
    static func declarations(in text: String) -> (nodes: [(name: String, kind: NodeKind)], states: [String]) {
        var nodes: [(String, NodeKind)] = []
        var states: [String] = []
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == "[" })
            guard words.count >= 2 else { continue }
            let name = String(words[1])
            guard let first = name.first, first.isLetter || first == "_" else { continue }
            switch words[0] {
            case "shape", "repeat": nodes.append((name, .shape))
            case "group" where !line.contains("."): nodes.append((name, .group))
            case "state": states.append(name)
            default: break
            }
        }
        return (nodes, states)
    }

    static func properties(of kind: NodeKind) -> [String] {
        kind == .group ? MotionProperty.groupProperties.map(\.name) : MotionProperty.allCases.map(\.name) + ["trim"]
    }

    static let timingFunctions = DSLKeywords.timingNames + DSLKeywords.timingCalls

    /// The kind of block a statement is being typed in, which decides the keywords it may start with.
    enum Block { case top, control, node, state, transition }

    /// The innermost block still open at the end of `before`, read from the first word of its header
    /// (`control`, `shape`, `state`, `transition`, `loop`, `group` …). Braces inside comments and
    /// strings are rare enough in specs being typed that they are not worth a lexer here.
    static func block(enclosing before: String) -> Block {
        var headers: [Substring] = []
        var lineStart = before.startIndex
        for index in before.indices {
            switch before[index] {
            case "\n": lineStart = before.index(after: index)
            case "{": headers.append(before[lineStart..<index])
            case "}": if !headers.isEmpty { headers.removeLast() }
            default: break
            }
        }
        guard let header = headers.last else { return .top }
        let words = header.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // `group` opens a node in a control and a track group in a transition or loop.
        let enclosingStates = headers.dropLast().contains { $0.split(separator: " ").first.map { $0 == "transition" || $0 == "state" } ?? false }
        switch words.first {
        case "control": return .control
        case "shape", "repeat": return .node
        case "group": return enclosingStates ? .transition : .node
        case "state": return .state
        case "transition", "loop", "reduced", "changes": return .transition
        default: return .top
        }
    }

    /// The words a statement may begin with in `block`, besides the names of nodes.
    static func statementKeywords(in block: Block) -> [String] {
        switch block {
        case .top: ["control"]
        case .control: DSLKeywords.control
        case .node: DSLKeywords.body
        case .state: ["loop"]
        case .transition: DSLKeywords.transitionItems
        }
    }

    static let keywordHover: [String: String] = [
        "role": "`role switch|checkbox|button|progress|decoration`: what the control is to assistive technology and the keyboard; `switch` if not written.",
        "loop": "`loop [for D] [timing] [autoreverse] { tracks }` (in a state): an idle animation that repeats while the control rests in the state, from the end of the transition into it.",
        "switch": "`role switch`: on in every state but the initial one; Space toggles (`aria-checked`).",
        "checkbox": "`role checkbox`: checked in every state but the initial one; Space toggles (`aria-checked`).",
        "button": "`role button`: a toggle button, pressed in every state but the initial one; Space and Enter press it (`aria-pressed`).",
        "progress": "`role progress`: a progress indicator the host drives (`progressbar`, busy in every state but the initial one); never focusable.",
        "decoration": "`role decoration`: ornament, hidden from assistive technology and never focusable.",
    ]

    static let timingHover: [String: String] = [
        "linear": "`linear`: constant speed, `cubic-bezier(0, 0, 1, 1)`.",
        "ease": "`ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`, CSS's default: a quick start, a long gentle end.",
        "default": "`default`: Core Animation's default timing, `cubic-bezier(0.25, 0.1, 0.25, 1)` (the same as `ease`).",
        "ease-in": "`ease-in`: `cubic-bezier(0.42, 0, 1, 1)`: starts slowly, ends at full speed.",
        "easeIn": "`easeIn`: Core Animation's name for `ease-in`, `cubic-bezier(0.42, 0, 1, 1)`.",
        "ease-out": "`ease-out`: `cubic-bezier(0, 0, 0.58, 1)`: starts at full speed, slows to a stop.",
        "easeOut": "`easeOut`: Core Animation's name for `ease-out`, `cubic-bezier(0, 0, 0.58, 1)`.",
        "ease-in-out": "`ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`: slow at both ends.",
        "easeInEaseOut": "`easeInEaseOut`: Core Animation's name for `ease-in-out`, `cubic-bezier(0.42, 0, 0.58, 1)`.",
        "cubic-bezier": "`cubic-bezier(x1, y1, x2, y2)`: a CSS timing curve; x in 0…1, y may leave 0…1 to overshoot.",
        "steps": "`steps(n[, jump-start|jump-end|jump-none|jump-both|start|end])`: n equal jumps, as CSS `steps()`.",
        "spring": "`spring(response: r, dampingFraction: z[, velocity: v])` or `spring(mass: m, stiffness: k, damping: c[, velocity: v])`: a damped spring; the track lasts until it settles.",
    ]

    static let propertyHover: [String: String] = [
        "strokeStart": "`strokeStart`: where the drawn part of the stroke begins, as a fraction of the path's length (may leave 0…1 while animating).",
        "strokeEnd": "`strokeEnd`: where the drawn part of the stroke ends, as a fraction of the path's length (may leave 0…1 while animating).",
        "trimOffset": "`trimOffset`: shifts the drawn part along the path, in fractions of its length.",
        "path": "`path`: the shape's outline (`rect`, `oval`, `circle`, `line`, `polyline`, `polygon` or SVG path data). States may set another path and tracks may animate it when the paths have the same structure: the same subpaths, as many segments each, closed alike.",
        "trim": "`trim A .. B`: sets `strokeStart` and `strokeEnd` (states only).",
        "opacity": "`opacity`: a number 0…1; a group's multiplies its children's.",
        "position": "`position (x, y)`: a translation of the node.",
        "anchor": "`anchor (x, y)`: the point rotation and scale are about; default the centre of the path's bounds.",
        "scale": "`scale N` or `scale (sx, sy)`: about the anchor.",
        "rotation": "`rotation ANGLE`: clockwise on screen, about the anchor (`30deg`, `0.5turn`).",
        "strokeColor": "`strokeColor`: the stroke's colour.",
        "fillColor": "`fillColor`: the fill's colour (`none` is clear).",
        "lineWidth": "`lineWidth`: the stroke's width, a number ≥ 0.",
        "shadowColor": "`shadowColor`: the shadow's colour.",
        "shadowOpacity": "`shadowOpacity`: the shadow's opacity, 0…1.",
        "shadowOffset": "`shadowOffset (dx, dy)`: how far the shadow is moved.",
        "shadowBlur": "`shadowBlur`: the shadow's blur radius, ≥ 0.",
        "dashPhase": "`dashPhase`: how far into the shape's `dash` pattern its stroke starts, in the shape's units; animate it to march the dashes.",
        "fillGradient": "`fillGradient`: the gradient that paints the fill, of the `fill` setting's kind and stop count; stops blend colour by colour and position by position.",
        "strokeGradient": "`strokeGradient`: the gradient that paints the stroke, of the `stroke` setting's kind and stop count; stops blend colour by colour and position by position.",
    ]
}
