import MotionRuntime

/// Conversions from the model's resolved values to the runtime's.
enum RuntimeValues {
    static func point(_ p: MotionPoint) -> MotionRuntime.MotionPoint { MotionRuntime.MotionPoint(p.x, p.y) }

    static func rect(_ r: MotionRect) -> MotionRuntime.MotionRect {
        MotionRuntime.MotionRect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    static func color(_ c: RGBA) -> MotionRuntime.MotionColor { MotionRuntime.MotionColor(red: c.r, green: c.g, blue: c.b, alpha: c.a) }

    static func reducedMotion(_ r: ReducedMotionModel) -> MotionReducedMotion {
        switch r {
        case .instant: return .instant
        case .crossfade(let duration): return .crossfade(duration: duration)
        }
    }

    static func value(_ v: PropertyValue) -> MotionRuntime.MotionValue {
        switch v {
        case .scalar(let s): return .scalar(s)
        case .point(let x, let y): return .point(MotionRuntime.MotionPoint(x, y))
        case .color(let c): return .color(color(c))
        }
    }

    /// A value fitted to `property`'s kind: a lone number for a point property is the same on
    /// both axes (`scale 1.5`), which the checker already does; anything else is kept.
    static func value(_ v: PropertyValue, for property: MotionProperty) -> MotionRuntime.MotionValue {
        let converted = value(v)
        if property.kind == .point, case .scalar(let s) = converted { return .point(MotionRuntime.MotionPoint(s, s)) }
        return converted
    }

    static func property(_ p: AnimatableProperty) -> MotionProperty {
        switch p {
        case .strokeStart: return .strokeStart
        case .strokeEnd: return .strokeEnd
        case .trimOffset: return .trimOffset
        case .opacity: return .opacity
        case .position: return .position
        case .anchor: return .anchor
        case .scale: return .scale
        case .rotation: return .rotation
        case .strokeColor: return .strokeColor
        case .fillColor: return .fillColor
        case .lineWidth: return .lineWidth
        case .shadowColor: return .shadowColor
        case .shadowOpacity: return .shadowOpacity
        case .shadowOffset: return .shadowOffset
        case .shadowBlur: return .shadowBlur
        }
    }

    static func fill(_ f: MotionFillMode) -> MotionRuntime.MotionFillMode {
        switch f {
        case .none: return .none
        case .forwards: return .forwards
        case .backwards: return .backwards
        case .both: return .both
        }
    }

    static func mode(_ m: MotionCalculationMode) -> MotionRuntime.MotionCalculationMode {
        switch m {
        case .linear: return .linear
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        }
    }

    static func timing(_ t: TimingModel) -> MotionTiming {
        MotionTiming(begin: t.begin, duration: t.duration, repeatCount: t.repeatCount, autoreverses: t.autoreverse, fill: fill(t.fill))
    }

    static func timingFunction(_ f: TimingFunctionSpec) -> MotionTimingFunction {
        switch f {
        case .linear: return .linear
        case let .cubicBezier(x1, y1, x2, y2): return .cubicBezier(MotionCubicBezier(x1, y1, x2, y2))
        case let .steps(n, position):
            let runtimePosition: MotionRuntime.MotionStepPosition
            switch position {
            case .jumpStart: runtimePosition = .jumpStart
            case .jumpEnd: runtimePosition = .jumpEnd
            case .jumpNone: runtimePosition = .jumpNone
            case .jumpBoth: runtimePosition = .jumpBoth
            }
            return .steps(MotionSteps(n, runtimePosition))
        case let .spring(mass, stiffness, damping, velocity):
            return .spring(MotionSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        }
    }
}
