import MotionDiagnostics

extension JSONFormPrinter {
    static func transition(_ t: TransitionDecl) -> JSONText {
        var m: Members = []
        leading(t.trivia, into: &m)
        m.append(("from", .string(t.from.name)))
        m.append(("to", .string(t.to.name)))
        if let r = t.reverses {
            m.append(("reverses", .object([("from", .string(r.from.name)), ("to", .string(r.to.name))], breaks: false)))
        }
        timing(t.options, into: &m)
        if t.reverses == nil || !t.items.isEmpty {
            m.append(("items", .array(t.items.map { item($0, depth: 0) }, breaks: true)))
        }
        endAndTrailing(t.endComments, t.trivia, into: &m)
        return .object(m)
    }

    static func loop(_ l: LoopDecl) -> JSONText {
        var m: Members = []
        leading(l.trivia, into: &m)
        timing(l.options, into: &m)
        m.append(("items", .array(l.items.map { item($0, depth: 0) }, breaks: true)))
        endAndTrailing(l.endComments, l.trivia, into: &m)
        return .object(m)
    }

    static func item(_ item: TransitionItem, depth: Int) -> JSONText {
        var m: Members = []
        switch item {
        case .track(let t):
            leading(t.trivia, into: &m)
            m.append(("track", .string(DSLPrinter.path(t.target))))
            if let mode = t.mode { m.append(("mode", .string(mode.name))) }
            m.append(("values", .array(t.values.map(expression))))
            timing(t.options, into: &m)
            endAndTrailing([], t.trivia, into: &m)
        case .group(let g):
            leading(g.trivia, into: &m)
            m.append(("group", g.name.map { .string($0.name) } ?? .raw("null")))
            timing(g.options, into: &m)
            let items = depth < NestingLimit.depth ? g.items.map { self.item($0, depth: depth + 1) } : []
            m.append(("items", .array(items, breaks: true)))
            endAndTrailing(g.endComments, g.trivia, into: &m)
        case .cue(let c):
            leading(c.trivia, into: &m)
            m.append(("cue", .string(c.name.name)))
            if let time = c.time { m.append(("at", expression(time))) }
            endAndTrailing([], c.trivia, into: &m)
        case .reducedMotion(let r):
            leading(r.trivia, into: &m)
            m.append(("reduced", .string(r.style.name)))
            if let duration = r.duration { m.append(("for", expression(duration))) }
            endAndTrailing([], r.trivia, into: &m)
        case .changes(let c):
            leading(c.trivia, into: &m)
            m.append(("changes", .raw("true")))
            timing(c.options, into: &m)
            endAndTrailing([], c.trivia, into: &m)
        }
        return .object(m)
    }

    /// `at`, `for`, `keys`, `timing`, `fill`, `repeat`, `autoreverse`, in that order.
    static func timing(_ o: TimingOptions, into m: inout Members) {
        if let begin = o.begin { m.append(("at", expression(begin))) }
        if let duration = o.duration { m.append(("for", expression(duration))) }
        if let keys = o.keyTimes { m.append(("keys", .array(keys.map(expression)))) }
        if let timing = o.timing {
            if timing.count == 1, !o.timingIsList {
                m.append(("timing", scalarExpression(timing[0])))
            } else {
                m.append(("timing", .array(timing.map(expression))))
            }
        }
        if let fill = o.fill { m.append(("fill", .string(fill.name))) }
        if let count = o.repeatCount { m.append(("repeat", expression(count))) }
        if o.autoreverse != nil { m.append(("autoreverse", .raw("true"))) }
    }
}
