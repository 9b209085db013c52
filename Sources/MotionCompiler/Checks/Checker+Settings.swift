import MotionDiagnostics
import MotionRuntime
import MotionSyntax

extension Checker {
    static let shapeSettings = ["path", "stroke", "fill", "opacity", "position", "anchor", "scale", "rotation", "trim", "shadow", "dash"]
    static let groupSettings = ["opacity", "position", "anchor", "scale", "rotation"]

    static func labels(of setting: String) -> [String] {
        switch setting {
        case "path": return ["start", "direction", "reversed"]
        case "stroke": return ["width", "cap", "join", "miter"]
        case "trim": return ["offset"]
        case "shadow": return ["offset", "blur", "opacity"]
        case "dash": return ["phase"]
        default: return []
        }
    }

    /// The settings of a body, each once, with unknown and misplaced ones reported.
    private func settings(_ body: [BodyItem], allowed: [String], owner: String) -> [(Setting, CallArguments)] {
        var out: [(Setting, CallArguments)] = []
        for s in body.compactMap(\.setting) {
            let k = s.keyword.name
            guard Self.shapeSettings.contains(k) else {
                reporter.report(Diagnostic(.unknownSetting, "unknown setting '\(k)'", at: s.keyword.span).suggesting(k, from: allowed))
                continue
            }
            guard allowed.contains(k) else {
                reporter.report(.settingNotAllowed, "a \(owner) has no '\(k)' setting", at: s.keyword.span,
                               notes: [.help("a \(owner) takes \(allowed.joined(separator: ", "))")])
                continue
            }
            if let first = out.first(where: { $0.0.keyword.name == k }) {
                reporter.report(.duplicateSetting, "setting '\(k)' is given twice", at: s.keyword.span,
                               notes: [.note("first given here", span: first.0.keyword.span)])
                continue
            }
            guard let args = CallArguments(s.arguments, labels: Self.labels(of: k), owner: "setting '\(k)'", reporter: reporter),
                  args.expect(1...1, owner: "setting '\(k)'", at: s.span, reporter: reporter) else { continue }
            out.append((s, args))
        }
        return out
    }

    func buildShape(name: String, body: [BodyItem], env: Environment, span: SourceSpan) -> NodeModel? {
        var shape: ShapeModel?
        var values = PropertyTable()
        var ok = true
        let list = settings(body, allowed: Self.shapeSettings, owner: "shape")
        for (s, args) in list {
            let main = args.positional[0]
            switch s.keyword.name {
            case "path":
                if let built = path(main, args, env: env) { shape = built } else { ok = false }
            case "stroke":
                if !noneWord(main) {
                    ok = setPaint(main, color: .strokeColor, gradient: .strokeGradient, env: env, into: &values) && ok
                } else {
                    values[.strokeColor] = BoundValue(.color(.clear))
                }
                if let w = args.labelled("width") { ok = set(.lineWidth, w, env, &values) && ok }
            case "fill":
                if noneWord(main) {
                    values[.fillColor] = BoundValue(.color(.clear))
                } else {
                    ok = setPaint(main, color: .fillColor, gradient: .fillGradient, env: env, into: &values) && ok
                }
            case "trim":
                if let (a, b) = trimRange(main, env: env) {
                    values[.strokeStart] = BoundValue(.scalar(a))
                    values[.strokeEnd] = BoundValue(.scalar(b))
                } else { ok = false }
                if let o = args.labelled("offset") { ok = set(.trimOffset, o, env, &values) && ok }
            case "shadow":
                ok = set(.shadowColor, main, env, &values) && ok
                values[.shadowOpacity] = BoundValue(.scalar(1))
                if let o = args.labelled("offset") { ok = set(.shadowOffset, o, env, &values) && ok }
                if let b = args.labelled("blur") { ok = set(.shadowBlur, b, env, &values) && ok }
                if let o = args.labelled("opacity") { ok = set(.shadowOpacity, o, env, &values) && ok }
            case "dash":
                break // read once the path is known: a pattern is checked against its length
            default:
                ok = setTransform(s.keyword.name, main, env, &values) && ok
            }
        }
        if list.first(where: { $0.0.keyword.name == "path" }) == nil, !body.contains(where: { $0.setting?.keyword.name == "path" }) {
            reporter.report(.missingPath, "shape '\(name)' has no path", at: span,
                           notes: [.help("add a line such as 'path oval(0, 0, 50, 50)'")])
            return nil
        }
        guard ok, var model = shape else { return nil }
        if let dash = list.first(where: { $0.0.keyword.name == "dash" })?.1 {
            guard let pattern = dashPattern(dash.positional[0], env: env, path: RuntimePaths.path(of: model)) else { return nil }
            model.dashPattern = pattern
            if let phase = dash.labelled("phase"), !set(.dashPhase, phase, env, &values) { return nil }
        }
        if let stroke = list.first(where: { $0.0.keyword.name == "stroke" })?.1 {
            guard strokeStyle(stroke, env: env, into: &model) else { return nil }
        }
        let center = model.bounds.center
        values[.path] = BoundValue(.path(RuntimePaths.path(of: model)))
        var base: [PropertyEntry] = []
        base.reserveCapacity(MotionProperty.allCases.count)
        for p in MotionProperty.allCases {
            base.append(PropertyEntry(p, values[p] ?? Self.defaultValue(p, anchor: center)))
        }
        return NodeModel(name: name, kind: .shape(model), base: base, span: span)
    }

    func buildGroup(_ g: GroupDecl, children: [NodeModel], env: Environment) -> NodeModel? {
        var values = PropertyTable()
        var ok = true
        for (s, args) in settings(g.body, allowed: Self.groupSettings, owner: "group") {
            ok = setTransform(s.keyword.name, args.positional[0], env, &values) && ok
        }
        guard ok else { return nil }
        let center = Self.contentBounds(children)?.center ?? MotionPoint(0, 0)
        let base = MotionProperty.groupProperties.map { PropertyEntry($0, values[$0] ?? Self.defaultValue($0, anchor: center)) }
        return NodeModel(name: g.name.name, kind: .group(children), base: base, span: g.span)
    }

    /// The box around the children's outlines, each moved by its position.
    static func contentBounds(_ nodes: [NodeModel]) -> MotionRect? {
        var points: [MotionPoint] = []
        for n in flatten(nodes) {
            guard let shape = n.shape else { continue }
            var dx = 0.0, dy = 0.0
            if case .point(let p)? = n.baseValue(.position)?.value { dx = p.x; dy = p.y }
            let b = shape.bounds
            points += [MotionPoint(b.x + dx, b.y + dy), MotionPoint(b.x + b.width + dx, b.y + b.height + dy)]
        }
        return points.isEmpty ? nil : MotionRect.enclosing(points)
    }

    /// At-rest values when no setting gives one (Core Animation's defaults, except shadows, which are off).
    static func defaultValue(_ p: MotionProperty, anchor: MotionPoint) -> BoundValue {
        switch p {
        case .strokeStart, .trimOffset, .rotation, .shadowOpacity, .shadowBlur, .dashPhase: return BoundValue(.scalar(0))
        case .strokeEnd, .opacity, .lineWidth: return BoundValue(.scalar(1))
        case .position, .shadowOffset: return BoundValue(.point(.zero))
        case .anchor: return BoundValue(.point(anchor))
        case .scale: return BoundValue(.point(MotionPoint(1, 1)))
        case .strokeColor: return BoundValue(.color(.clear))
        case .fillColor, .shadowColor: return BoundValue(.color(.black))
        case .path: return BoundValue(.path(MotionPath()))
        case .fillGradient, .strokeGradient: return BoundValue(.gradient(.none))
        }
    }

    private func noneWord(_ e: Expression) -> Bool {
        if case .name("none") = e.kind { return true }
        return false
    }

    private func setTransform(_ keyword: String, _ e: Expression, _ env: Environment, _ values: inout PropertyTable) -> Bool {
        guard let p = MotionProperty(named: keyword) else { return false }
        return set(p, e, env, &values)
    }

    /// Evaluates a setting's value for a property and checks its range at rest.
    private func set(_ p: MotionProperty, _ e: Expression, _ env: Environment, _ values: inout PropertyTable) -> Bool {
        guard let r = evaluator.evaluateBound(e, in: env), let v = fit(r, to: p, at: e.span), checkAtRest(v, p, at: e.span) else { return false }
        values[p] = v
        return true
    }

    /// `trim A .. B`: both in 0…1.
    func trimRange(_ e: Expression, env: Environment) -> (Double, Double)? {
        guard let v = evaluator.evaluate(e, in: env) else { return nil }
        guard case .range(let a, let b, false) = v else {
            reporter.report(.typeMismatch, "expected a trim such as 0 .. 1, found \(v.noun)", at: e.span)
            return nil
        }
        for x in [a, b] where !(0...1).contains(x) {
            reporter.report(.trimOutOfRange, "a trim at rest must be in 0…1, found \(numberText(x))", at: e.span,
                           notes: [.help("values outside 0…1 are only allowed while animating, in tracks")])
            return nil
        }
        return (a, b)
    }

    private func path(_ main: Expression, _ args: CallArguments, env: Environment) -> ShapeModel? {
        guard let v = evaluator.evaluate(main, in: env) else { return nil }
        guard case .geometry(let g) = v else {
            reporter.report(.typeMismatch, "expected a geometry such as oval(0, 0, 50, 50), found \(v.noun)", at: main.span)
            return nil
        }
        guard withinBounds(g, at: main.span) else { return nil }
        var model = ShapeModel(geometry: g)
        if let s = args.labelled("start") {
            if case .name(let n) = s.kind, env.lookup(n) == nil {
                guard let side = keyword(s, allowed: Keywords.pathStart.words, what: "start side", reporter: reporter) else { return nil }
                model.start = Keywords.pathStart.value(of: side)
            } else {
                guard let a = evaluator.angle(s, in: env), reporter.within(NumberBounds.angle.named("the start angle"), a, at: s.span) else { return nil }
                model.start = .angle(a)
            }
        }
        if let d = args.labelled("direction") {
            guard let word = keyword(d, allowed: Keywords.pathDirection.words, what: "direction", reporter: reporter) else { return nil }
            model.direction = Keywords.pathDirection.value(of: word)
        }
        guard let reversed = args.flag("reversed", reporter: reporter) else { return nil }
        model.reversed = reversed
        return model
    }

    private func strokeStyle(_ args: CallArguments, env: Environment, into model: inout ShapeModel) -> Bool {
        if let c = args.labelled("cap") {
            guard let w = keyword(c, allowed: LineCap.allCases.map(\.rawValue), what: "line cap", reporter: reporter) else { return false }
            model.lineCap = LineCap(rawValue: w) ?? .butt
        }
        if let j = args.labelled("join") {
            guard let w = keyword(j, allowed: LineJoin.allCases.map(\.rawValue), what: "line join", reporter: reporter) else { return false }
            model.lineJoin = LineJoin(rawValue: w) ?? .miter
        }
        if let m = args.labelled("miter") {
            guard let v = evaluator.number(m, in: env) else { return false }
            guard v > 0 else {
                reporter.report(.valueOutOfRange, "the miter limit must be greater than 0, found \(numberText(v))", at: m.span)
                return false
            }
            guard reporter.within(NumberBounds.miter, v, at: m.span) else { return false }
            model.miterLimit = v
        }
        return true
    }
}
