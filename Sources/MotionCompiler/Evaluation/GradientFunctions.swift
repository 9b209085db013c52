import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Call {
    /// `linearGradient(stops, from: p, to: q)` and `radialGradient(stops, center: c, radius: r)`.
    /// The stops are a list of colours (spread evenly from 0 to 1) or of `(colour, position)` pairs.
    func gradient(_ name: String) -> ExpressionValue? {
        guard count(1...1), let stops = gradientStops() else { return nil }
        if name == "linearGradient" {
            guard let fromE = args.labelled("from"), let toE = args.labelled("to") else {
                reporter.report(.argumentCount, "'linearGradient' needs 'from:' and 'to:'", at: span,
                               notes: [.help("write linearGradient([#fff, #000], from: (0, 0), to: (0, 40))")])
                return nil
            }
            guard let from = evaluator.point(fromE, in: env, depth: depth), let to = evaluator.point(toE, in: env, depth: depth) else { return nil }
            guard from != to else {
                reporter.report(.invalidGradient, "a linear gradient needs two different points, found \(pointText(from)) twice", at: toE.span,
                               notes: [.help("'from:' is where the first stop lies, 'to:' where the last does")])
                return nil
            }
            return .gradient(.linear(stops, from: from, to: to))
        }
        guard let centerE = args.labelled("center"), let radiusE = args.labelled("radius") else {
            reporter.report(.argumentCount, "'radialGradient' needs 'center:' and 'radius:'", at: span,
                           notes: [.help("write radialGradient([#fff, #000], center: (20, 20), radius: 20)")])
            return nil
        }
        guard let center = evaluator.point(centerE, in: env, depth: depth), let radius = number(radiusE) else { return nil }
        guard radius > 0 else {
            reporter.report(.invalidGradient, "a radial gradient's radius must be greater than 0, found \(numberText(radius))",
                           at: radiusE.span)
            return nil
        }
        return .gradient(.radial(stops, center: center, radius: radius))
    }

    /// At least two stops, each position in 0…1 and none before the one it follows.
    private func gradientStops() -> [MotionGradient.Stop]? {
        let e = args.positional[0]
        guard let v = value(0) else { return nil }
        guard case .array(let items) = v else {
            reporter.report(.typeMismatch, "expected a list of stops, found \(v.noun)", at: e.span, notes: [Self.stopsHelp])
            return nil
        }
        guard items.count >= 2 else {
            reporter.report(.invalidGradient, "a gradient needs at least 2 stops, found \(items.count)", at: e.span, notes: [Self.stopsHelp])
            return nil
        }
        var stops: [MotionGradient.Stop] = []
        for (i, item) in items.enumerated() {
            let even = Double(i) / Double(items.count - 1)
            switch item {
            case .color(let c):
                stops.append(MotionGradient.Stop(c, at: even))
            case .tuple(let parts) where parts.count == 2:
                guard case .color(let c) = parts[0], case .number(let p, .plain) = parts[1] else { fallthrough }
                stops.append(MotionGradient.Stop(c, at: p))
            default:
                reporter.report(.typeMismatch, "stop \(i) of the gradient is \(item.noun), not a colour or a (colour, position) pair",
                               at: e.span, notes: [Self.stopsHelp])
                return nil
            }
        }
        for (i, stop) in stops.enumerated() {
            guard (0...1).contains(stop.position) else {
                reporter.report(.invalidGradient, "stop \(i) lies at \(numberText(stop.position)), outside 0…1", at: e.span,
                               notes: [.help("a stop's position is a fraction of the way along the gradient: 0…1 or 0%…100%")])
                return nil
            }
            if i > 0, stop.position < stops[i - 1].position {
                reporter.report(.invalidGradient, "stop \(i) lies at \(numberText(stop.position)), before stop \(i - 1) at "
                                    + "\(numberText(stops[i - 1].position))", at: e.span,
                               notes: [.help("list the stops in order along the gradient")])
                return nil
            }
        }
        return stops
    }

    private static let stopsHelp = DiagnosticNote.help("write the stops as colours spread evenly, [#fff, #000], or with positions, [(#fff, 0), (#888, 30%), (#000, 1)]")

    private func pointText(_ p: MotionPoint) -> String { "(\(numberText(p.x)), \(numberText(p.y)))" }
}
