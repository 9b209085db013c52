import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Call {

    /// `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, position])`, `spring(…)`.
    func timing(_ name: String) -> ExpressionValue? {
        switch name {
        case "cubic-bezier":
            guard count(4...4) else { return nil }
            var c: [Double] = []
            for i in 0..<4 {
                guard let v = number(i) else { return nil }
                if i % 2 == 0, !(0...1).contains(v) {
                    reporter.report(.bezierOutOfRange, "cubic-bezier x\(i / 2 + 1) must be in 0…1, found \(numberText(v))",
                                   at: args.positional[i].span, notes: [.help("only the y values may overshoot")])
                    return nil
                }
                c.append(v)
            }
            return .timing(.cubicBezier(MotionCubicBezier(c[0], c[1], c[2], c[3])))
        case "steps":
            guard count(1...2), let n = number(0) else { return nil }
            guard let steps = Evaluator.integer(n), steps >= 1 else {
                reporter.report(.invalidSteps, "the step count must be a whole number of at least 1, found \(numberText(n))",
                               at: args.positional[0].span)
                return nil
            }
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

    private func positive(_ label: String) -> Double? {
        guard let e = args.labelled(label), let v = number(e) else { return nil }
        guard v > 0 else {
            reporter.report(.invalidSpring, "spring \(label) must be greater than 0, found \(numberText(v))", at: e.span)
            return nil
        }
        return v
    }

    /// Physical parameters, or SwiftUI's response and damping fraction mapped onto them with mass 1.
    private func spring() -> ExpressionValue? {
        guard count(0...0) else { return nil }
        var velocity = 0.0
        if let e = args.labelled("velocity") {
            guard let v = number(e) else { return nil }
            velocity = v
        }
        if args.has("response") || args.has("dampingFraction") {
            if ["mass", "stiffness", "damping"].contains(where: args.has) {
                reporter.report(.argumentCount, "'spring' takes either mass, stiffness and damping or response and dampingFraction",
                               at: span)
                return nil
            }
            guard args.has("response"), let fe = args.labelled("dampingFraction") else {
                reporter.report(.argumentCount, "'spring' needs both 'response:' and 'dampingFraction:'", at: span)
                return nil
            }
            guard let response = positive("response"), let fraction = number(fe) else { return nil }
            guard fraction >= 0 else {
                reporter.report(.invalidSpring, "spring dampingFraction cannot be negative", at: fe.span)
                return nil
            }
            let k = (2 * Double.pi / response) * (2 * Double.pi / response)
            guard k.isFinite else {
                reporter.report(.invalidSpring, "spring response \(numberText(response)) is too small", at: args.labelled("response")?.span ?? span)
                return nil
            }
            return .timing(.spring(MotionSpring(mass: 1, stiffness: k, damping: 4 * Double.pi * fraction / response, initialVelocity: velocity)))
        }
        guard args.has("mass"), args.has("stiffness"), let de = args.labelled("damping") else {
            reporter.report(.argumentCount, "'spring' needs 'mass:', 'stiffness:' and 'damping:'", at: span,
                           notes: [.help("or write spring(response: 0.5, dampingFraction: 0.8)")])
            return nil
        }
        guard let mass = positive("mass"), let stiffness = positive("stiffness"), let damping = number(de) else { return nil }
        guard damping >= 0 else {
            reporter.report(.invalidSpring, "spring damping cannot be negative", at: de.span)
            return nil
        }
        return .timing(.spring(MotionSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)))
    }
}
