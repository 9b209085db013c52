import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Checker {
    /// A track, expanded per instance for `star[i]`, appended to `elements` (no array of its own: a large
    /// control has tens of thousands of tracks). False, with nothing appended, when anything in it is
    /// wrong (already reported).
    func buildTracks(_ t: TrackDecl, groupDuration: Double?, env: Environment, into elements: inout [TransitionElement]) -> Bool {
        guard let targets = resolveNodes(t.target, env: env), let props = resolveProperty(t.target, forTrack: true),
              let property = props.first else { return false }
        var mode = MotionCalculationMode.linear
        if let m = t.mode {
            let e = Expression(.name(m.name), span: m.span)
            guard let word = keyword(e, allowed: Keywords.calculationMode.words, what: "calculation mode", reporter: reporter) else {
                return false
            }
            mode = Keywords.calculationMode.value(of: word) ?? .linear
        }
        guard t.values.count >= 2 else {
            reporter.report(.tooFewValues, "a track needs at least two values, found \(t.values.count)", at: t.values.first?.span ?? t.span,
                           notes: [.help("write 'from -> to', or start with 'current' to go from what is on screen")])
            return false
        }
        var ok = true
        for v in t.values.dropFirst() {
            if case .name("current") = v.kind {
                reporter.report(.misplacedCurrent, "'current' can only be the first value", at: v.span,
                               notes: [.help("'current' means the value on screen when the transition starts")])
                ok = false
            }
        }
        guard ok else { return false }
        let first = elements.count
        for target in targets {
            guard let track = buildTrack(t, node: target.node, property: property, mode: mode, groupDuration: groupDuration, env: target.env) else {
                ok = false
                continue
            }
            if ok { elements.append(.track(track)) }
        }
        if !ok { elements.removeSubrange(first...) }
        return ok
    }

    private func buildTrack(_ t: TrackDecl, node: String, property: MotionProperty, mode: MotionCalculationMode,
                            groupDuration: Double?, env: Environment) -> TrackModel? {
        guard let words = timingWords(t.options, env: env) else { return nil }
        var functions: [MotionTimingFunction] = []
        if mode != .paced, let exprs = t.options.timing {
            for e in exprs {
                guard let f = timingFunction(e, env: env) else { return nil }
                functions.append(f)
            }
        }
        var settling: Double?
        if words.duration == nil {
            guard let own = ownLength(t, mode: mode, functions: functions, env: env) else { return nil }
            if case .settles(let d) = own { settling = d }
        }
        guard let duration = words.duration ?? settling ?? groupDuration else {
            reporter.report(.missingDuration, "this track has no duration and neither has its group", at: t.span,
                           notes: [.help("add 'for 0.3s' to the track, or give the transition a duration")])
            return nil
        }
        var values: [KeyframeValue] = []
        for e in t.values {
            if case .name("current") = e.kind {
                values.append(.current)
                continue
            }
            guard let r = evaluator.evaluateBound(e, in: env), let v = fit(r, to: property, at: e.span) else { return nil }
            values.append(.value(v))
        }
        // Core Animation ignores key times and timing functions on a paced track, so they are
        // not checked either: only a warning says they do nothing.
        if mode == .paced, t.options.keyTimes != nil || t.options.timing != nil {
            let what = t.options.keyTimes != nil ? "key times" : "timing functions"
            reporter.report(.pacedIgnoresTiming, "\(what) on a paced track are ignored", at: t.options.keyTimesSpan ?? t.options.timing?.first?.span ?? t.span,
                            notes: [.help("a paced track spaces its values by distance, as Core Animation does; remove them or use 'linear'")])
        }
        var keys: [Double]?
        if mode != .paced {
            if let exprs = t.options.keyTimes {
                guard let k = keyTimes(exprs, duration: duration, env: env) else { return nil }
                guard k.count == values.count else {
                    reporter.report(.keyTimesCount, "\(k.count) key time\(k.count == 1 ? "" : "s") for \(values.count) values",
                                    at: t.options.keyTimesSpan ?? exprs.first?.span ?? t.span,
                                    notes: [.help("give one key time per value")])
                    return nil
                }
                keys = k
            }
            if let exprs = t.options.timing {
                let segments = values.count - 1
                if t.options.timingIsList, functions.count != segments {
                    reporter.report(.timingCount, "\(functions.count) timing function\(functions.count == 1 ? "" : "s") for \(segments) segment\(segments == 1 ? "" : "s")",
                                    at: exprs.first?.span ?? t.span, notes: [.help("give one timing function per segment, or a single one for all")])
                    return nil
                }
            }
            if keys == nil {
                let n = values.count - 1
                keys = (0...n).map { Double($0) / Double(n) }
            }
        }
        let timing = TimingModel(begin: words.begin, duration: duration, repeatCount: words.repeatCount, autoreverse: words.autoreverse, fill: words.fill)
        return TrackModel(node: node, property: property, mode: mode, values: values, keyTimes: keys, timingFunctions: functions,
                          timing: timing, span: t.span)
    }

    /// A time for a message; an endless one is "the end".
    static func seconds(_ x: Double) -> String { x.isFinite ? numberText(x) + "s" : "the end" }

    /// Two tracks on one property of one node may not run at the same time (times from the
    /// transition's start, each clipped by its groups).
    func checkOverlaps(_ root: TrackGroupModel) {
        // What a message needs of a track, not the track: copying tracks in and out of the list retains their arrays.
        struct Interval { var node: String; var property: MotionProperty; var span: SourceSpan; var start: Double; var end: Double }
        var intervals: [Interval] = []
        intervals.reserveCapacity(root.children.count)
        func walk(_ g: TrackGroupModel, start: Double, clip: Double, depth: Int) {
            guard depth < NestingLimit.depth else { return }
            let groupEnd = min(clip, start + g.timing.activeDuration)
            for child in g.children {
                switch child {
                case .track(let t):
                    let s = start + t.timing.begin
                    intervals.append(Interval(node: t.node, property: t.property, span: t.span, start: s,
                                              end: min(groupEnd, s + t.timing.activeDuration)))
                case .group(let c):
                    walk(c, start: start + c.timing.begin, clip: groupEnd, depth: depth + 1)
                }
            }
        }
        walk(root, start: 0, clip: .infinity, depth: 0)
        // Only tracks of the same node and property can overlap: compare within those, in declaration
        // order, so a spec of many nodes checks in linear time. Each (node, property) is a chain through
        // `next` from its first track to its last, so no list is made per pair.
        struct Key: Hashable { var node: String; var property: MotionProperty }
        var chain: [Key: (first: Int, last: Int)] = [:]
        // Sized once: growing a table of many nodes rehashes every name it already holds.
        chain.reserveCapacity(intervals.count)
        var next = [Int](repeating: -1, count: intervals.count)
        for (i, b) in intervals.enumerated() {
            // One hash per track: the chain's entry is found once, then updated where it is.
            let key = Key(node: b.node, property: b.property)
            guard let entry = chain.index(forKey: key) else {
                chain[key] = (i, i)
                continue
            }
            let ends = chain.values[entry]
            var k = ends.first
            while k >= 0 {
                let a = intervals[k]
                if a.start < b.end && b.start < a.end {
                    reporter.report(.overlappingTracks,
                                   "'\(b.node).\(b.property.name)' is already animated from \(Self.seconds(a.start)) to \(Self.seconds(a.end))",
                                   at: b.span, notes: [.note("the other track is here", span: a.span),
                                                             .help("start this track when the other ends, or merge them into one")])
                    break
                }
                k = next[k]
            }
            next[ends.last] = i
            chain.values[entry] = (ends.first, i)
        }
    }
}
