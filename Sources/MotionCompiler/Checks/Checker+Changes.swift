import MotionRuntime
import MotionDiagnostics
import MotionSyntax

/// The timing every implicit track of one `changes` shares.
struct ImplicitTiming {
    var words: TimingWords
    var functions: [MotionTimingFunction]
    /// Without `for`, a spring lasts until it settles, as a track's does (`MotionSpring.settlingDuration`);
    /// nil when there is no spring.
    var settling: Double?

    /// Each implicit track's duration when it has one of its own (its `for`, else its spring's settling);
    /// nil when it takes the transition's.
    var duration: Double? { words.duration ?? settling }

    /// Where the implicit tracks end, when they have a duration of their own.
    var end: Double? { duration.map { words.begin + $0 * words.repeatCount * (words.autoreverse ? 2 : 1) } }
}

/// `changes`: Core Animation's implicit animation. Every property whose value differs between where
/// the transition starts and its destination gets a track from the value on screen (`current`) to
/// the destination's, with the timing written after `changes`; a track written out for the same
/// property replaces the implicit one.
extension Checker {
    /// The `changes` at the top of a transition, its options evaluated once; `ok` is false when
    /// they are wrong (already reported).
    func implicitTiming(_ decl: TransitionDecl, env: Environment) -> (timing: ImplicitTiming?, ok: Bool) {
        let found = decl.items.lazy.compactMap { item -> ChangesDecl? in
            if case .changes(let c) = item { return c }
            return nil
        }.first
        guard let changes = found else { return (nil, true) }
        let options = changes.options
        if let keys = options.keyTimes {
            reporter.report(.settingNotAllowed, "'changes' has no key times", at: options.keyTimesSpan ?? keys.first?.span ?? changes.span,
                            notes: [.help("each implicit track goes from the value on screen to the destination's")])
            return (nil, false)
        }
        guard let words = timingWords(options, env: env) else { return (nil, false) }
        var functions: [MotionTimingFunction] = []
        for e in options.timing ?? [] {
            guard let f = timingFunction(e, env: env) else { return (nil, false) }
            functions.append(f)
        }
        if functions.count > 1 {
            reporter.report(.timingCount, "\(functions.count) timing functions for 1 segment", at: options.timing?.first?.span ?? changes.span,
                            notes: [.help("an implicit track has one segment: give one timing function")])
            return (nil, false)
        }
        var settling: Double?
        if words.duration == nil, let d = MotionSpring.settlingDuration(of: functions, keyTimes: [0, 1]) {
            guard reporter.within(NumberBounds.duration.named("the time this spring takes to settle"), d, at: changes.span) else {
                return (nil, false)
            }
            settling = d
        }
        return (ImplicitTiming(words: words, functions: functions, settling: settling), true)
    }

    /// Implicit tracks that run past the transition's end are clipped there, as a track written out is
    /// (a spring in a transition shorter than its settling).
    func reportClippedChanges(_ changes: ChangesDecl, timing: ImplicitTiming, root: TrackGroupModel) {
        guard let end = timing.end, end.isFinite, end > root.timing.duration + 1e-9 else { return }
        reporter.report(.trackPastGroup, "these run until \(numberText(end))s, past the end of the transition at \(numberText(root.timing.duration))s, and are clipped",
                        at: changes.span, notes: [.help("shorten them with 'for', or lengthen the transition")])
    }

    /// Records where `changes` stands among the top-level children; it belongs at the top of a
    /// transition, once.
    func noteChanges(_ c: ChangesDecl, depth: Int, position: Int, scratch: inout TransitionScratch) -> Bool {
        if depth > 0 {
            reporter.report(.misplacedChanges, "'changes' belongs at the top of a transition, not in a group", at: c.span,
                            notes: [.help("move it out of the group; give it 'at' and 'for' to time it")])
            return false
        }
        if let first = scratch.changes {
            reporter.report(.misplacedChanges, "'changes' is written twice", at: c.span,
                            notes: [.note("first written here", span: first.decl.span)])
            return false
        }
        scratch.changes = (c, position)
        return true
    }

    /// The transition's tree for each destination, with the implicit tracks in place of `changes`:
    /// nil for a destination where nothing differs (an error unless the transition serves other
    /// destinations where something does).
    func implicitRoots(_ root: TrackGroupModel, changes: ChangesDecl, position: Int, timing: ImplicitTiming, from: String?,
                       destinations: [StateModel], states: [StateModel]) -> [TrackGroupModel?] {
        let explicit = Set(root.allTracks.map { "\($0.node).\($0.property.rawValue)" })
        var roots: [TrackGroupModel?] = []
        for destination in destinations {
            let sources = states.filter { from == nil ? $0.name != destination.name : $0.name == from }
            let changed = Self.differences(to: destination, from: sources)
            guard !changed.isEmpty else {
                roots.append(nil)
                continue
            }
            let w = timing.words
            let tracks = changed.filter { !explicit.contains("\($0.node).\($0.property.rawValue)") }.map { v in
                TrackModel(node: v.node, property: v.property, mode: .linear, values: [.current, .value(v.value)], keyTimes: [0, 1],
                           timingFunctions: timing.functions,
                           timing: TimingModel(begin: w.begin, duration: timing.duration ?? root.timing.duration, repeatCount: w.repeatCount,
                                               autoreverse: w.autoreverse, fill: w.fill),
                           span: changes.span)
            }
            var withTracks = root
            withTracks.children.insert(contentsOf: tracks.map(TransitionElement.track), at: min(position, root.children.count))
            roots.append(withTracks)
        }
        if !destinations.isEmpty, roots.allSatisfy({ $0 == nil }) {
            let between: String
            if let from {
                between = "states '\(from)' and '\(destinations[0].name)'"
            } else if destinations.count == 1 {
                between = "state '\(destinations[0].name)' and any other state"
            } else {
                between = "any two states"
            }
            reporter.report(.nothingChanges, "nothing differs between \(between): 'changes' animates nothing", at: changes.span,
                            notes: [.help("give the states different values, or write the tracks out")])
        }
        return roots
    }

    /// The destination's values that differ from any source's, in the states' table order (a value
    /// bound to another param differs even when the defaults agree).
    static func differences(to destination: StateModel, from sources: [StateModel]) -> [StateValue] {
        destination.values.enumerated().filter { i, v in
            sources.contains { source in
                // Every state lists the same properties in the same order.
                let other = i < source.values.count && source.values[i].node == v.node && source.values[i].property == v.property
                    ? source.values[i].value : source.value(of: v.node, v.property)
                return other != v.value
            }
        }.map(\.element)
    }
}
