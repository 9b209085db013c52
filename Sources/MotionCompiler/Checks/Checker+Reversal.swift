import MotionRuntime
import MotionDiagnostics
import MotionSyntax

/// `transition B -> A reverses A -> B [for D] [TIMING] [{ cues, reduced }]`: the other transition's
/// tree, played backwards by lowering. Here: that the other exists, is not a reverse itself, goes the
/// other way, and can be played backwards exactly.
extension Checker {
    func reverse(_ decl: TransitionDecl, _ reference: TransitionReference, decls: [TransitionDecl], built: [[TransitionModel]],
                 env: Environment) -> TransitionModel? {
        guard let index = decls.firstIndex(where: { $0.from.name == reference.from.name && $0.to.name == reference.to.name }) else {
            let pairs = decls.filter { $0.reverses == nil }.map { "\($0.from.name) -> \($0.to.name)" }
            var d = Diagnostic(.unknownReversedTransition, "there is no transition \(reference.text) to reverse", at: reference.span)
            d = d.suggesting(reference.text, from: pairs)
            if d.notes.isEmpty { d.notes.append(.help("declare transition \(reference.text) with its tracks, then reverse it")) }
            reporter.report(d)
            return nil
        }
        let other = decls[index]
        if let its = other.reverses {
            reporter.report(.reverseOfReverse, "transition \(reference.text) is itself a reverse, of \(its.text)", at: reference.span,
                            notes: [.note("declared here", span: other.span),
                                    .help("reverse a transition whose tracks are written out")])
            return nil
        }
        var ok = true
        if decl.from.name != other.to.name || decl.to.name != other.from.name {
            reporter.report(.reverseDirection,
                            "transition \(decl.from.name) -> \(decl.to.name) cannot reverse \(reference.text): its reverse goes \(other.to.name) -> \(other.from.name)",
                            at: decl.from.span.union(decl.to.span),
                            notes: [.help("a reverse plays the other transition backwards, from its destination to its source")])
            ok = false
        }
        for item in decl.items {
            let span: SourceSpan
            switch item {
            case .track(let t): span = t.span
            case .group(let g): span = g.span
            case .changes(let c): span = c.span
            case .cue, .reducedMotion: continue
            }
            reporter.report(.tracksInReverse, "a reversed transition takes its tracks from \(reference.text)", at: span,
                            notes: [.help("move the track into \(reference.text), or write this transition out without 'reverses'")])
            ok = false
        }
        let (duration, function, optionsOK) = reverseOptions(decl.options, env: env)
        guard ok, optionsOK, let original = built[index].first else { return nil }
        guard reversible(original.root, reverse: decl.span, depth: 0) else { return nil }
        var scratch = TransitionScratch()
        let notes = decl.items.filter {
            if case .cue = $0 { return true }
            if case .reducedMotion = $0 { return true }
            return false
        }
        _ = buildTrackGroup(name: nil, options: .none, items: notes, parentDuration: duration ?? original.duration, span: decl.span,
                            env: env, depth: 0, offset: 0, scratch: &scratch)
        let reversal = ReversalModel(from: other.from.name, to: other.to.name, duration: duration, timingFunction: function)
        return TransitionModel(from: decl.from.name, to: decl.to.name, root: original.root, cues: scratch.cues,
                               reducedMotion: scratch.reduced?.0, reversal: reversal, span: decl.span)
    }

    /// A reverse's header: its own duration and timing function, nothing else.
    private func reverseOptions(_ o: TimingOptions, env: Environment) -> (Double?, MotionTimingFunction?, Bool) {
        let others: [SourceSpan?] = [o.begin?.span, o.keyTimesSpan ?? o.keyTimes?.first?.span, o.fill?.span, o.repeatCount?.span, o.autoreverse]
        if let span = others.compactMap({ $0 }).first {
            reporter.report(.settingNotAllowed, "a reversed transition takes only a duration and a timing function", at: span,
                            notes: [.help("its timing is the other transition's, played backwards")])
            return (nil, nil, false)
        }
        guard let words = timingWords(o, env: env) else { return (nil, nil, false) }
        guard let timing = o.timing, let first = timing.first else { return (words.duration, nil, true) }
        if o.timingIsList || timing.count > 1 {
            reporter.report(.timingCount, "a reversed transition takes one timing function, found a list", at: first.span)
            return (nil, nil, false)
        }
        guard let function = timingFunction(first, env: env) else { return (nil, nil, false) }
        return (words.duration, function, true)
    }

    /// What cannot be played backwards exactly: a spring (not symmetric in time), `current` (the
    /// reverse would end on whatever was on screen), a fractional or endless repeat (the reverse would
    /// start part-way through a pass), a child clipped by its group. An autoreversing pass is its own
    /// mirror, so what it holds is kept as it is.
    private func reversible(_ group: TrackGroupModel, reverse: SourceSpan, depth: Int) -> Bool {
        guard depth < NestingLimit.depth else { return true }
        var ok = true
        func fail(_ message: String, at span: SourceSpan, help: String) {
            reporter.report(.notReversible, message, at: span, notes: [.note("reversed here", span: reverse), .help(help)])
            ok = false
        }
        func checkTiming(_ timing: TimingModel, _ what: String, at span: SourceSpan, within parent: Double?) {
            let count = timing.repeatCount
            if !count.isFinite || count.rounded() != count {
                fail("\(what) repeated \(count.isFinite ? numberText(count) + " times" : "forever") cannot be played backwards",
                     at: span, help: "repeat a whole number of times, or write the reverse out")
            }
            if let parent, timing.begin + timing.activeDuration > parent + 1e-9 {
                fail("\(what) clipped by its group cannot be played backwards", at: span,
                     help: "end it within its group, or write the reverse out")
            }
        }
        func checkSpring(_ functions: [MotionTimingFunction], at span: SourceSpan) {
            guard functions.contains(where: { if case .spring = $0 { true } else { false } }) else { return }
            fail("a spring cannot be played backwards: it is not symmetric in time", at: span,
                 help: "use a cubic-bezier, or write the reverse out with its own spring")
        }
        if depth == 0 { checkTiming(group.timing, "a transition", at: group.span, within: nil) }
        // An autoreversing pass is its own mirror: what it holds is kept as it is.
        if group.timing.autoreverse { return ok }
        checkSpring(group.timingFunction.map { [$0] } ?? [], at: group.span)
        for child in group.children {
            switch child {
            case .track(let t):
                checkTiming(t.timing, "a track", at: t.span, within: group.timing.duration)
                if t.values.first == .current {
                    fail("a track from 'current' cannot be played backwards: it would end on whatever was on screen", at: t.span,
                         help: "start the track from a value, or write the reverse out")
                }
                if !t.timing.autoreverse, t.mode != .paced { checkSpring(t.timingFunctions, at: t.span) }
            case .group(let g):
                checkTiming(g.timing, "a group", at: g.span, within: group.timing.duration)
                if !reversible(g, reverse: reverse, depth: depth + 1) { ok = false }
            }
        }
        return ok
    }
}
