import MotionDiagnostics

/// The two things an emitter says about a spec, in one voice for every target.
extension Diagnostic {
    /// MS3010 (a note): the target cannot say `feature` exactly, so the emitter sampled it into
    /// keyframes; `largestError` is what the emitter measured against the runtime, in `unit`.
    public static func baked(_ feature: String, for target: Target, fps: Double, largestError: Double, unit: String,
                             at span: SourceSpan) -> Diagnostic {
        let error = largestError.isFinite ? NumberText.format(largestError) : "unbounded"
        return Diagnostic(.bakedApproximation,
                          "\(target.rawValue) cannot express \(feature) exactly; it is sampled at \(NumberText.format(fps)) fps (largest error \(error)\(unit.isEmpty ? "" : " " + unit))",
                          at: span, notes: [.help("a higher --fps lowers the error and enlarges the output")])
    }

    /// MS3011 (an error): the target cannot say `feature` at all; the run writes nothing.
    public static func unsupported(_ feature: String, by target: Target, at span: SourceSpan, help: String? = nil) -> Diagnostic {
        Diagnostic(.unsupportedByTarget, "\(target.rawValue) cannot express \(feature)", at: span,
                   notes: help.map { [.help($0)] } ?? [])
    }
}

/// Measuring a baked approximation: the largest difference between the exact curve (the runtime)
/// and what the target will play, over evenly spaced times.
public enum ApproximationError {
    /// The largest `|exact(t) - approximate(t)|` over `samples + 1` evenly spaced `t` in `0…duration`.
    public static func largest(over duration: Double, samples: Int = 1000,
                               exact: (Double) -> Double, approximate: (Double) -> Double) -> Double {
        let count = max(1, samples)
        var largest = 0.0
        for i in 0...count {
            let t = duration * Double(i) / Double(count)
            let difference = abs(exact(t) - approximate(t))
            if difference.isNaN { return .infinity }
            largest = max(largest, difference)
        }
        return largest
    }
}
