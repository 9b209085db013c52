import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Call {
    /// The bounds of y1 and y2, named once rather than per curve read.
    static let bezierYBounds = [NumberBounds.bezierY.named("cubic-bezier y1"), NumberBounds.bezierY.named("cubic-bezier y2")]

    /// `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, position])`, `spring(…)`.
    func timing(_ name: String) -> ExpressionValue? {
        switch name {
        case "cubic-bezier":
            guard count(4...4) else { return nil }
            var c: (Double, Double, Double, Double) = (0, 0, 0, 0)
            for i in 0..<4 {
                guard let v = number(i) else { return nil }
                if i % 2 == 0, !(0...1).contains(v) {
                    reporter.report(.bezierOutOfRange, "cubic-bezier x\(i / 2 + 1) must be in 0…1, found \(numberText(v))",
                                   at: args.positional[i].span, notes: [.help("only the y values may overshoot")])
                    return nil
                }
                if i % 2 == 1, !reporter.within(Self.bezierYBounds[i / 2], v, at: args.positional[i].span) {
                    return nil
                }
                switch i {
                case 0: c.0 = v
                case 1: c.1 = v
                case 2: c.2 = v
                default: c.3 = v
                }
            }
            return .timing(.cubicBezier(MotionCubicBezier(c.0, c.1, c.2, c.3)))
        case "steps":
            guard count(1...2), let n = number(0) else { return nil }
            guard let steps = Evaluator.integer(n), steps >= 1 else {
                reporter.report(.invalidSteps, "the step count must be a whole number of at least 1, found \(numberText(n))",
                               at: args.positional[0].span)
                return nil
            }
            guard reporter.within(NumberBounds.steps, n, at: args.positional[0].span) else { return nil }
            var position = MotionStepPosition.jumpEnd
            if args.positional.count == 2 {
                guard let word = keyword(args.positional[1], allowed: Keywords.stepPosition.words, what: "step position", reporter: reporter) else {
                    return nil
                }
                position = Keywords.stepPosition.value(of: word) ?? .jumpEnd
            }
            return .timing(.steps(MotionSteps(steps, position)))
        default:
            return spring()
        }
    }

    /// A spring parameter: a number greater than 0 (when `positive`) within its bound.
    private func parameter(_ e: Expression, _ label: String, _ bound: NumberBound, positive: Bool) -> Double? {
        guard let v = number(e) else { return nil }
        if positive, !(v > 0) {
            reporter.report(.invalidSpring, "spring \(label) must be greater than 0, found \(numberText(v))", at: e.span)
            return nil
        }
        if !positive, v < 0, bound.range.lowerBound >= 0 {
            reporter.report(.invalidSpring, "spring \(label) cannot be negative", at: e.span)
            return nil
        }
        return reporter.within(bound, v, at: e.span) ? v : nil
    }

    /// Physical parameters, or SwiftUI's response and damping fraction mapped onto them with mass 1.
    /// The motion must settle within an hour (MS4007).
    private func spring() -> ExpressionValue? {
        guard count(0...0) else { return nil }
        var velocity = 0.0
        if let e = args.labelled("velocity") {
            guard let v = parameter(e, "velocity", NumberBounds.springVelocity, positive: false) else { return nil }
            velocity = v
        }
        let spring: MotionSpring
        if args.has("response") || args.has("dampingFraction") {
            if ["mass", "stiffness", "damping"].contains(where: args.has) {
                reporter.report(.argumentCount, "'spring' takes either mass, stiffness and damping or response and dampingFraction",
                               at: span)
                return nil
            }
            guard let re = args.labelled("response"), let fe = args.labelled("dampingFraction") else {
                reporter.report(.argumentCount, "'spring' needs both 'response:' and 'dampingFraction:'", at: span)
                return nil
            }
            guard let response = parameter(re, "response", NumberBounds.springResponse, positive: true),
                  let fraction = parameter(fe, "dampingFraction", NumberBounds.springDampingFraction, positive: false) else { return nil }
            spring = MotionSpring(response: response, dampingFraction: fraction, initialVelocity: velocity)
        } else {
            guard let me = args.labelled("mass"), let ke = args.labelled("stiffness"), let de = args.labelled("damping") else {
                reporter.report(.argumentCount, "'spring' needs 'mass:', 'stiffness:' and 'damping:'", at: span,
                               notes: [.help("or write spring(response: 0.5, dampingFraction: 0.8)")])
                return nil
            }
            guard let mass = parameter(me, "mass", NumberBounds.springMass, positive: true),
                  let stiffness = parameter(ke, "stiffness", NumberBounds.springStiffness, positive: true),
                  let damping = parameter(de, "damping", NumberBounds.springDamping, positive: false) else { return nil }
            spring = MotionSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
        guard reporter.settles(spring, at: span) else { return nil }
        return .timing(.spring(spring))
    }
}
