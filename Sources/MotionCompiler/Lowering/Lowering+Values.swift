import MotionRuntime

/// Conversions from the model's resolved values to the runtime's.
enum RuntimeValues {
    /// A value fitted to `property`'s kind: a lone number for a point property is the same on
    /// both axes (`scale 1.5`), which the checker already does; anything else is kept.
    static func value(_ v: MotionValue, for property: MotionProperty) -> MotionValue {
        if property.kind == .point, case .scalar(let s) = v { return .point(MotionPoint(s, s)) }
        return v
    }

    static func timing(_ t: TimingModel) -> MotionTiming {
        MotionTiming(begin: t.begin, duration: t.duration, repeatCount: t.repeatCount, autoreverses: t.autoreverse, fill: t.fill)
    }
}
