import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Call {
    /// `oval rect roundedRect arc line polyline polygon svg`.
    func geometry(_ name: String) -> ExpressionValue? {
        switch name {
        case "oval", "rect", "roundedRect":
            guard count(4...4), let r = rect() else { return nil }
            if name == "oval" { return .geometry(.oval(r)) }
            if name == "rect" { return .geometry(.rect(r)) }
            guard let re = args.labelled("radius") else {
                reporter.report(.argumentCount, "'roundedRect' needs 'radius:'", at: span,
                               notes: [.help("write roundedRect(x, y, w, h, radius: r)")])
                return nil
            }
            guard let radius = number(re) else { return nil }
            guard radius >= 0 else {
                reporter.report(.valueOutOfRange, "a corner radius cannot be negative", at: re.span)
                return nil
            }
            // Clamped as UIBezierPath(roundedRect:cornerRadius:) does.
            return .geometry(.roundedRect(r, radius: min(radius, min(r.width, r.height) / 2)))
        case "arc":
            guard count(2...2), let c = point(0), let radius = number(1) else { return nil }
            guard radius >= 0 else {
                reporter.report(.valueOutOfRange, "a radius cannot be negative", at: args.positional[1].span)
                return nil
            }
            guard let fromE = args.labelled("from"), let toE = args.labelled("to") else {
                reporter.report(.argumentCount, "'arc' needs 'from:' and 'to:'", at: span,
                               notes: [.help("write arc(center, radius, from: 0deg, to: 90deg)")])
                return nil
            }
            guard let from = angle(fromE), let to = angle(toE),
                  let ccw = args.flag("counterclockwise", reporter: reporter),
                  let cw = args.has("clockwise") ? args.flag("clockwise", reporter: reporter) : true else { return nil }
            return .geometry(.arc(center: c, radius: radius, start: from, end: to, clockwise: cw && !ccw))
        case "line":
            guard count(2...2), let a = point(0), let b = point(1) else { return nil }
            return .geometry(.line(a, b))
        case "polyline", "polygon":
            let least = name == "polyline" ? 2 : 3
            guard count(least...Int.max) else { return nil }
            var points: [MotionPoint] = []
            for i in args.positional.indices {
                guard let p = point(i) else { return nil }
                points.append(p)
            }
            return .geometry(name == "polyline" ? .polyline(points) : .polygon(points))
        default:
            guard count(1...1) else { return nil }
            let e = args.positional[0]
            guard case .string(let text) = e.kind else {
                reporter.report(.typeMismatch, "'svg' takes a string of path data", at: e.span,
                               notes: [.help("write svg(\"M 0 0 L 10 10\")")])
                return nil
            }
            // Errors point at their column inside the string when the source spells it
            // without escapes; otherwise at the string.
            let raw = reporter.file.text(of: e.span)
            let exact = raw == "\"" + text + "\""
            var parser = PathDataParser(text)
            switch parser.parse() {
            case .success(let commands): return .geometry(.svg(commands))
            case .failure(let err):
                let at = exact ? SourceSpan(start: e.span.start + 1 + err.offset, end: e.span.start + 2 + err.offset) : e.span
                reporter.report(.pathData, err.message, at: at)
                return nil
            }
        }
    }

    private func rect() -> MotionRect? {
        guard let x = number(0), let y = number(1), let w = number(2), let h = number(3) else { return nil }
        for (i, v) in [(2, w), (3, h)] where v < 0 {
            reporter.report(.valueOutOfRange, "a \(i == 2 ? "width" : "height") cannot be negative", at: args.positional[i].span)
            return nil
        }
        return MotionRect(x: x, y: y, width: w, height: h)
    }
}
