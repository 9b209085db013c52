import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Checker {
    /// Fits an evaluated value to a property's type (numbers, angles in radians, points, colours)
    /// within the property's bounds. `scale 2` means `(2, 2)`.
    func fit(_ r: BoundResult, to p: MotionProperty, at span: SourceSpan) -> BoundValue? {
        guard let v = fitType(r, to: p, at: span), withinBounds(v, p, at: span) else { return nil }
        return v
    }

    private func fitType(_ r: BoundResult, to p: MotionProperty, at span: SourceSpan) -> BoundValue? {
        let v = r.value
        // Named only for a message: most values fit.
        func what() -> String { "'\(p.name)'" }
        switch p.valueKind {
        case .number:
            guard let x = evaluator.plainNumber(v, at: span, what: "a number for \(what())") else { return nil }
            return BoundValue(.scalar(x), param: r.param)
        case .angle:
            guard let x = evaluator.measure(v, .angle, at: span) else { return nil }
            return BoundValue(.scalar(x), param: r.param)
        case .point:
            if p == .scale, case .number(let s, .plain) = v { return BoundValue(.point(MotionPoint(s, s)), param: r.param) }
            guard let pt = v.point else {
                reporter.report(.typeMismatch, "expected a point for \(what()), found \(v.noun)", at: span,
                               notes: [.help("write a point as (x, y)")])
                return nil
            }
            return BoundValue(.point(pt), param: r.param)
        case .color:
            guard case .color(let c) = v else {
                reporter.report(.typeMismatch, "expected a colour for \(what()), found \(v.noun)", at: span,
                               notes: [.help("write a colour as #rrggbb, rgb(r, g, b) or a name such as white")])
                return nil
            }
            return BoundValue(.color(c), param: r.param)
        case .path:
            guard case .geometry(let g) = v else {
                reporter.report(.typeMismatch, "expected a path for \(what()), found \(v.noun)", at: span,
                               notes: [.help("write a geometry such as polygon((0, 0), (10, 5), (0, 10)) or svg(\"M 0 0 L 10 10\")")])
                return nil
            }
            guard withinBounds(g, at: span) else { return nil }
            // As written: its own start point and direction (the setting's `start:`, `direction:`
            // and `reversed` belong to the setting).
            return BoundValue(.path(RuntimePaths.geometry(g)), param: r.param)
        case .gradient:
            guard case .gradient(let g) = v else {
                reporter.report(.typeMismatch, "expected a gradient for \(what()), found \(v.noun)", at: span,
                               notes: [.help("write linearGradient([#fff, #000], from: (0, 0), to: (0, 40)) or "
                                             + "radialGradient([#fff, #000], center: (20, 20), radius: 20)")])
                return nil
            }
            guard gradientWithinBounds(g, at: span) else { return nil }
            return BoundValue(.gradient(g), param: r.param)
        }
    }

    /// Ranges that hold at rest (settings and states): trims and opacities in 0…1, widths and blurs ≥ 0.
    func checkAtRest(_ v: BoundValue, _ p: MotionProperty, at span: SourceSpan) -> Bool {
        guard case .scalar(let x) = v.value else { return true }
        switch p {
        case .strokeStart, .strokeEnd:
            if (0...1).contains(x) { return true }
            reporter.report(.trimOutOfRange, "'\(p.name)' at rest must be in 0…1, found \(numberText(x))", at: span,
                           notes: [.help("values outside 0…1 are only allowed while animating, in tracks")])
            return false
        case .opacity, .shadowOpacity:
            if (0...1).contains(x) { return true }
            reporter.report(.valueOutOfRange, "'\(p.name)' must be in 0…1, found \(numberText(x))", at: span)
            return false
        case .lineWidth, .shadowBlur:
            if x >= 0 { return true }
            reporter.report(.valueOutOfRange, "'\(p.name)' cannot be negative, found \(numberText(x))", at: span)
            return false
        default:
            return true
        }
    }
}
