import MotionDiagnostics

/// `transition FROM -> TO [options] { tracks, groups, cues, reduced }`.
extension Parser {
    mutating func transitionDecl() throws -> TransitionDecl {
        let keyword = advance()
        let from = try stateOrWildcard("a state name or '*' after 'transition'")
        _ = try expect(.arrow, "'->' after '\(from.name)'")
        let to = try stateOrWildcard("a state name or '*' after '->'")
        var reverses: TransitionReference?
        if isName(current, "reverses") {
            advance()
            let otherFrom = try stateOrWildcard("a state name after 'reverses'")
            _ = try expect(.arrow, "'->' after '\(otherFrom.name)'")
            let otherTo = try stateOrWildcard("a state name after '->'")
            reverses = TransitionReference(from: otherFrom, to: otherTo)
        }
        let options = try timingOptions(bareDuration: true)
        // A reverse takes its tracks from the other transition: its body (cues, reduced) is optional.
        if reverses != nil, current.kind != .leftBrace {
            let span = keyword.span.union(lastConsumedSpan)
            return TransitionDecl(from: from, to: to, reverses: reverses, options: options, items: [],
                                  trivia: try finishStatement(), span: span)
        }
        let (items, end, trivia, close) = try transitionBody(after: "the transition header")
        return TransitionDecl(from: from, to: to, reverses: reverses, options: options, items: items, endComments: end,
                              trivia: trivia, span: keyword.span.union(close))
    }

    /// A state name, or `*` (the checker says where `*` may stand).
    private mutating func stateOrWildcard(_ what: String) throws -> Identifier {
        let t = current
        guard t.kind == .star else { return try expectName(what) }
        advance()
        return Identifier("*", span: t.span)
    }

    mutating func transitionBody(after what: String) throws -> ([TransitionItem], [String], Trivia, SourceSpan) {
        let open = try openBlock(after: what)
        defer { nesting -= 1 }
        var trivia = Trivia(leading: takeComments(upTo: pos))
        var items: [TransitionItem] = []
        while true {
            if let (comments, close) = nextMember(in: open) {
                trivia.trailing = close.kind == .rightBrace ? try finishBlock() : nil
                return (items, comments, trivia, close.span)
            }
            statement { p in items.append(try p.transitionItem()) }
        }
    }

    mutating func transitionItem() throws -> TransitionItem {
        let t = current
        let help = "a track ('shape.property values'), 'group', 'cue', 'reduced' or 'changes'"
        guard let word = nameText(t) else {
            throw unknownStatement(t, in: "a transition", candidates: [], help: help)
        }
        if next.kind == .dot || next.kind == .leftBracket { return .track(try track()) }
        switch word {
        case "group": return .group(try trackGroup())
        case "cue": return .cue(try cue())
        case "reduced": return .reducedMotion(try reduced())
        case "changes":
            let keyword = advance()
            let options = try timingOptions(bareDuration: false)
            let span = keyword.span.union(lastConsumedSpan)
            return .changes(ChangesDecl(options: options, trivia: try finishStatement(), span: span))
        default:
            throw unknownStatement(t, in: "a transition", candidates: DSLKeywords.transitionItems, help: help)
        }
    }

    /// `PATH [mode] VALUES [options]`; values are `[a, b, c]` or `a -> b -> c`.
    mutating func track() throws -> TrackDecl {
        let target = try propertyPath()
        var mode: Identifier?
        if let word = nameText(current), DSLKeywords.modes.contains(word) {
            switch next.kind {
            case .arrow, .newline, .semicolon, .rightBrace, .endOfInput: break
            default: mode = Identifier(word, span: advance().span)
            }
        }
        guard !atStatementEnd else {
            throw expected("keyframe values after '\(target.node.name).\(target.property.name)'", code: .dslExpectedExpression)
        }
        var values: [Expression]
        if current.kind == .leftBracket {
            values = try bracketList().0
        } else {
            values = [try expression()]
            while current.kind == .arrow {
                advance()
                values.append(try expression())
            }
        }
        let options = try timingOptions(bareDuration: false)
        let span = target.span.union(lastConsumedSpan)
        return TrackDecl(target: target, mode: mode, values: values, options: options,
                         trivia: try finishStatement(), span: span)
    }

    /// `group [NAME] [options] { … }`. A word that is an option or a timing function is not a name.
    mutating func trackGroup() throws -> TrackGroupDecl {
        let keyword = advance()
        var name: Identifier?
        if let word = nameText(current), !DSLKeywords.options.contains(word), !DSLKeywords.timingNames.contains(word),
           !(DSLKeywords.timingCalls.contains(word) && next.kind == .leftParen) {
            name = Identifier(word, span: advance().span)
        }
        let options = try timingOptions(bareDuration: false)
        let (items, end, trivia, close) = try transitionBody(after: "the group header")
        return TrackGroupDecl(name: name, options: options, items: items, endComments: end, trivia: trivia,
                              span: keyword.span.union(close))
    }

    /// `cue NAME [at TIME]`.
    mutating func cue() throws -> CueDecl {
        let keyword = advance()
        let name = try expectName("a cue name")
        var time: Expression?
        if isName(current, "at") {
            advance()
            time = try expression()
        }
        let span = keyword.span.union(lastConsumedSpan)
        return CueDecl(name: name, time: time, trivia: try finishStatement(), span: span)
    }

    /// `reduced instant` or `reduced crossfade [for DURATION]`.
    mutating func reduced() throws -> ReducedMotionDecl {
        let keyword = advance()
        let style = try expectName("'instant' or 'crossfade' after 'reduced'")
        var duration: Expression?
        if isName(current, "for") {
            advance()
            duration = try expression()
        }
        let span = keyword.span.union(lastConsumedSpan)
        return ReducedMotionDecl(style: style, duration: duration, trivia: try finishStatement(), span: span)
    }

    /// The span of the last token consumed.
    var lastConsumedSpan: SourceSpan { tokens[max(0, pos - 1)].span }
}
