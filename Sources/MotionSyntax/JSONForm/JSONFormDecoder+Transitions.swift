import MotionDiagnostics

extension JSONFormDecoder {
    static let itemKinds = ["track", "group", "cue", "reduced", "changes"]

    /// `{"from": "off", "to": "on", "for": "0.3s", "items": […]}`.
    mutating func transition(_ v: JSONValue) -> TransitionDecl? {
        guard let f = fields(v, in: "a transition", keys: JSONFormKeys.transition,
                             expected: "an object with 'from' and 'to' keys") else { return nil }
        let t = trivia(f)
        let from = require(f, "from").flatMap { name($0, expected: "a string naming the source state", wildcard: true) }
        let to = require(f, "to").flatMap { name($0, expected: "a string naming the target state", wildcard: true) }
        let reverses = f["reverses"].flatMap { transitionReference($0) }
        let options = timing(f)
        let items = transitionItems(f, depth: 1)
        let end = commentList(f[JSONFormKeys.end])
        guard let from, let to, f["reverses"] == nil || reverses != nil else { return nil }
        return TransitionDecl(from: from, to: to, reverses: reverses, options: options, items: items, endComments: end,
                              trivia: t, span: v.span)
    }

    /// `{"from": "off", "to": "on"}` after `reverses`.
    mutating func transitionReference(_ v: JSONValue) -> TransitionReference? {
        guard let f = fields(v, in: "'reverses'", keys: JSONFormKeys.transitionReference,
                             expected: "an object with 'from' and 'to' keys naming the reversed transition") else { return nil }
        let from = require(f, "from").flatMap { name($0, expected: "a string naming a state", wildcard: true) }
        let to = require(f, "to").flatMap { name($0, expected: "a string naming a state", wildcard: true) }
        guard let from, let to else { return nil }
        return TransitionReference(from: from, to: to)
    }

    mutating func transitionItems(_ f: JSONFormFields, depth: Int) -> [TransitionItem] {
        guard let v = f["items"], let items = array(v, expected: "an array of tracks, groups, cues and reduced-motion items") else {
            return []
        }
        return decodeEach(items) { me, item in me.item(item, depth: depth) }
    }

    mutating func item(_ v: JSONValue, depth: Int) -> TransitionItem? {
        guard case .object(let members) = v.kind else {
            wrongType(v, expected: "an object with a 'track', 'group', 'cue', 'reduced' or 'changes' key")
            return nil
        }
        guard let (kind, second) = JSONFormFields.firstTwo(of: members, where: { JSONFormFields.contains(Self.itemKinds, $0) }) else {
            report(.jsonFormMissingKey, "a transition item needs a 'track', 'group', 'cue', 'reduced' or 'changes' key", at: v.span)
            return nil
        }
        if let second {
            report(.jsonFormConflictingKeys, "a transition item cannot be both a '\(kind.key)' and a '\(second.key)'",
                   at: second.keySpan)
            return nil
        }
        switch kind.key {
        case "track": return track(v).map { .track($0) }
        case "group": return trackGroup(v, depth: depth).map { .group($0) }
        case "cue": return cue(v).map { .cue($0) }
        case "changes": return changes(v).map { .changes($0) }
        default: return reduced(v).map { .reducedMotion($0) }
        }
    }

    mutating func track(_ v: JSONValue) -> TrackDecl? {
        guard let f = fields(v, in: "a track", keys: JSONFormKeys.track, expected: "an object") else { return nil }
        let t = trivia(f)
        let target = require(f, "track").flatMap { propertyPath($0, expected: "a string naming a property, like \"circle.opacity\"") }
        var mode = f["mode"].flatMap { name($0, expected: "a string naming the calculation mode") }
        if let m = mode, !DSLKeywords.modes.contains(m.name), let v = f["mode"] {
            diagnostics.append(Diagnostic(.jsonFormUnknownWord, "unknown calculation mode '\(m.name)'", at: v.span,
                                          notes: [.help("the modes are \(DSLKeywords.modes.joined(separator: ", "))")])
                .suggesting(m.name, from: DSLKeywords.modes))
            mode = nil
        }
        let values = require(f, "values").flatMap { expressions($0, expected: "an array of keyframe values") }
        let options = timing(f)
        // Without a mode the DSL writes `a -> b`, and a first value that starts with `[` would read as the list form.
        if mode == nil, let first = values?.first, Self.mayPrintAsList(first), ExpressionPrinter.print(first).hasPrefix("["),
           let v = f["values"], case .array(let items) = v.kind, let firstItem = items.first {
            report(.jsonFormUnknownWord, "a track's first value cannot be a list without a mode", at: firstItem.span,
                   notes: [.help("add \"mode\": \"linear\" to write the values as a list")])
            return nil
        }
        guard let target, let values else { return nil }
        return TrackDecl(target: target, mode: mode, values: values, options: options, trivia: t, span: v.span)
    }

    mutating func trackGroup(_ v: JSONValue, depth: Int) -> TrackGroupDecl? {
        guard let f = fields(v, in: "a group", keys: JSONFormKeys.trackGroup, expected: "an object") else { return nil }
        guard depth <= NestingLimit.depth else {
            report(.nestingTooDeep, "groups are nested deeper than \(NestingLimit.depth) levels", at: v.span)
            return nil
        }
        let t = trivia(f)
        var name: Identifier?
        if let n = f["group"], n.kind != .null {
            name = self.name(n, expected: "a string naming the group, or null")
            // `group linear { … }` reads as a group without a name and a timing function.
            if let word = name?.name, DSLKeywords.options.contains(word) || DSLKeywords.timingNames.contains(word) {
                report(.jsonFormUnknownWord, "'\(word)' cannot name a group: the DSL reads it as a timing word", at: n.span,
                       notes: [.help("choose another name, or use null for a group without a name")])
                name = nil
            }
        }
        let options = timing(f)
        let items = transitionItems(f, depth: depth + 1)
        let end = commentList(f[JSONFormKeys.end])
        return TrackGroupDecl(name: name, options: options, items: items, endComments: end, trivia: t, span: v.span)
    }

    mutating func cue(_ v: JSONValue) -> CueDecl? {
        guard let f = fields(v, in: "a cue", keys: JSONFormKeys.cue, expected: "an object") else { return nil }
        let t = trivia(f)
        let name = require(f, "cue").flatMap { self.name($0, expected: "a string naming the cue") }
        let time = f["at"].flatMap { expression($0) }
        guard let name else { return nil }
        return CueDecl(name: name, time: time, trivia: t, span: v.span)
    }

    /// `{"changes": true, "timing": "default"}`.
    mutating func changes(_ v: JSONValue) -> ChangesDecl? {
        guard let f = fields(v, in: "a changes item", keys: JSONFormKeys.changes, expected: "an object") else { return nil }
        let t = trivia(f)
        guard let m = f.member("changes"), let flag = bool(m.value, expected: "true") else { return nil }
        guard flag else {
            report(.jsonFormUnknownWord, "'changes' can only be true", at: m.value.span,
                   notes: [.help("remove the item to animate no changes")])
            return nil
        }
        return ChangesDecl(options: timing(f), trivia: t, span: v.span)
    }

    mutating func reduced(_ v: JSONValue) -> ReducedMotionDecl? {
        guard let f = fields(v, in: "a reduced-motion item", keys: JSONFormKeys.reduced, expected: "an object") else { return nil }
        let t = trivia(f)
        let style = require(f, "reduced").flatMap { name($0, expected: "a string naming the reduced-motion style") }
        let duration = f["for"].flatMap { expression($0) }
        guard let style else { return nil }
        return ReducedMotionDecl(style: style, duration: duration, trivia: t, span: v.span)
    }

    /// `at`, `for`, `keys`, `timing` (one function, or an array of them), `fill`, `repeat`, `autoreverse`.
    mutating func timing(_ f: JSONFormFields) -> TimingOptions {
        var o = TimingOptions()
        o.begin = f["at"].flatMap { expression($0) }
        o.duration = f["for"].flatMap { expression($0) }
        if let keys = f["keys"] {
            o.keyTimes = expressions(keys, expected: "an array of key times")
            o.keyTimesSpan = keys.span
        }
        if let timing = f["timing"] {
            if case .array = timing.kind {
                o.timing = expressions(timing, expected: "")
                o.timingIsList = true
            } else if let function = expression(timing) {
                o.timing = [function]
                if !JSONFormDecoder.isTimingFunction(function) {
                    let text = ExpressionPrinter.print(function)
                    diagnostics.append(Diagnostic(.jsonFormUnknownWord, "'\(text)' is not a timing function", at: timing.span,
                                                  notes: [.help("a timing function is a name (\(DSLKeywords.timingNames.joined(separator: ", "))) or a call to \(DSLKeywords.timingCalls.joined(separator: ", "))")])
                        .suggesting(text, from: DSLKeywords.timingNames))
                }
            }
        }
        o.fill = f["fill"].flatMap { name($0, expected: "a string: none, forwards, backwards or both") }
        o.repeatCount = f["repeat"].flatMap { expression($0) }
        if let m = f.member("autoreverse"), bool(m.value, expected: "true or false") == true {
            o.autoreverse = m.keySpan
        }
        return o
    }

    /// False for the kinds whose text cannot start with `[` (most values), so they are not printed to find out.
    static func mayPrintAsList(_ e: Expression) -> Bool {
        switch e.kind {
        case .number, .string, .color, .name, .call, .tuple: return false
        case .array, .unary, .binary, .range, .member, .subscripted: return true
        }
    }

    /// What the DSL reads as a bare timing function among the options.
    static func isTimingFunction(_ e: Expression) -> Bool {
        switch e.kind {
        case .name(let n): return DSLKeywords.timingNames.contains(n)
        case .call(let f, _): return DSLKeywords.timingCalls.contains(f.name)
        default: return false
        }
    }
}
