import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// A state's `loop`: one period of tracks and groups, repeated without end while the control rests
/// in the state. Its header takes a duration, a timing function and `autoreverse`; its body tracks
/// and groups (MS2062); it starts from the state's frame, so no `current` (MS2063); one per state
/// (MS2061); its period must be known (MS2060).
extension Checker {
    func checkLoop(_ state: StateDecl, env: Environment) -> LoopModel? {
        guard let decl = state.loops.first else { return nil }
        for extra in state.loops.dropFirst() {
            reporter.report(.severalLoops, "state '\(state.name.name)' has more than one loop", at: extra.span,
                           notes: [.note("its loop is here", span: decl.span),
                                   .help("put every track in one loop; give tracks their own 'at', 'for' and 'repeat' within it")])
        }
        var ok = loopHeaderAllowed(decl.options)
        let items = loopItems(decl.items, ok: &ok, depth: 0)
        var scratch = TransitionScratch()
        scratch.isLoop = true
        guard let built = buildTrackGroup(name: nil, options: decl.options, items: items, parentDuration: nil, span: decl.span,
                                          env: env, depth: 0, offset: 0, scratch: &scratch), ok else { return nil }
        var root = built
        for track in root.allTracks where track.values.first == .current {
            reporter.report(.currentInLoop, "a loop starts from state '\(state.name.name)' at rest, not from the value on screen",
                           at: track.span, notes: [.help("write the value it starts from, such as the state's value for '\(track.node).\(track.property.name)'")])
            ok = false
        }
        guard ok else { return nil }
        checkOverlaps(root)
        root.timing.begin = 0
        root.timing.repeatCount = .infinity
        root.timing.fill = .forwards
        return LoopModel(root: root, span: decl.span)
    }

    /// A loop begins at rest, repeats forever and never ends: `at`, `repeat` and `fill` have no meaning.
    private func loopHeaderAllowed(_ options: TimingOptions) -> Bool {
        var ok = true
        func reject(_ span: SourceSpan?, _ message: String, help: String) {
            guard let span else { return }
            reporter.report(.notInLoop, message, at: span, notes: [.help(help)])
            ok = false
        }
        reject(options.begin?.span, "a loop begins when the control comes to rest; it takes no 'at'",
               help: "delay its tracks instead: 'at' on a track inside the loop")
        reject(options.repeatCount?.span, "a loop repeats forever; it takes no 'repeat'",
               help: "repeat a track inside the loop with its own 'repeat'")
        reject(options.fill?.span, "a loop never ends; it takes no 'fill'",
               help: "remove 'fill', or give it to a track inside the loop")
        return ok
    }

    /// The tracks and groups of a loop's body; a cue, `reduced` or `changes` is MS2062.
    private func loopItems(_ items: [TransitionItem], ok: inout Bool, depth: Int) -> [TransitionItem] {
        guard depth < NestingLimit.depth else { return items }
        var kept: [TransitionItem] = []
        for item in items {
            switch item {
            case .track:
                kept.append(item)
            case .group(var g):
                g.items = loopItems(g.items, ok: &ok, depth: depth + 1)
                kept.append(.group(g))
            case .cue(let c):
                reporter.report(.notInLoop, "a loop has no cues", at: c.span,
                               notes: [.help("put the cue in the transition into the state")])
                ok = false
            case .reducedMotion(let r):
                reporter.report(.notInLoop, "a loop takes no 'reduced': under reduced motion it does not play", at: r.span,
                               notes: [.help("remove it; the control rests on the state's values instead")])
                ok = false
            case .changes(let c):
                reporter.report(.notInLoop, "a loop has no 'changes': it starts from its state, where nothing changes", at: c.span,
                               notes: [.help("write the loop's tracks out")])
                ok = false
            }
        }
        return kept
    }

    static func periodlessLoopMessage(_ children: [TransitionElement]) -> String {
        children.isEmpty ? "this loop animates nothing, so it has no period" : "this loop's period is unknown: every track in it repeats forever"
    }

    /// MS2065: an endless child of a transition's group stops where the group ends.
    func reportEndless(_ children: [TransitionElement], groupEnd: Double, isRoot: Bool) {
        for child in children where !Self.end(of: child).isFinite {
            let span: SourceSpan
            switch child {
            case .track(let t): span = t.span
            case .group(let g): span = g.span
            }
            let end = isRoot ? "its transition ends" : "its group ends"
            reporter.report(.endlessTrackCutOff, "this repeats forever, but \(end) at \(numberText(groupEnd))s and it stops there",
                           at: span, notes: [.help("to play it while the control rests, move it to the destination state's 'loop'; or give it a repeat count")])
        }
    }
}
