import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// What a transition collects while its tree is built.
struct TransitionScratch {
    var cues: [CueModel] = []
    var reduced: (MotionReducedMotion, SourceSpan)?
    /// `changes` at the transition's top level, and how many children came before it.
    var changes: (decl: ChangesDecl, position: Int)?
    /// True while a state's loop is built: its root is one period, not a transition.
    var isLoop = false
}

extension Checker {
    /// Every transition, in declaration order; an `X -> *` one becomes one transition per
    /// destination it serves, and a reverse is built from the transition it reverses.
    func checkTransitions(_ decls: [TransitionDecl], states: [StateDecl], stateModels: [StateModel], env: Environment) -> [TransitionModel] {
        var built: [[TransitionModel]] = Array(repeating: [], count: decls.count)
        var firstSpan: [String: SourceSpan] = [:]
        let stateNames = states.map(\.name.name)
        for (index, decl) in decls.enumerated() {
            var ok = checkStateNames(decl, stateNames: stateNames)
            let key = "\(decl.from.name) -> \(decl.to.name)"
            let span = decl.from.span.union(decl.to.span)
            if let first = firstSpan[key] {
                reporter.report(.duplicateTransition, "transition \(key) is declared twice", at: span,
                               notes: [.note("first declared here", span: first)])
                ok = false
            } else {
                firstSpan[key] = span
            }
            // A reverse is built once every transition it could reverse is.
            if decl.reverses != nil { continue }
            let (implicit, implicitOK) = implicitTiming(decl, env: env)
            if !implicitOK { ok = false }
            var scratch = TransitionScratch()
            let root = buildTrackGroup(name: nil, options: decl.options, items: decl.items, parentDuration: nil,
                                       span: decl.span, env: env, depth: 0, offset: 0, minimumEnd: implicit?.end, scratch: &scratch)
            if decl.isWildcardDestination, scratch.changes == nil, ok, root != nil {
                reporter.report(.unknownState, "a transition to '*' animates what changes, and has no 'changes'", at: decl.to.span,
                               notes: [.help("add 'changes' to its body, or name the destination state")])
                ok = false
            }
            guard ok, let root else { continue }
            checkOverlaps(root)
            let from = decl.isWildcard ? nil : decl.from.name
            guard let changes = scratch.changes, let implicit else {
                built[index] = [TransitionModel(from: from, to: decl.to.name, root: root, cues: scratch.cues,
                                                reducedMotion: scratch.reduced?.0, span: decl.span)]
                continue
            }
            let destinations = decl.isWildcardDestination
                ? stateModels.filter { s in s.name != from && !decls.contains { $0.from.name == decl.from.name && $0.to.name == s.name } }
                : stateModels.filter { $0.name == decl.to.name }
            reportClippedChanges(changes.decl, timing: implicit, root: root)
            let roots = implicitRoots(root, changes: changes.decl, position: changes.position, timing: implicit, from: from,
                                      destinations: destinations, states: stateModels)
            built[index] = zip(destinations, roots).compactMap { destination, root in
                root.map { TransitionModel(from: from, to: destination.name, root: $0, cues: scratch.cues,
                                           reducedMotion: scratch.reduced?.0, span: decl.span) }
            }
        }
        for (index, decl) in decls.enumerated() {
            guard let reference = decl.reverses else { continue }
            built[index] = reverse(decl, reference, decls: decls, built: built, env: env).map { [$0] } ?? []
        }
        return built.flatMap { $0 }
    }

    /// `*` may be the source of any transition, and the destination of one that animates `changes`.
    private func checkStateNames(_ decl: TransitionDecl, stateNames: [String]) -> Bool {
        var ok = true
        var names = decl.isWildcard ? [] : [decl.from]
        if !decl.isWildcardDestination || decl.reverses != nil { names.append(decl.to) }
        for id in names where !stateNames.contains(id.name) {
            var d = Diagnostic(.unknownState, "unknown state '\(id.name)'", at: id.span).suggesting(id.name, from: stateNames)
            if id.name == "*" {
                d.notes.append(.help("'*' (any state) may be the source of a transition, or the destination of one that animates 'changes'"))
            }
            reporter.report(d)
            ok = false
        }
        return ok
    }

    /// A group (the transition itself is the root one). Its duration is its own, else its parent's,
    /// else until its last child ends. `offset` is its start from the transition's start, for cues.
    /// `minimumEnd` is where implicit tracks (`changes`), added later, end.
    func buildTrackGroup(name: String?, options: TimingOptions, items: [TransitionItem], parentDuration: Double?, span: SourceSpan,
                         env: Environment, depth: Int, offset: Double, minimumEnd: Double? = nil,
                         scratch: inout TransitionScratch) -> TrackGroupModel? {
        if depth >= NestingLimit.depth {
            reporter.tooDeep(at: span)
            return nil
        }
        var ok = true
        let words = timingWords(options, env: env)
        if words == nil { ok = false }
        if let keys = options.keyTimes {
            reporter.report(.settingNotAllowed, "a group has no key times", at: options.keyTimesSpan ?? keys.first?.span ?? span,
                           notes: [.help("give key times to the tracks inside it")])
            ok = false
        }
        var function: MotionTimingFunction?
        if let timing = options.timing, let first = timing.first {
            if options.timingIsList || timing.count > 1 {
                reporter.report(.timingCount, "a group takes one timing function, found a list", at: first.span)
                ok = false
            } else if let f = timingFunction(first, env: env) {
                function = f
            } else { ok = false }
        }
        let begin = words?.begin ?? 0
        let known = words?.duration ?? parentDuration
        var children: [TransitionElement] = []
        for item in items {
            switch item {
            case .track(let t):
                if !buildTracks(t, groupDuration: known, env: env, into: &children) { ok = false }
            case .group(let g):
                if let child = buildTrackGroup(name: g.name?.name, options: g.options, items: g.items, parentDuration: known, span: g.span,
                                               env: env, depth: depth + 1, offset: offset + begin, scratch: &scratch) {
                    children.append(.group(child))
                } else { ok = false }
            case .cue(let c):
                var time = 0.0
                if let e = c.time {
                    guard let t = evaluator.time(e, in: env) else { ok = false; continue }
                    guard t >= 0 else {
                        reporter.report(.valueOutOfRange, "a cue time cannot be negative, found \(numberText(t))s", at: e.span)
                        ok = false
                        continue
                    }
                    guard reporter.within(NumberBounds.time.named("a cue time"), t, at: e.span) else {
                        ok = false
                        continue
                    }
                    time = t
                }
                scratch.cues.append(CueModel(name: c.name.name, time: offset + begin + time, span: c.span))
            case .reducedMotion(let r):
                if !reducedMotion(r, env: env, scratch: &scratch) { ok = false }
            case .changes(let c):
                if !noteChanges(c, depth: depth, position: children.count, scratch: &scratch) { ok = false }
            }
        }
        let ends = (children.map { Self.end(of: $0) } + [minimumEnd].compactMap { $0 }).filter(\.isFinite)
        guard let duration = known ?? ends.max() else {
            if ok, scratch.isLoop, depth == 0 {
                reporter.report(.loopWithoutPeriod, Self.periodlessLoopMessage(children), at: span,
                               notes: [.help("give the loop a period, such as 'loop for 1s { … }', or its tracks a duration")])
            } else if ok {
                reporter.report(.missingDuration, "this transition has no duration", at: span,
                               notes: [.help("give the transition or its tracks a duration, such as 'for 0.3s'")])
            }
            return nil
        }
        guard ok, var w = words else { return nil }
        w.duration = duration
        for child in children where Self.end(of: child).isFinite && Self.end(of: child) > duration + 1e-9 {
            let childSpan: SourceSpan
            switch child {
            case .track(let t): childSpan = t.span
            case .group(let g): childSpan = g.span
            }
            reporter.report(.trackPastGroup, "this runs until \(numberText(Self.end(of: child)))s, past the end of its group at \(numberText(duration))s, and is clipped",
                           at: childSpan, notes: [.help("shorten it or lengthen the group")])
        }
        if !scratch.isLoop { reportEndless(children, groupEnd: duration, isRoot: depth == 0) }
        let timing = TimingModel(begin: begin, duration: duration, repeatCount: w.repeatCount, autoreverse: w.autoreverse, fill: w.fill)
        return TrackGroupModel(name: name, timing: timing, timingFunction: function, children: children, span: span)
    }

    static func end(of element: TransitionElement) -> Double {
        switch element {
        case .track(let t): return t.timing.begin + t.timing.activeDuration
        case .group(let g): return g.timing.begin + g.timing.activeDuration
        }
    }

    private func reducedMotion(_ r: ReducedMotionDecl, env: Environment, scratch: inout TransitionScratch) -> Bool {
        if let first = scratch.reduced {
            reporter.report(.duplicateSetting, "'reduced' is given twice", at: r.span, notes: [.note("first given here", span: first.1)])
            return false
        }
        let e = Expression(.name(r.style.name), span: r.style.span)
        guard let style = keyword(e, allowed: ["instant", "crossfade"], what: "reduced-motion style", reporter: reporter) else { return false }
        if style == "instant" {
            if let d = r.duration {
                reporter.report(.settingNotAllowed, "'reduced instant' takes no duration", at: d.span,
                               notes: [.help("write 'reduced crossfade for 0.2s' to fade")])
                return false
            }
            scratch.reduced = (.instant, r.span)
            return true
        }
        var duration = 0.2
        if let d = r.duration {
            guard let t = evaluator.time(d, in: env) else { return false }
            guard t > 0 else {
                reporter.report(.invalidDuration, "a duration must be greater than 0, found \(numberText(t))s", at: d.span)
                return false
            }
            guard reporter.within(NumberBounds.duration, t, at: d.span) else { return false }
            duration = t
        }
        scratch.reduced = (.crossfade(duration: duration), r.span)
        return true
    }
}
