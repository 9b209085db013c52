import MotionRuntime

/// Conversions from the model's resolved values to the runtime's.
enum RuntimeValues {
    static func point(_ p: Point) -> MotionRuntime.Point { MotionRuntime.Point(p.x, p.y) }

    static func rect(_ r: Rect) -> MotionRuntime.Rect {
        MotionRuntime.Rect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    static func color(_ c: RGBA) -> MotionRuntime.Color { MotionRuntime.Color(red: c.r, green: c.g, blue: c.b, alpha: c.a) }

    static func value(_ v: PropertyValue) -> MotionRuntime.Value {
        switch v {
        case .scalar(let s): return .scalar(s)
        case .point(let x, let y): return .point(MotionRuntime.Point(x, y))
        case .color(let c): return .color(color(c))
        }
    }

    /// A value fitted to `property`'s kind: a lone number for a point property is the same on
    /// both axes (`scale 1.5`), which the checker already does; anything else is kept.
    static func value(_ v: PropertyValue, for property: Property) -> MotionRuntime.Value {
        let converted = value(v)
        if property.kind == .point, case .scalar(let s) = converted { return .point(MotionRuntime.Point(s, s)) }
        return converted
    }

    static func property(_ p: AnimatableProperty) -> Property {
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

    static func fill(_ f: FillMode) -> MotionRuntime.FillMode {
        switch f {
        case .none: return .none
        case .forwards: return .forwards
        case .backwards: return .backwards
        case .both: return .both
        }
    }

    static func mode(_ m: CalculationMode) -> MotionRuntime.CalculationMode {
        switch m {
        case .linear: return .linear
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return .cubic
        }
    }

    static func timing(_ t: TimingModel) -> Timing {
        Timing(begin: t.begin, duration: t.duration, repeatCount: t.repeatCount, autoreverses: t.autoreverse, fill: fill(t.fill))
    }

    static func timingFunction(_ f: TimingFunctionSpec) -> TimingFunction {
        switch f {
        case .linear: return .linear
        case let .cubicBezier(x1, y1, x2, y2): return .cubicBezier(CubicBezier(x1, y1, x2, y2))
        case let .steps(n, position):
            let runtimePosition: MotionRuntime.StepPosition
            switch position {
            case .jumpStart: runtimePosition = .jumpStart
            case .jumpEnd: runtimePosition = .jumpEnd
            case .jumpNone: runtimePosition = .jumpNone
            case .jumpBoth: runtimePosition = .jumpBoth
            }
            return .steps(Steps(n, runtimePosition))
        case let .spring(mass, stiffness, damping, velocity):
            return .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        }
    }
}
