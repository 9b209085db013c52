import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Checker {
    /// Lengths a dash pattern may list: more than any target's player needs for a pattern people draw.
    static let maximumDashLengths = 32

    /// `dash [on, off, …]`: lengths in the shape's units, none negative, at least one positive, and
    /// coarse enough that `path` needs at most `MotionPath.maximumDashCount` dashes.
    func dashPattern(_ e: Expression, env: Environment, path: MotionPath) -> [Double]? {
        guard let v = evaluator.evaluate(e, in: env) else { return nil }
        guard case .array(let items) = v, (1...Self.maximumDashLengths).contains(items.count) else {
            reporter.report(.invalidDashPattern, "expected a dash pattern such as [6, 4], found \(v.noun)", at: e.span,
                           notes: [.help("list 1 to \(Self.maximumDashLengths) lengths, drawn and skipped in turn: [on, off, …]")])
            return nil
        }
        var lengths: [Double] = []
        for item in items {
            guard case .number(let x, .plain) = item else {
                reporter.report(.invalidDashPattern, "a dash length must be a plain number, found \(item.noun)", at: e.span)
                return nil
            }
            guard x >= 0 else {
                reporter.report(.invalidDashPattern, "a dash length cannot be negative, found \(numberText(x))", at: e.span)
                return nil
            }
            guard reporter.within(NumberBounds.coordinate.named("a dash length"), x, at: e.span) else { return nil }
            lengths.append(x)
        }
        let period = lengths.reduce(0, +) * (lengths.count % 2 == 0 ? 1 : 2)
        guard period > 0 else {
            reporter.report(.invalidDashPattern, "a dash pattern of zeros draws nothing", at: e.span,
                           notes: [.help("give a dash or a gap a length; write 'stroke none' for no stroke")])
            return nil
        }
        // Each subpath restarts the pattern, so each may add a period's dashes.
        let perPeriod = Double(lengths.count % 2 == 0 ? lengths.count / 2 : lengths.count)
        let dashes = (path.length / period + Double(path.subpaths.count)) * perPeriod
        guard dashes <= Double(MotionPath.maximumDashCount) else {
            reporter.report(.tooManyDashes, "this dash pattern would cut the path into about \(numberText(dashes.rounded())) dashes; at most \(MotionPath.maximumDashCount) are drawn",
                           at: e.span, notes: [.help("make the pattern's lengths longer: the path is \(numberText(path.length.rounded())) units long")])
            return nil
        }
        return lengths
    }
}
