import MotionDiagnostics

extension DSLPrinter {
    static func transition(_ t: TransitionDecl, into w: inout LineWriter) {
        w.comments(t.trivia.leading)
        let header = "transition \(t.from.name) -> \(t.to.name)" + (t.reverses.map { " reverses " + $0.text } ?? "")
            + optionsText(t.options)
        if t.reverses != nil, t.items.isEmpty, t.endComments.isEmpty {
            w.line(header, trailing: t.trivia.trailing)
            return
        }
        w.line(header + " {")
        w.level += 1
        items(t.items, into: &w, depth: 0)
        w.comments(t.endComments)
        w.level -= 1
        w.line("}", trailing: t.trivia.trailing)
    }

    /// `loop for 1s { … }` at the end of its state.
    static func loop(_ l: LoopDecl, into w: inout LineWriter) {
        w.comments(l.trivia.leading)
        w.line("loop" + optionsText(l.options) + " {")
        w.level += 1
        items(l.items, into: &w, depth: 0)
        w.comments(l.endComments)
        w.level -= 1
        w.line("}", trailing: l.trivia.trailing)
    }

    /// The items of a transition or a track group, at the writer's level.
    static func items(_ items: [TransitionItem], into w: inout LineWriter, depth: Int) {
        for item in items {
            switch item {
            case .track(let t):
                w.comments(t.trivia.leading)
                w.line(trackText(t), trailing: t.trivia.trailing)
            case .group(let g):
                w.comments(g.trivia.leading)
                w.line("group" + (g.name.map { " " + $0.name } ?? "") + optionsText(g.options) + " {")
                w.level += 1
                if depth < NestingLimit.depth { self.items(g.items, into: &w, depth: depth + 1) }
                w.comments(g.endComments)
                w.level -= 1
                w.line("}", trailing: g.trivia.trailing)
            case .cue(let c):
                w.comments(c.trivia.leading)
                w.line("cue \(c.name.name)" + (c.time.map { " at " + ExpressionPrinter.print($0) } ?? ""),
                       trailing: c.trivia.trailing)
            case .reducedMotion(let r):
                w.comments(r.trivia.leading)
                w.line("reduced \(r.style.name)" + (r.duration.map { " for " + ExpressionPrinter.print($0) } ?? ""),
                       trailing: r.trivia.trailing)
            case .changes(let c):
                w.comments(c.trivia.leading)
                w.line("changes" + optionsText(c.options), trailing: c.trivia.trailing)
            }
        }
    }

    /// `checkmark.strokeStart paced [0, 0.4, 0.3] at 0.15s` or `circle.strokeEnd 1 -> -0.1 for 0.15s`.
    public static func trackText(_ t: TrackDecl) -> String {
        var out = path(t.target)
        let values = t.values.map(ExpressionPrinter.print)
        if let mode = t.mode {
            out += " " + mode.name + " [" + values.joined(separator: ", ") + "]"
        } else if values.isEmpty {
            out += " []"
        } else {
            out += " " + values.joined(separator: " -> ")
        }
        return out + optionsText(t.options)
    }

    /// The timing words in fmt's order, each with a leading space:
    /// ` at 0.15s for 0.15s keys [0, 0.5, 1] ease-in fill forwards repeat 2 autoreverse`.
    public static func optionsText(_ o: TimingOptions) -> String {
        var out = ""
        if let begin = o.begin { out += " at " + ExpressionPrinter.print(begin) }
        if let duration = o.duration { out += " for " + ExpressionPrinter.print(duration) }
        if let keys = o.keyTimes { out += " keys [" + keys.map(ExpressionPrinter.print).joined(separator: ", ") + "]" }
        if let timing = o.timing {
            if timing.count == 1, !o.timingIsList {
                out += " " + ExpressionPrinter.print(timing[0])
            } else {
                out += " timing [" + timing.map(ExpressionPrinter.print).joined(separator: ", ") + "]"
            }
        }
        if let fill = o.fill { out += " fill " + fill.name }
        if let count = o.repeatCount { out += " repeat " + ExpressionPrinter.print(count) }
        if o.autoreverse != nil { out += " autoreverse" }
        return out
    }
}
