import MotionDiagnostics
import MotionRuntime
import MotionSyntax

/// How long a track without `for` lasts by its own timing.
enum OwnLength {
    /// It has no spring: it takes its group's duration.
    case none
    /// Until every spring segment has settled.
    case settles(Double)
}

extension Checker {
    /// A track without `for` whose timing has a spring lasts until every spring segment has settled
    /// (`MotionSpring.settlingDuration(of:keyTimes:)`, the runtime's one definition). Discrete and
    /// paced tracks use no timing function, so they have no spring. Nil when something is wrong (reported).
    func ownLength(_ t: TrackDecl, mode: MotionCalculationMode, functions: [MotionTimingFunction], env: Environment) -> OwnLength? {
        let springs = functions.contains { if case .spring = $0 { true } else { false } }
        guard springs, mode != .discrete, mode != .paced, t.values.count >= 2 else { return OwnLength.none }
        let n = t.values.count - 1
        var fractions = (0...n).map { Double($0) / Double(n) }
        if let exprs = t.options.keyTimes {
            // Key times in seconds are fractions of the very duration being computed.
            let inSeconds = exprs.contains { e in
                if case .number(let x, let unit) = e.kind { x != 0 && (unit == .seconds || unit == .milliseconds) } else { false }
            }
            if inSeconds {
                reporter.report(.missingDuration, "a spring track with key times in seconds needs a duration",
                               at: t.options.keyTimesSpan ?? t.span,
                               notes: [.help("write the key times as fractions (keys [0, 0.4, 1]) to let its springs settle, or add 'for'")])
                return nil
            }
            guard let k = keyTimes(exprs, duration: 1, env: env) else { return nil }
            fractions = k
        }
        guard let settling = MotionSpring.settlingDuration(of: functions, keyTimes: fractions) else { return OwnLength.none }
        guard reporter.within(NumberBounds.duration.named("the time this track's springs take to settle"), settling, at: t.span) else {
            return nil
        }
        return .settles(settling)
    }
}
