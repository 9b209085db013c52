import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// The timing words of a transition, group or track, evaluated (key times and timing
/// functions are read separately: they depend on the values and the duration).
struct TimingWords {
    var begin: Double = 0
    var duration: Double?
    var repeatCount: Double = 1
    var autoreverse = false
    // Tracks and groups hold their last value unless told otherwise (see specs/semantics.md).
    var fill: MotionFillMode = .forwards
}

extension Checker {
    func timingWords(_ o: TimingOptions, env: Environment) -> TimingWords? {
        var w = TimingWords()
        var ok = true
        if let b = o.begin {
            if let t = evaluator.time(b, in: env) {
                if t < 0 {
                    reporter.report(.valueOutOfRange, "a begin time cannot be negative, found \(numberText(t))s", at: b.span)
                    ok = false
                } else if !reporter.within(NumberBounds.time, t, at: b.span) {
                    ok = false
                }
                w.begin = t
            } else { ok = false }
        }
        if let d = o.duration {
            if let t = evaluator.time(d, in: env) {
                if !(t > 0) {
                    reporter.report(.invalidDuration, "a duration must be greater than 0, found \(numberText(t))s", at: d.span)
                    ok = false
                } else if reporter.within(NumberBounds.duration, t, at: d.span) {
                    w.duration = t
                } else {
                    ok = false
                }
            } else { ok = false }
        }
        if let r = o.repeatCount {
            if case .name("forever") = r.kind {
                w.repeatCount = .infinity
            } else if let n = evaluator.number(r, in: env, what: "a repeat count") {
                if !(n > 0) {
                    reporter.report(.invalidRepeatCount, "a repeat count must be greater than 0, found \(numberText(n))", at: r.span,
                                   notes: [.help("write 'repeat 2' or 'repeat forever'")])
                    ok = false
                } else if reporter.within(NumberBounds.repeatCount, n, at: r.span) {
                    w.repeatCount = n
                } else {
                    ok = false
                }
            } else { ok = false }
        }
        if let f = o.fill {
            let e = Expression(.name(f.name), span: f.span)
            if let word = keyword(e, allowed: Keywords.fillMode.words, what: "fill mode", reporter: reporter) {
                w.fill = Keywords.fillMode.value(of: word) ?? .none
            } else { ok = false }
        }
        w.autoreverse = o.autoreverse != nil
        return ok ? w : nil
    }

    /// One timing function: a name (`ease-in`) or a call (`cubic-bezier(…)`).
    func timingFunction(_ e: Expression, env: Environment) -> MotionTimingFunction? {
        if case .name(let n) = e.kind, env.lookup(n) == nil, TimingNames.resolve(n) == nil, Colors.named[n] == nil {
            reporter.report(Diagnostic(.unknownName, "unknown timing function '\(n)'", at: e.span).suggesting(n, from: TimingNames.names))
            return nil
        }
        guard let v = evaluator.evaluate(e, in: env) else { return nil }
        guard case .timing(let t) = v else {
            reporter.report(.typeMismatch, "expected a timing function, found \(v.noun)", at: e.span)
            return nil
        }
        return t
    }

    /// Key times as fractions of `duration`: all plain (fractions) or all times (seconds).
    func keyTimes(_ exprs: [Expression], duration: Double, env: Environment) -> [Double]? {
        var out: [Double] = []
        var seconds: Bool?
        for e in exprs {
            guard let v = evaluator.evaluate(e, in: env) else { return nil }
            guard case .number(let x, let d) = v, d != .angle else {
                reporter.report(.typeMismatch, "expected a key time (a fraction or a time), found \(v.noun)", at: e.span)
                return nil
            }
            let isTime = d == .time
            // A plain 0 is the start in either spelling.
            if isTime || x != 0 {
                if let s = seconds, s != isTime {
                    reporter.report(.unitMismatch, "key times mix fractions and times", at: e.span,
                                   notes: [.help("write every key time as a fraction of the duration, or every one in seconds")])
                    return nil
                }
                seconds = isTime
            }
            let k = isTime ? x / duration : x
            if !k.isFinite || !(0...1).contains(k) {
                let shown = isTime ? "\(numberText(x))s (\(numberText(k)) of \(numberText(duration))s)" : numberText(k)
                reporter.report(.keyTimesOutOfRange, "a key time must be in 0…1, found \(shown)", at: e.span)
                return nil
            }
            if let last = out.last, k < last {
                reporter.report(.keyTimesNotIncreasing, "key times must increase: \(numberText(k)) comes after \(numberText(last))", at: e.span)
                return nil
            }
            out.append(k)
        }
        return out
    }
}
