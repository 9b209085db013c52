import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// What a transition collects while its tree is built.
struct TransitionScratch {
    var cues: [CueModel] = []
    var reduced: (ReducedMotionModel, SourceSpan)?
}

extension Checker {
    func checkTransitions(_ decls: [TransitionDecl], states: [StateDecl], env: Environment) -> [TransitionModel] {
        var out: [TransitionModel] = []
        var seen: [(key: String, span: SourceSpan)] = []
        let stateNames = states.map(\.name.name)
        for decl in decls {
            var ok = true
            // `*` (any state) may only be the source.
            for id in decl.isWildcard ? [decl.to] : [decl.from, decl.to] {
                if !stateNames.contains(id.name) {
                    var d = Diagnostic(.unknownState, "unknown state '\(id.name)'", at: id.span).suggesting(id.name, from: stateNames)
                    if id.name == "*" { d.notes.append(.help("'*' (any state) may only be the source of a transition")) }
                    reporter.report(d)
                    ok = false
                }
            }
            let key = "\(decl.from.name) -> \(decl.to.name)"
            let span = decl.from.span.union(decl.to.span)
            if let first = seen.first(where: { $0.key == key }) {
                reporter.report(.duplicateTransition, "transition \(key) is declared twice", at: span,
                               notes: [.note("first declared here", span: first.span)])
                ok = false
            } else {
                seen.append((key, span))
            }
            var scratch = TransitionScratch()
            let root = buildTrackGroup(name: nil, options: decl.options, items: decl.items, parentDuration: nil,
                                       span: decl.span, env: env, depth: 0, offset: 0, scratch: &scratch)
            guard ok, let root else { continue }
            checkOverlaps(root)
            out.append(TransitionModel(from: decl.isWildcard ? nil : decl.from.name, to: decl.to.name, root: root,
                                       cues: scratch.cues, reducedMotion: scratch.reduced?.0, span: decl.span))
        }
        return out
    }

    /// A group (the transition itself is the root one). Its duration is its own, else its parent's,
    /// else until its last child ends. `offset` is its start from the transition's start, for cues.
    func buildTrackGroup(name: String?, options: TimingOptions, items: [TransitionItem], parentDuration: Double?, span: SourceSpan,
                         env: Environment, depth: Int, offset: Double, scratch: inout TransitionScratch) -> TrackGroupModel? {
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
                let tracks = buildTracks(t, groupDuration: known, env: env)
                if tracks == nil { ok = false }
                children += (tracks ?? []).map(TransitionElement.track)
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
            }
        }
        let ends = children.map { Self.end(of: $0) }.filter(\.isFinite)
        guard let duration = known ?? ends.max() else {
            if ok {
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
